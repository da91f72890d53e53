import { Suspense } from "react";
import { Await, Link } from "react-router";
import type { Route } from "./+types/home";
import { CategoryGrid } from "~/components/category-grid";
import { HeroSearch } from "~/components/hero-search";
import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";
import { InspirationGrid } from "~/components/inspiration-grid";
import { SectionLink } from "~/components/section-link";
import { Button } from "~/components/ui/button";
import { VendorCard } from "~/components/vendor-card";
import { getDatabase } from "~/db/client.server";
import { listHomeArticles } from "~/modules/blog/blog-articles.server";
import { listCategories } from "~/modules/categories/categories.server";
import { listFeaturedVendors } from "~/modules/vendors/list-featured-vendors.server";
import { FEATURED_CARD_FEATURES } from "~/modules/vendors/vendor-format";
import { formatPounds } from "~/modules/billing/plans";
import { getSiteFigures } from "~/modules/site-figures/site-figures.server";
import type { SiteFigure } from "~/modules/site-figures/site-figures";
import { originFrom, pageMeta } from "~/modules/seo/page-meta";
import { jsonLdMeta, websiteJsonLd } from "~/modules/seo/json-ld";

export function meta({ matches }: Route.MetaArgs) {
  const origin = originFrom(matches);
  return [
    ...pageMeta({
      title: "Shaadi Vendors UK | South Asian wedding vendors across the UK",
      description: "The UK's first directory for South Asian weddings. From venues to MUAs, find everything for your dream day.",
      origin,
      path: "/",
    }),
    // docs/product/public-area.md#seo: the site search box search engines may show under the home page result.
    jsonLdMeta(websiteJsonLd(origin)),
  ];
}

export async function loader() {
  const db = getDatabase();
  // Categories stream in after the first paint of the page (docs/product/public-area.md#home, 'Loading categories...').
  const categories = listCategories(db);
  // If the featured read fails first, the page errors and nothing awaits the streamed list: mark its
  // rejection handled so it cannot end the process. <Await> still sees the rejection when it renders.
  categories.catch(() => undefined);
  // docs/product/public-area.md#home: the figures under the hero are read from the database, never written in (decision 031).
  const [featured, { figures, lowestPlanPence }] = await Promise.all([listFeaturedVendors(db), getSiteFigures(db)]);
  return { featured, categories, figures, lowestPlanPence, articles: listHomeArticles() };
}

const FIGURE_ICONS: Record<SiteFigure["key"], IconName> = { vendors: "store", categories: "layout-grid", towns: "map-pin", enquiries: "message-circle" };

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, categories, figures, lowestPlanPence, articles } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-cream">
        <div className="mx-auto max-w-5xl px-4 pb-16 pt-14 text-center md:pt-20">
          <h1 className="text-4xl font-bold leading-tight text-brand-800 md:text-6xl">
            Find the perfect vendors for your special day
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">
            The UK's first directory for South Asian weddings. From venues to MUAs, find everything for your dream day.
          </p>
          <div className="mx-auto mt-8 max-w-4xl">
            <HeroSearch />
          </div>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button asChild variant="outline">
              <SectionLink section="categories">Browse All Categories</SectionLink>
            </Button>
            <Button asChild variant="gold">
              <Link to="/onboarding">List Your Business</Link>
            </Button>
          </div>
          {figures.length > 0 ? (
            <ul className="mx-auto mt-10 flex max-w-3xl flex-wrap justify-center gap-x-10 gap-y-4" aria-label="Shaadi Vendors UK in figures">
              {figures.map(({ key, value, label }) => (
                <li key={key} className="flex flex-col items-center" data-figure={key}>
                  <Icon name={FIGURE_ICONS[key]} className="size-5 text-gold-500" />
                  <span className="mt-1 font-display text-2xl font-bold text-brand-800">{value}</span>
                  <span className="text-xs text-muted md:text-sm">{label}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>

      <section id="vendors" aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-14 md:px-6">
        <h2 id="featured-heading" className="sr-only">
          Featured vendors
        </h2>
        {featured.length === 0 ? (
          <p className="text-center text-muted">No featured vendors available yet.</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2">
            {featured.map((vendor) => (
              <li key={vendor.id}>
                <VendorCard vendor={vendor} maxFeatures={FEATURED_CARD_FEATURES} className="h-full" imageSlot="featured" />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section id="categories" aria-labelledby="categories-heading" className="bg-white/60 py-14">
        <div className="mx-auto max-w-6xl px-4 md:px-6">
          <h2 id="categories-heading" className="mb-8 text-center text-3xl font-bold text-brand-800">
            Browse by Category
          </h2>
          <Suspense fallback={<p className="text-center text-muted">Loading categories...</p>}>
            <Await resolve={categories}>{(resolved) => <CategoryGrid categories={resolved} />}</Await>
          </Suspense>
        </div>
      </section>

      <section aria-labelledby="promo-heading" className="mx-auto max-w-6xl px-4 py-14 md:px-6">
        <div className="grid items-center gap-8 rounded-3xl bg-brand-800 p-8 text-white md:grid-cols-2 md:p-12">
          <div>
            <h2 id="promo-heading" className="text-3xl font-bold">
              Are you a wedding vendor?
            </h2>
            <p className="mt-3 text-brand-100">
              Reach couples planning Pakistani, Indian, Bangladeshi and Sri Lankan weddings across the UK. Couples
              contact you directly, and we never take commission.
            </p>
            <Button asChild variant="gold" className="mt-6">
              <Link to="/onboarding">List Your Business</Link>
            </Button>
          </div>
          <ul className="space-y-3 text-brand-50">
            {[`Plans from ${formatPounds(lowestPlanPence)} a year`, "No setup fees", "No commissions on bookings", "Cancel anytime"].map((point) => (
              <li key={point} className="flex items-center gap-3">
                <Icon name="check" className="size-5 text-gold-300" /> {point}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="blog" aria-labelledby="blog-heading" className="mx-auto max-w-6xl px-4 py-14 md:px-6">
        <h2 id="blog-heading" className="mb-8 text-center text-3xl font-bold text-brand-800">
          Wedding Inspiration
        </h2>
        <InspirationGrid articles={articles} />
      </section>
    </>
  );
}
