import { describe, expect, it } from "vitest";
import { EVAL_KINDS, EVAL_QUERIES, gradeVendor, ineligibility, largestGuestCount, ndcgAt, type EvalQuery } from "./eval-search-queries";

/** The grading rules of `npm run eval:search` (docs/product/public-area.md#ranking): what the figures in docs/benchmarks.md mean. */

const vendor = (categorySlug: string, text: string, distanceKm: number | null = null) => ({ categorySlug, text, distanceKm });

describe("gradeVendor", () => {
  const ladyPhotographer: EvalQuery = { kind: "attribute", query: "lady photographer", categories: ["photographers"], attribute: /female/ };

  it("gives 1 for the category, 2 more for the attribute, and 0 outside the category whatever it offers", () => {
    expect(gradeVendor(vendor("photographers", "female photographer available"), ladyPhotographer, 50)).toBe(3);
    expect(gradeVendor(vendor("photographers", "drone coverage"), ladyPhotographer, 50)).toBe(1);
    expect(gradeVendor(vendor("makeup-artists", "female-only team"), ladyPhotographer, 50)).toBe(0);
  });

  it("grades an attribute-only query by the attribute", () => {
    const hijab: EvalQuery = { kind: "attribute", query: "hijab", attribute: /hijab/ };
    expect(gradeVendor(vendor("hair-stylists", "hijab-friendly styling"), hijab, 50)).toBe(2);
    expect(gradeVendor(vendor("hair-stylists", "soft curls"), hijab, 50)).toBe(0);
  });

  it("gives half the attribute points for half of several attributes", () => {
    const both: EvalQuery = { kind: "attribute", query: "female drone photographer", categories: ["photographers"], attribute: [/female/, /drone/] };
    expect(gradeVendor(vendor("photographers", "female photographer, drone coverage"), both, 50)).toBe(3);
    expect(gradeVendor(vendor("photographers", "drone coverage"), both, 50)).toBe(2);
  });

  it("adds the distance band within the radius and gives 0 beyond it", () => {
    const inLeeds: EvalQuery = { kind: "x in y", query: "photographer in Leeds", categories: ["photographers"], place: "Leeds" };
    expect(gradeVendor(vendor("photographers", "", 4), inLeeds, 50)).toBe(3);
    expect(gradeVendor(vendor("photographers", "", 20), inLeeds, 50)).toBe(2);
    expect(gradeVendor(vendor("photographers", "", 40), inLeeds, 50)).toBe(1);
    expect(gradeVendor(vendor("photographers", "", 51), inLeeds, 50)).toBe(0);
    expect(gradeVendor(vendor("photographers", "", 4), inLeeds, 10)).toBe(2);
    expect(gradeVendor(vendor("photographers", "", 9), inLeeds, 10)).toBe(1);
  });

  it("compares guest counts with the largest the listing mentions", () => {
    const thousand: EvalQuery = { kind: "capacity", query: "caterer for 1000 guests", categories: ["catering"], minGuests: 1000 };
    expect(gradeVendor(vendor("catering", "caters for 1,000+ guests"), thousand, 50)).toBe(3);
    expect(gradeVendor(vendor("catering", "weddings of a hundred guests to well over a thousand"), thousand, 50)).toBe(3);
    expect(gradeVendor(vendor("catering", "menus for up to 800 guests"), thousand, 50)).toBe(1);
  });
});

describe("largestGuestCount", () => {
  it.each([
    ["seats up to 1200 guests; capacity over 500", 1200],
    ["capacity over 500", 500],
    ["guest stations for 50+", 0],
    ["", 0],
  ])("reads %j as %i", (text, count) => {
    expect(largestGuestCount(text)).toBe(count);
  });
});

