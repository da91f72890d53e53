// The XML sitemap's format (docs/product/public-area.md#seo: "/sitemap.xml (categories, active vendors, blog posts, city pages, with
// lastmod)"); the sitemaps.org 0.9 protocol. Pure, so the format is tested without a database.

/** One address in the sitemap: its path under the public origin and, when known, when it last changed. */
export type SitemapEntry = { path: string; lastmod?: Date | string | null };

/** The protocol's limit of addresses per sitemap file (sitemaps.org); past it, a sitemap index is needed. */
export const SITEMAP_MAX_URLS = 50_000;

/** `Cache-Control` of /sitemap.xml: an hour fresh for a CDN, a day served stale while it refreshes. */
export const SITEMAP_CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

/**
 * The sitemap document: a `<urlset>` with one `<url>` per entry, `<loc>` the absolute address (origin + path,
 * XML-escaped) and `<lastmod>` a W3C date (YYYY-MM-DD) when the entry has one. Input: the public origin without
 * a trailing slash and the entries in the order to list them (the first of two equal paths wins). Output: the
 * XML text. Throws past {@link SITEMAP_MAX_URLS} addresses rather than write a file search engines would refuse.
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    const lastmod = w3cDate(entry.lastmod);
    urls.push(`  <url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`);
  }
  if (urls.length > SITEMAP_MAX_URLS) throw new Error(`The sitemap has ${urls.length} addresses, more than ${SITEMAP_MAX_URLS}: split it with a sitemap index`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** A date as the sitemap writes it (UTC day, "2026-06-01"); undefined for none or an invalid date. */
function w3cDate(value: Date | string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

/** Text safe inside an XML element: the five predefined entities. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[char]!);
}
