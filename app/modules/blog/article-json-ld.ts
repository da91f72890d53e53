import type { BlogArticleSummary } from "~/modules/blog/blog-article";
import type { JsonLd } from "~/modules/seo/json-ld";
import { SITE_NAME } from "~/modules/seo/page-meta";

// Structured data of a blog post (docs/product/public-area.md#blog: "JSON-LD … `Article` on blog posts"), as schema.org's Article
// with the properties search engines read: headline, image, datePublished, dateModified, author, publisher. The page writes it
// through `jsonLdMeta` (app/modules/seo/json-ld.ts), escaped so article text cannot close the script element.

/** Who the articles are by: the site's editorial team, as an Organization. */
export const ARTICLE_AUTHOR = { "@type": "Organization", name: `${SITE_NAME} Editorial Team` } as const;

/**
 * The `Article` JSON-LD object of a post. Input: the article's card fields and the public origin (no trailing
 * slash). Output: a plain object; URLs absolute, `datePublished` the ISO date, `dateModified` the front matter's
 * `updated` date or, for an article never changed, the published one (decision 072), the headline at most 110
 * characters (the length Google reads). The page writes it with `jsonLdMeta`.
 */
export function articleJsonLd(article: BlogArticleSummary, origin: string): JsonLd {
  const url = `${origin}/blog/${article.id}`;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title.length > 110 ? `${article.title.slice(0, 109)}…` : article.title,
    description: article.excerpt,
    image: [`${origin}${article.image}`],
    datePublished: article.published,
    dateModified: article.updated ?? article.published,
    articleSection: article.category,
    author: ARTICLE_AUTHOR,
    publisher: { "@type": "Organization", name: SITE_NAME, url: origin || undefined },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}
