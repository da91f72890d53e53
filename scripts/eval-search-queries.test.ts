import { describe, expect, it } from "vitest";
import { EVAL_KINDS, EVAL_QUERIES, gradeVendor, largestGuestCount, ndcgAt, type EvalQuery } from "./eval-search-queries";

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

describe("EVAL_QUERIES", () => {
  it("has at least 60 queries, every kind the issue names, and no query twice", () => {
    expect(EVAL_QUERIES.length).toBeGreaterThanOrEqual(60);
    for (const kind of EVAL_KINDS) expect(EVAL_QUERIES.some((query) => query.kind === kind), kind).toBe(true);
    const keys = EVAL_QUERIES.map((query) => `${query.query}|${query.location ?? ""}|${query.radiusKm ?? ""}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
