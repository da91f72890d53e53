import type { Route } from "./+types/admin-import-manual";
import { VendorCreatePanel } from "~/components/admin/vendor-create-panel";

// Import/Upload → Manual Entry (docs/product/admin.md#vendors): 'Add vendor' under another tab. The data and
// the create action are the Vendors tab's own, so both forms create vendors one way.
export { action, headers, loader } from "~/routes/admin-vendor-new";

export function meta() {
  return [{ title: "Manual Entry | Admin Dashboard | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export default function AdminImportManualPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <VendorCreatePanel
      heading="Manual Entry"
      intro="Add one vendor by hand. Business Name and Category are required; images can be added once it is saved."
      categories={loaderData.categories}
      failure={actionData}
    />
  );
}
