// The web-scraping import's texts (docs/product/admin.md#scraping-import), shared by the server and the page.

export const FIRECRAWL_KEY_MESSAGES = {
  /** docs/product/admin.md#scraping-import. */
  required: "Please enter your Firecrawl API key",
  /** docs/product/admin.md#scraping-import: the key failed its test. */
  invalid: "Invalid API key",
  /** Ours, not an original message: Firecrawl did not answer, which says nothing about the key. */
  unreachable: "Could not reach Firecrawl to test the key. Please try again.",
  /** docs/product/admin.md#scraping-import: a Firecrawl job whose key is gone. */
  missing: "Please set your Firecrawl API key first",
  saved: "Firecrawl API key saved",
  removed: "Firecrawl API key removed",
} as const;

/** docs/product/admin.md#scraping-import: one vendor's failure, as listed in the job's errors. */
export const SCRAPE_VENDOR_ERRORS = {
  scrape: (vendor: string, message: string) => `Failed to scrape ${vendor}: ${message}`,
  category: (vendor: string) => `Category not found for ${vendor}`,
  insert: (vendor: string, message: string) => `Failed to insert ${vendor}: ${message}`,
  processing: (vendor: string, message: string) => `Error processing ${vendor}: ${message}`,
} as const;

export const SCRAPE_JOB_MESSAGES = {
  /** docs/product/admin.md#scraping-import: a job that stopped as a whole. */
  failed: "Import Failed",
  /** docs/product/admin.md#scraping-import. */
  categoriesFailed: "Failed to fetch categories",
  started: "Scraping job started",
  cancelled: "Scraping job cancelled",
  notFound: "Scraping job not found",
  notCancellable: "This job has already finished",
  invalidList: "Please correct the vendor list.",
  createFailed: "Failed to start the scraping job. Please try again.",
} as const;

/** What the page may know about the saved key: never the key, at most its last four characters. */
export type FirecrawlKeyStatus =
  | { saved: false }
  | { saved: true; readable: true; endingIn: string | undefined; updatedAt: string }
  | { saved: true; readable: false; updatedAt: string };
