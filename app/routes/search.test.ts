import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getConfig } from "~/config.server";
import { listingDailyStats } from "~/db/schema";
import { flushListingActivity } from "~/modules/listing-stats/activity-buffer.server";
import { MAX_SEARCH_PAGE, PAGE_NOT_FOUND_MESSAGE } from "~/modules/search/search-request";
import { resetClock, setClock } from "~/modules/time/clock";
import { createVendor, type CreatedVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { loader, meta } from "~/routes/search";

const ORIGIN = "http://localhost:3000";
const NOW = new Date("2026-06-01T12:00:00Z");
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const BINGBOT = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";

type PageData = { result: { vendors: { id: number; name: string }[]; total: number } | null; page: number; pageCount: number };

function get(search: string, userAgent: string | null = BROWSER): Request {
  return new Request(`${ORIGIN}/search?${search}`, { headers: userAgent ? { "user-agent": userAgent } : {} });
}

describeEachDatabase("GET /search", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let shown: CreatedVendor[];
  let hidden: CreatedVendor;
  let unrelated: CreatedVendor;
  beforeAll(async () => {
    setClock(() => NOW);
    shown = [await createVendor(getDb(), { name: "Kesariya Mehndi Studio" }), await createVendor(getDb(), { name: "Kesariya Photography" })];
    hidden = await createVendor(getDb(), { name: "Kesariya Hidden Films", isActive: false });
    unrelated = await createVendor(getDb(), { name: "Gulabi Caterers" });
  });
  afterAll(() => resetClock());

  /** Today's search appearances of `vendors`, by id (0 when not counted). */
  async function appearances(vendors: CreatedVendor[]): Promise<Record<number, number>> {
    // Counts are written in batches (decision 078).
    await flushListingActivity();
    const rows = await getDb()
      .select({ id: listingDailyStats.vendorId, count: listingDailyStats.searchAppearances })
      .from(listingDailyStats)
      .where(and(inArray(listingDailyStats.vendorId, vendors.map((vendor) => vendor.id)), eq(listingDailyStats.day, "2026-06-01")));
    return Object.fromEntries(vendors.map((vendor) => [vendor.id, rows.find((row) => row.id === vendor.id)?.count ?? 0]));
  }

  it("counts one search appearance for each listing the results show, and none for the others", async () => {
    const result = await runRoute<PageData>(loader, get("q=kesariya"));
    expect(result.body?.result?.vendors.map((vendor) => vendor.id).sort()).toEqual(shown.map((vendor) => vendor.id).sort());
    await runRoute(loader, get("q=kesariya"));
    expect(await appearances([...shown, hidden, unrelated])).toEqual({
      [shown[0]!.id]: 2,
      [shown[1]!.id]: 2,
      [hidden.id]: 0,
      [unrelated.id]: 0,
    });
  });

  it("does not count a crawler, a request without a user agent, or the page without a search", async () => {
    const before = await appearances([...shown, unrelated]);
    await runRoute(loader, get("q=kesariya", BINGBOT));
    await runRoute(loader, get("q=kesariya", null));
    await runRoute(loader, get(""));
    expect(await appearances([...shown, unrelated])).toEqual(before);
  });
  describe("pages of 24", () => {
    let tanpuras: CreatedVendor[];
    beforeAll(async () => {
      tanpuras = [];
      for (let i = 0; i < 30; i++) tanpuras.push(await createVendor(getDb(), { name: `Tanpura ${String(i).padStart(2, "0")}` }));
    });

    const search = (query: string) => runRoute<PageData | string>(loader, get(query));
    const names = (body: PageData | string | undefined) => (body as PageData).result!.vendors.map((vendor) => vendor.name);
    const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `Tanpura ${String(from + i).padStart(2, "0")}`);

    it("shows 24 results on page 1 and the rest on page 2, with the whole total on both", async () => {
      const first = await search("q=tanpura&sort=name");
      expect(first.status).toBe(200);
      expect(names(first.body)).toEqual(range(0, 24));
      expect(first.body).toMatchObject({ result: { total: 30 }, page: 1, pageCount: 2 });
      const second = await search("q=tanpura&sort=name&page=2");
      expect(second.status).toBe(200);
      expect(names(second.body)).toEqual(range(24, 30));
      expect(second.body).toMatchObject({ result: { total: 30 }, page: 2, pageCount: 2 });
    });

    it("counts search appearances for the shown page's results only", async () => {
      const before = await appearances(tanpuras);
      await search("q=tanpura&sort=name&page=2");
      const after = await appearances(tanpuras);
      expect(tanpuras.map((vendor) => after[vendor.id]! - before[vendor.id]!)).toEqual([
        ...Array<number>(24).fill(0),
        ...Array<number>(6).fill(1),
      ]);
    });

    it.each([
      "q=tanpura&page=3",
      "q=tanpura&page=99999",
      `q=tanpura&page=${MAX_SEARCH_PAGE + 1}`,
      "q=tanpura&page=-1",
      "q=tanpura&page=0",
      "q=tanpura&page=abc",
      "q=tanpura&page=",
      "page=2",
      "q=qwxyzzy&page=2",
    ])("answers %s with the 404 for a page that does not exist, counting nothing", async (query) => {
      const before = await appearances(tanpuras);
      const result = await search(query);
      expect(result.status).toBe(404);
      expect(result.body).toBe(PAGE_NOT_FOUND_MESSAGE);
      expect(await appearances(tanpuras)).toEqual(before);
    });

    it("shows page 1 of a search that finds nothing, with its empty state", async () => {
      const result = await search("q=qwxyzzy");
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ result: { vendors: [], total: 0 }, page: 1, pageCount: 1 });
    });

    it("ignores an offset left from the old 'load more' links", async () => {
      expect(names((await search("q=tanpura&sort=name&offset=24")).body)).toEqual(range(0, 24));
    });

    it("names the canonical, previous and next pages in the head, keeping every search parameter", async () => {
      const links = async (query: string) => {
        const { body } = await search(query);
        const descriptors = meta({ loaderData: body, location: { pathname: "/search", search: `?${query}` } } as unknown as Parameters<typeof meta>[0]);
        return descriptors.flatMap((item) => ("tagName" in item ? [`${String(item.rel)} ${String(item.href)}`] : []));
      };
      const origin = new URL(getConfig().publicUrl).origin;
      expect(await links("q=tanpura&sort=name")).toEqual([
        `canonical ${origin}/search?q=tanpura&sort=name`,
        `next ${origin}/search?q=tanpura&sort=name&page=2`,
      ]);
      expect(await links("q=tanpura&page=2&sort=name")).toEqual([
        `canonical ${origin}/search?q=tanpura&sort=name&page=2`,
        `prev ${origin}/search?q=tanpura&sort=name`,
      ]);
      expect(await links("q=kesariya")).toEqual([`canonical ${origin}/search?q=kesariya`]);
    });
  });
});
