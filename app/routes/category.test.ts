import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { listingDailyStats } from "~/db/schema";
import { regionForCity } from "~/modules/geo/regions";
import { resetClock, setClock } from "~/modules/time/clock";
import { createCategory, createVendor, type CategoryRow, type CreatedVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { loader } from "~/routes/category";

const ORIGIN = "http://localhost:3000";
const NOW = new Date("2026-06-01T12:00:00Z");
const BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

type PageData = { vendors: { id: number }[] };

describeEachDatabase("GET /category/:slug", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let category: CategoryRow;
  let listed: CreatedVendor[];
  let inactive: CreatedVendor;
  let elsewhere: CreatedVendor;
  beforeAll(async () => {
    setClock(() => NOW);
    category = await createCategory(getDb(), { name: "Dhol Players", slug: "dhol-players" });
    listed = [
      await createVendor(getDb(), { categoryId: category.id, city: "London", location: "London", region: regionForCity("London") }),
      await createVendor(getDb(), { categoryId: category.id, city: "Manchester", location: "Manchester", region: regionForCity("Manchester") }),
    ];
    inactive = await createVendor(getDb(), { categoryId: category.id, isActive: false });
    elsewhere = await createVendor(getDb());
  });
  afterAll(() => resetClock());

  const get = (search = "", userAgent: string | null = BROWSER) =>
    runRoute<PageData>(loader, new Request(`${ORIGIN}/category/dhol-players${search}`, { headers: userAgent ? { "user-agent": userAgent } : {} }), {
      slug: "dhol-players",
    });

  async function appearances(vendors: CreatedVendor[]): Promise<number[]> {
    const rows = await getDb()
      .select({ id: listingDailyStats.vendorId, count: listingDailyStats.searchAppearances })
      .from(listingDailyStats)
      .where(and(inArray(listingDailyStats.vendorId, vendors.map((vendor) => vendor.id)), eq(listingDailyStats.day, "2026-06-01")));
    return vendors.map((vendor) => rows.find((row) => row.id === vendor.id)?.count ?? 0);
  }

  it("counts a search appearance for each listing the page shows", async () => {
    const page = await get();
    expect(page.body?.vendors.map((vendor) => vendor.id).sort()).toEqual(listed.map((vendor) => vendor.id).sort());
    expect(await appearances([...listed, inactive, elsewhere])).toEqual([1, 1, 0, 0]);

    // Filtered to one city, only that city's listing is shown and counted.
    const london = await get("?location=London");
    expect(london.body?.vendors.map((vendor) => vendor.id)).toEqual([listed[0]!.id]);
    expect(await appearances(listed)).toEqual([2, 1]);
  });

  it("does not count crawlers or requests without a user agent", async () => {
    await get("", GOOGLEBOT);
    await get("", null);
    expect(await appearances(listed)).toEqual([2, 1]);
  });

  it("still answers 404 for an unknown category", async () => {
    const result = await runRoute(loader, new Request(`${ORIGIN}/category/no-such-thing`, { headers: { "user-agent": BROWSER } }), { slug: "no-such-thing" });
    expect(result.status).toBe(404);
  });
});
