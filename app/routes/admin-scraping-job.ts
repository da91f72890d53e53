import type { Route } from "./+types/admin-scraping-job";
import { getDatabase } from "~/db/client.server";
import { requireAdmin } from "~/modules/accounts/admin-access.server";
import { AppError } from "~/modules/errors/app-error";
import { apiErrorResponse } from "~/modules/http/json-responses";
import { parseJobId } from "~/modules/scraping/import-job";
import { getImportJob } from "~/modules/scraping/import-jobs.server";
import { SCRAPE_JOB_MESSAGES } from "~/modules/scraping/scraping-messages";

/**
 * GET /admin-dashboard/import/scraping/jobs/:jobId → one scraping job's progress as JSON (ImportJobView), never
 * cached; the Web Scraping page polls it every second while the job runs (docs/product/admin.md#scraping-import). Admins only: anonymous →
 * redirect to /admin, any other session → 403. An unknown job → 404 `{ error: 'Scraping job not found' }`.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    const jobId = parseJobId(params.jobId);
    if (jobId === undefined) throw new AppError("not_found", SCRAPE_JOB_MESSAGES.notFound);
    return Response.json(await getImportJob(getDatabase(), jobId), { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return apiErrorResponse(error);
  }
}
