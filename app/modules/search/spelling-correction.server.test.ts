import { beforeAll, expect, it } from "vitest";
import { createCategory } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { correctQuery } from "~/modules/search/spelling-correction.server";

// docs/product/public-area.md#search, "Spelling correction"; decision 072.
describeEachDatabase("correctQuery", (getDb) => {
  beforeAll(async () => {
    const db = getDb();
    await createCategory(db, { name: "Photographers", slug: "photographers", serviceTags: ["Drone photography"] });
    await createCategory(db, { name: "Catering", slug: "catering", serviceTags: ["Halal catering"] });
    await createCategory(db, { name: "Mehndi Artists", slug: "mehndi-artists", serviceTags: ["Bridal mehndi"] });
  });

  const correct = (typed: string, words?: string) => correctQuery(getDb(), typed, words);

  it("corrects a misspelt word to its best match, and marks it", async () => {
    expect(await correct("photgrapher")).toEqual({
      original: "photgrapher",
      query: "photographer",
      parts: [{ text: "photographer", corrected: true }],
    });
  });

  it("keeps the other words, the spacing and the capitals as typed, and corrects place names too", async () => {
    expect(await correct("Photgrapher in  Bradfrod")).toEqual({
      original: "Photgrapher in  Bradfrod",
      query: "Photographer in  Bradford",
      parts: [
        { text: "Photographer", corrected: true },
        { text: " in  ", corrected: false },
        { text: "Bradford", corrected: true },
      ],
    });
    expect((await correct("MENDHI"))?.query).toBe("MEHNDI");
  });

  it("prefers the word leading to a category over a place name as close ('mendhi' is mehndi, not Mendip)", async () => {
    expect((await correct("mendhi"))?.query).toBe("mehndi");
  });

  it("looks for misspellings only in the words given, leaving dates and budgets as typed", async () => {
    const corrected = await correct("mendhi available 14 Augst 2027", "mendhi");
    expect(corrected?.query).toBe("mehndi available 14 Augst 2027");
    expect(corrected?.parts.filter((part) => part.corrected).map((part) => part.text)).toEqual(["mehndi"]);
  });

  it.each(["halal caterer for 500 guests near Bradford", "photographer", "mehndi in leicester", "LE5 2AB", "", "?!"])(
    "corrects nothing in %j: spelt right, attribute words or no words",
    async (typed) => {
      expect(await correct(typed)).toBeNull();
    },
  );
});
