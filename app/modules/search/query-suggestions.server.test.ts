import { beforeAll, expect, it } from "vitest";
import { createCategory, createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { SUGGESTION_MIN_LENGTH } from "~/modules/search/query-suggestions";
import { getQuerySuggestions } from "~/modules/search/query-suggestions.server";

describeEachDatabase("getQuerySuggestions", (getDb) => {
  beforeAll(async () => {
    const db = getDb();
    // Home priority order (docs/product/public-area.md#search) decides which two of several matching names come first.
    const categories = [
      { name: "Photographers", slug: "photographers", sortPriority: 1, active: 3, inactive: 2 },
      { name: "Makeup Artists", slug: "makeup-artists", sortPriority: 2, active: 2, inactive: 1 },
      { name: "Mehndi Artists", slug: "mehndi-artists", sortPriority: 3, active: 1, inactive: 1 },
      { name: "Hair Stylists", slug: "hair-stylists", sortPriority: 100, active: 0, inactive: 1 },
      { name: "Videographers", slug: "videographers", sortPriority: 100, active: 1, inactive: 0 },
      { name: "Transportation", slug: "transportation", sortPriority: 100, active: 2, inactive: 0 },
      { name: "Wedding Cake Shops", slug: "wedding-cake-shops", sortPriority: 100, active: 1, inactive: 0 },
      { name: "Catering", slug: "catering", sortPriority: 100, active: 0, inactive: 0 },
    ];
    for (const { active, inactive, ...category } of categories) {
      const row = await createCategory(db, category);
      for (let i = 0; i < active; i++) await createVendor(db, { categoryId: row.id });
      for (let i = 0; i < inactive; i++) await createVendor(db, { categoryId: row.id, isActive: false });
    }
  });

  const suggest = (input: string) => getQuerySuggestions(getDb(), input);

  it(`needs at least ${SUGGESTION_MIN_LENGTH} characters`, async () => {
    expect(SUGGESTION_MIN_LENGTH).toBe(2);
    for (const input of ["", "p", " p ", "   "]) expect(await suggest(input), input).toEqual([]);
    expect(await suggest("ph")).not.toEqual([]);
  });

  it("suggests categories whose name contains the input, counting active vendors only", async () => {
    expect(await suggest("PHOTO")).toEqual([{ term: "Photographers", type: "category", slug: "photographers", matches: 3 }]);
    expect(await suggest("stylists")).toEqual([{ term: "Hair Stylists", type: "category", slug: "hair-stylists", matches: 0 }]);
  });

  it("suggests at most 2 categories by name, in home priority order", async () => {
    const names = await suggest("ts");
    // Makeup Artists, Mehndi Artists and Hair Stylists all contain "ts".
    expect(names.map((suggestion) => suggestion.term)).toEqual(["Makeup Artists", "Mehndi Artists"]);
    expect((await suggest("graph")).map((suggestion) => suggestion.term)).toEqual(["Photographers", "Videographers"]);
  });

  it("adds one category reached through a synonym starting with the input", async () => {
    expect(await suggest("hen")).toEqual([
      { term: "Mehndi Artists", type: "category", slug: "mehndi-artists", matches: 1, via: "henna" },
    ]);
    expect(await suggest("MUA")).toEqual([
      { term: "Makeup Artists", type: "category", slug: "makeup-artists", matches: 2, via: "mua" },
    ]);
    expect((await suggest("lim")).map((suggestion) => [suggestion.term, suggestion.via])).toEqual([["Transportation", "limo"]]);
  });

  it("never offers the same category twice and at most 3 in all", async () => {
    for (const input of ["ca", "ar", "ph", "me", "ma", "ph", "vi", "st"]) {
      const suggestions = await suggest(input);
      expect(suggestions.length, input).toBeLessThanOrEqual(3);
      const slugs = suggestions.map((suggestion) => suggestion.slug);
      expect(new Set(slugs).size, input).toBe(slugs.length);
    }
    // Two names contain "ca"; "caterer" and "catering" lead to Catering again, so "car" gives the third.
    const ca = await suggest("ca");
    expect(ca.map((suggestion) => [suggestion.term, suggestion.via])).toEqual([
      ["Catering", undefined],
      ["Wedding Cake Shops", undefined],
      ["Transportation", "car"],
    ]);
  });

  it.each(["%", "__", "'; drop table categories; --", "&|!:*()'", "💍", "x".repeat(5000)])(
    "treats %j literally and never throws",
    async (input) => {
      expect(await suggest(input)).toEqual([]);
    },
  );
});
