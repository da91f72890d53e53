/**
 * The scraping port (docs/ARCHITECTURE.md, convention 7; docs/product/admin.md#scraping-import): how the web-scraping import reads a vendor's
 * website, whatever does the reading. Adapters: the built-in scraper (builtin-scraper.server.ts, fetch +
 * cheerio behind the SSRF guard) and Firecrawl's API (firecrawl-scraper.server.ts), chosen per job in
 * import-job-runner.server.ts.
 */
export type ScraperName = "builtin" | "firecrawl";

/** What a scraper read from one page. */
export type ScrapedPage = {
  /** The page's title ('' when it has none), whitespace collapsed. */
  title: string;
  /** The page's text, one block (paragraph, heading, list item, markdown line) per entry, trimmed, none empty. */
  lines: string[];
  /** Absolute http(s) URLs of the page's images, in page order, without repeats. */
  imageUrls: string[];
  /** The address the page was finally read from, after redirects. */
  finalUrl: string;
};

export type ScrapeOptions = {
  /** Aborts the scrape (the job was cancelled, the server is stopping). */
  signal?: AbortSignal;
};

export type Scraper = {
  name: ScraperName;
  /**
   * Reads one page. Input: an absolute http(s) URL. Output: {@link ScrapedPage}. Throws an `AppError` whose
   * message says why the page could not be read (refused address, timeout, status, size, service error).
   */
  scrape(url: string, options?: ScrapeOptions): Promise<ScrapedPage>;
};
