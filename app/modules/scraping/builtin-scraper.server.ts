import { AppError } from "~/modules/errors/app-error";
import { readHtmlPage } from "~/modules/scraping/html-page.server";
import { safeFetch, type SafeFetchOptions } from "~/modules/scraping/safe-fetch.server";
import type { Scraper } from "~/modules/scraping/scraper";

const HTML_TYPES = ["text/html", "application/xhtml+xml"];

/**
 * The built-in scraper (docs/product/admin.md#scraping-import): fetches the page itself, through the SSRF guard ({@link safeFetch}), and reads
 * it with cheerio ({@link readHtmlPage}). Needs no key or outside service.
 * Input: the guard's options (`allowLoopback` from SCRAPER_ALLOW_LOOPBACK; tests inject a resolver). Output: a
 * {@link Scraper} whose `scrape` throws AppError: the guard's refusals and network failures, 'The site answered
 * with status N' for a status other than 2xx, 'The address is not a web page ({type})' for anything but HTML.
 */
export function createBuiltinScraper(options: Omit<SafeFetchOptions, "signal"> = {}): Scraper {
  return {
    name: "builtin",
    async scrape(url, { signal } = {}) {
      const response = await safeFetch(url, { ...options, signal });
      if (response.status < 200 || response.status > 299) {
        throw new AppError("unavailable", `The site answered with status ${response.status}`);
      }
      const type = response.contentType.split(";")[0]!.trim();
      if (type && !HTML_TYPES.includes(type)) throw new AppError("unavailable", `The address is not a web page (${type})`);
      return await readHtmlPage(response.body, response.url);
    },
  };
}
