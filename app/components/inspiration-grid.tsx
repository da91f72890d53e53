import { BlogCard } from "~/components/blog-card";
import type { BlogArticleSummary } from "~/modules/blog/blog-article";

/**
 * The home page's blog inspiration grid (docs/product/public-area.md#home): 8 of the blog's articles, each linking to it.
 * It sits far below the first screen, so every picture loads lazily.
 */
export function InspirationGrid({ articles }: { articles: BlogArticleSummary[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {articles.map((article) => (
        <li key={article.id}>
          <BlogCard article={article} slot="home" />
        </li>
      ))}
    </ul>
  );
}
