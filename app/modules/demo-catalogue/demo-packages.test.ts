import { describe, expect, it } from "vitest";
import { buildDemoCatalogue } from "~/modules/demo-catalogue/demo-catalogue.server";
import { DEMO_PACKAGE_PRICES } from "~/modules/demo-catalogue/demo-package-prices";
import { buildDemoPackages, checkedDemoPackage, pricePosition } from "~/modules/demo-catalogue/demo-packages";
import { createRandom } from "~/modules/demo-catalogue/prng";
import { formatPrice } from "~/modules/money/money";
import { MAX_PACKAGES } from "~/modules/packages/package-rules";

const catalogue = buildDemoCatalogue();
const active = catalogue.vendors.filter((vendor) => vendor.isActive);
const priced = active.filter((vendor) => vendor.packages.length > 0);

/** The template a package was made from, and the count (guests or cards) its price was multiplied by. */
function sourceOf(categorySlug: string, pkg: { name: string; included: string; guests: number | null }) {
  const trade = DEMO_PACKAGE_PRICES[categorySlug]!;
  const template = trade.templates.find((entry) => entry.name === pkg.name);
  const unit = template?.unit ?? trade.unit;
  const count = unit === "head" ? pkg.guests : unit === "card" ? Number(/^(\d+) /.exec(pkg.included)?.[1]) : 1;
  return { template, unit, count };
}

const LONDON = new Set(["Greater London"]);
const MIDLANDS_AND_NORTH = new Set(["West Midlands", "Leicestershire", "Greater Manchester", "Lancashire", "West Yorkshire", "South Yorkshire", "Merseyside", "Tyne and Wear"]);

