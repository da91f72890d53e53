import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import { getConfig } from "~/config.server";
import { vendors } from "~/db/schema";
import { listArticleSummaries } from "~/modules/blog/blog-articles.server";
import { DISALLOWED_PATHS } from "~/modules/seo/robots";
import { createCategory, createVendor, type CategoryRow, type CreatedVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { routeResponse, runRoute, type RouteHandler } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { meta as categoryMeta, loader as categoryLoader } from "~/routes/category";
import { meta as homeMeta } from "~/routes/home";
import { meta as notFoundMeta } from "~/routes/not-found";
import { loader as robotsLoader } from "~/routes/robots-txt";
import { meta as searchMeta, loader as searchLoader } from "~/routes/search";
import { loader as sitemapLoader } from "~/routes/sitemap-xml";
import { loader as sitemapPartLoader } from "~/routes/sitemap-part";
import { meta as vendorMeta, loader as vendorLoader } from "~/routes/vendor";

// docs/product/public-area.md#seo: the sitemap, robots.txt, and the head of every public page that exists, read the way a
// crawler would.

const ORIGIN = "http://localhost:3000";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

type Meta = (args: never) => MetaDescriptor[] | undefined;

/** A route's head tags as React Router computes them: loader data, the root's origin, the page's location. */
function headOf(meta: Meta, loaderData: unknown, path: string): MetaDescriptor[] {
  const url = new URL(path, ORIGIN);
  const args = { loaderData, matches: [{ id: "root", loaderData: { origin: getConfig().publicUrl } }], location: { pathname: url.pathname, search: url.search } };
  return meta(args as never) ?? [];
}

async function load(loader: RouteHandler, path: string, params: Record<string, string> = {}): Promise<unknown> {
  const result = await runRoute(loader, new Request(`${ORIGIN}${path}`, { headers: { "user-agent": BROWSER } }), params);
  expect(result.status, path).toBe(200);
  return result.body;
}

describeEachDatabase("SEO", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let category: CategoryRow;
  let active: CreatedVendor[];
  let inactive: CreatedVendor[];
  beforeAll(async () => {
    category = await createCategory(getDb(), { name: "Dhol Players", slug: "dhol-players", description: "Drummers who bring the baraat to life." });
    // A category with no vendors yet: still a page, listed without a date.
    await createCategory(getDb(), { name: "Ice Sculptors", slug: "ice-sculptors" });
    active = [
      await createVendor(getDb(), {
        categoryId: category.id,
        name: "Baraat Beats",
        city: "Leicester",
        location: "Leicester",
        phone: "0116 000 0000",
        images: [{ url: "/media/demo/dhol-1.webp", isPrimary: true }],
      }),
      await createVendor(getDb(), { categoryId: category.id, name: "Thunder Dhol", city: "Bradford", location: "Bradford" }),
    ];
    inactive = [
      await createVendor(getDb(), { categoryId: category.id, name: "Still Under Review", isActive: false }),
      await createVendor(getDb(), { categoryId: category.id, name: "Lapsed Listing", isActive: false, subscriptionLapsedAt: new Date() }),
    ];
    await getDb().update(vendors).set({ updatedAt: new Date("2026-04-02T10:00:00Z") }).where(eq(vendors.id, active[0]!.id));
    await getDb().update(vendors).set({ updatedAt: new Date("2026-03-01T10:00:00Z") }).where(eq(vendors.id, active[1]!.id));
    // A newer change to an inactive vendor does not date the category page, which does not show it.
    await getDb().update(vendors).set({ updatedAt: new Date("2026-05-20T10:00:00Z") }).where(eq(vendors.id, inactive[0]!.id));
  });

  describe("/sitemap.xml", () => {
    async function sitemap() {
      const response = await routeResponse(sitemapLoader, new Request(`${ORIGIN}/sitemap.xml`));
      const xml = await response.text();
      const urls = new Map([...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((match) => [match[1]!, match[2]]));
      return { response, xml, urls };
    }
    const at = (path: string) => `${getConfig().publicUrl}${path}`;

    it("lists every active vendor with its lastmod and no inactive one", async () => {
      const { urls } = await sitemap();
      expect(urls.get(at(`/vendor/${active[0]!.id}`))).toBe("2026-04-02");
      expect(urls.get(at(`/vendor/${active[1]!.id}`))).toBe("2026-03-01");
      for (const vendor of inactive) expect(urls.has(at(`/vendor/${vendor.id}`)), vendor.name).toBe(false);

      // Deactivating a vendor takes it out; activating one puts it in.
      await getDb().update(vendors).set({ isActive: false }).where(eq(vendors.id, active[1]!.id));
      await getDb().update(vendors).set({ isActive: true }).where(eq(vendors.id, inactive[0]!.id));
      const after = (await sitemap()).urls;
      expect(after.has(at(`/vendor/${active[1]!.id}`))).toBe(false);
      expect(after.has(at(`/vendor/${inactive[0]!.id}`))).toBe(true);
      await getDb().update(vendors).set({ isActive: true }).where(eq(vendors.id, active[1]!.id));
      await getDb().update(vendors).set({ isActive: false }).where(eq(vendors.id, inactive[0]!.id));
    });

    it("lists the categories, dated by their newest active vendor, and the fixed pages", async () => {
      const { urls } = await sitemap();
      expect(urls.get(at("/category/dhol-players"))).toBe("2026-04-02");
      expect(urls.has(at("/category/ice-sculptors"))).toBe(true);
      expect(urls.get(at("/category/ice-sculptors"))).toBeUndefined();
      expect(urls.has(at("/"))).toBe(true);
      for (const path of ["/pricing", "/about", "/contact", "/terms", "/privacy"]) expect(urls.has(at(path)), path).toBe(true);
      // The blog: its list and every article, dated by publication.
      const articles = listArticleSummaries();
      expect(articles.length).toBeGreaterThan(0);
      expect(urls.has(at("/blog"))).toBe(true);
      for (const article of articles) expect(urls.get(at(`/blog/${article.id}`))).toBe(article.published);
      // Never an address crawlers are told to keep out of.
      for (const url of urls.keys()) {
        const path = url.slice(getConfig().publicUrl.length);
        expect(DISALLOWED_PATHS.some((rule) => path.startsWith(rule)), path).toBe(false);
      }
    });

    it("answers XML that shared caches may keep", async () => {
      const { response, xml } = await sitemap();
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    });

    it("has no parts while every address fits in one file", async () => {
      for (const part of ["1.xml", "2.xml", "0.xml", "x.xml"]) {
        const response = await routeResponse(sitemapPartLoader, new Request(`${ORIGIN}/sitemap/${part}`), { part });
        expect(response.status, part).toBe(404);
      }
    });
  });

  it("/robots.txt disallows the private paths and points to the sitemap", async () => {
    const response = await routeResponse(robotsLoader, new Request(`${ORIGIN}/robots.txt`));
    const text = await response.text();
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    for (const path of ["/vendor-dashboard", "/admin", "/onboarding", "/checkout/", "/api/"]) expect(text).toContain(`\nDisallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${getConfig().publicUrl}/sitemap.xml`);
  });

  describe("page heads", () => {
    async function heads(): Promise<Record<string, MetaDescriptor[]>> {
      const vendorId = String(active[0]!.id);
      return {
        home: headOf(homeMeta, {}, "/"),
        search: headOf(searchMeta, await load(searchLoader, "/search"), "/search"),
        searchQuery: headOf(searchMeta, await load(searchLoader, "/search?q=dhol"), "/search?q=dhol"),
        category: headOf(categoryMeta, await load(categoryLoader, "/category/dhol-players", { slug: "dhol-players" }), "/category/dhol-players"),
        emptyCategory: headOf(categoryMeta, await load(categoryLoader, "/category/ice-sculptors", { slug: "ice-sculptors" }), "/category/ice-sculptors"),
        vendor: headOf(vendorMeta, await load(vendorLoader, `/vendor/${vendorId}`, { id: vendorId }), `/vendor/${vendorId}`),
        notFound: headOf(notFoundMeta, null, "/no-such-page"),
      };
    }
    const titleOf = (tags: MetaDescriptor[]) => tags.flatMap((tag) => ("title" in tag ? [String(tag.title)] : []));
    const contentOf = (tags: MetaDescriptor[], key: "name" | "property", value: string) =>
      tags.flatMap((tag) => (key in tag && (tag as Record<string, unknown>)[key] === value ? [String((tag as { content: unknown }).content)] : []));
    const canonicalsOf = (tags: MetaDescriptor[]) => tags.flatMap((tag) => ("rel" in tag && tag.rel === "canonical" ? [String(tag.href)] : []));
    const jsonLdOf = (tags: MetaDescriptor[]) =>
      tags.flatMap((tag) => ("script:ld+json" in tag ? [JSON.parse(JSON.stringify(tag["script:ld+json"])) as Record<string, unknown>] : []));

    it("gives every page one title of its own, a description, one canonical and share tags", async () => {
      const pages = await heads();
      const titles = Object.values(pages).map((tags) => titleOf(tags));
      for (const [page, tags] of Object.entries(pages)) {
        expect(titleOf(tags), page).toHaveLength(1);
        expect(contentOf(tags, "name", "description"), page).toHaveLength(1);
        expect(contentOf(tags, "name", "description")[0]!.length, page).toBeGreaterThan(50);
        expect(canonicalsOf(tags), page).toHaveLength(1);
        expect(canonicalsOf(tags)[0], page).toMatch(/^https?:\/\//);
        for (const property of ["og:title", "og:description", "og:url", "og:image"]) expect(contentOf(tags, "property", property), `${page} ${property}`).toHaveLength(1);
        expect(contentOf(tags, "name", "twitter:card"), page).toEqual(["summary_large_image"]);
      }
      expect(new Set(titles.flat()).size).toBe(titles.length);
      const descriptions = Object.values(pages).map((tags) => contentOf(tags, "name", "description")[0]);
      expect(new Set(descriptions).size).toBe(descriptions.length);

      const origin = getConfig().publicUrl;
      expect(canonicalsOf(pages.searchQuery!)).toEqual([`${origin}/search?q=dhol`]);
      expect(canonicalsOf(pages.category!)).toEqual([`${origin}/category/dhol-players`]);
      expect(canonicalsOf(pages.vendor!)).toEqual([`${origin}/vendor/${active[0]!.id}`]);
      expect(contentOf(pages.vendor!, "property", "og:type")).toEqual(["profile"]);
      expect(contentOf(pages.vendor!, "property", "og:image")).toEqual([`${origin}/media/demo/dhol-1.webp`]);
      expect(contentOf(pages.notFound!, "name", "robots")).toEqual(["noindex"]);
    });

    it("describes the home page as a searchable WebSite, and category and vendor pages with breadcrumbs", async () => {
      const pages = await heads();
      const origin = getConfig().publicUrl;
      const [site] = jsonLdOf(pages.home!);
      expect(site).toMatchObject({ "@type": "WebSite", potentialAction: { "@type": "SearchAction", target: { urlTemplate: `${origin}/search?q={search_term_string}` } } });

      const categoryBlocks = jsonLdOf(pages.category!);
      expect(categoryBlocks.map((block) => block["@type"])).toEqual(["BreadcrumbList"]);
      expect((categoryBlocks[0]!.itemListElement as { item: string }[]).map((crumb) => crumb.item)).toEqual([`${origin}/`, `${origin}/category/dhol-players`]);

      const vendorBlocks = jsonLdOf(pages.vendor!);
      expect(vendorBlocks.map((block) => block["@type"])).toEqual(["LocalBusiness", "BreadcrumbList"]);
      expect(vendorBlocks[0]).toMatchObject({ name: "Baraat Beats", url: `${origin}/vendor/${active[0]!.id}`, telephone: "0116 000 0000", image: [`${origin}/media/demo/dhol-1.webp`] });
      expect((vendorBlocks[1]!.itemListElement as { name: string; item: string }[]).map((crumb) => [crumb.name, crumb.item])).toEqual([
        ["Home", `${origin}/`],
        ["Dhol Players", `${origin}/category/dhol-players`],
        ["Baraat Beats", `${origin}/vendor/${active[0]!.id}`],
      ]);
    });
  });
});
