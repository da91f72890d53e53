import { BookOpen, Clock } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { InspirationArticle } from "~/modules/blog/inspiration-articles";

const tints = ["from-brand-700 to-brand-900", "from-gold-500 to-gold-700", "from-brand-600 to-gold-500", "from-teal-700 to-brand-800"];

/** The home page's blog inspiration grid (spec: public-area §2 Home), static articles. */
export function InspirationGrid({ articles }: { articles: InspirationArticle[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {articles.map((article, index) => (
        <li key={article.id}>
          <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
            <div className={`grid h-32 place-items-center bg-gradient-to-br ${tints[index % tints.length]}`} aria-hidden="true">
              <BookOpen className="size-10 text-white/80" />
            </div>
            <div className="flex flex-1 flex-col gap-2 p-5">
              <div className="flex items-center justify-between gap-2 text-xs text-muted">
                <Badge>{article.category}</Badge>
                <span className="flex items-center gap-1">
                  <Clock className="size-3" aria-hidden="true" /> {article.readTime}
                </span>
              </div>
              <h3 className="text-base font-bold leading-snug">{article.title}</h3>
              <p className="text-sm text-muted">{article.excerpt}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