describe("the demo catalogue's packages", () => {
  it("prices every category within its trade's ranges, per guest or card where the trade prices so", () => {
    for (const vendor of priced) {
      for (const pkg of vendor.packages) {
        const { template, unit, count } = sourceOf(vendor.categorySlug, pkg);
        expect(template, `${vendor.categorySlug}: ${pkg.name}`).toBeDefined();
        expect(count, pkg.name).toBeGreaterThan(0);
        const each = pkg.pricePence / 100 / count!;
        expect(each, `${vendor.name}: ${pkg.name}`).toBeGreaterThanOrEqual(template!.min);
        expect(each, `${vendor.name}: ${pkg.name}`).toBeLessThanOrEqual(template!.max);
        if (unit !== "total") expect(pkg.included).toContain(`${formatPrice(Math.round(each * 100))} `);
      }
    }
    // The headline examples: a bridal mehndi at £250 to £600, a photographer's day at £1,200 to £3,500, a venue at
    // £3,000 to £20,000, catering a price a head times the guests.
    const headline = (slug: string, name: string) =>
      priced.filter((vendor) => vendor.categorySlug === slug).flatMap((vendor) => vendor.packages.filter((pkg) => pkg.name === name));
    for (const pkg of headline("mehndi-artists", "Bridal mehndi")) expect(pkg.pricePence).toBeGreaterThanOrEqual(25_000);
    for (const pkg of headline("mehndi-artists", "Bridal mehndi")) expect(pkg.pricePence).toBeLessThanOrEqual(60_000);
    for (const pkg of headline("photographers", "Wedding day coverage")) expect(pkg.pricePence).toBeGreaterThanOrEqual(120_000);
    for (const pkg of headline("photographers", "Wedding day coverage")) expect(pkg.pricePence).toBeLessThanOrEqual(350_000);
    const venuePrices = priced.filter((vendor) => vendor.categorySlug === "venues").flatMap((vendor) => vendor.packages.map((pkg) => pkg.pricePence));
    expect(Math.min(...venuePrices)).toBeGreaterThanOrEqual(300_000);
    expect(Math.max(...venuePrices)).toBeLessThanOrEqual(2_000_000);
    for (const vendor of priced.filter((entry) => entry.categorySlug === "catering")) {
      for (const pkg of vendor.packages) expect(pkg.guests, vendor.name).toBeGreaterThan(0);
    }
  });

  it("gives one to four packages to about three in four vendors, cheapest first, every hand-written listing priced", () => {
    for (const vendor of catalogue.vendors) {
      expect(vendor.packages.length).toBeLessThanOrEqual(Math.min(4, MAX_PACKAGES));
      const prices = vendor.packages.map((pkg) => pkg.pricePence);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(new Set(vendor.packages.map((pkg) => pkg.name)).size).toBe(vendor.packages.length);
    }
    const share = priced.length / active.length;
    expect(share).toBeGreaterThan(0.65);
    expect(share).toBeLessThan(0.85);
    const counts = new Set(priced.map((vendor) => vendor.packages.length));
    expect(counts).toEqual(new Set([1, 2, 3, 4]));
    for (const name of ["Noor Bridal Artistry", "Kaur & Co Mehndi"]) {
      expect(catalogue.vendors.find((vendor) => vendor.name === name)?.packages.length, name).toBeGreaterThan(0);
    }
    for (const slug of Object.keys(DEMO_PACKAGE_PRICES)) {
      expect(active.some((vendor) => vendor.categorySlug === slug && vendor.packages.length === 0), slug).toBe(true);
    }
  });

  it("names the lowest price in the pricing text of a priced vendor", () => {
    for (const vendor of priced) {
      const trade = DEMO_PACKAGE_PRICES[vendor.categorySlug]!;
      const units = vendor.packages.map((pkg) => sourceOf(vendor.categorySlug, pkg)).map((source, index) => ({ ...source, pence: vendor.packages[index]!.pricePence }));
      const perUnit = units.filter((entry) => entry.unit !== "total");
      const lowest = perUnit.length > 0 ? Math.min(...perUnit.map((entry) => entry.pence / entry.count!)) : units[0]!.pence;
      expect(vendor.pricingText).toBe(trade.pricingText.replace("{p}", formatPrice(Math.round(lowest)).slice(1)));
    }
  });

  it("prices London above the Midlands and the North, band for band", () => {
    const positions = (regions: Set<string>) => {
      const random = createRandom(7);
      const values = Array.from({ length: 400 }, (_, index) => pricePosition(random, (["£", "££", "£££", "££££"] as const)[index % 4]!, [...regions][0]!));
      return values.reduce((sum, value) => sum + value, 0) / values.length;
    };
    expect(positions(LONDON)).toBeGreaterThan(positions(MIDLANDS_AND_NORTH) + 0.15);
    // And so in the catalogue: the headline package of each trade costs more in London on average.
    const headlineShare = (vendor: (typeof priced)[number]) => {
      const trade = DEMO_PACKAGE_PRICES[vendor.categorySlug]!;
      const pkg = vendor.packages.find((entry) => entry.name === trade.templates[0].name);
      if (!pkg) return undefined;
      const { count } = sourceOf(vendor.categorySlug, pkg);
      return (pkg.pricePence / 100 / count! - trade.templates[0].min) / (trade.templates[0].max - trade.templates[0].min);
    };
    const mean = (regions: Set<string>) => {
      const shares = priced.filter((vendor) => regions.has(vendor.region)).flatMap((vendor) => headlineShare(vendor) ?? []);
      expect(shares.length).toBeGreaterThan(30);
      return shares.reduce((sum, value) => sum + value, 0) / shares.length;
    };
    expect(mean(LONDON)).toBeGreaterThan(mean(MIDLANDS_AND_NORTH) + 0.1);
  });

  it("gives event types of the owner's custom and guests within a venue's capacity", () => {
    const venues = priced.filter((vendor) => vendor.categorySlug === "venues" && vendor.capacity !== null);
    expect(venues.length).toBeGreaterThan(5);
    for (const vendor of venues) {
      for (const pkg of vendor.packages) expect(pkg.guests, vendor.name).toBeLessThanOrEqual(vendor.capacity!);
    }
    const events = new Set(priced.flatMap((vendor) => vendor.packages.flatMap((pkg) => pkg.eventTypes)));
    for (const type of ["Mehndi", "Nikah", "Walima", "Sangeet", "Baraat", "Reception", "Anand Karaj"]) expect(events.has(type as never), type).toBe(true);
    for (const vendor of priced.filter((entry) => entry.categorySlug === "mehndi-artists")) {
      for (const pkg of vendor.packages) expect(pkg.eventTypes).toEqual(["Mehndi"]);
    }
  });

  it("holds only packages the packages module's rules accept unchanged", () => {
    for (const vendor of catalogue.vendors) {
      for (const pkg of vendor.packages) expect(checkedDemoPackage(pkg)).toEqual(pkg);
    }
    expect(() => checkedDemoPackage({ ...priced[0]!.packages[0]!, pricePence: 50 })).toThrow();
  });

  it("is deterministic and draws from the vendor's own stream", () => {
    const plan = { name: "Henna by Test", categorySlug: "mehndi-artists", region: "Greater London", priceRange: "££" as const, heritage: "indian" as const, capacity: null, priced: true };
    expect(buildDemoPackages(plan)).toEqual(buildDemoPackages(plan));
    expect(buildDemoPackages(plan)).not.toEqual(buildDemoPackages({ ...plan, name: "Henna by Another" }));
    expect(buildDemoCatalogue().vendors.map((vendor) => vendor.packages)).toEqual(catalogue.vendors.map((vendor) => vendor.packages));
  });
});
