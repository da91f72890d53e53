import type { Database } from "~/db/client.server";
import { findMisspeltWords, replaceWords } from "~/modules/search/did-you-mean.server";
import type { QueryCorrection } from "~/modules/search/query-correction";

/**
 * The query with its misspelt words corrected (docs/product/public-area.md#search, "Spelling correction"; decision
 * 072): the words {@link findMisspeltWords} finds in `words` (the query without its dates and budget, whose words are
 * no vocabulary's) replaced in `typed` by their best match, everything else as typed ("photgrapher in Leicester" →
 * "photographer in Leicester"). Input: the query as typed and the part of it to look for misspellings in (the same
 * text when it has no dates or budget). Output: the {@link QueryCorrection}, or null when no word is misspelt.
 * Reads the categories (the vocabulary); throws what the database throws.
 */
export async function correctQuery(db: Database, typed: string, words: string = typed): Promise<QueryCorrection | null> {
  const misspelt = await findMisspeltWords(db, words);
  if (misspelt.length === 0) return null;
  const parts = replaceWords(typed, new Map(misspelt.map(({ word, best }) => [word, best])));
  if (!parts.some((part) => part.corrected)) return null;
  return { original: typed, query: parts.map((part) => part.text).join(""), parts };
}
