import { describe, expect, it } from "vitest";
import { DEMO_CATEGORY_CONTENT } from "~/modules/demo-catalogue/demo-catalogue.server";
import { DEMO_CALENDAR_DAYS, DEMO_CALENDAR_START, DEMO_MAX_BLOCKED_DAYS } from "~/modules/demo-catalogue/demo-blocked-days";
import { quoteRangeFor } from "~/modules/demo-catalogue/demo-quote-prices";
import { buildVendorCalendarAndPackages } from "~/modules/demo-catalogue/demo-vendor-builder";
import { DEMO_PACKAGES_PER_VENDOR } from "~/modules/demo-catalogue/demo-vendor-packages";
import { PACKAGE_PRICE_PENCE, packageSchema } from "~/modules/packages/package-rules";
import { shiftDay } from "~/modules/time/uk-dates";
import { PRICE_RANGES } from "~/modules/vendors/vendor-format";

const LAST_DAY = shiftDay(DEMO_CALENDAR_START, { days: DEMO_CALENDAR_DAYS - 1 });
const SLUGS = DEMO_CATEGORY_CONTENT.map((content) => content.slug);
const VENDORS = Array.from({ length: 3000 }, (_, index) => ({
  id: index + 1,
  categorySlug: SLUGS[index % SLUGS.length] as string,
  priceRange: PRICE_RANGES[Math.floor(index / SLUGS.length) % PRICE_RANGES.length] ?? null,
}));
const BUILT = VENDORS.map((vendor) => ({ vendor, ...buildVendorCalendarAndPackages("calendar test", vendor) }));

describe("generated blocked days", () => {
  it("lie within the two years of the calendar, distinct and in order, at most 100 per vendor", () => {
    expect(LAST_DAY).toBe("2028-12-30");
    for (const { blockedDays } of BUILT) {
      expect(blockedDays.length).toBeLessThanOrEqual(DEMO_MAX_BLOCKED_DAYS);
      const days = blockedDays.map((blocked) => blocked.day);
      expect(new Set(days).size).toBe(days.length);
      expect([...days].sort()).toEqual(days);
      for (const day of days) {
        expect(day >= DEMO_CALENDAR_START && day <= LAST_DAY).toBe(true);
      }
    }
  });

  it("number 0 to 100 per vendor, uniformly, from both sources", () => {
    const counts = BUILT.map(({ blockedDays }) => blockedDays.length);
    const mean = counts.reduce((sum, count) => sum + count, 0) / counts.length;
    expect(mean).toBeGreaterThan(45);
    expect(mean).toBeLessThan(55);
    expect(counts.filter((count) => count <= 10).length / counts.length).toBeGreaterThan(0.07);
    expect(counts.filter((count) => count >= 90).length / counts.length).toBeGreaterThan(0.07);
    const sources = new Set(BUILT.flatMap(({ blockedDays }) => blockedDays.map((blocked) => blocked.source)));
    expect([...sources].sort()).toEqual(["calendar", "manual"]);
  });

  it("crowd onto summer Saturdays, as weddings do", () => {
    const perDay = new Map<string, number>();
    for (const { blockedDays } of BUILT) for (const { day } of blockedDays) perDay.set(day, (perDay.get(day) ?? 0) + 1);
    // 14 August 2027 is a Saturday in wedding season; 9 February 2027 a winter Tuesday.
    expect(perDay.get("2027-08-14") ?? 0).toBeGreaterThan(8 * (perDay.get("2027-02-09") ?? 0));
  });

  it("are the same for the same vendor on every call", () => {
    const vendor = VENDORS[7] as (typeof VENDORS)[number];
    const { vendor: _vendor, ...built } = BUILT[7] as (typeof BUILT)[number];
    expect(buildVendorCalendarAndPackages("calendar test", vendor)).toEqual(built);
    expect(buildVendorCalendarAndPackages("another label", vendor).blockedDays).not.toEqual(BUILT[7]?.blockedDays);
  });
});

describe("generated packages", () => {
  it("are three per vendor, valid by the package rules, cheapest first, the 'From' price the lowest", () => {
    for (const { packages, fromPricePence } of BUILT) {
      expect(packages).toHaveLength(DEMO_PACKAGES_PER_VENDOR);
      for (const pkg of packages) {
        expect(pkg.pricePence).toBeGreaterThanOrEqual(PACKAGE_PRICE_PENCE.min);
        expect(pkg.pricePence).toBeLessThanOrEqual(PACKAGE_PRICE_PENCE.max);
        expect(Number.isInteger(pkg.pricePence)).toBe(true);
        const asTyped = { ...pkg, price: String(pkg.pricePence / 100), guests: pkg.guests === null ? "" : String(pkg.guests) };
        expect(packageSchema.parse(asTyped)).toEqual(pkg);
      }
      const prices = packages.map((pkg) => pkg.pricePence);
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
      expect(fromPricePence).toBe(prices[0]);
    }
  });

  it("are priced within their trade's range, per guest for caterers and per invitation for invitations", () => {
    for (const { vendor, packages } of BUILT) {
      for (const pkg of packages) {
        const { minPence, maxPence } = quoteRangeFor(vendor.categorySlug, pkg.guests ?? 1);
        expect(pkg.pricePence).toBeGreaterThanOrEqual(minPence);
        expect(pkg.pricePence).toBeLessThanOrEqual(maxPence);
      }
    }
    const caterer = BUILT.find(({ vendor }) => vendor.categorySlug === "catering");
    expect(caterer?.packages.map((pkg) => pkg.guests)).toEqual([150, 300, 500]);
    const photographer = BUILT.find(({ vendor }) => vendor.categorySlug === "photographers");
    expect(photographer?.packages.every((pkg) => pkg.guests === null)).toBe(true);
  });

  it("start cheaper for a £ vendor than for a ££££ one of the same trade", () => {
    const fromPrices = (band: string) =>
      BUILT.filter(({ vendor }) => vendor.categorySlug === "venues" && vendor.priceRange === band).map(({ fromPricePence }) => fromPricePence);
    expect(Math.max(...fromPrices("£"))).toBeLessThan(Math.min(...fromPrices("££££")));
  });
});
