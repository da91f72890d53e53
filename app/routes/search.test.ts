import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { listingDailyStats } from "~/db/schema";
import { resetClock, setClock } from "~/modules/time/clock";
import { createVendor, type CreatedVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { loader } from "~/routes/search";

const ORIGIN = "http://localhost:3000";
const NOW = new Date("2026-06-01T12:00:00Z");
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const BINGBOT = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";

type PageData = { result: { vendors: { id: number }[]; total: number } | null };

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
});
