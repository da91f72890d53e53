import { EVENT_TYPES, type EventType } from "~/modules/enquiries/enquiry-rules";
import { FACET_KEYS, MAX_CAPACITY, type FacetKey } from "~/modules/search/attribute-facets";
import { guestNumbersIn } from "~/modules/search/guest-numbers";
import { synonymCategory } from "~/modules/search/synonyms";

// The words that name the structured attributes couples filter by (docs/product/public-area.md#filters, "Query
// understanding" and "Facets and filters"; docs/decisions/026). Shared by the search and the demo catalogue, which
// reads its listings' features with the same words, so a search for "lady photographer" finds what a listing calls
// 'Female photographer available'.

// The lists, labels and limits live in attribute-facets.ts, so the browser's chips do not load the phrase tables below.

/** The note shown when a search named more guests than {@link MAX_CAPACITY}. */
export const CAPACITY_CAPPED_NOTE = `Guest numbers above ${MAX_CAPACITY.toLocaleString("en-GB")} are read as ${MAX_CAPACITY.toLocaleString("en-GB")}.`;

/**
 * Phrases per facet, as lower-case words: `word*` matches any word starting with it, and `|n` after a phrase keeps all
 * but its first n words in the text ("dry venue" is alcohol-free and still a venue). Longest phrases win.
 */
const FACET_PHRASES: Readonly<Record<FacetKey, readonly string[]>> = {
  halal: ["halal*", "zabiha*"],
  female: [
    "female* only", "female*", "lady", "ladies only", "ladies", "women only", "all women", "women led", "woman", "all female",
  ],
  "hijab-friendly": ["hijab* friendly", "hijab*", "modest*", "niqab*"],
  "prayer-room": [
    "prayer room*", "prayer space*", "prayer area*", "prayer hall*", "prayer facilit*", "namaz room*", "salah room*",
    "musalla*",
  ],
  jain: ["jain"],
  vegetarian: ["pure veg*", "vegetarian*", "veggie*", "veg", "shakahari"],
  eggless: ["eggless", "egg free", "eggfree", "no egg*", "without egg*"],
  "gelatine-free": ["gelatine free", "gelatin free", "no gelatin*", "without gelatin*"],
  "alcohol-free": ["alcohol free", "no alcohol", "without alcohol", "non alcoholic", "dry venue|1", "dry wedding|1", "teetotal"],
  "live-stream": ["live stream*", "livestream*", "streaming"],
  drone: ["drone*", "aerial*"],
  "cold-sparks": ["cold spark*", "sparkular*", "spark fountain*", "spark machine*"],
  dhol: ["dhol player*", "dhol", "dhols", "dholi", "dholis"],
  "baraat-horse": [
    "baraat horse*", "barat horse*", "wedding horse*", "horse and carriage*", "horse drawn", "horse*", "ghodi", "ghori", "ghoda",
  ],
  "saree-draping": ["saree drap*", "sari drap*", "saree tying", "sari tying"],
  "turban-tying": ["turban tying", "pagri tying", "pag tying", "safa tying", "turban*", "pagri*", "pagg", "pagh", "safa"],
};

const MEHNDI_SPELLINGS = ["mehndi", "mehendi", "mehandi"];
const MEHNDI_OCCASIONS = ["night*", "part*", "evening*", "event*", "function*", "ceremon*", "do"];

/** Phrases per event type; "mehndi" alone is a kind of vendor (see {@link understandQuery}). */
const EVENT_PHRASES: Readonly<Partial<Record<EventType, readonly string[]>>> = {
  Mehndi: [
    ...[...MEHNDI_SPELLINGS, "henna"].flatMap((word) => MEHNDI_OCCASIONS.map((occasion) => `${word} ${occasion}`)),
    "mayun", "mayoun",
  ],
  Nikah: ["nikah*", "nikkah*", "nikaah*"],
  Walima: ["walima*", "valima*"],
  Sangeet: ["sangeet*", "sangit"],
  Baraat: ["baraat", "baraats", "barat", "baraath"],
  Reception: ["reception", "receptions"],
  "Anand Karaj": ["anand karaj*", "anand kaaraj*"],
};