describe("ndcgAt", () => {
  it("is 1 for the ideal order and less for a worse one", () => {
    expect(ndcgAt(5, [3, 3, 1], [1, 3, 0, 3])).toBe(1);
    expect(ndcgAt(5, [1, 3, 3], [1, 3, 0, 3])).toBeLessThan(1);
    expect(ndcgAt(5, [0, 0], [1, 3])).toBe(0);
  });

  it("follows the formula: gain 2^grade − 1, discount log2(rank + 1)", () => {
    const dcg = 1 / Math.log2(2) + 7 / Math.log2(3);
    const ideal = 7 / Math.log2(2) + 1 / Math.log2(3);
    expect(ndcgAt(5, [1, 3], [3, 1])).toBeCloseTo(dcg / ideal, 10);
  });

  it("counts only the first k", () => {
    expect(ndcgAt(1, [3, 0], [3, 3])).toBe(1);
  });

  it("is 1 when there was nothing relevant to find", () => {
    expect(ndcgAt(5, [0], [0, 0])).toBe(1);
  });
});

describe("ineligibility", () => {
  const free = (days: string[]) => new Set(days);
  const mehndi: EvalQuery = { kind: "dates", query: "mehndi artist available 14 August 2027", categories: ["mehndi-artists"], availableOn: ["2027-08-14"] };
  const weekend: EvalQuery = { ...mehndi, availableOn: ["2027-08-13", "2027-08-14"] };

  it("refuses a vendor booked on a date asked for, on any of them, or on all of them when any will do", () => {
    const booked = { ...vendor("mehndi-artists", "bridal mehndi"), unavailableDays: free(["2027-08-14"]) };
    expect(ineligibility(booked, mehndi)).toBe("unavailable");
    expect(gradeVendor(booked, mehndi, 50)).toBe(0);
    expect(ineligibility(booked, weekend)).toBe("unavailable");
    expect(ineligibility(booked, { ...weekend, dateMode: "any" })).toBeNull();
    expect(ineligibility({ ...booked, unavailableDays: free(["2027-08-13", "2027-08-14"]) }, { ...weekend, dateMode: "any" })).toBe("unavailable");
    const other = { ...booked, unavailableDays: free(["2027-08-15"]) };
    expect(ineligibility(other, weekend)).toBeNull();
    expect(gradeVendor(other, mehndi, 50)).toBe(1);
  });

  it("refuses a 'From' price above the budget, and a vendor without prices unless they are asked for", () => {
    const budget: EvalQuery = { kind: "budget", query: "photographer under £1500", categories: ["photographers"], budgetPence: 150_000 };
    const priced = (fromPricePence: number | null) => ({ ...vendor("photographers", ""), fromPricePence });
    expect(ineligibility(priced(150_000), budget)).toBeNull();
    expect(ineligibility(priced(150_100), budget)).toBe("over budget");
    expect(gradeVendor(priced(150_100), budget, 50)).toBe(0);
    expect(ineligibility(priced(null), budget)).toBe("unpriced");
    expect(ineligibility(priced(null), { ...budget, includeUnpriced: true })).toBeNull();
    expect(ineligibility(priced(999_999), { ...budget, budgetPence: undefined })).toBeNull();
  });
});

describe("EVAL_QUERIES", () => {
  it("has at least 60 queries, every kind the issue names, and no query twice", () => {
    expect(EVAL_QUERIES.length).toBeGreaterThanOrEqual(60);
    for (const kind of EVAL_KINDS) expect(EVAL_QUERIES.some((query) => query.kind === kind), kind).toBe(true);
    const keys = EVAL_QUERIES.map((query) => `${query.query}|${query.location ?? ""}|${query.radiusKm ?? ""}|${JSON.stringify(query.fields ?? {})}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("asks for dates in the calendar the eval's vendors have, and says them the way the fields carry them", () => {
    const withDates = EVAL_QUERIES.filter((query) => query.availableOn);
    expect(withDates.length).toBeGreaterThanOrEqual(8);
    for (const query of withDates) {
      for (const day of query.availableOn ?? []) expect(day >= "2027-01-01" && day <= "2028-12-30", query.query).toBe(true);
      if (query.fields?.dates) expect(query.fields.dates, query.query).toEqual(query.availableOn);
    }
    for (const query of EVAL_QUERIES.filter((entry) => entry.fields?.maxPricePence !== undefined)) {
      expect(query.fields?.maxPricePence, query.query).toBe(query.budgetPence);
    }
    expect(EVAL_QUERIES.filter((query) => query.budgetPence !== undefined).length).toBeGreaterThanOrEqual(8);
  });
});
