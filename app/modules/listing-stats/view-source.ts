import type { VIEW_SOURCES } from "~/db/schema-insights";

// Where a profile view came from (docs/product/vendor-journey-and-portal.md#statistics; decision 086), read from the
// Referer of the vendor page's request. Only a page of our own site says where the visitor was; anything else (no
// Referer, another site, an app) is 'direct'. Only the path's shape is read: nothing of it is stored.

export type ViewSource = (typeof VIEW_SOURCES)[number];

/** Paths under /shortlist/ that are the couple's own pages, not a shared shortlist (app/routes.ts). */
const OWN_SHORTLIST_PAGES = new Set(["items", "compare", "quotes"]);

function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The source of a view of a vendor page, from the page the visitor came from: `/search` → 'search',
 * `/category/:slug` → 'category', `/category/:slug/:town` (a city page) → 'city', `/shortlist/:shareId` (a shortlist
 * shared with family) → 'shortlist', any other page of ours → 'site'; no Referer, an unreadable one or another
 * origin → 'direct'. Ours: the origin of the requested URL or of `publicUrl` (the configured public address, which
 * differs from the request's behind a proxy). Input: the Referer header, the request URL, the public URL. Never throws.
 */
export function classifyViewSource(referer: string | null, requestUrl: string, publicUrl?: string): ViewSource {
  const from = originOf(referer);
  if (!from || (from !== originOf(requestUrl) && from !== originOf(publicUrl))) return "direct";
  const segments = new URL(referer!).pathname.split("/").filter(Boolean);
  const [first, second, third] = segments;
  if (first === "search" && segments.length === 1) return "search";
  if (first === "category" && second && segments.length === 2) return "category";
  if (first === "category" && second && third && segments.length === 3) return "city";
  if (first === "shortlist" && second && segments.length === 2 && !OWN_SHORTLIST_PAGES.has(second)) return "shortlist";
  return "site";
}
