import { expect, it } from "vitest";
import { getSiteInsights } from "~/modules/site-insights/site-insights.server";
import * as categoryPage from "~/routes/category";
import * as searchPage from "~/routes/search";
import { createCategory, createVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";

// docs/product/admin.md#insights: the search page and a category page searched by place log their search once, on
// their first page, with the number of listings found; a crawler's and a page without words are not logged.

const ORIGIN = "http://localhost:3000";
const PERSON = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const get = (path: string, userAgent = PERSON) => new Request(`${ORIGIN}${path}`, { headers: { "user-agent": userAgent } });

describeEachDatabase("the search log from the results pages", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);

  it("logs each search once with its results, leaving out crawlers and pages without words", async () => {
    const category = await createCategory(getDb(), { slug: "harp-players", name: "Harp Players" });
    await createVendor(getDb(), { categoryId: category.id, name: "Leeds Harp Trio", city: "Leeds", region: "West Yorkshire", location: "Leeds, West Yorkshire" });
    expect((await runRoute(searchPage.loader, get("/search?q=Zzqx++Underwater+Harpist"))).status).toBe(200);
    await runRoute(searchPage.loader, get("/search?q=zzqx+underwater+harpist", CRAWLER));
    await runRoute(searchPage.loader, get("/search?category=harp-players"));
    await runRoute(categoryPage.loader, get("/category/harp-players"), { slug: "harp-players" });
    await runRoute(categoryPage.loader, get("/category/harp-players?location=Leeds"), { slug: "harp-players" });
    const insights = await getSiteInsights(getDb());
    expect(insights.searchesWithoutResults.map(({ query, place, categorySlug, searches }) => ({ query, place, categorySlug, searches }))).toEqual([
      { query: "zzqx underwater harpist", place: "", categorySlug: "", searches: 1 },
    ]);
    expect(insights.searchesWithFewResults.map(({ query, place, categorySlug, searches, results }) => ({ query, place, categorySlug, searches, results }))).toEqual([
      { query: "", place: "leeds", categorySlug: "harp-players", searches: 1, results: 1 },
    ]);
  });
});
