/** The URL parameter that turns spelling correction off (`spell=off`); docs/product/public-area.md#search. */
export const SPELL_PARAM = "spell";

/**
 * A query searched in place of the one typed, because the typed one found nothing and its spelling corrected found
 * vendors (docs/product/public-area.md#search, "Spelling correction"; decision 072).
 */
export type QueryCorrection = {
  /** The query as typed. */
  original: string;
  /** The query searched instead. */
  query: string;
  /** {@link query} in pieces, in order, each corrected word a piece marked `corrected`, for the page to emphasise. */
  parts: { text: string; corrected: boolean }[];
};

/** Whether a page URL asks for spelling correction: always, unless `spell=off` (any case, spaces trimmed). */
export function spellingWanted(params: URLSearchParams): boolean {
  return params.get(SPELL_PARAM)?.trim().toLowerCase() !== "off";
}

/**
 * The address that searches for the query as typed (the 'Search instead for …' link): the page's own search with
 * `spell=off` and without its page number, since the uncorrected list is another list. Input: the page's search
 * string (`?q=…`). Output: a `/search?…` address.
 */
export function searchAsTypedHref(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  params.set(SPELL_PARAM, "off");
  return `/search?${params}`;
}
