import type { ScrapedPage } from "~/modules/scraping/scraper";

// What the web-scraping import keeps from a vendor's page (docs/product/admin.md#scraping-import): a few portfolio images and
// a short description. Pure rules, the same whichever scraper read the page.

/** docs/product/admin.md#scraping-import: an image is kept only when its URL contains one of these words (case-insensitive). */
export const IMAGE_KEYWORDS = ["wedding", "portfolio", "gallery", "makeup", "henna", "mehndi", "hair"] as const;
/** docs/product/admin.md#scraping-import: "at most 5 images". */
export const MAX_SCRAPED_IMAGES = 5;
/** docs/product/admin.md#scraping-import: the description is built from lines longer than this many characters… */
export const DESCRIPTION_LINE_MIN_LENGTH = 50;
/** …at most this many of them… */
export const DESCRIPTION_MAX_LINES = 3;
/** …joined and cut to this many characters. */
export const DESCRIPTION_MAX_LENGTH = 300;

/**
 * The images to import (docs/product/admin.md#scraping-import): the page's image URLs whose text contains an {@link IMAGE_KEYWORDS} word, in
 * page order, without repeats, at most {@link MAX_SCRAPED_IMAGES}. Input: absolute URLs. Output: a subset.
 */
export function pickVendorImages(imageUrls: readonly string[]): string[] {
  const kept: string[] = [];
  for (const url of imageUrls) {
    const lower = url.toLowerCase();
    if (kept.includes(url) || !IMAGE_KEYWORDS.some((keyword) => lower.includes(keyword))) continue;
    kept.push(url);
    if (kept.length === MAX_SCRAPED_IMAGES) break;
  }
  return kept;
}

/** Markdown and HTML leftovers that make a line look longer than its words: link targets, emphasis, headings. */
function plainText(line: string): string {
  return line
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s*(#{1,6}|[-*+>]|\d+\.)\s+/, "")
    .replace(/[*_`]{1,3}/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The fallback description (docs/product/admin.md#scraping-import): 'Professional {title} services for your special day.' */
export function fallbackDescription(title: string): string {
  return `Professional ${title} services for your special day.`;
}

/**
 * The description to import (docs/product/admin.md#scraping-import): the first {@link DESCRIPTION_MAX_LINES} lines longer than
 * {@link DESCRIPTION_LINE_MIN_LENGTH} characters (as plain text, markdown marks removed), joined with spaces and
 * cut to {@link DESCRIPTION_MAX_LENGTH} characters; without such a line, {@link fallbackDescription} of `title`.
 * Input: the page's lines, the title to name in the fallback. Output: at most 300 characters.
 */
export function describeVendor(lines: readonly string[], title: string): string {
  const long = lines.map(plainText).filter((line) => line.length > DESCRIPTION_LINE_MIN_LENGTH);
  if (long.length === 0) return fallbackDescription(title);
  return long.slice(0, DESCRIPTION_MAX_LINES).join(" ").slice(0, DESCRIPTION_MAX_LENGTH).trim();
}

/**
 * What the import keeps of a scraped page (docs/product/admin.md#scraping-import): its description and images. The fallback names the page's
 * title, or the vendor's name when the page has none. Input: the page, the vendor's name as the admin typed it.
 */
export function extractVendor(page: ScrapedPage, vendorName: string): { description: string; imageUrls: string[] } {
  return {
    description: describeVendor(page.lines, page.title.trim() || vendorName),
    imageUrls: pickVendorImages(page.imageUrls),
  };
}
