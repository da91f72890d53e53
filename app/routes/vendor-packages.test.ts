import { afterAll, beforeAll, expect, it } from "vitest";
import { vendorBlockedDates } from "~/db/schema";
import { replacePackages } from "~/modules/packages/packages.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { createVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { loader, meta } from "~/routes/vendor";

// The vendor page's packages, 'From' price, offers and the couple's dates (docs/product/public-area.md#vendor-page;
// decision 068).

const ORIGIN = "http://localhost:3000";
const NOW = new Date("2026-06-01T12:00:00Z");

type PageData = {
  vendor: { id: number; fromPricePence: number | null; fromPriceLabel: string; packages: { name: string; pricePence: number; priceKind: string; included: string; eventTypes: string[]; guests: number | null; priceLabel: string }[] };
  dates: { days: { day: string; available: boolean }[]; lines: { available: string; unavailable: string } };
};

const page = (id: number, query = "") =>
  runRoute<PageData>(loader, new Request(`${ORIGIN}/vendor/${id}${query}`, { headers: { "user-agent": "Mozilla/5.0 Chrome/126.0" } }), { id: String(id) });

/** The page's LocalBusiness block as the route's `meta` writes it. */
function localBusiness(data: PageData): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const tags = meta({ loaderData: data, matches: [{ id: "root", loaderData: { origin: ORIGIN } }] } as any) as Record<string, unknown>[];
  const blocks = tags.flatMap((tag) => (tag["script:ld+json"] ? [tag["script:ld+json"] as Record<string, unknown>] : []));
  return blocks.find((block) => block["@type"] === "LocalBusiness")!;
}

describeEachDatabase("the vendor page's packages and dates", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let priced: number;
  let unpriced: number;
  let neighbour: number;
  beforeAll(async () => {
    setClock(() => NOW);
    priced = (await createVendor(getDb(), { name: "Henna by Zainab", priceRange: "££", pricingText: "Bridal mehndi from £800" })).id;
    unpriced = (await createVendor(getDb(), { name: "Dhol Nation", priceRange: "£", pricingText: "Dhol from £250" })).id;
    neighbour = (await createVendor(getDb())).id;
    await replacePackages(getDb(), priced, [
      { name: "Bridal and guest mehndi", pricePence: 125_000, priceKind: "fixed", included: "Bridal mehndi and two hours for guests.", eventTypes: ["Mehndi"], guests: 40 },
      { name: "Bridal mehndi", pricePence: 80_000, priceKind: "from", included: "Hands and feet.", eventTypes: ["Mehndi", "Sangeet"], guests: null },
    ]);
    await replacePackages(getDb(), neighbour, [{ name: "Not this one", pricePence: 100, priceKind: "fixed", included: "", eventTypes: [], guests: null }]);
    await getDb()
      .insert(vendorBlockedDates)
      .values([
        { vendorId: priced, day: "2026-08-14", source: "manual" },
        { vendorId: priced, day: "2026-08-22", source: "calendar" },
        { vendorId: neighbour, day: "2026-08-15", source: "manual" },
      ]);
  });
  afterAll(() => resetClock());

  it("gives the page the vendor's packages in its order and its 'From' price, and only its own", async () => {
    const { status, body } = await page(priced);
    expect(status).toBe(200);
    expect(body?.vendor).toMatchObject({ fromPricePence: 80_000, fromPriceLabel: "From £800" });
    expect(body?.vendor.packages.map((pkg) => [pkg.name, pkg.pricePence, pkg.priceKind, pkg.guests, pkg.priceLabel])).toEqual([
      ["Bridal and guest mehndi", 125_000, "fixed", 40, "£1,250"],
      ["Bridal mehndi", 80_000, "from", null, "From £800"],
    ]);
    const bare = await page(unpriced);
    expect(bare.body?.vendor).toMatchObject({ fromPricePence: null, fromPriceLabel: "", packages: [] });
  });

  it("describes the packages to search engines: 'From' priceRange and an Offer each; the band without packages", async () => {
    const business = localBusiness((await page(priced)).body!);
    expect(business.priceRange).toBe("From £800");
    expect(business.makesOffer).toEqual([
      expect.objectContaining({ "@type": "Offer", name: "Bridal and guest mehndi", price: "1250", priceCurrency: "GBP" }),
      expect.objectContaining({
        "@type": "Offer",
        name: "Bridal mehndi",
        price: "800",
        priceSpecification: { "@type": "PriceSpecification", minPrice: 800, priceCurrency: "GBP" },
      }),
    ]);
    expect((business.makesOffer as Record<string, unknown>[])[0]).not.toHaveProperty("priceSpecification");
    const banded = localBusiness((await page(unpriced)).body!);
    expect(banded.priceRange).toBe("£");
    expect(banded).not.toHaveProperty("makesOffer");
  });

  it("says whether the vendor is free on the couple's dates, whatever blocked them, and stays cacheable", async () => {
    const result = await page(priced, "?dates=2026-08-15,2026-08-14,2026-08-22,2026-08-14");
    expect(result.body?.dates.days).toEqual([
      { day: "2026-08-14", available: false },
      { day: "2026-08-15", available: true },
      { day: "2026-08-22", available: false },
    ]);
    expect(result.body?.dates.lines).toEqual({ available: "Available on 15 Aug", unavailable: "Booked or unavailable on 14 Aug and 22 Aug" });
    // Another vendor's blocked day (15 Aug) says nothing about this one.
    expect(result.headers.get("Cache-Control")).toBeNull();
  });

  it("ignores dates that are not real, already past or too far ahead, and shows nothing without dates", async () => {
    expect((await page(priced, "?dates=2026-02-30,2026-05-31,2031-01-01,next-saturday,2026-08-15")).body?.dates.days).toEqual([
      { day: "2026-08-15", available: true },
    ]);
    expect((await page(priced)).body?.dates).toEqual({ days: [], lines: { available: "", unavailable: "" } });
    expect((await page(priced, "?dates=")).body?.dates.days).toEqual([]);
    const many = Array.from({ length: 20 }, (_, index) => `2026-09-${String(index + 1).padStart(2, "0")}`).join(",");
    expect((await page(priced, `?dates=${many}`)).body?.dates.days).toHaveLength(7);
  });
});
