import type { Route } from "./+types/vendor-dashboard.performance-csv";
import { getDatabase } from "~/db/client.server";
import { requireVendor } from "~/modules/accounts/access.server";
import { throwRouteError } from "~/modules/http/route-errors.server";
import { now, utcDay } from "~/modules/time/clock";
import { performanceCsv, performanceCsvName } from "~/modules/vendor-performance/performance-csv";
import { loadPerformanceWeeks } from "~/modules/vendor-performance/performance-page.server";

// GET /vendor-dashboard/performance.csv?period= (docs/product/vendor-journey-and-portal.md#performance): the
// session's own listing's figures, one row per week, as a download. No id is read from the browser.

export async function loader({ request }: Route.LoaderArgs) {
  const vendor = await requireVendor(request);
  try {
    const at = now();
    const figures = await loadPerformanceWeeks(getDatabase(), vendor.id, new URL(request.url).searchParams.get("period"), at);
    return new Response(performanceCsv(figures), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${performanceCsvName(figures.period, utcDay(at))}"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    throwRouteError(error);
  }
}
