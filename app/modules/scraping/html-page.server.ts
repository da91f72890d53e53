import type { ScrapedPage } from "~/modules/scraping/scraper";

// Reading a vendor's HTML page into the scraping port's shape: its title, its text as lines (one per block, as a
// reader sees them) and its images. Used by the built-in scraper, and by the Firecrawl adapter for the images in
// the HTML Firecrawl returns.

/** Elements whose text is never part of the page's words. */
const SKIPPED = new Set(["script", "style", "noscript", "template", "svg", "iframe", "object", "canvas", "select", "button", "head"]);
/** Elements that start a new line. */
const BLOCKS = new Set([
  "address", "article", "aside", "blockquote", "br", "dd", "div", "dl", "dt", "figcaption", "figure", "footer", "form",
  "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre", "section", "table", "td",
  "th", "tr", "ul",
]);

/** The part of a parsed node this walk reads (cheerio's nodes, without depending on its parser's types). */
type DomNode = { type: string; name?: string; data?: string; children?: DomNode[] };

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

function textLines(root: DomNode | undefined): string[] {
  const lines: string[] = [];
  let current = "";
  const flush = () => {
    const line = collapse(current);
    if (line && lines.at(-1) !== line) lines.push(line);
    current = "";
  };
  const walk = (node: DomNode) => {
    for (const child of node.children ?? []) {
      if (child.type === "text") current += child.data ?? "";
      if (child.type !== "tag" && child.type !== "script" && child.type !== "style") continue;
      const name = child.name ?? "";
      if (SKIPPED.has(name)) continue;
      const block = BLOCKS.has(name);
      if (block) flush();
      walk(child);
      if (block) flush();
    }
  };
  if (root) walk(root);
  flush();
  return lines;
}

/** `value` as an absolute http(s) URL against `base`, or undefined (data:, javascript:, unparsable). */
function absoluteUrl(value: string | undefined, base: string): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The first candidate of a `srcset` ("a.jpg 1x, b.jpg 2x" → "a.jpg"). */
const firstSrcsetUrl = (srcset: string | undefined) => srcset?.split(",")[0]?.trim().split(/\s+/)[0];

/**
 * The title, text lines and image URLs of an HTML page (docs/product/admin.md#scraping-import, web-scraping import). Title: `<title>`, else
 * `og:title`, else the first `<h1>`. Lines: the page's visible text, one line per block element (paragraph,
 * heading, list item, cell…), scripts and styles left out; the meta description comes first when the page has
 * one. Images: `og:image` and every `<img>` (`src`, else lazy-loading `data-src`, else the first `srcset`
 * entry), made absolute against `pageUrl`, http(s) only, without repeats.
 * Input: the HTML text, the page's URL (after redirects). Output: {@link ScrapedPage}. cheerio (and the HTTP client it
 * brings) is loaded by the first call, not at start-up (decision 097; docs/deployment.md, "Memory per instance").
 */
export async function readHtmlPage(html: string, pageUrl: string): Promise<ScrapedPage> {
  const { load } = await import("cheerio");
  const $ = load(html);
  const title = collapse($("title").first().text()) || collapse($('meta[property="og:title"]').attr("content") ?? "") || collapse($("h1").first().text());
  const description = collapse($('meta[name="description"]').attr("content") ?? "");
  const images = [
    $('meta[property="og:image"]').attr("content"),
    ...$("img")
      .toArray()
      .map((image) => {
        const element = $(image);
        return element.attr("src") || element.attr("data-src") || firstSrcsetUrl(element.attr("srcset"));
      }),
  ]
    .map((value) => absoluteUrl(value, pageUrl))
    .filter((url): url is string => url !== undefined);
  const body = ($("body").get(0) ?? $.root().get(0)) as DomNode | undefined;
  const lines = textLines(body);
  return {
    title,
    lines: description && !lines.includes(description) ? [description, ...lines] : lines,
    imageUrls: [...new Set(images)],
    finalUrl: pageUrl,
  };
}
