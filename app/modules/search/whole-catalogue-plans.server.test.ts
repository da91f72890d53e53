import { beforeAll, expect, it } from "vitest";
import { vendorBlockedDates } from "~/db/schema";
import { makeSearchRequest } from "~/modules/search/search-request";
import { searchVendors } from "~/modules/search/search-vendors.server";
import { createCategory, createVendor } from "../../../tests/support/factories";
import { planOf, rowsOf, statementsOf, type Statement } from "../../../tests/support/search-statements";
import { describeEachDatabase } from "../../../tests/support/test-database";

// Migration 0024: a search with neither words nor a place reads its first page in the sort's own order and its
// attribute counts from a narrow index. On a handful of rows any plan is cheap, so the planner is told to avoid
// sorts and table scans wherever it can: a page still sorted means no index gives that order (a key or its
// NULLS placement no longer matching the engine's ORDER BY).

const isCounts = (statement: Statement) => statement.sql.includes("grouping(facet_bits");
const isPage = (statement: Statement) => statement.sql.includes('"matches"') && !isCounts(statement);

describeEachDatabase("plans of a search over the whole catalogue", (getDb, backend) => {
  beforeAll(async () => {
    const db = getDb();
    const photographers = await createCategory(db, { name: "Photographers", slug: "photographers" });
    const venues = await createCategory(db, { name: "Venues", slug: "venues" });
    for (let n = 0; n < 40; n++) {
      const vendor = await createVendor(db, { categoryId: n % 2 ? photographers.id : venues.id, name: `Vendor ${n}`, isFeatured: n % 7 === 0 });
      if (n % 3 === 0) await db.insert(vendorBlockedDates).values({ vendorId: vendor.id, day: "2027-08-14", source: "manual" });
    }
  });

  for (const sort of ["relevance", "name"] as const) {
    it(`reads the first page of a dated search without words in '${sort}' order from an index, unsorted`, async () => {
      const statements = await statementsOf(getDb(), backend, makeSearchRequest({ sort, dates: ["2027-08-14"] }));
      const page = statements.find(isPage);
      expect(page).toBeDefined();
      const plan = await planOf(getDb(), backend, page!);
      expect(plan).toContain(sort === "name" ? "vendors_name_order_idx" : "vendors_browse_idx");
      // The page's own nodes come before its cards' subplans, which sort a vendor's few photos and features.
      expect(plan.split(/\n\s*SubPlan/)[0]).not.toMatch(/\bSort\b/);
    });
  }

  it("reads a page of results in two statements, the page with its cards and the counts (decision 101)", async () => {
    const statements = await statementsOf(getDb(), backend, makeSearchRequest({ sort: "name" }));
    expect(statements).toHaveLength(2);
    const page = statements.find(isPage);
    const cards = (await rowsOf(getDb(), backend, page!)).map((row) => row.card as { name: string; categorySlug: string });
    expect(cards.map((card) => card.name)).toEqual(Array.from({ length: 40 }, (_, n) => `Vendor ${n}`).sort().slice(0, cards.length));
    expect(cards[0]!.categorySlug).toMatch(/^(photographers|venues)$/);
  });

  it("counts the attributes of such a search from the narrow counts index, without the table", async () => {
    const statements = await statementsOf(getDb(), backend, makeSearchRequest({ dates: ["2027-08-14"], maxPricePence: 100_000 }));
    const counts = statements.find(isCounts);
    expect(counts).toBeDefined();
    const plan = await planOf(getDb(), backend, counts!);
    expect(plan).toContain("Index Only Scan using vendors_counts_idx");
  });

  it("finds the vendors free on the date, in the same order as without the indexes' help", async () => {
    const found = await searchVendors(getDb(), makeSearchRequest({ sort: "name", dates: ["2027-08-14"] }), "2026-11-26");
    // Every third vendor (0, 3, 6 …) is booked: 26 of 40 are free, listed by name as text ('Vendor 1', 'Vendor 10' …).
    expect(found.total).toBe(26);
    const expected = Array.from({ length: 40 }, (_, n) => n).filter((n) => n % 3 !== 0).map((n) => `Vendor ${n}`).sort();
    expect(found.vendors.map((vendor) => vendor.name)).toEqual(expected.slice(0, found.vendors.length));
  });
});
