import { describe, expect, it } from "vitest";
import { findCategory, type CsvCategory } from "~/modules/imports/csv-categories";
import { checkCsvRecord } from "~/modules/imports/csv-import";

const CATEGORIES: CsvCategory[] = [
  { id: 3, name: "Catering", slug: "catering" },
  { id: 4, name: "Mehndi Artists", slug: "mehndi-artists" },
  { id: 5, name: "Makeup Artists", slug: "makeup-artists" },
  { id: 6, name: "Photographers", slug: "photographers" },
  { id: 7, name: "Wedding Cake Shops", slug: "wedding-cake-shops" },
  { id: 8, name: "DJs & Entertainment", slug: "djs-entertainment" },
  // A category whose name is another's synonym: the exact name wins.
  { id: 9, name: "Henna", slug: "henna-supplies" },
];

describe("the category a CSV cell names", () => {
  it.each([
    ["Caterers", 3],
    ["caterer", 3],
    ["Asian wedding caterers", 3],
    ["mehndi artist", 4],
    ["Mehendi artists", 4],
    ["mehndi-artist", 4],
    ["MUA", 5],
    ["Wedding photographer", 6],
    ["Photography", 6],
    ["cake shop", 7],
    ["DJ", 8],
  ])("reads %j as search does", (cell, id) => {
    expect(findCategory(cell, CATEGORIES)?.id).toBe(id);
  });

  it("keeps ids, exact names and slugs first", () => {
    expect(findCategory("henna", CATEGORIES)?.id).toBe(9);
    expect(findCategory("henna-supplies", CATEGORIES)?.id).toBe(9);
    expect(findCategory("8", CATEGORIES)?.id).toBe(8);
    // A number is an id only, never a word.
    expect(findCategory("88", CATEGORIES)).toBeUndefined();
  });

  it.each(["Nail Bars", "hair and makeup", "photo booth", "wedding", "caterers ".repeat(8), ""])("names no category for %j", (cell) => {
    expect(findCategory(cell, CATEGORIES)).toBeUndefined();
  });

  it("names none when search's category for the word is not in the directory", () => {
    expect(findCategory("florist", CATEGORIES)).toBeUndefined();
  });

  it("still refuses an unknown word with the row's message", () => {
    expect(checkCsvRecord({ row: 3, cells: { name: "Tasty", category: "Caterers" } }, CATEGORIES)).toMatchObject({ vendor: { categoryId: 3 } });
    expect(checkCsvRecord({ row: 3, cells: { name: "Nails", category: "Nail Bars" } }, CATEGORIES)).toEqual({ error: 'Row 3: Category "Nail Bars" not found' });
  });
});
