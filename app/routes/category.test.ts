import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getConfig } from "~/config.server";
import { listingDailyStats } from "~/db/schema";
import { flushListingActivity } from "~/modules/listing-stats/activity-buffer.server";
import { regionForCity } from "~/modules/geo/regions";
import { PAGE_NOT_FOUND_MESSAGE } from "~/modules/search/search-request";
import { resetClock, setClock } from "~/modules/time/clock";
import { createCategory, createVendor, type CategoryRow, type CreatedVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { loader, meta } from "~/routes/category";

const ORIGIN = "http://localhost:3000";
const NOW = new Date("2026-06-01T12:00:00Z");
const BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

type PageData = { vendors: { id: number; name: string; description: string; features: string[] }[]; total: number; page: number; pageCount: number };

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
    // Counts are written in batches (decision 078).
    await flushListingActivity();
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

  describe("pages of 24", () => {
    let paged: CreatedVendor[];
    beforeAll(async () => {
      const tabla = await createCategory(getDb(), { name: "Tabla Players", slug: "tabla-players" });
      const london = regionForCity("London");
      paged = [];
      // 30 vendors, 27 of them in London's region (every eighth is in Manchester); the names give the A–Z order.
      for (let i = 0; i < 30; i++) {
        const city = i % 8 === 7 ? "Manchester" : "London";
        paged.push(
          await createVendor(getDb(), {
            categoryId: tabla.id,
            name: `Tabla ${String(i).padStart(2, "0")}`,
            city,
            location: city,
            region: city === "London" ? london : regionForCity("Manchester"),
            description: `${"A long description that a card clamps to two lines. ".repeat(8)}End.`,
            features: ["One", "Two", "Three", "Four", "Five"],
          }),
        );
      }
    });

    const tabla = (search: string, userAgent: string | null = BROWSER) =>
      runRoute<PageData | string>(
        loader,
        new Request(`${ORIGIN}/category/tabla-players${search}`, { headers: userAgent ? { "user-agent": userAgent } : {} }),
        { slug: "tabla-players" },
      );
    const names = (body: PageData | string | undefined) => (body as PageData).vendors.map((vendor) => vendor.name);
    const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `Tabla ${String(from + i).padStart(2, "0")}`);

    it("shows 24 vendors on page 1 and the rest on page 2, with the whole total on both", async () => {
      const first = await tabla("?sort=name");
      expect(first.status).toBe(200);
      expect(names(first.body)).toEqual(range(0, 24));
      expect(first.body).toMatchObject({ total: 30, page: 1, pageCount: 2 });
      const second = await tabla("?sort=name&page=2");
      expect(second.status).toBe(200);
      expect(names(second.body)).toEqual(range(24, 30));
      expect(second.body).toMatchObject({ total: 30, page: 2, pageCount: 2 });
    });

    it("pages within the location filter and the sort", async () => {
      const londonNames = range(0, 30).filter((_, i) => i % 8 !== 7);
      const first = await tabla("?location=London&sort=name");
      expect(names(first.body)).toEqual(londonNames.slice(0, 24));
      const second = await tabla("?location=London&sort=name&page=2");
      expect(names(second.body)).toEqual(londonNames.slice(24));
      expect(second.body).toMatchObject({ total: 27, pageCount: 2 });
      expect((await tabla("?location=Manchester&page=2")).status).toBe(404);
    });

    it("counts search appearances for the shown page's listings only", async () => {
      const before = await appearances(paged);
      await tabla("?sort=name&page=2");
      const after = await appearances(paged);
      expect(after.map((count, i) => count - before[i]!)).toEqual([...Array<number>(24).fill(0), ...Array<number>(6).fill(1)]);
    });

    it("sends each card's first 3 features and its description cut at a word", async () => {
      const [card] = ((await tabla("?sort=name")).body as PageData).vendors;
      expect(card!.features).toEqual(["One", "Two", "Three"]);
      expect(card!.description.length).toBeLessThanOrEqual(181);
      expect(card!.description).toMatch(/^A long description that a card clamps to two lines\. .*\w…$/);
    });

    it.each(["?page=3", "?page=99999", "?page=-1", "?page=0", "?page=abc", "?page=2.5", "?page=", "?sort=name&page=1e3"])(
      "answers %s with the 404 for a page that does not exist, counting nothing",
      async (search) => {
        const before = await appearances(paged);
        const result = await tabla(search);
        expect(result.status).toBe(404);
        expect(result.body).toBe(PAGE_NOT_FOUND_MESSAGE);
        expect(await appearances(paged)).toEqual(before);
      },
    );

    it("shows page 1 of an empty category, and no page 2", async () => {
      await createCategory(getDb(), { name: "Empty Stage", slug: "empty-stage" });
      const get = (search: string) =>
        runRoute<PageData | string>(loader, new Request(`${ORIGIN}/category/empty-stage${search}`, { headers: { "user-agent": BROWSER } }), {
          slug: "empty-stage",
        });
      expect((await get("")).body).toMatchObject({ vendors: [], total: 0, page: 1, pageCount: 1 });
      expect((await get("?page=2")).status).toBe(404);
    });

    it("names the canonical, previous and next pages in the head, keeping the filters and dropping junk", async () => {
      const links = async (search: string) => {
        const { body } = await tabla(search);
        const descriptors = meta({ loaderData: body, location: { pathname: "/category/tabla-players", search } } as unknown as Parameters<typeof meta>[0]);
        return descriptors.flatMap((item) => ("tagName" in item ? [`${String(item.rel)} ${String(item.href)}`] : []));
      };
      const origin = new URL(getConfig().publicUrl).origin;
      expect(await links("?location=London&sort=name&utm_source=x")).toEqual([
        `canonical ${origin}/category/tabla-players?location=London&sort=name`,
        `next ${origin}/category/tabla-players?location=London&sort=name&page=2`,
      ]);
      expect(await links("?page=2&sort=featured")).toEqual([
        `canonical ${origin}/category/tabla-players?page=2`,
        `prev ${origin}/category/tabla-players`,
      ]);
    });
  });

  it("still answers 404 for an unknown category", async () => {
    const result = await runRoute(loader, new Request(`${ORIGIN}/category/no-such-thing`, { headers: { "user-agent": BROWSER } }), { slug: "no-such-thing" });
    expect(result.status).toBe(404);
  });
});
