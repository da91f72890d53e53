import { ArrowLeft, ExternalLink, Trash2 } from "lucide-react";
import { useMemo } from "react";
import { data, isRouteErrorResponse, Link, redirect, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/admin-vendor-edit";
import { VendorDeleteDialog } from "~/components/admin/vendor-delete-dialog";
import { VendorForm } from "~/components/admin/vendor-form";
import { VendorImagesPanel } from "~/components/admin/vendor-images-panel";
import { PackagesCard } from "~/components/portal/packages-card";
import { ErrorAlert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useActionToast } from "~/components/ui/toast";
import { getDatabase } from "~/db/client.server";
import { requireAdmin, type SignedInAdmin } from "~/modules/accounts/admin-access.server";
import { CREATED_PARAM, VENDOR_ADMIN_MESSAGES, vendorFormValues, type VendorFormValues } from "~/modules/admin/vendor-admin-form";
import { DELETE_PARAM, NOTICE_PARAM, parseVendorId } from "~/modules/admin/vendor-admin-list";
import { loadVendorEditor } from "~/modules/admin/vendor-admin-list.server";
import { changeAdminPackages } from "~/modules/admin/vendor-admin-packages.server";
import { deleteAdminVendor, updateAdminVendor } from "~/modules/admin/vendor-admin-write.server";
import { AppError } from "~/modules/errors/app-error";
import type { FormFailure } from "~/modules/http/form-errors";
import { formFailure, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { packageFailure, packageSuccess } from "~/modules/packages/package-answers.server";
import { packageChangeOf, type PackageActionData, type PackageChange } from "~/modules/packages/package-form";

// The admin's vendor editor (docs/product/admin.md#vendors): the vendor form, the image section, the vendor's
// packages (the portal's card, docs/product/vendor-journey-and-portal.md#packages), and deletion after a
// confirmation (`?delete=<id>`).

const NO_STORE = { "Cache-Control": "no-store" };

export const headers = forwardHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.vendor.name ?? "Vendor";
  return [{ title: `${name} | Admin Dashboard | Shaadi Vendors UK` }, { name: "robots", content: "noindex" }];
}

/** The vendor id of the URL; AppError `not_found` (404) for one that cannot be a vendor's. */
function vendorIdOf(params: { vendorId?: string }): number {
  const id = parseVendorId(params.vendorId);
  if (id === undefined) throw new AppError("not_found", VENDOR_ADMIN_MESSAGES.notFound);
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    const vendorId = vendorIdOf(params);
    const editor = await loadVendorEditor(getDatabase(), vendorId);
    const search = new URL(request.url).searchParams;
    return data(
      { ...editor, confirmDelete: parseVendorId(search.get(DELETE_PARAM)) === vendorId, created: search.get(CREATED_PARAM) === "1" },
      { headers: NO_STORE },
    );
  } catch (error) {
    throwRouteError(error);
  }
}

/** A refusal carries the typed values for a save, and none for a deletion (the form then shows the stored vendor). */
type EditActionData = { saved: true; savedAt: number; toast: { title: string; description?: string; variant: "success" } } | FormFailure<VendorFormValues | null>;

/**
 * `save` (the default) writes the form: the spec's 'Failed to update vendor' with the typed values and a message per
 * field on a refusal. `delete`, posted by the confirmation, deletes the vendor and goes back to the Vendors tab with
 * 'Vendor deleted'; 'Failed to delete vendor' otherwise. The Packages card's `add-package`, `save-package` and
 * `delete-package` change the vendor's packages, audited (a toast, or the refused package form with its typed values).
 */
