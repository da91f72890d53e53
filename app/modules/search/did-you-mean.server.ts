import { asc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories } from "~/db/schema";
import { listPlaceNames } from "~/modules/geo/places.server";
import { similarity } from "~/modules/search/string-similarity";
import { CATEGORY_SYNONYMS, queryWords, SEARCH_STOPWORDS, synonymCategory } from "~/modules/search/synonyms";

/** Suggestions must be more similar than this (docs/product/public-area.md#search) and at most this many (docs/product/public-area.md#search). */
export const DID_YOU_MEAN_THRESHOLD = 0.6;
export const DID_YOU_MEAN_LIMIT = 3;

/** Candidates scoring more than this below a word's best match are not offered (a far second guess misleads). */
const CLOSE_TO_BEST = 0.05;

type VocabularyEntry = {
  word: string;
  /** The category the word leads to: its synonym's, else the one category whose name or tags use it. */
  categoryName?: string;
};

/** Words of a name or tag, stopwords included ("Wedding Planners" → wedding, planners), so "weding" is corrected too. */
function allWords(text: string): string[] {
  return text.toLowerCase().normalize("NFC").split(/[^\p{L}\p{M}\p{N}]+/u).filter((word) => word.length > 0);
}

async function vocabulary(db: Database): Promise<Map<string, VocabularyEntry>> {
  const rows = await db
    .select({ name: categories.name, slug: categories.slug, tags: categories.serviceTags })
    .from(categories)
    .orderBy(asc(categories.sortPriority), asc(categories.name));
  const nameBySlug = new Map(rows.map((row) => [row.slug, row.name]));
  // Every category whose name or service tags use a word: "mehndi" is a tag of Photographers too
  // ("Mehndi night coverage"), which must not make "mendhi" suggest Photographers.
  const usedBy = new Map<string, Set<string>>();
  const addWord = (word: string, categoryName?: string) => {
    const names = usedBy.get(word) ?? new Set<string>();
    if (categoryName) names.add(categoryName);
    usedBy.set(word, names);
  };
  for (const row of rows) {
    for (const text of [row.name, ...row.tags]) for (const word of allWords(text)) addWord(word, row.name);
  }
  for (const word of Object.keys(CATEGORY_SYNONYMS)) addWord(word);
  for (const name of listPlaceNames()) for (const word of queryWords(name)) if (word.length > 3) addWord(word);
  const entries = new Map<string, VocabularyEntry>();
  for (const [word, names] of usedBy) {
    const slug = synonymCategory(word);
    const categoryName = (slug && nameBySlug.get(slug)) ?? (names.size === 1 ? [...names][0] : undefined);
    entries.set(word, { word, categoryName });
  }
  return entries;
}

function isKnown(word: string, entries: Map<string, VocabularyEntry>): boolean {
  // A singular of a known plural ("artist", "shop") is spelt right.
  return entries.has(word) || entries.has(`${word}s`) || entries.has(`${word}es`) || synonymCategory(word) !== undefined;
}

/**
 * 'Did you mean' terms for a query (docs/product/public-area.md#search).
 * Each word that is not in the vocabulary (category names and their words, synonyms, service tags,
 * place names) is compared with it by Damerau–Levenshtein similarity; words above 0.6, and within 0.05
 * of the word's best match, give suggestions: the category a corrected word leads to ("mendhi" →
 * "Mehndi Artists"; a tag word shared by several categories leads to none) and, for a query of several
 * words, the query with its misspelt words corrected ("mendhi bham" → "mehndi bham"). A one-word query
 * may also get the corrected word itself when it leads to no category ("mendip"). Input: query text.
 * Output: at most 3 distinct terms, best first, never the query itself; [] when nothing is misspelt.
 */
export async function getDidYouMeanSuggestions(db: Database, query: string): Promise<string[]> {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const entries = await vocabulary(db);
  const candidates: { term: string; score: number; isCategory: boolean }[] = [];
  const corrected = [...words];
  words.forEach((word, index) => {
    if (word.length < 3 || isKnown(word, entries) || SEARCH_STOPWORDS.has(word)) return;
    const close = [...entries.values()]
      .map((entry) => ({ entry, score: similarity(word, entry.word) }))
      .filter(({ score }) => score > DID_YOU_MEAN_THRESHOLD)
      // Best first; on a tie a word that leads to a category wins over a bare word such as a place name.
      .sort((a, b) => b.score - a.score || Number(!a.entry.categoryName) - Number(!b.entry.categoryName));
    const best = close[0];
    if (!best) return;
    corrected[index] = best.entry.word;
    for (const { entry, score } of close) {
      if (score < best.score - CLOSE_TO_BEST) break;
      if (entry.categoryName) candidates.push({ term: entry.categoryName, score, isCategory: true });
      else if (words.length === 1) candidates.push({ term: entry.word, score, isCategory: false });
    }
  });
  if (corrected.every((word, index) => word === words[index])) return [];
  // A corrected multi-word query keeps the couple's other words, so it comes first.
  const terms = words.length > 1 ? [corrected.join(" ")] : [];
  candidates.sort((a, b) => b.score - a.score || Number(b.isCategory) - Number(a.isCategory));
  for (const { term } of candidates) terms.push(term);
  const original = query.trim().toLowerCase();
  const unique = terms.filter(
    (term, index) => term.toLowerCase() !== original && terms.findIndex((t) => t.toLowerCase() === term.toLowerCase()) === index,
  );
  return unique.slice(0, DID_YOU_MEAN_LIMIT);
}
