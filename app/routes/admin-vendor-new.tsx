import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-vendor-new";
import { VendorCreatePanel } from "~/components/admin/vendor-create-panel";
import { getDatabase } from "~/db/client.server";
import { requireAdmin } from "~/modules/accounts/admin-access.server";
import { emptyVendorFormValues, VENDOR_ADMIN_MESSAGES, vendorEditPath, vendorFormValues } from "~/modules/admin/vendor-admin-form";
import { listCategoryOptions } from "~/modules/admin/vendor-admin-list.server";
import { createAdminVendor } from "~/modules/admin/vendor-admin-write.server";
import { formFailure, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";

// 'Add vendor' on the admin's Vendors tab (docs/product/admin.md#vendors). The
// new vendor opens in its editor, where images can be added.

export const headers = forwardHeaders;

export function meta() {
  return [{ title: "Add vendor | Admin Dashboard | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    return data({ categories: await listCategoryOptions(getDatabase()) }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    throwRouteError(error);
  }
}

/** Creates the vendor and opens its editor (303); a refusal shows the form again as typed, 'Failed to create vendor'. */
export async function action({ request }: Route.ActionArgs) {
  let values = emptyVendorFormValues();
  try {
    requireSameOrigin(request);
    const admin = await requireAdmin(request);
    values = vendorFormValues(await request.formData());
    const created = await createAdminVendor(getDatabase(), admin, values);
    return redirect(vendorEditPath(created.id, { created: true }), { status: 303 });
  } catch (error) {
    return formFailure(error, values, {
      log: "A vendor could not be created",
      message: { title: VENDOR_ADMIN_MESSAGES.createFailed, message: VENDOR_ADMIN_MESSAGES.tryAgain },
    });
  }
}

export default function AdminVendorNewPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <VendorCreatePanel
      heading="Add vendor"
      intro="Business Name and Category are required; everything else can be added later."
      categories={loaderData.categories}
      failure={actionData}
    />
  );
}
