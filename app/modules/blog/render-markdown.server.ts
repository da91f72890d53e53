import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

// Article bodies are Markdown rendered on the server (docs/product/public-area.md#blog: "rendered on the server (a well-kept Markdown
// library), sanitised"; decision 033). Markdown lets raw HTML through by design, so the HTML marked writes is
// cleaned against an allow-list: whatever an article file holds, no script, event handler, style or
// `javascript:` link reaches the page.

const markdown = new Marked({ gfm: true, async: false });

const SANITISE: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "ul", "ol", "li", "strong", "em", "a", "blockquote", "table", "thead", "tbody", "tr", "th", "td", "hr", "br", "code"],
  allowedAttributes: { a: ["href", "title", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Dropped with their content: what is inside a script or style is never text for the reader.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object"],
  transformTags: {
    // A link off the site must not hand this page to the page it opens.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer" } : attribs };
    },
  },
};

/**
 * Markdown (GitHub flavour) to HTML safe to put in the page with `dangerouslySetInnerHTML`: only the tags of
 * an article body (headings h2–h4, paragraphs, lists, emphasis, links, quotes, tables), links only http(s) and
 * mailto, no attributes but `href`, `title` and `rel`. Input: Markdown text. Output: HTML. Never throws.
 */
export function renderMarkdown(source: string): string {
  const html = markdown.parse(source) as string;
  return sanitizeHtml(html, SANITISE);
}
