import { asc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories } from "~/db/schema";
import { keptFromTheCategories } from "~/modules/categories/categories.server";
import { listPlaceNames } from "~/modules/geo/places.server";
import { similarity } from "~/modules/search/string-similarity";
import { CATEGORY_SYNONYMS, isOccasionWord, queryWords, SEARCH_STOPWORDS, synonymCategory } from "~/modules/search/synonyms";
import { understandQuery } from "~/modules/search/attribute-words";

/** Suggestions must be more similar than this (docs/product/public-area.md#search) and at most this many (docs/product/public-area.md#search). */
export const DID_YOU_MEAN_THRESHOLD = 0.6;
export const DID_YOU_MEAN_LIMIT = 3;

/** Candidates scoring more than this below a word's best match are not offered (a far second guess misleads). */
const CLOSE_TO_BEST = 0.05;

type VocabularyEntry = {
  word: string;
  /** The word as {@link similarity} compares it (its lower case), for the length bound of {@link canPass}. */
  compared: string;
  /** The category the word leads to: its synonym's, else the one category whose name or tags use it. */
  categoryName?: string;
};

/** Words of a name or tag, stopwords included ("Wedding Planners" → wedding, planners), so "weding" is corrected too. */
function allWords(text: string): string[] {
  return text.toLowerCase().normalize("NFC").split(/[^\p{L}\p{M}\p{N}]+/u).filter((word) => word.length > 0);
}

/** The words the query's words are compared with, and each word's entry, in the order they were gathered. */
type Vocabulary = { byWord: ReadonlyMap<string, VocabularyEntry>; entries: readonly VocabularyEntry[] };

let placeWords: string[] | undefined;

/** The words of the gazetteer's place names worth correcting to: the gazetteer is static, so made once per process. */
function placeNameWords(): string[] {
  placeWords ??= listPlaceNames().flatMap((name) => queryWords(name).filter((word) => word.length > 3));
  return placeWords;
}

async function readVocabulary(db: Database): Promise<Vocabulary> {
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
  for (const word of placeNameWords()) addWord(word);
  const byWord = new Map<string, VocabularyEntry>();
  for (const [word, names] of usedBy) {
    const slug = synonymCategory(word);
    const categoryName = (slug && nameBySlug.get(slug)) ?? (names.size === 1 ? [...names][0] : undefined);
    byWord.set(word, { word, compared: word.toLowerCase(), categoryName });
  }
  return { byWord, entries: [...byWord.values()] };
}

/**
 * The vocabulary of `db`'s categories, kept as the categories a search's filters show are (decision 079): it changes
 * only when the catalogue does, and is forgotten with them.
 */
function vocabulary(db: Database): Promise<Vocabulary> {
  return keptFromTheCategories(db, "search vocabulary", readVocabulary);
}

function isKnown(word: string, entries: ReadonlyMap<string, VocabularyEntry>): boolean {
  // A singular of a known plural ("artist", "shop") is spelt right.
  return entries.has(word) || entries.has(`${word}s`) || entries.has(`${word}es`) || synonymCategory(word) !== undefined;
}

/**
 * Whether two words, lower-cased as {@link similarity} compares them, differ little enough in length to score above
 * the threshold: their distance is at least the difference of their lengths, so their similarity is at most
 * 1 − difference / longer length (computed in the same floating-point steps), and a word skipped could not pass.
 */
function canPass(word: string, other: string): boolean {
  const longer = Math.max(word.length, other.length);
  return 1 - Math.abs(word.length - other.length) / longer > DID_YOU_MEAN_THRESHOLD;
}

/** A query word that is not in the vocabulary, and the vocabulary words close to it, best first. */
export type MisspeltWord = {
  /** The word as it stands in the query's words (lower case). */
  word: string;
  /** The best match: the word the query is corrected to. */
  best: string;
  /** Entries above the threshold and within {@link CLOSE_TO_BEST} of the best, best first. */
  close: { word: string; categoryName?: string; score: number }[];
};

/**
 * Words of a query a search must not correct: those of its attribute phrases ("for 500 guests", "prayer room"), which
 * the search reads as filters whatever the vocabulary holds, so "guests" never becomes "guest".
 */
function attributeWords(query: string): Set<string> {
  return new Set(understandQuery(query).matches.flatMap((match) => queryWords(match.text)));
}

/**
 * The misspelt words of a query (docs/product/public-area.md#search, "Did you mean"): each word of 3 letters or more,
 * without digits, that is not in the vocabulary (category names and their words, synonyms, service tags, place
 * names), nor a stopword, an occasion word or a word of an attribute phrase, compared with the vocabulary by
 * Damerau–Levenshtein similarity; a word with a match above {@link DID_YOU_MEAN_THRESHOLD} is misspelt, and corrected
 * to its best match (on a tie, the word that leads to a category). Input: the query text. Output: the misspelt words
 * in the order of the query's words ({@link queryWords}), [] when none. The vocabulary is read from the categories at
 * most once a minute per handle (decision 079), so a category another process adds shows within that minute.
 */
