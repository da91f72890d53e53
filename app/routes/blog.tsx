import { Form, Link } from "react-router";
import type { Route } from "./+types/blog";
import { BlogCard } from "~/components/blog-card";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { articleCategories, BLOG_TEXTS, filterArticles } from "~/modules/blog/blog-article";
import { listArticleSummaries } from "~/modules/blog/blog-articles.server";
import { originFrom, pageMeta } from "~/modules/seo/page-meta";

// The blog list (docs/product/public-area.md#blog): search on title and excerpt, category buttons, cards. The search
// and the category live in the address (?q=, ?category=), so both work without JavaScript and can be shared.

/** Query text longer than this is cut: no title or excerpt is longer, so nothing that could match is lost. */
const MAX_QUERY_LENGTH = 200;

/**
 * Every article's card, the categories, and the articles matching `?q=` (title and excerpt) in `?category=`
 * ("All" or absent for every category; an unknown category simply matches nothing).
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const category = url.searchParams.get("category")?.trim() || BLOG_TEXTS.allCategories;
  const all = listArticleSummaries();
  return { articles: filterArticles(all, q, category), categories: articleCategories(all), q, category };
}

// Filtered lists show some of /blog's articles, so every variant names /blog as its canonical page.
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Wedding Planning Blog",
    description:
      "Planning guides for South Asian weddings in the UK: mehndi nights, nikah and walima, venues for 400 guests, halal catering, budgets, outfits and supplier contracts.",
    origin: originFrom(matches),
    path: "/blog",
  });
}

function categoryHref(category: string, q: string): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (category !== BLOG_TEXTS.allCategories) params.set("category", category);
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { articles, categories, q, category } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:px-6 md:py-14">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold text-brand-800 md:text-4xl">Wedding Planning Blog</h1>
        <p className="mt-3 text-muted">
          Practical guides for planning a South Asian wedding in the UK, from the mehndi night to the walima.
        </p>
      </header>

      <Form method="get" role="search" className="mx-auto mt-8 flex max-w-xl gap-2">
        {category !== BLOG_TEXTS.allCategories && <input type="hidden" name="category" value={category} />}
        <label htmlFor="blog-search" className="sr-only">
          Search articles
        </label>
        <Input id="blog-search" type="search" name="q" defaultValue={q} placeholder="Search articles..." maxLength={200} className="flex-1" />
        <Button type="submit">
          <Icon name="search" className="size-4" /> Search
        </Button>
      </Form>

      <nav aria-label="Article categories" className="mt-6">
        <ul className="flex flex-wrap justify-center gap-2">
          {[BLOG_TEXTS.allCategories, ...categories].map((name) => {
            const current = name.toLowerCase() === category.toLowerCase();
            return (
              <li key={name}>
                <Link
                  to={categoryHref(name, q)}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition",
                    current ? "border-brand-700 bg-brand-700 text-white" : "border-brand-200 bg-white text-brand-800 hover:bg-brand-50",
                  )}
                >
                  {name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {articles.length === 0 ? (
        <p className="mt-12 text-center text-muted" role="status">
          {BLOG_TEXTS.noResults}
        </p>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Articles">
          {articles.map((article, index) => (
            <li key={article.id}>
              <BlogCard article={article} headingLevel={2} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
