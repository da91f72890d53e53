import { parseRowId } from "~/lib/row-id";

// The blog's shared rules (docs/product/public-area.md#blog).
// Plain data and pure functions, so the list page's cards and filters can use them in the browser.

/** What a card shows: the list, the home grid and 'More Articles'. */
export type BlogArticleSummary = {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  /** Whole minutes, from the body's words ({@link readTimeMinutes}). */
  readTimeMinutes: number;
  /** Public path of the article's full-size picture, e.g. "/images/blog/3.960x640.webp", with copies (decision 038). */
  image: string;
  imageAlt: string;
  /** ISO date, e.g. "2026-01-14". */
  published: string;
  /** ISO date of the last change in substance, from the front matter's optional `updated`; absent when never changed. */
  updated?: string;
};

/** One article with its body rendered to sanitised HTML. */
export type BlogArticle = BlogArticleSummary & { html: string; words: number };

/** The card fields of an article (no body), for lists, the home grid and its JSON-LD. */
export function summaryOf(article: BlogArticle): BlogArticleSummary {
  const { html: _html, words: _words, ...summary } = article;
  return summary;
}

/** An article's like counter and whether this browser is among it. */
export type ArticleLikes = { count: number; liked: boolean };

/** The texts the spec names (docs/product/public-area.md#blog). */
export const BLOG_TEXTS = {
  noResults: "No articles found matching your search.",
  notFound: "Blog post not found",
  returnToBlog: "Return to Blog",
  allCategories: "All",
  moreArticles: "More Articles",
  listYourBusiness: "List Your Business",
} as const;

/** Reading speed behind the read time: about 200 words a minute, the usual figure for web articles. */
export const WORDS_PER_MINUTE = 200;

/** Size of the generated article pictures (3:2), given as width/height so the page does not shift. */
export const BLOG_IMAGE_SIZE = { width: 960, height: 640 } as const;

/**
 * Words in a piece of Markdown or plain text: runs of letters or digits (apostrophes and hyphens inside a word
 * keep it whole), so Markdown marks, links' URLs aside, do not count. Input: text. Output: a count ≥ 0.
 */
export function countWords(text: string): number {
  const withoutUrls = text.replace(/\]\([^)]*\)/g, "]").replace(/https?:\/\/\S+/g, "");
  return withoutUrls.match(/[\p{L}\p{N}£]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/**
 * Minutes to read `words` words at {@link WORDS_PER_MINUTE}, rounded up (a reader is never promised less time
 * than it takes), at least 1. The articles are written so this lands on 5–11 (docs/product/public-area.md#blog: "Read times range from 5
 * to 11 minutes"); a unit test holds every article to that range.
 */
export function readTimeMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** "7 min read", as the cards and the article header show it. */
export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}

/**
 * The articles a list shows for a search and a category (the /blog page, docs/product/public-area.md#blog: "Search box filtering on title and
 * excerpt; category filter buttons"). Matching is case-insensitive on every word of `query` (each must appear in
 * the title or excerpt); a blank query matches everything; `category` undefined or "All" keeps every category.
 * Input order is kept.
 */
export function filterArticles<T extends Pick<BlogArticleSummary, "title" | "excerpt" | "category">>(
  articles: readonly T[],
  query: string | null | undefined,
  category: string | null | undefined,
): T[] {
  const words = (query ?? "").toLocaleLowerCase("en-GB").split(/\s+/).filter(Boolean);
  const wantedCategory = category && category !== BLOG_TEXTS.allCategories ? category.toLocaleLowerCase("en-GB") : undefined;
  return articles.filter((article) => {
    if (wantedCategory && article.category.toLocaleLowerCase("en-GB") !== wantedCategory) return false;
    const haystack = `${article.title} ${article.excerpt}`.toLocaleLowerCase("en-GB");
    return words.every((word) => haystack.includes(word));
  });
}

/** The categories of `articles`, each once, in order of first appearance. */
export function articleCategories(articles: readonly Pick<BlogArticleSummary, "category">[]): string[] {
  return [...new Set(articles.map((article) => article.category))];
}

/**
 * The article id in a `/blog/:id` URL: a positive whole number written plainly ("7", not "07", "7.0" or "7abc").
 * Input: the route parameter. Output: the id, or undefined for anything else (the page answers 404).
 */
export function parseArticleId(value: string | undefined): number | undefined {
  return parseRowId(value);
}
