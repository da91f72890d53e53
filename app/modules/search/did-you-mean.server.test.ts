import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { createCategory } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { categories } from "~/db/schema";
import { forgetCategories } from "~/modules/categories/categories.server";
import { DID_YOU_MEAN_LIMIT, getDidYouMeanSuggestions } from "~/modules/search/did-you-mean.server";

describeEachDatabase("getDidYouMeanSuggestions", (getDb) => {
  beforeAll(async () => {
    const db = getDb();
    // Tags shared across categories, as in the demo catalogue: "mehndi" is also a Photographers tag word
    // and "caterers" a Venues one.
    await createCategory(db, { name: "Mehndi Artists", slug: "mehndi-artists", serviceTags: ["Bridal mehndi", "Arabic designs"] });
    await createCategory(db, { name: "Photographers", slug: "photographers", serviceTags: ["Mehndi night coverage", "Drone photography"] });
    await createCategory(db, { name: "Venues", slug: "venues", serviceTags: ["External caterers welcome"] });
    await createCategory(db, { name: "Catering", slug: "catering", serviceTags: ["Halal catering"] });
    await createCategory(db, { name: "Makeup Artists", slug: "makeup-artists", serviceTags: ["Airbrush makeup"] });
    await createCategory(db, { name: "Wedding Planners", slug: "wedding-planners", serviceTags: ["Full planning"] });
    await createCategory(db, { name: "Wedding Cake Shops", slug: "wedding-cake-shops", serviceTags: ["Tiered cakes"] });
    await createCategory(db, { name: "Jewellery", slug: "jewellery", serviceTags: ["Kundan sets"] });
    await createCategory(db, { name: "Invitations", slug: "invitations", serviceTags: ["Bilingual wording"] });
    await createCategory(db, { name: "Transportation", slug: "transportation", serviceTags: ["Doli cars"] });
  });

  const suggest = (query: string) => getDidYouMeanSuggestions(getDb(), query);

  it("offers 'Mehndi Artists' for \"mendhi\"", async () => {
    expect((await suggest("mendhi"))[0]).toBe("Mehndi Artists");
  });

  it("suggests the category a word leads to, not another category that merely uses it in a tag", async () => {
    for (const query of ["mendhi", "mehndhi", "mehdni"]) {
      const terms = await suggest(query);
      expect(terms[0], query).toBe("Mehndi Artists");
      expect(terms, query).not.toContain("Photographers");
    }
    const cateres = await suggest("cateres");
    expect(cateres[0]).toBe("Catering");
    expect(cateres).not.toContain("Venues");
  });

  it.each([
    ["photgrapher", "Photographers"],
    ["phtographer", "Photographers"],
    ["jewlery", "Jewellery"],
    ["jewelery", "Jewellery"],
    ["catrers", "Catering"],
    ["limosine", "Transportation"],
  ])("corrects %s to %s", async (query, expected) => {
    expect((await suggest(query))[0]).toBe(expected);
  });

  it("corrects the misspelt words of a longer query and keeps the rest, then names the category", async () => {
    expect(await suggest("mendhi bham")).toEqual(["mehndi bham", "Mehndi Artists"]);
    expect((await suggest("makup artist"))[0]).toBe("makeup artist");
    expect((await suggest("henna artsit"))[0]).toBe("henna artists");
  });

  it("corrects words common to every wedding search ('weding')", async () => {
    expect((await suggest("weding planner"))[0]).toBe("wedding planner");
    expect(await suggest("weding")).toEqual(["wedding"]);
  });

  it("corrects place names", async () => {
    expect(await suggest("birmingam")).toContain("birmingham");
    expect((await suggest("henna birmingam"))[0]).toBe("henna birmingham");
  });

  it.each([
    "mehndi",
    "henna",
    "Mehndi Artists",
    "photographers",
    "henna birmingham",
    "mehndi artist leicester",
    "cake shop",
    "the best asian wedding venue",
    "mua",
    "",
    "   ",
  ])("suggests nothing for %j, which is spelt right or empty", async (query) => {
    expect(await suggest(query)).toEqual([]);
  });

  it("suggests nothing below the similarity threshold", async () => {
    expect(await suggest("xylophone")).toEqual([]);
    expect(await suggest("qqqqqq")).toEqual([]);
  });

  it(`gives at most ${DID_YOU_MEAN_LIMIT} distinct terms, never the query itself`, async () => {
    for (const query of ["mendhi", "mendhi photgrapher jewlery catrers", "weding", "cateres", "mendhi bham"]) {
      const terms = await suggest(query);
      expect(terms.length, query).toBeLessThanOrEqual(DID_YOU_MEAN_LIMIT);
      const lower = terms.map((term) => term.toLowerCase());
      expect(new Set(lower).size, query).toBe(lower.length);
      expect(lower, query).not.toContain(query.toLowerCase());
    }
    expect(await suggest("mendhi photgrapher jewlery catrers")).toHaveLength(DID_YOU_MEAN_LIMIT);
  });

  it.each(["%", "&|!:*()'", "💍", "<>;--", "x".repeat(5000)])("suggests nothing, without throwing, for %j", async (query) => {
    expect(await suggest(query)).toEqual([]);
  });

  it.each(["'; drop table categories; --", "💍 mendhi", "mendhi ".repeat(500), "constructor", "__proto__"])(
    "never throws on %j and only offers plain terms",
    async (query) => {
      const terms = await suggest(query);
      expect(terms.length).toBeLessThanOrEqual(DID_YOU_MEAN_LIMIT);
      for (const term of terms) expect(term).toMatch(/^[\p{L}\p{N} &]+$/u);
      if (query.includes("mendhi")) expect(terms[0]).toBe("Mehndi Artists");
    },
  );

  it("leaves the categories table as it was after hostile input", async () => {
    await suggest("'; drop table categories; --");
    expect(await suggest("mendhi")).toContain("Mehndi Artists");
  });

  it("reads the categories once for many searches, and sees a category added or renamed once they are forgotten", async () => {
    const db = getDb();
    forgetCategories(db);
    const reads = vi.spyOn(db, "select");
    try {
      expect(await suggest("mendhi")).toContain("Mehndi Artists");
      expect(await suggest("photgrapher in birmingam")).not.toEqual([]);
      expect(reads).toHaveBeenCalledTimes(1);

      // Written behind the kept vocabulary's back, as another process's reseed would be.
      await db.insert(categories).values({ name: "Calligraphers", slug: "calligraphers", description: "Lettering", serviceTags: ["Hand lettering"] });
      expect(await suggest("caligrapher")).not.toContain("Calligraphers");
      forgetCategories(db);
      expect(await suggest("caligrapher")).toEqual(["Calligraphers"]);
      expect(reads).toHaveBeenCalledTimes(2);

      await db.update(categories).set({ name: "Calligraphy" }).where(eq(categories.slug, "calligraphers"));
      expect(await suggest("caligrapher")).toEqual(["Calligraphers"]);
      forgetCategories(db);
      expect(await suggest("caligrapher")).toEqual(["Calligraphy"]);
    } finally {
      reads.mockRestore();
      await db.delete(categories).where(eq(categories.slug, "calligraphers"));
      forgetCategories(db);
    }
  });
});
