import { and, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { vendors } from "~/db/schema";
import { makeSearchRequest } from "~/modules/search/search-request";
import { searchFilters, searchVendors } from "~/modules/search/search-vendors.server";
import { isPublic } from "~/modules/vendors/vendor-cards.server";
import { createCategory, createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

/** The definitions of the vendors table's indexes, by name. */
async function indexDefinitions(db: Database): Promise<Map<string, string>> {
  const result = await db.execute(sql`select indexname, indexdef from pg_indexes where tablename = 'vendors'`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { indexname: string; indexdef: string }[];
  return new Map(rows.map((row) => [row.indexname, row.indexdef]));
}

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
    const definitions = await indexDefinitions(getDb());
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

describeEachDatabase("index-only searches", (getDb) => {
  beforeAll(async () => {
    const db = getDb();
    const decorators = await createCategory(db, { name: "Decorators", slug: "decorators" });
    const caterers = await createCategory(db, { name: "Caterers", slug: "caterers" });
    await createVendor(db, { categoryId: decorators.id, name: "Lotus Decor", description: "Stages and mandaps." });
    await createVendor(db, { categoryId: decorators.id, name: "Petal Works", description: "Luxury arches for luxury weddings." });
    await createVendor(db, { categoryId: decorators.id, name: "Aisle Style", description: "Lighting and drapes." });
    await createVendor(db, { categoryId: caterers.id, name: "Saffron Decor Kitchen", description: "Biryani for 500." });
    await createVendor(db, { categoryId: caterers.id, name: "Spice Route", description: "Luxury buffets." });
    await createVendor(db, { categoryId: caterers.id, name: "Shutter Photography Kitchen", description: "Canapés." });
  });

  it("carries in the category and location indexes every column a search reads for its matches (migrations 0013, 0014, 0019, 0021, 0022, 0023, 0032)", async () => {
    const definitions = await indexDefinitions(getDb());
    const read = [
      "id", "is_active", "name", "is_featured", "price_range", "capacity", "facet_bits", "event_type_bits", "language_bits", "location", "city",
      "reply_score", "from_price_pence", "price_band", "unavailable_days", "has_photos",
    ];
    for (const [index, keys] of [["vendors_category_idx", ["category_id", "latitude", "longitude"]], ["vendors_location_idx", ["latitude", "longitude"]]] as const) {
      const definition = definitions.get(index) ?? "";
      const included = /INCLUDE \(([^)]*)\)/.exec(definition)?.[1]?.split(",").map((column) => column.trim().replaceAll('"', "")) ?? [];
      const others = index === "vendors_category_idx" ? ["region"] : ["category_id", "region"];
      expect(included, index).toEqual(expect.arrayContaining([...read, ...others]));
      // The attribute arrays are searched as bits; carrying them too made the indexes 60 % wider.
      expect(included, index).not.toEqual(expect.arrayContaining(["facets"]));
      expect(definition, index).toContain(`(${keys.join(", ")})`);
    }
  });

  it("keys the category index on the category then the point, and keeps a point index that carries nothing (decision 104)", async () => {
    const definitions = await indexDefinitions(getDb());
    expect(definitions.get("vendors_category_idx")).toMatch(/\(category_id, latitude, longitude\) INCLUDE/);
    // The bitmap a radius is ANDed with is read from the small index; with carried columns it would be the location index again.
    expect(definitions.get("vendors_point_idx")).toMatch(/\(latitude, longitude\)$/);
  });

  it("lists a category's vendors and, once each, vendors of other categories with the category word in their name", async () => {
    const result = await searchVendors(getDb(), makeSearchRequest({ query: "decor" }));
    expect(result.vendors.map((vendor) => vendor.name).sort()).toEqual(["Aisle Style", "Lotus Decor", "Petal Works", "Saffron Decor Kitchen"]);
    expect(result.total).toBe(4);
  });

  it("ranks the category's vendors by the other words of the query, worked out apart from the index", async () => {
    const result = await searchVendors(getDb(), makeSearchRequest({ query: "luxury decor" }));
    // "luxury" only raises the rank (an occasion word), so every decorator is listed: the one that says it first; the
    // caterer that says it is no decorator.
    expect(result.vendors.map((vendor) => vendor.name)).toEqual(["Petal Works", "Aisle Style", "Lotus Decor", "Saffron Decor Kitchen"]);
    expect(result.vendors.map((vendor) => vendor.name)).not.toContain("Spice Route");
  });

  it("finds by name a vendor whose word names a category this catalogue does not have", async () => {
    // No photographers here: the category's id is null, which must not hide the name matches of other categories.
    const result = await searchVendors(getDb(), makeSearchRequest({ query: "photographer" }));
    expect(result.vendors.map((vendor) => vendor.name)).toEqual(["Shutter Photography Kitchen"]);
  });
});