export async function action({ request, params }: Route.ActionArgs) {
  let values: VendorFormValues | null = null;
  let intent = "save";
  try {
    requireSameOrigin(request);
    const admin = await requireAdmin(request);
    const vendorId = vendorIdOf(params);
    const formData = await request.formData();
    const change = packageChangeOf(formData);
    if (change) return await changePackages(admin, vendorId, change);
    if (formData.get("intent") === "delete") {
      intent = "delete";
      await deleteAdminVendor(getDatabase(), admin, vendorId);
      return redirect(`/admin-dashboard?${NOTICE_PARAM}=deleted`, { status: 303, headers: NO_STORE });
    }
    values = vendorFormValues(formData);
    const saved = await updateAdminVendor(getDatabase(), admin, vendorId, values);
    const description = saved.changed.length === 0 ? "Nothing changed." : `${saved.name} was saved.`;
    // eslint-disable-next-line no-restricted-syntax -- a key that remounts the form after each save, not a time rule
    return data<EditActionData>({ saved: true, savedAt: Date.now(), toast: { title: VENDOR_ADMIN_MESSAGES.updated, description, variant: "success" } }, { headers: NO_STORE });
  } catch (error) {
    const title = intent === "delete" ? VENDOR_ADMIN_MESSAGES.deleteFailed : VENDOR_ADMIN_MESSAGES.updateFailed;
    return formFailure(error, values, { log: "A vendor could not be saved", message: { title, message: VENDOR_ADMIN_MESSAGES.tryAgain } });
  }
}

async function changePackages(admin: SignedInAdmin, vendorId: number, change: PackageChange) {
  try {
    return packageSuccess((await changeAdminPackages(getDatabase(), admin, vendorId, change)).intent);
  } catch (error) {
    return packageFailure(error, change);
  }
}

const dates = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" });

export default function AdminVendorEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { vendor, categories, packages, confirmDelete, created } = loaderData;
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const packageAnswer = actionData && "card" in actionData ? (actionData as PackageActionData) : undefined;
  const editAnswer = packageAnswer ? undefined : (actionData as EditActionData | undefined);
  const failure = editAnswer && "formError" in editAnswer ? editAnswer : undefined;
  const toast = useMemo(() => {
    if (!editAnswer) return undefined;
    if ("saved" in editAnswer) return editAnswer.toast;
    return { title: editAnswer.formError.title ?? VENDOR_ADMIN_MESSAGES.updateFailed, description: editAnswer.formError.message, variant: "error" as const };
  }, [editAnswer]);
  useActionToast(toast);
  // A successful save shows the stored values afresh (web addresses completed, tags cleaned).
  const formKey = editAnswer && "saved" in editAnswer ? `saved-${editAnswer.savedAt}` : "form";
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Link to="/admin-dashboard" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
            <ArrowLeft className="size-4" aria-hidden="true" /> Vendors
          </Link>
          <h2 className="mt-2 text-2xl font-semibold text-brand-800">Edit {vendor.name}</h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            <span>{vendor.ownerEmail ? `Owner: ${vendor.ownerEmail}` : "Imported"}</span>
            <span aria-hidden="true">·</span>
            <span>Created {dates.format(new Date(vendor.createdAt))}</span>
            {vendor.isVerified ? <Badge>Verified</Badge> : <Badge variant="neutral">Unverified</Badge>}
            {vendor.hasCoordinates ? null : <Badge variant="neutral">Not on the map</Badge>}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {vendor.values.isActive ? (
            <Button asChild variant="outline">
              <Link to={`/vendor/${vendor.id}`}>
                <ExternalLink aria-hidden="true" /> Public page
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="outline" className="border-red-700 text-red-800 hover:bg-red-50">
            <Link to={`${pathname}?${DELETE_PARAM}=${vendor.id}`} preventScrollReset>
              <Trash2 aria-hidden="true" /> Delete vendor
            </Link>
          </Button>
        </div>
      </div>
      {created ? (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          <strong>{VENDOR_ADMIN_MESSAGES.created}.</strong> You can now add its images below.
        </p>
      ) : null}
      <VendorForm
        key={formKey}
        values={failure?.values ?? vendor.values}
        errors={failure?.fieldErrors ?? {}}
        formError={failure?.formError}
        categories={categories}
        submitLabel="Save changes"
        busy={busy}
      />
      <VendorImagesPanel vendorId={vendor.id} images={vendor.images} />
      <PackagesCard card={packages} answer={packageAnswer} action={pathname} />
      {confirmDelete ? <VendorDeleteDialog vendor={{ id: vendor.id, name: vendor.name }} cancelTo={pathname} /> : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const reason = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : VENDOR_ADMIN_MESSAGES.tryAgain;
  return (
    <div className="space-y-4">
      <ErrorAlert>{reason}</ErrorAlert>
      <Link to="/admin-dashboard" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to vendors
      </Link>
    </div>
  );
}
