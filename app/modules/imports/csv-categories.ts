import { isCategoryNameWord, queryWords, synonymCategory } from "~/modules/search/synonyms";

// The category a CSV cell names (docs/product/admin.md#csv-import; decision 069): an id, a name or a slug first,
// then the words search already reads as a category ('Caterers', 'mehndi artist'), so a file written with the
// words people use imports without renaming its categories. Pure: the categories come from the caller.

/** A category as the file may name it: by id, name or slug. */
export type CsvCategory = { id: number; name: string; slug: string };

const MAX_SYNONYM_CELL = 60;

/**
 * The category search's synonyms give a cell (`synonymCategory` of docs/product/public-area.md#search): its words,
 * without search's stop words ('wedding', 'asian', 'services'), must point at one category, each word either a
 * synonym of it ('caterers', 'mehndi', 'henna') or a word of its own name ('artist' of mehndi-artists). A cell
 * naming two categories ('hair and makeup') or holding another word ('photo booth') names none.
 */
function categoryFromSynonyms(value: string, categories: readonly CsvCategory[]): CsvCategory | undefined {
  // queryWords keeps a query's first 8 words; a longer cell is not a category's name.
  if (value.length > MAX_SYNONYM_CELL) return undefined;
  const words = queryWords(value);
  const [slug, ...others] = new Set(words.flatMap((word) => synonymCategory(word) ?? []));
  if (slug === undefined || others.length > 0) return undefined;
  if (!words.every((word) => synonymCategory(word) === slug || isCategoryNameWord(word, slug))) return undefined;
  return categories.find((category) => category.slug === slug);
}

/**
 * The category a cell names: a whole number is an id; other text an exact name or slug (any case), else a word
 * search reads as a category ({@link categoryFromSynonyms}). Input: the cell, the categories. Output: the category,
 * or undefined when the cell names none (the row is then refused with 'Category "…" not found').
 */
export function findCategory(value: string, categories: readonly CsvCategory[]): CsvCategory | undefined {
  if (/^\d+$/.test(value)) return categories.find((category) => category.id === Number(value));
  const key = value.toLocaleLowerCase("en-GB");
  return (
    categories.find((category) => category.name.toLocaleLowerCase("en-GB") === key) ??
    categories.find((category) => category.slug.toLowerCase() === key) ??
    categoryFromSynonyms(value, categories)
  );
}
