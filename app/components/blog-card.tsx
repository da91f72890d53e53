import { Clock } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { BLOG_IMAGE_SIZE, formatReadTime, type BlogArticleSummary } from "~/modules/blog/blog-article";

/**
 * One article card (spec: public-area §2, "article cards linking to /blog/{id}"): picture, category, read time, title
 * and excerpt, the title the link. `headingLevel` follows the page's outline; `priority` loads the picture eagerly
 * for cards in the first screen.
 */
export function BlogCard({ article, headingLevel = 3, priority = false }: { article: BlogArticleSummary; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 transition hover:shadow-md">
      <img
        src={article.image}
        alt=""
        width={BLOG_IMAGE_SIZE.width}
        height={BLOG_IMAGE_SIZE.height}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex items-center justify-between gap-2 text-xs text-muted">
          <Badge>{article.category}</Badge>
          <span className="flex items-center gap-1">
            <Clock className="size-3" aria-hidden="true" /> {formatReadTime(article.readTimeMinutes)}
          </span>
        </div>
        <Heading className="text-base font-bold leading-snug">
          {/* The whole card is the link's target area; the link's text is the title alone. */}
          <Link to={`/blog/${article.id}`} className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-600">
            {article.title}
          </Link>
        </Heading>
        <p className="text-sm text-muted">{article.excerpt}</p>
      </div>
    </article>
  );
}
