import { beforeAll, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { vendorBlockedDates } from "~/db/schema";
import { CLIENT_IP_HEADER } from "~/modules/http/client-ip.server";
import { replacePackages } from "~/modules/packages/packages.server";
import { now } from "~/modules/time/clock";
import { shiftDay, ukDay } from "~/modules/time/uk-dates";
import { loader } from "~/routes/api.search";
import { createCategory, createVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { routeResponse } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";

// GET /api/search with the couple's dates and budget (docs/api.md; docs/product/public-area.md#dates-and-budget).

type Vendor = { name: string; fromPricePence: number | null; fromPriceLabel: string; priceRange: string | null; availableOn?: string[] };
type Body = { vendors: Vendor[]; total: number; datesAndBudget: { dates: string[]; maxPricePence: number | null }; applied: unknown[] };

let address = 0;
async function get(search: string): Promise<Response> {
  const headers = { [CLIENT_IP_HEADER]: `198.51.100.${++address % 250}` };
  return routeResponse(loader, new Request(`http://x/api/search?${search}`, { headers }));
}

async function ok(search: string): Promise<Body> {
  const response = await get(search);
  expect(response.status).toBe(200);
  return (await response.json()) as Body;
}

// The API judges dates by today's UK day, so the test's days are counted from it.
const day = (ahead: number) => shiftDay(ukDay(now()), { days: ahead });

describeEachDatabase("GET /api/search with dates and budget", (getDb: () => Database, backend) => {
  useAsGlobalDatabase(getDb, backend);
  const first = day(200);
  const second = day(202);

  beforeAll(async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Photographers", slug: "photographers" });
    const busy = await createVendor(db, { categoryId: category.id, name: "Quokka Busy Lens" });
    await createVendor(db, { categoryId: category.id, name: "Quokka Free Frames", priceRange: "££" });
    const dear = await createVendor(db, { categoryId: category.id, name: "Quokka Dear Studio" });
    const priced = (pounds: number) => [{ name: "Full day", pricePence: pounds * 100, priceKind: "from" as const, included: "", eventTypes: [], guests: null }];
    await replacePackages(db, busy.id, priced(400));
    await replacePackages(db, dear.id, priced(3000));
    await db.insert(vendorBlockedDates).values([
      { vendorId: busy.id, day: first, source: "manual" },
      { vendorId: dear.id, day: second, source: "manual" },
    ]);
  });

  it("lists the vendors free on every date, with their 'From' price and the days they are free", async () => {
    const body = await ok(`q=quokka&sort=name&dates=${first},${second}`);
    expect(body.vendors).toEqual([expect.objectContaining({ name: "Quokka Free Frames", fromPricePence: null, fromPriceLabel: "", priceRange: "££", availableOn: [first, second] })]);
    expect(body.datesAndBudget).toMatchObject({ dates: [first, second], maxPricePence: null });
  });

  it("lists the vendors free on any date with dateMode=any", async () => {
    const body = await ok(`q=quokka&sort=name&dates=${first}:Mehndi,${second}&dateMode=any`);
    expect(body.vendors.map((vendor) => [vendor.name, vendor.availableOn])).toEqual([
      ["Quokka Busy Lens", [second]],
      ["Quokka Dear Studio", [first]],
      ["Quokka Free Frames", [first, second]],
    ]);
  });

  it("keeps vendors within the budget, and those without prices with includeUnpriced=1", async () => {
    const within = await ok("q=quokka&sort=price-asc&maxPrice=500");
    expect(within.vendors.map((vendor) => [vendor.name, vendor.fromPriceLabel])).toEqual([["Quokka Busy Lens", "From £400"]]);
    const unpriced = await ok("q=quokka&sort=price-asc&maxPrice=500&includeUnpriced=1");
    expect(unpriced.vendors.map((vendor) => vendor.name)).toEqual(["Quokka Busy Lens", "Quokka Free Frames"]);
    const dearFirst = await ok("q=quokka&sort=price-desc");
    expect(dearFirst.vendors.map((vendor) => vendor.name)).toEqual(["Quokka Dear Studio", "Quokka Busy Lens", "Quokka Free Frames"]);
  });

  it("understands a budget in the words and reports it", async () => {
    const body = await ok(`q=${encodeURIComponent("quokka under £1,000")}`);
    expect(body.vendors.map((vendor) => vendor.name)).toEqual(["Quokka Busy Lens"]);
    expect(body.applied).toEqual([{ text: "under £1,000", maxPricePence: 100_000 }]);
  });

  it.each([
    ["dates with 8 entries", () => `dates=${Array.from({ length: 8 }, (_, index) => day(10 + index)).join(",")}`, /^dates: at most 7 dates may be given, not 8$/],
    ["a date that does not exist", () => "dates=2027-02-31", /^dates: 2027-02-31 is not a real date\.$/],
    ["a past date", () => `dates=${day(-1)}`, /^dates: \d{4}-\d{2}-\d{2} has already passed\.$/],
    ["a date more than 3 years ahead", () => `dates=${day(3 * 366 + 1)}`, /^dates: \d{4}-\d{2}-\d{2} is more than 3 years ahead\.$/],
    ["a date in another form", () => "dates=14%2F08%2F2027", /^dates: "14\/08\/2027" is not a date written YYYY-MM-DD/],
    ["an unknown event type", () => `dates=${day(10)}:Birthday`, /^dates: unknown event type "Birthday"/],
    ["an unknown date mode", () => `dates=${day(10)}&dateMode=some`, /^dateMode: must be all or any$/],
    ["a budget that is not a number", () => "maxPrice=abc", /^maxPrice: must be a whole number of pounds from 1 to 1000000$/],
    ["a budget in pence", () => "maxPrice=800.50", /^maxPrice:/],
    ["a budget of nothing", () => "maxPrice=0", /^maxPrice:/],
    ["a budget above the dearest package", () => "maxPrice=1000001", /^maxPrice:/],
    ["an unknown includeUnpriced", () => "maxPrice=800&includeUnpriced=maybe", /^includeUnpriced: must be 1 or 0$/],
  ])("refuses %s with 400 naming the parameter", async (_label, search, message) => {
    const response = await get(`q=venue&${search()}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  });
});