// "modest budget" is about money, not dress.
const NOT_MODEST = /^(budget|price|prices|pricing|cost|costs|fee|fees|rate|rates)$/;

type Target = { facet: FacetKey } | { eventType: EventType };
type Phrase = { words: string[]; consumed: number; target: Target };

function phrase(text: string, target: Target): Phrase {
  const [body = "", keep] = text.split("|");
  const words = body.split(" ");
  return { words, consumed: keep ? Number(keep) : words.length, target };
}

// Longest first, so "baraat horse" is the facet rather than the Baraat event and "hijab friendly" one match.
const PHRASES: readonly Phrase[] = [
  ...FACET_KEYS.flatMap((facet) => FACET_PHRASES[facet].map((text) => phrase(text, { facet }))),
  ...EVENT_TYPES.flatMap((eventType) => (EVENT_PHRASES[eventType] ?? []).map((text) => phrase(text, { eventType }))),
].sort((a, b) => b.words.length - a.words.length);

type Token = { word: string; start: number; end: number };

function tokens(text: string): Token[] {
  return [...text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)].map((match) => ({
    word: match[0].toLowerCase().normalize("NFC"),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

function wordMatches(pattern: string, word: string): boolean {
  return pattern.endsWith("*") ? word.startsWith(pattern.slice(0, -1)) : word === pattern;
}

/** One attribute found in a text: what it means and the words that said it. */
export type AttributeMatch = { text: string } & ({ facet: FacetKey } | { eventType: EventType } | { minCapacity: number });

/** The attributes of a search query and the text left to search for (see {@link understandQuery}). */
export type QueryAttributes = {
  /** Facets named, in {@link FACET_KEYS} order, each once. */
  facets: FacetKey[];
  /** At least this many guests, from the largest guest number named, at most {@link MAX_CAPACITY}. */
  minCapacity?: number;
  /** Event types named, in {@link ATTRIBUTE_EVENT_TYPES} order, each once. */
  eventTypes: EventType[];
  /** The query without the attribute words (and the "for" or "and" that joined them), whitespace collapsed. */
  remainingText: string;
  /** What was recognised, in order of appearance, with the words as typed (for chips and ranking). */
  matches: AttributeMatch[];
  /** Adjustments to tell the couple, e.g. {@link CAPACITY_CAPPED_NOTE}. */
  notes: string[];
};

// Joining words left dangling once the attribute after them is gone: "photographer for mehndi night" → "photographer".
const CONNECTORS = new Set(["for", "with", "and", "that", "who", "which", "offering", "offers", "doing", "has", "have", "a", "an", "the"]);

function isKindOfVendor(word: string, except: string): boolean {
  const category = synonymCategory(word);
  return category !== undefined && category !== except;
}

/**
 * Finds the attribute words of a search query (docs/product/public-area.md#filters, query understanding):
 * - facets: halal; female, lady, ladies, women-only → `female`; hijab, hijabi, modest → `hijab-friendly`; prayer room;
 *   Jain; vegetarian; eggless; gelatine-free; alcohol-free; live stream; drone; cold sparks; dhol; baraat horse;
 *   saree draping; turban tying (the phrase table {@link FACET_PHRASES}, longest phrase first);
 * - event types: mehndi night (or party, evening…), nikah, walima, sangeet, baraat, reception, anand karaj. "mehndi"
 *   alone names the Mehndi Artists category and stays in the text, unless another word of the query names a different
 *   kind of vendor ("mehndi photographer", "dhol for the mehndi"): then it is the Mehndi event;
 * - guests: "for 1000 guests", "1,000 people", "400 guests" → `minCapacity` (the largest named; above
 *   {@link MAX_CAPACITY} it becomes that, with {@link CAPACITY_CAPPED_NOTE}).
 * Input: the query text (any length; callers pass the cleaned query). Output: {@link QueryAttributes}. Pure; throws nothing.
 */
export function understandQuery(text: string): QueryAttributes {
  return readAttributes(text, true);
}

function readAttributes(text: string, mehndiByContext: boolean): QueryAttributes {
  const matches: (AttributeMatch & { start: number; end: number })[] = [];
  const removed: { start: number; end: number }[] = [];
  const notes: string[] = [];

  const numbers = guestNumbersIn(text);
  for (const number of numbers) {
    removed.push(number);
    const { start, end } = number;
    matches.push({ text: text.slice(start, end), minCapacity: Math.min(number.guests, MAX_CAPACITY), start, end });
  }
  const largest = Math.max(0, ...numbers.map((number) => number.guests));
  if (largest > MAX_CAPACITY) notes.push(CAPACITY_CAPPED_NOTE);

  const words = tokens(text).filter((token) => !numbers.some((number) => token.start < number.end && number.start < token.end));
  const used = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    if (used.has(i)) continue;
    const found = PHRASES.find(
      (candidate) =>
        candidate.words.every((pattern, k) => !used.has(i + k) && words[i + k] !== undefined && wordMatches(pattern, words[i + k]!.word)) &&
        !(candidate.words[0] === "modest*" && NOT_MODEST.test(words[i + 1]?.word ?? "")),
    );
    if (!found) continue;
    const first = words[i]!;
    const last = words[i + found.words.length - 1]!;
    const lastConsumed = words[i + found.consumed - 1]!;
    for (let k = 0; k < found.consumed; k++) used.add(i + k);
    removed.push({ start: first.start, end: lastConsumed.end });
    matches.push({ text: text.slice(first.start, last.end), ...found.target, start: first.start, end: last.end });
    i += found.consumed - 1;
  }

  // "mehndi" beside a word naming another kind of vendor is the occasion, not the henna artist.
  if (mehndiByContext && words.some((token) => isKindOfVendor(token.word, "mehndi-artists"))) {
    words.forEach((token, i) => {
      if (used.has(i) || !MEHNDI_SPELLINGS.includes(token.word)) return;
      used.add(i);
      removed.push(token);
      matches.push({ text: text.slice(token.start, token.end), eventType: "Mehndi", start: token.start, end: token.end });
    });
  }

  // Connectors directly before a removed span go with it.
  // From the end, so "for the" before a removed span goes as a whole.
  const kept = words.filter((_, i) => !used.has(i));
  let next: Token | undefined;
  for (const token of kept.reverse()) {
    const followed = removed.some((span) => span.start >= token.end && (next === undefined || span.end <= next.start));
    if (followed && CONNECTORS.has(token.word)) removed.push(token);
    else next = token;
  }

  matches.sort((a, b) => a.start - b.start);
  const facets = FACET_KEYS.filter((facet) => matches.some((match) => "facet" in match && match.facet === facet));
  const eventTypes = EVENT_TYPES.filter((eventType) => matches.some((match) => "eventType" in match && match.eventType === eventType));
  return {
    facets,
    ...(largest > 0 ? { minCapacity: Math.min(largest, MAX_CAPACITY) } : {}),
    eventTypes,
    remainingText: withoutSpans(text, removed),
    matches: matches.map(({ start: _start, end: _end, ...match }) => match),
    notes,
  };
}

function withoutSpans(text: string, spans: readonly { start: number; end: number }[]): string {
  if (spans.length === 0) return text.replace(/\s+/g, " ").trim();
  let out = "";
  let at = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    if (span.start > at) out += text.slice(at, span.start);
    at = Math.max(at, span.end);
  }
  out += text.slice(at);
  // Hyphens, commas and the like left alone between spaces once their words are gone.
  return out
    .replace(/(^|\s)[^\p{L}\p{M}\p{N}\s]+(?=\s|$)/gu, "$1")
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:&+-]+|[\s,;:&+-]+$/g, "");
}

/**
 * The facets and event types a listing's own text names (its features, tags and description), read with the same
 * words as {@link understandQuery}, so a search word finds the listings that use it. Guest numbers are not read here
 * (see `guestNumbersIn`); "mehndi" alone names no event. Input: any text. Output: facets and event types in
 * list order, each once. Pure.
 */
export function attributesInText(text: string): { facets: FacetKey[]; eventTypes: EventType[] } {
  const found = readAttributes(text, false);
  return { facets: found.facets, eventTypes: found.eventTypes };
}
