import type { Database } from "~/db/client.server";
import { listCategories } from "~/modules/categories/categories.server";
import { AppError } from "~/modules/errors/app-error";
import { getFirecrawlKeyStatus } from "~/modules/scraping/firecrawl-key.server";
import type { ImportJobView } from "~/modules/scraping/import-job";
import { getImportJob, listImportJobs } from "~/modules/scraping/import-jobs.server";
import type { CategoryChoice } from "~/modules/scraping/scrape-job-input";
import type { FirecrawlKeyStatus } from "~/modules/scraping/scraping-messages";

/** Jobs listed on the page. */
export const RECENT_JOBS = 10;

export type ScrapingPage = {
  key: FirecrawlKeyStatus;
  jobs: ImportJobView[];
  categories: CategoryChoice[];
  /** The job whose progress the page shows: the one asked for, else the latest; null before the first job. */
  current: ImportJobView | null;
};

/**
 * Everything the Web Scraping sub-tab shows (docs/product/admin.md#scraping-import): the key's status (never the key), the latest
 * {@link RECENT_JOBS} jobs, the categories a list may name, and the job to follow. Input: database, the job asked
 * for (`?job=`), if any. Output: {@link ScrapingPage}. A job asked for that does not exist falls back to the latest.
 */
export async function getScrapingPage(db: Database, jobId?: number): Promise<ScrapingPage> {
  const [key, jobs, categories] = await Promise.all([getFirecrawlKeyStatus(db), listImportJobs(db, RECENT_JOBS), listCategories(db)]);
  let current = jobs[0] ?? null;
  if (jobId !== undefined) {
    current = await getImportJob(db, jobId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "not_found") return current;
      throw error;
    });
  }
  return { key, jobs, categories: categories.map(({ name, slug }) => ({ name, slug })), current };
}
