import { describe, expect, it } from "vitest";
import { parseArticle } from "~/modules/blog/parse-article.server";
import { renderMarkdown } from "~/modules/blog/render-markdown.server";

// Script or HTML inside an article's Markdown must not reach the page (docs/product/public-area.md#blog, "Bad input").

describe("renderMarkdown", () => {
  it("renders headings, lists, emphasis and links", () => {
    const html = renderMarkdown("## Venues\n\n- **Capacity** first\n- then [parking](https://example.com/p)\n\n1. One\n");
    expect(html).toContain("<h2>Venues</h2>");
    expect(html).toContain("<li><strong>Capacity</strong> first</li>");
    expect(html).toContain('<a href="https://example.com/p" rel="noopener noreferrer">parking</a>');
    expect(html).toContain("<ol>");
  });

  it("drops script elements with their content", () => {
    const html = renderMarkdown("Before\n\n<script>alert('x')</script>\n\nAfter <script src=//evil.example/x.js></script>");
    expect(html).not.toMatch(/<script|alert/i);
    expect(html).toContain("Before");
    expect(html).toContain("After");
  });

  it("strips event handlers and unknown tags from raw HTML", () => {
    const html = renderMarkdown('<img src=x onerror="alert(1)"> <p onclick="steal()">Hi</p> <iframe src="https://evil.example"></iframe> <svg onload=alert(1)>');
    expect(html).not.toMatch(/onerror|onclick|onload|<img|<iframe|<svg|alert|steal/i);
    expect(html).toContain("<p>Hi</p>");
  });

  it("removes javascript: and data: links, in Markdown and in HTML", () => {
    const html = renderMarkdown("[click](javascript:alert(1)) [x](JaVaScRiPt:alert(2)) <a href=\"javascript:alert(3)\">y</a> [d](data:text/html;base64,PHNjcmlwdD4=)");
    expect(html).not.toMatch(/javascript:|data:/i);
    expect(html).toContain("click");
  });

  it("drops style attributes and elements", () => {
    const html = renderMarkdown('<style>body{display:none}</style><p style="position:fixed">Text</p>');
    expect(html).not.toMatch(/style|display:none/);
    expect(html).toContain("<p>Text</p>");
  });
});

describe("parseArticle", () => {
  const front = 'id: 12\ntitle: "A Test Article Title"\nexcerpt: "An excerpt long enough to satisfy the front matter rule."\ncategory: "Planning"\npublished: "2026-03-01"\nmotif: "venues"\nvariant: 2';

  it("reads the front matter and sanitises the body", () => {
    const article = parseArticle(`---\n${front}\n---\n\nHello <script>alert(1)</script> world.\n`, "12-test.md");
    expect(article).toMatchObject({ id: 12, category: "Planning", published: "2026-03-01", image: "/images/blog/12.960x640.webp", words: 2, readTimeMinutes: 1 });
    expect(article.imageAlt).toBe("Illustration of a domed palace within a mandala, in teal and gold");
    expect(article.html).toBe("<p>Hello  world.</p>\n");
    expect(article).not.toHaveProperty("updated");
  });

  it("reads an optional updated date, never before the published one (decision 072)", () => {
    expect(parseArticle(`---\n${front}\nupdated: "2026-04-10"\n---\nBody`, "12-test.md").updated).toBe("2026-04-10");
    expect(() => parseArticle(`---\n${front}\nupdated: "2026-02-01"\n---\nBody`, "early.md")).toThrow(/early\.md.*updated must not be before published/);
    expect(() => parseArticle(`---\n${front}\nupdated: "10 April"\n---\nBody`, "loose.md")).toThrow(/loose\.md.*updated/);
  });

  it("refuses a file whose front matter is missing or wrong, naming it", () => {
    expect(() => parseArticle("No front matter", "bad.md")).toThrow(/bad\.md: bad front matter/);
    expect(() => parseArticle(`---\n${front.replace("id: 12", 'id: "twelve"')}\n---\nBody`, "bad-id.md")).toThrow(/bad-id\.md.*id/);
  });
});
