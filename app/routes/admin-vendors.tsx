import { Download, Plus } from "lucide-react";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-vendors";
import { VendorDeleteDialog } from "~/components/admin/vendor-delete-dialog";
import { VendorListFilters } from "~/components/admin/vendor-list-filters";
import { VendorsTable } from "~/components/admin/vendors-table";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useActionToast } from "~/components/ui/toast";
import { getDatabase } from "~/db/client.server";
import { useHydrated } from "~/lib/use-hydrated";
import { requireAdmin, type SignedInAdmin } from "~/modules/accounts/admin-access.server";
import { VENDOR_ADMIN_MESSAGES } from "~/modules/admin/vendor-admin-form";
import { bulkUpdateVendors, setVendorFlag } from "~/modules/admin/vendor-admin-flags.server";
import {
  bulkOutcomeText,
  DELETE_PARAM,
  NOTICE_PARAM,
  parseVendorId,
  parseVendorListCommand,
  parseVendorListQuery,
  VENDOR_NOTICES,
  vendorListSearch,
  type VendorListActionData,
  type VendorListCommand,
  type VendorToast,
} from "~/modules/admin/vendor-admin-list";
import { loadVendorsTab } from "~/modules/admin/vendor-admin-list.server";
import { deleteAdminVendor } from "~/modules/admin/vendor-admin-write.server";
import { textField } from "~/modules/http/form-errors";
import { formFailure, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";

// The admin dashboard's Vendors tab (docs/product/admin.md#vendors): the server-paginated table with its search,
// filters and sort in the URL, the active and featured switches, bulk actions on a selection, and deletion after a
// confirmation (`?delete=<id>`). The dashboard's frame (admin-dashboard.tsx) is around it.

const NO_STORE = { "Cache-Control": "no-store" };

export const headers = forwardHeaders;

export function meta() {
  return [{ title: "Vendors | Admin Dashboard | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const query = parseVendorListQuery(params);
  try {
    const tab = await loadVendorsTab(getDatabase(), query, parseVendorId(params.get(DELETE_PARAM)));
    const notice = params.get(NOTICE_PARAM) === "deleted" ? VENDOR_NOTICES.deleted : undefined;
    return data({ query, ...tab, notice }, { headers: NO_STORE });
  } catch (error) {
    throwRouteError(error);
  }
}

/** The toast title of a refused change, by what was asked (docs/product/admin.md#vendors). */
const FAILURE_TITLES: Record<VendorListCommand["intent"], string> = {
  toggle: VENDOR_ADMIN_MESSAGES.updateFailed,
  bulk: VENDOR_ADMIN_MESSAGES.bulkFailed,
  delete: VENDOR_ADMIN_MESSAGES.deleteFailed,
};

/**
 * One change per post, each the signed-in admin's: `toggle` (one vendor's active or featured flag), `bulk` (an action
 * on the selected ids; ids that do not exist are reported in the toast) and `delete` (after the confirmation; goes
 * back to the table with 'Vendor deleted'). A refusal answers its status with the one failure shape and the spec's
 * toast ('Failed to update vendor', 'Failed to update vendors', 'Failed to delete vendor').
 */
export async function action({ request }: Route.ActionArgs) {
  let intent = "";
  try {
    requireSameOrigin(request);
    const admin = await requireAdmin(request);
    const formData = await request.formData();
    intent = textField(formData, "intent");
    return await runCommand(admin, parseVendorListCommand(formData), request);
  } catch (error) {
    const title = FAILURE_TITLES[intent as VendorListCommand["intent"]] ?? VENDOR_ADMIN_MESSAGES.updateFailed;
    const failure = formFailure(error, { intent }, { log: "A vendor change failed", message: { title, message: VENDOR_ADMIN_MESSAGES.tryAgain } });
    const toast: VendorToast = { title, description: failure.data.formError.message, variant: "error" };
    return data<VendorListActionData>({ ...failure.data, ok: false, toast }, failure.init ?? undefined);
  }
}

async function runCommand(admin: SignedInAdmin, command: VendorListCommand, request: Request) {
  const db = getDatabase();
  switch (command.intent) {
    case "toggle": {
      const vendor = await setVendorFlag(db, admin, command.vendorId, command.flag, command.value);
      const state = command.flag === "isActive" ? (vendor.isActive ? "active" : "inactive") : vendor.isFeatured ? "featured" : "not featured";
      return answer({ title: VENDOR_ADMIN_MESSAGES.updated, description: `${vendor.name} is now ${state}.`, variant: "success" }, command);
    }
    case "bulk": {
      const outcome = await bulkUpdateVendors(db, admin, command.ids, command.bulkAction);
      return answer({ title: VENDOR_ADMIN_MESSAGES.bulkUpdated, description: bulkOutcomeText(command.bulkAction, outcome), variant: "success" }, command);
    }
    case "delete": {
      await deleteAdminVendor(db, admin, command.vendorId);
      const query = parseVendorListQuery(new URL(request.url).searchParams);
      return redirect(`/admin-dashboard${vendorListSearch(query, { page: query.page }, { [NOTICE_PARAM]: "deleted" })}`, { status: 303, headers: NO_STORE });
    }
  }
}

function answer(toast: VendorToast, command: VendorListCommand) {
  return data<VendorListActionData>({ ok: true, intent: command.intent, toast }, { headers: NO_STORE });
}

export default function AdminVendorsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { query, list, categories, confirmDelete, notice } = loaderData;
  const hydrated = useHydrated();
  // Only plain posts and the delete confirmation answer here; the table's fetchers show their own toasts.
  useActionToast(actionData?.toast);
  const listHref = `/admin-dashboard${vendorListSearch(query, { page: list.page })}`;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold text-brand-800">Vendors</h2>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href="/admin-dashboard/vendors.csv" download>
              <Download aria-hidden="true" /> Export CSV
            </a>
          </Button>
          <Button asChild>
            <Link to="/admin-dashboard/vendors/new">
              <Plus aria-hidden="true" /> Add vendor
            </Link>
          </Button>
        </div>
      </div>
      {notice ? (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          {notice}
        </p>
      ) : null}
      {actionData && !hydrated ? (
        actionData.ok ? (
          <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
            <strong>{actionData.toast.title}.</strong> {actionData.toast.description}
          </p>
        ) : (
          <ErrorAlert>
            <strong>{actionData.toast.title}.</strong> {actionData.toast.description}
          </ErrorAlert>
        )
      ) : null}
      <VendorListFilters query={query} categories={categories} />
      <VendorsTable list={list} query={query} />
      {confirmDelete ? <VendorDeleteDialog vendor={confirmDelete} cancelTo={listHref} /> : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const reason = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : VENDOR_ADMIN_MESSAGES.tryAgain;
  return (
    <ErrorAlert>
      <strong>{VENDOR_ADMIN_MESSAGES.fetchFailed}.</strong> {reason}
    </ErrorAlert>
  );
}
