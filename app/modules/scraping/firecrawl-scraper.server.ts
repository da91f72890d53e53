import { AppError } from "~/modules/errors/app-error";
import { readHtmlPage } from "~/modules/scraping/html-page.server";
import type { Scraper } from "~/modules/scraping/scraper";
import { FIRECRAWL_KEY_MESSAGES } from "~/modules/scraping/scraping-messages";

// The Firecrawl adapter of the scraping port (docs/product/admin.md#scraping-import): Firecrawl's hosted API
// fetches and renders the page, so the SSRF guard is Firecrawl's concern, not ours. Its error texts follow the
// service's own client (docs/product/admin.md#scraping-import).

/** How long one Firecrawl call may take; Firecrawl's own scrape timeout is 30 s, plus the way there and back. */
export const FIRECRAWL_TIMEOUT_MS = 45_000;
/** docs/product/admin.md#scraping-import: the statuses whose body's error is shown. */
const EXPLAINED_STATUSES = new Set([400, 402, 403, 408, 409, 500]);

export type FirecrawlOptions = {
  apiKey: string;
  /** FIRECRAWL_API_URL, without a trailing slash. */
  apiUrl: string;
  timeoutMs?: number;
};

type FirecrawlBody = {
  success?: boolean;
  error?: string;
  details?: unknown;
  data?: {
    markdown?: string;
    html?: string;
    metadata?: { title?: string; ogTitle?: string; description?: string; sourceURL?: string; url?: string; statusCode?: number };
  };
};

/**
 * The error for a Firecrawl answer that is not a success (docs/product/admin.md#scraping-import): statuses 400, 402, 403, 408, 409 and 500
 * give 'Failed to {action}. Status code: N. Error: {error}' (with the details when Firecrawl sends some), any
 * other 'Unexpected error occurred while trying to {action}. Status code: N'.
 * Input: the action's words (e.g. 'scrape URL'), the status, the parsed body. Output: AppError `unavailable`.
 */
export function firecrawlStatusError(action: string, status: number, body: FirecrawlBody | undefined): AppError {
  if (!EXPLAINED_STATUSES.has(status)) {
    return new AppError("unavailable", `Unexpected error occurred while trying to ${action}. Status code: ${status}`);
  }
  const details = body?.details === undefined ? "" : ` - ${JSON.stringify(body.details)}`;
  return new AppError("unavailable", `Failed to ${action}. Status code: ${status}. Error: ${body?.error || "Unknown error occurred"}${details}`);
}

/** One call to Firecrawl: the status and the JSON body (undefined when it is not JSON). Throws when no answer came. */
async function callFirecrawl(
  options: FirecrawlOptions,
  action: string,
  path: string,
  init: { method: "GET" | "POST"; body?: unknown; signal?: AbortSignal },
): Promise<{ status: number; body: FirecrawlBody | undefined }> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? FIRECRAWL_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${options.apiUrl}${path}`, {
      method: init.method,
      headers: { authorization: `Bearer ${options.apiKey}`, ...(init.body ? { "content-type": "application/json" } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: init.signal ? AbortSignal.any([timeout, init.signal]) : timeout,
    });
  } catch (error) {
    if (init.signal?.aborted) throw init.signal.reason;
    throw new AppError(
      "unavailable",
      `No response received while trying to ${action}. This may be a network error or the server is unreachable.`,
      { cause: error },
    );
  }
  const body = (await response.json().catch(() => undefined)) as FirecrawlBody | undefined;
  return { status: response.status, body };
}

/** Image URLs written in markdown (`![alt](url)`), made absolute against the page. */
function markdownImages(markdown: string, pageUrl: string): string[] {
  const urls: string[] = [];
  for (const match of markdown.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)/g)) {
    try {
      const url = new URL(match[1]!, pageUrl);
      if (url.protocol === "http:" || url.protocol === "https:") urls.push(url.href);
    } catch {
      // Not a URL: nothing to import.
    }
  }
  return urls;
}

/**
 * The Firecrawl scraper (docs/product/admin.md#scraping-import): POST {apiUrl}/v1/scrape with the Bearer key and the importer's options
 * (formats markdown and html, includeTags img, onlyMainContent true). Lines are the markdown's lines, after the
 * page's meta description (with `includeTags: ["img"]` the markdown holds little text, so the description is what
 * {@link describeVendor} can use); images come from the HTML and the markdown.
 * Input: {@link FirecrawlOptions}. Output: a {@link Scraper} whose `scrape` throws AppError `unavailable` with
 * {@link firecrawlStatusError}'s texts, 'Failed to scrape URL. Error: …' for an answer without success,
 * 'No response received while trying to scrape URL. …' without an answer, and 'The site answered with status N'
 * when Firecrawl reached the site but the site refused.
 */
export function createFirecrawlScraper(options: FirecrawlOptions): Scraper {
  const action = "scrape URL";
  return {
    name: "firecrawl",
    async scrape(url, { signal } = {}) {
      const { status, body } = await callFirecrawl(options, action, "/v1/scrape", {
        method: "POST",
        body: { url, formats: ["markdown", "html"], includeTags: ["img"], onlyMainContent: true },
        signal,
      });
      if (status !== 200) throw firecrawlStatusError(action, status, body);
      if (!body?.success || !body.data) throw new AppError("unavailable", `Failed to scrape URL. Error: ${body?.error ?? "no data"}`);
      const { markdown = "", html = "", metadata = {} } = body.data;
      if (metadata.statusCode && metadata.statusCode >= 400) {
        throw new AppError("unavailable", `The site answered with status ${metadata.statusCode}`);
      }
      const finalUrl = metadata.url ?? metadata.sourceURL ?? url;
      const lines = markdown.split("\n").map((line) => line.trim()).filter(Boolean);
      const description = metadata.description?.trim();
      return {
        title: (metadata.title ?? metadata.ogTitle ?? "").replace(/\s+/g, " ").trim(),
        lines: description ? [description, ...lines] : lines,
        imageUrls: [...new Set([...(await readHtmlPage(html, finalUrl)).imageUrls, ...markdownImages(markdown, finalUrl)])],
        finalUrl,
      };
    },
  };
}

/**
 * Tests a Firecrawl key before it is saved (docs/product/admin.md#scraping-import: "a successful test"), with a call that costs no credit:
 * GET {apiUrl}/v1/team/credit-usage. Input: the key, Firecrawl's address. Output: nothing when Firecrawl accepts
 * the key. Throws AppError `invalid` 'Invalid API key' (field `apiKey`) when Firecrawl answers anything but
 * success, and `unavailable` 'Could not reach Firecrawl to test the key. Please try again.' without an answer.
 */
export async function testFirecrawlKey(apiKey: string, options: Omit<FirecrawlOptions, "apiKey">): Promise<void> {
  let answer: { status: number; body: FirecrawlBody | undefined };
  try {
    answer = await callFirecrawl({ ...options, apiKey }, "check the key", "/v1/team/credit-usage", { method: "GET" });
  } catch (error) {
    throw new AppError("unavailable", FIRECRAWL_KEY_MESSAGES.unreachable, { cause: error });
  }
  if (answer.status !== 200 || answer.body?.success === false) {
    const invalid = FIRECRAWL_KEY_MESSAGES.invalid;
    throw new AppError("invalid", invalid, { fieldErrors: { apiKey: invalid } });
  }
}
