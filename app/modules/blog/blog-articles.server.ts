import { summaryOf, type BlogArticle, type BlogArticleSummary } from "~/modules/blog/blog-article";
import { parseArticle } from "~/modules/blog/parse-article.server";

// The articles, read once from content/blog/*.md. Vite bundles the files into the server build (`?raw`), so the
// running server never looks for them on disk and a missing file fails the build, not a request.

const files = import.meta.glob<string>("/content/blog/*.md", { query: "?raw", import: "default", eager: true });

/** How many articles the home page's inspiration grid shows (docs/product/public-area.md#blog: "8 items in one place"). */
export const HOME_GRID_ARTICLES = 8;

let cache: BlogArticle[] | undefined;

function loadArticles(): BlogArticle[] {
  const articles = Object.entries(files).map(([file, source]) => {
    const { frontMatter: _frontMatter, ...article } = parseArticle(source, file);
    return article;
  });
  const ids = new Set<number>();
  for (const article of articles) {
    if (ids.has(article.id)) throw new Error(`Two blog articles have id ${article.id}`);
    ids.add(article.id);
  }
  return articles.sort((a, b) => a.id - b.id);
}

/** Every article, by id, bodies rendered (parsed on first use, then kept). Throws on a broken article file. */
export function listArticles(): BlogArticle[] {
  cache ??= loadArticles();
  return cache;
}

/** Every article's card fields, by id. */
export function listArticleSummaries(): BlogArticleSummary[] {
  return listArticles().map(summaryOf);
}

/** The home page's inspiration grid: the first {@link HOME_GRID_ARTICLES} articles by id. */
export function listHomeArticles(): BlogArticleSummary[] {
  return listArticleSummaries().slice(0, HOME_GRID_ARTICLES);
}

/** Article `id`, or undefined when there is none. */
export function findArticle(id: number): BlogArticle | undefined {
  return listArticles().find((article) => article.id === id);
}

/**
 * The 'More Articles' of an article page: up to `count` others, those of the same category first, then by id
 * after this one (wrapping round), so every article points onwards.
 */
export function relatedArticles(id: number, count = 3): BlogArticleSummary[] {
  const all = listArticleSummaries();
  const current = all.find((article) => article.id === id);
  const others = all.filter((article) => article.id !== id);
  const after = (article: BlogArticleSummary) => (article.id > id ? article.id - id : article.id - id + all.length * 1000);
  return others
    .sort((a, b) => Number(b.category === current?.category) - Number(a.category === current?.category) || after(a) - after(b))
    .slice(0, count);
}
