import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/blog-post";
import { BLOG_IMAGE_SIZES, BlogCard } from "~/components/blog-card";
import { BlogLikeButton } from "~/components/blog-like-button";
import { BlogShareButton } from "~/components/blog-share-button";
import { Icon } from "~/components/icon";
import { ResponsiveImage } from "~/components/responsive-image";
import { StatusLayout, UnexpectedErrorPage } from "~/components/lazy-status-pages";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { articleJsonLd } from "~/modules/blog/article-json-ld";
import { BLOG_IMAGE_SIZE, BLOG_TEXTS, formatReadTime, parseArticleId, summaryOf } from "~/modules/blog/blog-article";
import { findArticle, relatedArticles } from "~/modules/blog/blog-articles.server";
import { getArticleLikes, likeArticle } from "~/modules/blog/blog-likes.server";
import { likerFor, readLikerId } from "~/modules/blog/liker-cookie.server";
import { AppError } from "~/modules/errors/app-error";
import { throwRouteError } from "~/modules/http/route-errors.server";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { jsonLdMeta } from "~/modules/seo/json-ld";
import { originFrom, pageMeta } from "~/modules/seo/page-meta";

// One article (docs/product/public-area.md#blog): body rendered from Markdown on the server, 'Like'
// stored per browser, 'Share', 'More Articles'. An unknown id or one that is not a number is a 404.

/** The article of `/blog/:id`, or the 404 AppError for any other id. */
function articleFor(param: string | undefined) {
  const id = parseArticleId(param);
  const article = id === undefined ? undefined : findArticle(id);
  if (!article) throw new AppError("not_found", BLOG_TEXTS.notFound);
  return article;
}

// The body's typography, for the tags the sanitiser lets through (app.css has no prose styles of its own).
const ARTICLE_BODY = [
  "mt-8 space-y-4 text-base leading-relaxed text-ink",
  "[&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-800 [&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:space-y-2 [&_ol]:space-y-2 [&_ul]:pl-6 [&_ol]:pl-6",
  "[&_a]:text-brand-700 [&_a]:underline [&_strong]:font-semibold [&_blockquote]:border-l-4 [&_blockquote]:border-gold-400 [&_blockquote]:pl-4",
].join(" ");

const publishedDate = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

/** The article with its rendered body, up to 3 others for 'More Articles', this browser's like counter and its URL. */
export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    const article = articleFor(params.id);
    const likes = await getArticleLikes(getDatabase(), article.id, await readLikerId(request));
    return { article, related: relatedArticles(article.id), likes, url: `${getConfig().publicUrl}/blog/${article.id}` };
  } catch (error) {
    throwRouteError(error);
  }
}

/**
 * 'Like' (a form post, with or without JavaScript): same-origin check first, then one like per browser, the browser
 * given its random liker cookie on its first like. Answers `{ likes }`; an unknown article is the 404 page.
 */
export async function action({ request, params }: Route.ActionArgs) {
  try {
    requireSameOrigin(request);
    const article = articleFor(params.id);
    const liker = await likerFor(request, getConfig().publicUrl);
    const likes = await likeArticle(getDatabase(), article.id, liker.id);
    return data({ likes }, liker.setCookie ? { headers: { "Set-Cookie": liker.setCookie } } : undefined);
  } catch (error) {
    throwRouteError(error);
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `${BLOG_TEXTS.notFound} | Shaadi Vendors UK` }, { name: "robots", content: "noindex" }];
  const { article } = loaderData;
  const origin = originFrom(matches);
  return [
    ...pageMeta({ title: article.title, description: article.excerpt, origin, path: `/blog/${article.id}`, image: article.image, type: "article" }),
    jsonLdMeta(articleJsonLd(summaryOf(article), origin)),
  ];
}

export default function BlogPostPage({ loaderData, actionData }: Route.ComponentProps) {
  const { article, related, url } = loaderData;
  // Without JavaScript the like form's answer arrives as the action's data, with this browser's cookie just set.
  const likes = actionData?.likes ?? loaderData.likes;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Link to="/blog" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
        <Icon name="arrow-left" className="size-4" /> Back to Blog
      </Link>
      <article className="mt-6">
        {/* The page's first picture, above the fold: fetched at once with high priority (decision 038). */}
        <ResponsiveImage
          src={article.image}
          alt={article.imageAlt}
          sizes={BLOG_IMAGE_SIZES.article}
          priority
          fallbackSize={BLOG_IMAGE_SIZE}
          className="aspect-[3/2] w-full rounded-2xl object-cover"
        />
        <div className="mt-6 flex flex-wrap items-center gap-3 text-sm text-muted">
          <Badge>{article.category}</Badge>
          <span className="flex items-center gap-1">
            <Icon name="clock" className="size-4" /> {formatReadTime(article.readTimeMinutes)}
          </span>
          <span className="flex items-center gap-1">
            <Icon name="calendar-days" className="size-4" /> <time dateTime={article.published}>{publishedDate(article.published)}</time>
          </span>
        </div>
        <h1 className="mt-4 text-3xl font-bold leading-tight text-brand-800 md:text-4xl">{article.title}</h1>
        <p className="mt-4 text-lg text-muted">{article.excerpt}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <BlogLikeButton likes={likes} />
          <BlogShareButton title={article.title} url={url} />
        </div>
        {/* Rendered from the article's Markdown on the server and sanitised there (render-markdown.server.ts). */}
        <div className={ARTICLE_BODY} dangerouslySetInnerHTML={{ __html: article.html }} />
      </article>

      <div className="mt-12 flex flex-wrap gap-3 border-t border-brand-100 pt-8">
        <Button asChild variant="outline">
          <Link to="/blog">{BLOG_TEXTS.moreArticles}</Link>
        </Button>
        <Button asChild variant="gold">
          <Link to="/onboarding">{BLOG_TEXTS.listYourBusiness}</Link>
        </Button>
      </div>

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="text-xl font-bold text-brand-800">
            Keep reading
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-3">
            {related.map((other) => (
              <li key={other.id}>
                <BlogCard article={other} slot="related" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusLayout code="404" title={BLOG_TEXTS.notFound} message="The article you are looking for does not exist or has moved.">
        <Button asChild>
          <Link to="/blog">{BLOG_TEXTS.returnToBlog}</Link>
        </Button>
      </StatusLayout>
    );
  }
  return <UnexpectedErrorPage />;
}