export async function findMisspeltWords(db: Database, query: string): Promise<MisspeltWord[]> {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const { byWord, entries } = await vocabulary(db);
  const skipped = attributeWords(query);
  const misspelt: MisspeltWord[] = [];
  for (const word of words) {
    if (word.length < 3 || /\p{N}/u.test(word) || isKnown(word, byWord) || SEARCH_STOPWORDS.has(word)) continue;
    if (skipped.has(word) || isOccasionWord(word)) continue;
    const close: MisspeltWord["close"] = [];
    const compared = word.toLowerCase();
    for (const entry of entries) {
      if (!canPass(compared, entry.compared)) continue;
      const score = similarity(word, entry.word);
      if (score > DID_YOU_MEAN_THRESHOLD) close.push({ word: entry.word, categoryName: entry.categoryName, score });
    }
    // Best first; on a tie a word that leads to a category wins over a bare word such as a place name.
    close.sort((a, b) => b.score - a.score || Number(!a.categoryName) - Number(!b.categoryName));
    const best = close[0];
    if (!best) continue;
    misspelt.push({ word, best: best.word, close: close.filter(({ score }) => score >= best.score - CLOSE_TO_BEST) });
  }
  return misspelt;
}

/**
 * The query with its misspelt words replaced by their corrections, the rest kept as typed ("Mendhi in bham" →
 * "Mehndi in bham"); a corrected word keeps a capital first letter, or capitals throughout, as typed.
 * Input: the query and a map from lower-case words to their corrections. Output: the pieces of the new query in
 * order, each corrected word a piece of its own marked `corrected`. Pure.
 */
export function replaceWords(query: string, corrections: ReadonlyMap<string, string>): { text: string; corrected: boolean }[] {
  const parts: { text: string; corrected: boolean }[] = [];
  const push = (text: string, corrected: boolean) => {
    const last = parts.at(-1);
    if (last && !last.corrected && !corrected) last.text += text;
    else if (text) parts.push({ text, corrected });
  };
  // Odd pieces are words (the capture group), even ones what separates them: the same split as queryWords.
  query.split(/([\p{L}\p{M}\p{N}]+)/u).forEach((piece, index) => {
    const replacement = index % 2 === 1 ? corrections.get(piece.toLowerCase().normalize("NFC")) : undefined;
    if (replacement === undefined) return push(piece, false);
    push(sameCase(piece, replacement), true);
  });
  return parts;
}

function sameCase(typed: string, word: string): string {
  if (typed.length > 1 && typed === typed.toUpperCase() && typed !== typed.toLowerCase()) return word.toUpperCase();
  if (typed[0] !== typed[0]!.toLowerCase()) return word[0]!.toUpperCase() + word.slice(1);
  return word;
}

/**
 * 'Did you mean' terms for a query (docs/product/public-area.md#search).
 * The misspelt words ({@link findMisspeltWords}) give suggestions: the category a corrected word leads to ("mendhi" →
 * "Mehndi Artists"; a tag word shared by several categories leads to none), and candidates within 0.05 of a word's best
 * match likewise; for a query of several words, first its words ({@link queryWords}) with the misspelt ones corrected
 * ("mendhi bham" → "mehndi bham"). A one-word query may also get the corrected word itself when it leads to no category
 * ("mendip"). Input: query text. Output: at most 3 distinct terms, best first, never the query itself; [] when nothing
 * is misspelt.
 */
export async function getDidYouMeanSuggestions(db: Database, query: string): Promise<string[]> {
  const words = queryWords(query);
  const misspelt = await findMisspeltWords(db, query);
  if (misspelt.length === 0) return [];
  const candidates: { term: string; score: number; isCategory: boolean }[] = [];
  for (const { close } of misspelt) {
    for (const { word, categoryName, score } of close) {
      if (categoryName) candidates.push({ term: categoryName, score, isCategory: true });
      else if (words.length === 1) candidates.push({ term: word, score, isCategory: false });
    }
  }
  // A corrected multi-word query keeps the couple's other words, so it comes first; as plain words, since the
  // term is also a button's label.
  const corrections = new Map(misspelt.map(({ word, best }) => [word, best]));
  const terms = words.length > 1 ? [words.map((word) => corrections.get(word) ?? word).join(" ")] : [];
  candidates.sort((a, b) => b.score - a.score || Number(b.isCategory) - Number(a.isCategory));
  for (const { term } of candidates) terms.push(term);
  const original = query.trim().toLowerCase();
  const unique = terms.filter(
    (term, index) => term.toLowerCase() !== original && terms.findIndex((t) => t.toLowerCase() === term.toLowerCase()) === index,
  );
  return unique.slice(0, DID_YOU_MEAN_LIMIT);
}
