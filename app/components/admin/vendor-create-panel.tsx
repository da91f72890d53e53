import { useMemo } from "react";
import { useNavigation } from "react-router";
import { VendorForm, type VendorFormCategory } from "~/components/admin/vendor-form";
import { VendorImagesPanel } from "~/components/admin/vendor-images-panel";
import { useActionToast } from "~/components/ui/toast";
import { emptyVendorFormValues, VENDOR_ADMIN_MESSAGES, type VendorFormValues } from "~/modules/admin/vendor-admin-form";
import type { FormFailure } from "~/modules/http/form-errors";

/**
 * A page that creates a vendor (docs/product/admin.md#vendors admin dashboard: 'Add vendor' on the Vendors tab and Import/Upload → Manual
 * Entry; docs/product/admin.md#vendors): the vendor form, empty or as typed after a refusal (`failure`, with the toast 'Failed to create
 * vendor'), then the image section, which asks for the vendor to be saved first. A vendor once created opens in its
 * editor, where images can be added.
 */
export function VendorCreatePanel({
  heading,
  intro,
  categories,
  failure,
}: {
  heading: string;
  intro: string;
  categories: VendorFormCategory[];
  failure?: FormFailure<VendorFormValues>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const toast = useMemo(
    () =>
      failure
        ? { title: failure.formError.title ?? VENDOR_ADMIN_MESSAGES.createFailed, description: failure.formError.message, variant: "error" as const }
        : undefined,
    [failure],
  );
  useActionToast(toast);
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold text-brand-800">{heading}</h2>
        <p className="mt-1 text-muted">{intro}</p>
      </div>
      <VendorForm
        values={failure?.values ?? emptyVendorFormValues()}
        errors={failure?.fieldErrors ?? {}}
        formError={failure?.formError}
        categories={categories}
        submitLabel="Create vendor"
        busy={busy}
      />
      <VendorImagesPanel images={[]} />
    </div>
  );
}
