import { and, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { vendors } from "~/db/schema";
import { makeSearchRequest } from "~/modules/search/search-request";
import { searchFilters } from "~/modules/search/search-vendors.server";
import { isPublic } from "~/modules/vendors/vendor-cards.server";
import { createCategory, createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

// "mandap decor" names the decorators twice (in the name or the category) and must be in the document: three indexes
// that PostgreSQL combines (BitmapAnd) only when no two of them are partial with the same predicate (migration 0012).
describeEachDatabase("search indexes", (getDb) => {
  beforeAll(async () => {
    const db = getDb();
    const decorators = await createCategory(db, { name: "Decorators", slug: "decorators" });
    const other = await createCategory(db, { name: "Caterers", slug: "caterers" });
    await createVendor(db, { categoryId: decorators.id, name: "Lotus Mandap Decor", description: "Mandap and stage decor." });
    await createVendor(db, { categoryId: decorators.id, name: "Stage Stories", description: "Floral stages." });
    await createVendor(db, { categoryId: other.id, name: "Spice Route", description: "Catering under any mandap." });
    await createVendor(db, { categoryId: decorators.id, name: "Hidden Mandaps", description: "Mandap hire.", isActive: false });
  });

  it("has the name, category and document indexes over every vendor, so the planner can combine them", async () => {
    const db = getDb();
    const result = await db.execute(sql`select indexname, indexdef from pg_indexes where tablename = 'vendors'`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { indexname: string; indexdef: string }[];
    const definitions = new Map(rows.map((row) => [row.indexname, row.indexdef]));
    // A planner test on a handful of rows would show a sequential scan or one index whatever the indexes; the figures
    // are in docs/benchmarks.md. What must hold is that none of the three carries the `is_active` predicate.
    for (const index of ["vendors_search_idx", "vendors_name_search_idx", "vendors_category_idx"]) {
      expect(definitions.get(index), index).toBeDefined();
      expect(definitions.get(index), index).not.toMatch(/\bWHERE\b/i);
    }
    expect(definitions.has("vendors_category_active_idx")).toBe(false);
  });

  it("still lists only the active vendors a search naming a category twice finds", async () => {
    const db = getDb();
    const filters = searchFilters(makeSearchRequest({}), "mandap decor");
    const found = await db.select({ name: vendors.name }).from(vendors).where(and(isPublic, ...filters));
    expect(found.map((row) => row.name)).toEqual(["Lotus Mandap Decor"]);
  });
});
