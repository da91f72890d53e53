import type { Route } from "./+types/admin-insights-export";
import { getDatabase } from "~/db/client.server";
import { requireAdmin } from "~/modules/accounts/admin-access.server";
import { AppError } from "~/modules/errors/app-error";
import { throwRouteError } from "~/modules/http/route-errors.server";
import { insightsCsv } from "~/modules/site-insights/insights-csv";
import { isInsightsTable } from "~/modules/site-insights/insights-types";
import { getSiteInsights } from "~/modules/site-insights/site-insights.server";

// GET /admin-dashboard/insights/<table>.csv (docs/product/admin.md#insights): one table of the Insights tab as a
// download, admins only. An unknown table is a 404 with the list of tables' page to go back to.

export async function loader({ params, request }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    const table = /^([a-z-]+)\.csv$/.exec(params.file)?.[1];
    if (!isInsightsTable(table)) throw new AppError("not_found", "There is no such Insights table. Download the tables from /admin-dashboard/insights.");
    const { fileName, csv } = insightsCsv(await getSiteInsights(getDatabase()), table);
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    throwRouteError(error);
  }
}
