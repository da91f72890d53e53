import { describe, expect, it } from "vitest";
import { ARTICLE_AUTHOR, articleJsonLd } from "~/modules/blog/article-json-ld";
import { listArticleSummaries } from "~/modules/blog/blog-articles.server";
import { jsonLdText } from "~/modules/seo/json-ld";

const ORIGIN = "https://shaadivendors.example";

describe("articleJsonLd", () => {
  it("gives every article an Article block with headline, datePublished, author and the full-size image's absolute URL", () => {
    for (const article of listArticleSummaries()) {
      const parsed = JSON.parse(jsonLdText(articleJsonLd(article, ORIGIN)));
      expect(parsed).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Article",
        headline: article.title,
        datePublished: article.published,
        dateModified: article.updated ?? article.published,
        author: ARTICLE_AUTHOR,
        image: [`${ORIGIN}/images/blog/${article.id}.960x640.webp`],
        mainEntityOfPage: { "@id": `${ORIGIN}/blog/${article.id}` },
      });
      expect(parsed.headline.length).toBeLessThanOrEqual(110);
    }
  });

  // decision 072.
  it("gives dateModified from the front matter's updated date, and the published date for an article never changed", () => {
    const [first] = listArticleSummaries();
    const article = { ...first!, published: "2026-01-14" };
    expect(articleJsonLd(article, ORIGIN)).toMatchObject({ datePublished: "2026-01-14", dateModified: "2026-01-14" });
    expect(articleJsonLd({ ...article, updated: "2026-03-02" }, ORIGIN)).toMatchObject({ datePublished: "2026-01-14", dateModified: "2026-03-02" });
  });

  it("cannot close its script element, whatever the article says", () => {
    const [first] = listArticleSummaries();
    const text = jsonLdText(articleJsonLd({ ...first!, title: "</script><script>alert(1)</script>" }, ORIGIN));
    expect(text).not.toContain("<");
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text).headline).toBe("</script><script>alert(1)</script>");
  });
});
