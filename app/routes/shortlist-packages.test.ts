import { afterAll, beforeAll, expect, it } from "vitest";
import { vendorBlockedDates } from "~/db/schema";
import type { PackageInput } from "~/modules/packages/package-rules";
import { replacePackages } from "~/modules/packages/packages.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { createVendor, type CreatedVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { cookieHeader, runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action as itemsAction } from "~/routes/shortlist-items";
import { loader as compareLoader } from "~/routes/shortlist-compare";
import { loader as sharedLoader } from "~/routes/shortlist-shared";
import { loader as shortlistLoader } from "~/routes/shortlist";

// Packages, 'From' prices and the couple's dates on the shortlist, its shared copy and compare
// (docs/product/couples-tools.md#compare; decision 068).

const ORIGIN = "http://localhost:3000";
const NOW = new Date("2026-06-01T12:00:00Z");

type Shown = {
  id: number;
  name: string;
  fromPricePence: number | null;
  packages: { name: string; pricePence: number; priceKind: string }[];
  morePackages: number;
  dates: { day: string; available: boolean }[];
};

const get = (path: string, cookie?: string) => new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
const pkg = (name: string, pounds: number, priceKind: "from" | "fixed" = "from"): PackageInput => ({ name, pricePence: pounds * 100, priceKind, included: "", eventTypes: [], guests: null });

describeEachDatabase("packages and dates on the shortlist and compare", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let photographer: CreatedVendor;
  let dhol: CreatedVendor;
  let stranger: CreatedVendor;
  let cookie: string;
  let address = 0;

  async function save(vendor: CreatedVendor, current: string): Promise<string> {
    address += 1;
    const request = new Request(`${ORIGIN}/shortlist/items`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "x-shaadi-client-ip": `192.0.2.${address}`, ...(current ? { cookie: current } : {}) },
      body: new URLSearchParams([["save", String(vendor.id)], ["js", "1"]]),
    });
    const result = await runRoute(itemsAction, request);
    expect(result.status).toBe(200);
    return cookieHeader(result.headers) || current;
  }

  beforeAll(async () => {
    setClock(() => NOW);
    photographer = await createVendor(getDb(), { name: "Lens of Leicester", priceRange: "£££" });
    dhol = await createVendor(getDb(), { name: "Dhol Brothers", priceRange: "£" });
    stranger = await createVendor(getDb(), { name: "Someone Else's Caterer" });
    // Stored in the vendor's own order; the lists below name the cheapest first.
    await replacePackages(getDb(), photographer.id, [
      pkg("Three-day collection", 5200),
      pkg("Wedding day", 1450),
      pkg("Two events", 2600),
      pkg("Mehndi evening", 900, "fixed"),
      pkg("Album add-on day", 1900),
    ]);
    await replacePackages(getDb(), stranger.id, [pkg("Secret menu", 30)]);
    await getDb()
      .insert(vendorBlockedDates)
      .values([
        { vendorId: photographer.id, day: "2026-08-15", source: "manual" },
        { vendorId: dhol.id, day: "2026-08-14", source: "calendar" },
        { vendorId: stranger.id, day: "2026-08-14", source: "manual" },
      ]);
    cookie = await save(photographer, "");
    cookie = await save(dhol, cookie);
  });
  afterAll(() => resetClock());

  it("lists the 'From' price and the three cheapest packages with how many more, and the band's vendor without", async () => {
    const result = await runRoute<{ vendors: Shown[]; days: string[] }>(shortlistLoader, get("/shortlist", cookie));
    const [first, second] = result.body!.vendors;
    expect(first).toMatchObject({
      name: "Lens of Leicester",
      fromPricePence: 90_000,
      packages: [
        { name: "Mehndi evening", pricePence: 90_000, priceKind: "fixed" },
        { name: "Wedding day", pricePence: 145_000, priceKind: "from" },
        { name: "Album add-on day", pricePence: 190_000, priceKind: "from" },
      ],
      morePackages: 2,
      dates: [],
    });
    expect(second).toMatchObject({ name: "Dhol Brothers", fromPricePence: null, packages: [], morePackages: 0, priceRange: "£" });
    expect(result.body!.days).toEqual([]);
  });

  it("says whether each saved vendor is free on the couple's dates from the address, on the list and its shared copy", async () => {
    const result = await runRoute<{ vendors: Shown[]; days: string[]; shareUrl: string }>(shortlistLoader, get("/shortlist?dates=2026-08-14,2026-08-15", cookie));
    expect(result.body!.days).toEqual(["2026-08-14", "2026-08-15"]);
    expect(result.body!.vendors.map((vendor) => [vendor.name, vendor.dates])).toEqual([
      ["Lens of Leicester", [{ day: "2026-08-14", available: true }, { day: "2026-08-15", available: false }]],
      ["Dhol Brothers", [{ day: "2026-08-14", available: false }, { day: "2026-08-15", available: true }]],
    ]);
    const shareId = result.body!.shareUrl.split("/").pop()!;
    const shared = await runRoute<{ vendors: Shown[] }>(sharedLoader, get(`/shortlist/${shareId}?dates=2026-08-15`), { shareId });
    expect(shared.body!.vendors.map((vendor) => [vendor.name, vendor.fromPricePence, vendor.dates])).toEqual([
      ["Lens of Leicester", 90_000, [{ day: "2026-08-15", available: false }]],
      ["Dhol Brothers", null, [{ day: "2026-08-15", available: true }]],
    ]);
  });

  it("compares packages and dates, from search's list or the page's repeated date fields", async () => {
    const path = `/shortlist/compare?vendor=${dhol.id}&vendor=${photographer.id}&dates=2026-08-15&dates=2026-08-14&dates=`;
    const result = await runRoute<{ vendors: Shown[]; days: string[]; dateRange: { min: string; max: string } }>(compareLoader, get(path, cookie));
    expect(result.status).toBe(200);
    expect(result.body!.days).toEqual(["2026-08-14", "2026-08-15"]);
    expect(result.body!.dateRange).toEqual({ min: "2026-06-01", max: "2029-06-01" });
    expect(result.body!.vendors.map((vendor) => [vendor.name, vendor.fromPricePence, vendor.packages.length, vendor.morePackages])).toEqual([
      ["Dhol Brothers", null, 0, 0],
      ["Lens of Leicester", 90_000, 3, 2],
    ]);
    expect(result.body!.vendors[1]!.dates).toEqual([
      { day: "2026-08-14", available: true },
      { day: "2026-08-15", available: false },
    ]);
  });

  it("shows nothing of a vendor that is not on the couple's own shortlist, and keeps the dates when sending them back", async () => {
    const path = `/shortlist/compare?vendor=${photographer.id}&vendor=${stranger.id}&dates=2026-08-14`;
    const result = await runRoute(compareLoader, get(path, cookie));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/shortlist?notice=compare-few&dates=2026-08-14");
    const three = await runRoute<{ vendors: Shown[] }>(compareLoader, get(`${path}&vendor=${dhol.id}`, cookie));
    expect(three.body!.vendors.map((vendor) => vendor.name)).toEqual(["Lens of Leicester", "Dhol Brothers"]);
    expect(JSON.stringify(three.body)).not.toContain("Secret menu");
  });
});
