// The XML sitemap's format (docs/product/public-area.md#seo: "/sitemap.xml (categories, active vendors, blog posts, city pages, with
// lastmod)"); the sitemaps.org 0.9 protocol. Pure, so the format is tested without a database.

/** One address in the sitemap: its path under the public origin and, when known, when it last changed. */
export type SitemapEntry = { path: string; lastmod?: Date | string | null };

/** The protocol's limit of addresses per sitemap file (sitemaps.org); past it, /sitemap.xml is an index of parts. */
export const SITEMAP_MAX_URLS = 50_000;

/** `Cache-Control` of /sitemap.xml: an hour fresh for a CDN, a day served stale while it refreshes. */
export const SITEMAP_CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

/** Where part `number` (from 1) of a sitemap too large for one file is served, under the public origin. */
const sitemapPartPath = (number: number) => `/sitemap/${number}.xml`;

/**
 * The part number a `/sitemap/{part}` address names: "3.xml" → 3. Input: the address's last segment. Output: a
 * positive integer, or undefined for anything else ("0.xml", "01.xml", "3", "3.xml.gz").
 */
export function sitemapPartNumber(segment: string | undefined): number | undefined {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(segment ?? "");
  return match ? Number(match[1]) : undefined;
}

/**
 * One file of the sitemap (decision 106). Up to {@link SITEMAP_MAX_URLS} distinct addresses, /sitemap.xml is the
 * `<urlset>` of them all; past it, /sitemap.xml is a `<sitemapindex>` of parts of that many addresses each, in the
 * entries' order, each dated by its newest entry, and part N is served at {@link sitemapPartPath}(N). Input: the
 * public origin without a trailing slash, every entry in the order to list them (the first of two equal paths wins),
 * and `file` ("index" for /sitemap.xml or a part number from 1). Output: the XML text, or undefined when no such
 * file exists (a part of a sitemap that fits in one file, or past the last part). Throws nothing.
 */
export function sitemapFile(origin: string, entries: readonly SitemapEntry[], file: "index" | number): string | undefined {
  const seen = new Set<string>();
  const distinct = entries.filter((entry) => {
    if (seen.has(entry.path)) return false;
    seen.add(entry.path);
    return true;
  });
  const parts: SitemapEntry[][] = [];
  for (let start = 0; start < distinct.length; start += SITEMAP_MAX_URLS) parts.push(distinct.slice(start, start + SITEMAP_MAX_URLS));
  if (parts.length <= 1) return file === "index" ? urlsetXml(origin, distinct) : undefined;
  if (file === "index") return sitemapIndexXml(origin, parts);
  const part = parts[file - 1];
  return part ? urlsetXml(origin, part) : undefined;
}

/** A `<urlset>`: one `<url>` per entry, `<loc>` the absolute address (XML-escaped), `<lastmod>` a W3C date when known. */
function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = w3cDate(entry.lastmod);
    return `  <url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** A `<sitemapindex>` of the parts, each dated by the newest lastmod among its entries (none when none has one). */
function sitemapIndexXml(origin: string, parts: readonly (readonly SitemapEntry[])[]): string {
  const sitemaps = parts.map((part, index) => {
    const lastmod = part.map((entry) => w3cDate(entry.lastmod)).reduce<string | undefined>((newest, day) => (day && (!newest || day > newest) ? day : newest), undefined);
    return `  <sitemap><loc>${escapeXml(`${origin}${sitemapPartPath(index + 1)}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join("\n")}\n</sitemapindex>\n`;
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
