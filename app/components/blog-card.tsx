import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { ResponsiveImage } from "~/components/responsive-image";
import { Badge } from "~/components/ui/badge";
import { CARD_MAX_WIDTH } from "~/components/vendor-image";
import { BLOG_IMAGE_SIZE, formatReadTime, type BlogArticleSummary } from "~/modules/blog/blog-article";

/**
 * Slot widths for `sizes` (decision 038), from the layouts in app/routes: the article page's header picture (the
 * 48rem column less its padding), a card of the blog list (one column on a phone, two from 640 px, three of at most
 * 352 px in the 72rem container from 1024 px, as a vendor card), of the home page's grid (four of at most 258 px from
 * 1024 px) and of the article page's 'Keep reading' row (three of at most 230 px from 768 px).
 */
export const BLOG_IMAGE_SIZES = {
  article: "(min-width:768px) 736px,100vw",
  list: "(min-width:1024px) 352px,(min-width:640px) 50vw,100vw",
  home: "(min-width:1024px) 258px,(min-width:640px) 50vw,100vw",
  related: "(min-width:768px) 230px,(min-width:640px) 33vw,100vw",
} as const;

/**
 * One article card (docs/product/public-area.md#blog, "article cards linking to /blog/{id}"): picture, category, read time, title
 * and excerpt, the title the link. `headingLevel` follows the page's outline; `slot` picks the picture's `sizes`
 * (copies up to 800 px, as vendor cards); `priority` is for the grid's first card, the first picture on a phone
 * (decision 038), every other card's picture loads lazily.
 */
export function BlogCard({
  article,
  headingLevel = 3,
  slot = "list",
  priority = false,
}: {
  article: BlogArticleSummary;
  headingLevel?: 2 | 3;
  slot?: Exclude<keyof typeof BLOG_IMAGE_SIZES, "article">;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 transition hover:shadow-md">
      <ResponsiveImage
        src={article.image}
        alt=""
        sizes={BLOG_IMAGE_SIZES[slot]}
        maxWidth={CARD_MAX_WIDTH}
        priority={priority}
        fallbackSize={BLOG_IMAGE_SIZE}
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex items-center justify-between gap-2 text-xs text-muted">
          <Badge>{article.category}</Badge>
          <span className="flex items-center gap-1">
            <Icon name="clock" className="size-3" /> {formatReadTime(article.readTimeMinutes)}
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
