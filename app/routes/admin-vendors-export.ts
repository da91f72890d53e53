import type { Route } from "./+types/admin-vendors-export";
import { getDatabase } from "~/db/client.server";
import { requireAdmin } from "~/modules/accounts/admin-access.server";
import { parseVendorListQuery } from "~/modules/admin/vendor-admin-list";
import { throwRouteError } from "~/modules/http/route-errors.server";
import { exportFileName } from "~/modules/imports/csv-export";
import { exportVendorsCsv } from "~/modules/imports/csv-export.server";
import { now } from "~/modules/time/clock";

// GET /admin-dashboard/vendors.csv (docs/product/admin.md#csv-import "a CSV export of vendors with spreadsheet-formula escaping"): every
// vendor, or those the Vendors tab's search and filters select (`q`, `category`, `status`), as a download.

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    const { q, categoryId, status } = parseVendorListQuery(new URL(request.url).searchParams);
    const csv = await exportVendorsCsv(getDatabase(), { q, categoryId, status });
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${exportFileName(now())}"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    throwRouteError(error);
  }
}
