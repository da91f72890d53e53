/** Query suggestions need this many characters (docs/product/public-area.md#search). */
export const SUGGESTION_MIN_LENGTH = 2;

/** One search-box suggestion (docs/product/public-area.md#search: term, type, matches). */
export type QuerySuggestion = {
  /** The text to search for: a category name. */
  term: string;
  type: "category";
  slug: string;
  /** Active vendors in that category. */
  matches: number;
  /** The synonym typed, when the suggestion came from one ("henna" → Mehndi Artists). */
  via?: string;
};
