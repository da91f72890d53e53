import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { categories, vendors } from "~/db/schema";
import { emptyFacetSelection, type FacetSelection } from "~/modules/search/facet-params";
import { facetCounts, facetFilters } from "~/modules/search/facets.server";
import { makeSearchRequest } from "~/modules/search/search-request";
import { searchVendors } from "~/modules/search/search-vendors.server";
import { createCategory, createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

describeEachDatabase("attribute filters and counts", (getDb) => {
  const ids: Record<string, number> = {};
  let caterersId = 0;
  let caterersSlug = "";

  beforeAll(async () => {
    const db = getDb();
    const caterers = await createCategory(db);
    const venues = await createCategory(db);
    caterersId = caterers.id;
    caterersSlug = caterers.slug;
    const make = async (key: string, categoryId: number, columns: Partial<typeof vendors.$inferInsert>) => {
      ids[key] = (await createVendor(db, { categoryId, ...columns })).id;
    };
    await make("halalFemale", caterers.id, { facets: ["halal", "female"], capacity: 1200, eventTypes: ["Walima", "Nikah"], languages: ["English", "Urdu"] });
    await make("halal", caterers.id, { facets: ["halal", "jain"], capacity: 400, eventTypes: ["Walima"], languages: ["Gujarati"] });
    await make("plain", caterers.id, {});
    await make("hiddenHalal", caterers.id, { facets: ["halal", "female"], capacity: 5000, eventTypes: ["Walima"], languages: ["Urdu"], isActive: false });
    await make("venue", venues.id, { facets: ["halal", "prayer-room"], capacity: 800, eventTypes: ["Reception"], languages: ["Punjabi"] });
  });

  async function matching(selection: Partial<FacetSelection>): Promise<string[]> {
    const conditions = facetFilters({ ...emptyFacetSelection(), ...selection });
    const rows = await getDb()
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(inArray(vendors.id, Object.values(ids)), eq(vendors.isActive, true), ...conditions));
    return Object.keys(ids).filter((key) => rows.some((row) => row.id === ids[key])).sort();
  }

  it("gives no condition for an empty selection", async () => {
    expect(facetFilters(emptyFacetSelection())).toEqual([]);
    expect(await matching({})).toEqual(["halal", "halalFemale", "plain", "venue"]);
  });

  it("requires every chosen facet and event type, and any chosen language", async () => {
    expect(await matching({ facets: ["halal"] })).toEqual(["halal", "halalFemale", "venue"]);
    expect(await matching({ facets: ["halal", "female"] })).toEqual(["halalFemale"]);
    expect(await matching({ eventTypes: ["Walima"] })).toEqual(["halal", "halalFemale"]);
    expect(await matching({ eventTypes: ["Walima", "Nikah"] })).toEqual(["halalFemale"]);
    expect(await matching({ languages: ["Urdu", "Gujarati"] })).toEqual(["halal", "halalFemale"]);
    expect(await matching({ facets: ["halal"], languages: ["Punjabi"] })).toEqual(["venue"]);
  });

  it("keeps vendors serving at least the guests asked for, never one that does not say", async () => {
    expect(await matching({ minCapacity: 800 })).toEqual(["halalFemale", "venue"]);
    expect(await matching({ minCapacity: 1 })).toEqual(["halal", "halalFemale", "venue"]);
    expect(await matching({ minCapacity: 10_000 })).toEqual([]);
  });

  it("counts each attribute among the public vendors matching a condition, in one answer", async () => {
    const db = getDb();
    const counts = await facetCounts(db, eq(vendors.categoryId, caterersId));
    expect(counts.total).toBe(3);
    expect(counts.facets).toMatchObject({ halal: 2, female: 1, jain: 1, "prayer-room": 0, drone: 0 });
    expect(Object.keys(counts.facets)).toHaveLength(16);
    expect(counts.eventTypes).toEqual({ Mehndi: 0, Nikah: 1, Walima: 2, Sangeet: 0, Baraat: 0, Reception: 0, "Anand Karaj": 0, Other: 0 });
    expect(counts.languages).toMatchObject({ English: 1, Urdu: 1, Gujarati: 1, Punjabi: 0 });
    expect(counts.capacityAtLeast).toEqual({ 100: 2, 250: 2, 500: 1, 1000: 1 });
    expect(counts.elapsedMs).toBeGreaterThanOrEqual(0);
  });

  it("counts within the chosen filters and accepts conditions on the category", async () => {
    const db = getDb();
    const refined = await facetCounts(db, and(eq(categories.slug, caterersSlug), ...facetFilters({ ...emptyFacetSelection(), facets: ["halal"] })));
    expect(refined.total).toBe(2);
    expect(refined.facets).toMatchObject({ halal: 2, female: 1, jain: 1 });
    const everyone = await facetCounts(db, inArray(vendors.id, Object.values(ids)));
    expect(everyone.total).toBe(4);
    expect(everyone.facets["prayer-room"]).toBe(1);
  });

  it("gives a search the same counts from its own statement as the count query, on any page", async () => {
    const db = getDb();
    const withoutTime = ({ elapsedMs: _elapsedMs, ...counts }: Awaited<ReturnType<typeof facetCounts>>) => counts;
    const halal = { ...emptyFacetSelection(), facets: ["halal" as const] };
    const expected = withoutTime(await facetCounts(db, eq(categories.slug, caterersSlug)));
    const refined = withoutTime(await facetCounts(db, and(eq(categories.slug, caterersSlug), ...facetFilters(halal))));
    for (const [request, counts] of [
      [makeSearchRequest({ categorySlug: caterersSlug }), expected],
      [makeSearchRequest({ categorySlug: caterersSlug, limit: 1, offset: 2 }), expected],
      // Past the last match: the counts are those of the whole list all the same.
      [makeSearchRequest({ categorySlug: caterersSlug, limit: 1, offset: 5 }), expected],
      [makeSearchRequest({ categorySlug: caterersSlug, filters: halal }), refined],
    ] as const) {
      const result = await searchVendors(db, request);
      expect(result.facetCounts && withoutTime(result.facetCounts)).toEqual(counts);
    }
    const nothing = await searchVendors(db, makeSearchRequest({ categorySlug: caterersSlug, filters: { ...halal, minCapacity: 10_000 } }));
    expect(nothing.total).toBe(0);
    expect(nothing.facetCounts?.total).toBe(0);
    expect(nothing.facetCounts?.facets.halal).toBe(0);
  });

  it("keeps the attribute bits in step with the lists: bit i for the i-th key, none for a language outside the list", async () => {
    const db = getDb();
    const bitsOf = async (id: number) =>
      (await db.select({ facets: vendors.facetBits, eventTypes: vendors.eventTypeBits, languages: vendors.languageBits }).from(vendors).where(eq(vendors.id, id)))[0];
    // halal (bit 0) and female (1); Nikah (1) and Walima (2); English (0) and Urdu (1).
    expect(await bitsOf(ids.halalFemale!)).toEqual({ facets: 0b11, eventTypes: 0b110, languages: 0b11 });
    const [extra] = await db
      .insert(vendors)
      .values({ name: "Bits Test", categoryId: caterersId, isActive: false, facets: ["turban-tying", "dhol"], eventTypes: ["Other"], languages: ["Farsi", "Klingon"] })
      .returning({ id: vendors.id });
    expect(await bitsOf(extra!.id)).toEqual({ facets: (1 << 15) | (1 << 12), eventTypes: 1 << 7, languages: 1 << 19 });
    await db.update(vendors).set({ facets: [], languages: ["Klingon"] }).where(eq(vendors.id, extra!.id));
    expect(await bitsOf(extra!.id)).toEqual({ facets: 0, eventTypes: 1 << 7, languages: 0 });
    await db.delete(vendors).where(eq(vendors.id, extra!.id));
  });

  it("refuses a facet or event type outside the lists and a capacity out of range", async () => {
    const db = getDb();
    // Checked by the database too (migration 0007); the app never writes these.
    const attempts = [
      { facets: ["unicorn"] },
      { eventTypes: ["Party"] },
      { capacity: 0 },
      { capacity: 10_001 },
    ];
    for (const columns of attempts) {
      await expect(db.update(vendors).set(columns).where(eq(vendors.id, ids.plain!))).rejects.toThrow();
    }
    await db.update(vendors).set({ capacity: 10_000, facets: ["turban-tying"], eventTypes: ["Anand Karaj"] }).where(eq(vendors.id, ids.plain!));
  });
});
