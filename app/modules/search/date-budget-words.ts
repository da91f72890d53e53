import { dayProblem } from "~/modules/availability/availability-dates";
import { isCalendarDay } from "~/modules/time/uk-dates";
import { dateProblemNote, DATE_NOTES, MAX_BUDGET_POUNDS, MAX_SEARCH_DATES } from "~/modules/search/dates-and-budget";
import type { SearchRequest } from "~/modules/search/search-request";
import type { AttributeMatch } from "~/modules/search/attribute-words";

// Dates and budgets in a couple's search words (docs/product/public-area.md#dates-and-budget, "In the search words";
// decision 067): "photographer available 14 August 2027", "venue for 14/08/2027", "caterer under £500",
// "dj budget 1500". They become the same filters as the `dates` and `maxPrice` parameters, and chips that remove them.

/** A date the words named: the words as typed (with "available", "on" or "for" before them) and the UK day. */
export type DateWords = { text: string; date: string };
/** A budget the words named: the words as typed and the amount in pence. */
export type BudgetWords = { text: string; maxPricePence: number };

/** A word of the query that acts as a filter: an attribute ("halal"), a date or a budget; the chips remove them. */
export type AppliedWords = AttributeMatch | DateWords | BudgetWords;

/** The dates and budget of a query and the text left to search for. */
export type DateAndBudgetWords = {
  /** Each date named that may be searched for, in order of appearance. */
  dates: DateWords[];
  /** Each budget named, in order of appearance; the search keeps the lowest. */
  budgets: BudgetWords[];
  /** The query without the date and budget words (refused dates included) and the joining words before them. */
  remainingText: string;
  /** Why a date was left out: not a real day, past, more than 3 years ahead. */
  notes: string[];
};

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH = String.raw`(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?`;
const ORDINAL = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const YEAR = String.raw`(?:,?\s+(\d{4}))?`;
// Words that say the date is the couple's and go with it: "available on", "free on", "on", "for".
const DATE_LEAD = String.raw`(?:(?:(?:available|availability|free)(?:\s+(?:on|for))?|on|for)\s+)?`;

/** The date patterns, each giving the day, month and year groups it holds (a year-less one means the next such day). */
const DATE_PATTERNS: { pattern: RegExp; read: (m: RegExpExecArray) => { day: string; month: string; year: string | undefined } }[] = [
  // 2027-08-14
  { pattern: new RegExp(String.raw`\b${DATE_LEAD}(\d{4})-(\d{1,2})-(\d{1,2})\b`, "giu"), read: (m) => ({ year: m[1], month: m[2]!, day: m[3]! }) },
  // 14/08/2027, 14-08-2027, 14.08.2027 (day first, the British way)
  { pattern: new RegExp(String.raw`\b${DATE_LEAD}(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b`, "giu"), read: (m) => ({ day: m[1]!, month: m[2]!, year: m[3] }) },
  // 14 August 2027, 14th Aug, 14th of August 2027
  {
    pattern: new RegExp(String.raw`\b${DATE_LEAD}${ORDINAL}(?:\s+of)?\s+${MONTH}(?![a-z])${YEAR}`, "giu"),
    read: (m) => ({ day: m[1]!, month: m[2]!, year: m[3] }),
  },
  // August 14 2027, Aug 14th, 2027
  {
    pattern: new RegExp(String.raw`\b${DATE_LEAD}${MONTH}\s+${ORDINAL}(?![\d/.:-])\b${YEAR}`, "giu"),
    read: (m) => ({ month: m[1]!, day: m[2]!, year: m[3] }),
  },
];

// An amount of pounds: "500", "1,500", "1500.50", "2k", "1.5k".
const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)(?:\s?(k)\b)?`;
const CURRENCY_WORD = String.raw`(?:pounds?|quid|gbp)\b`;
const UPPER = String.raw`(?:under|below|less\s+than|max(?:imum)?|up\s*to|within|no\s+more\s+than|at\s+most)`;
const BUDGET = String.raw`budget(?:\s+of|\s*:)?`;

/** The budget patterns: a limit word before an amount in pounds, "budget" before any amount, or an amount in pounds. */
const BUDGET_PATTERNS: RegExp[] = [
  // "under £500", "max £2k", "up to 500 pounds", "budget £1,500", "budget 1500", "budget of 2k"
  new RegExp(String.raw`\b(?:(?:${UPPER}|${BUDGET})\s*£\s?${AMOUNT}|(?:${UPPER}|${BUDGET})\s+${AMOUNT}\s*${CURRENCY_WORD}|${BUDGET}\s+${AMOUNT}\b)`, "giu"),
  // "£500 budget", "1500 pounds max", "£800"
  new RegExp(String.raw`(?:£\s?${AMOUNT}|\b${AMOUNT}\s*${CURRENCY_WORD})(?:\s+(?:budget|max(?:imum)?|or\s+(?:less|under))\b)?`, "giu"),
];

// Joining words left dangling once the date or budget after them is gone: "photographer and 14 Aug 2027".
const CONNECTORS = new Set(["and", "or", "for", "on", "with", "at", "by", "&"]);

function monthNumber(name: string): number {
  return MONTHS.indexOf(name.toLowerCase().slice(0, 3)) + 1;
}

/** `YYYY-MM-DD` from the parts; a year-less date is the next such day from `today` (this year's, else next year's). */
function dayOf(parts: { day: string; month: string; year: string | undefined }, today: string): string {
  const month = /^\d+$/.test(parts.month) ? Number(parts.month) : monthNumber(parts.month);
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  const monthDay = `${pad(month)}-${pad(Number(parts.day))}`;
  if (parts.year) return `${parts.year}-${monthDay}`;
  const thisYear = Number(today.slice(0, 4));
  const candidate = `${thisYear}-${monthDay}`;
  // 29 February in a year without one stays itself, so the note says it is not a real date.
  return candidate >= today || !isCalendarDay(candidate) ? candidate : `${thisYear + 1}-${monthDay}`;
}

/** The amount of a budget match in pence: pounds, pounds and pence, or thousands ("2k"). */
function amountPence(digits: string, thousands: string | undefined): number {
  const pounds = Number(digits.replace(/,/g, "")) * (thousands ? 1000 : 1);
  return Math.round(pounds * 100);
}

type Span = { start: number; end: number };

/**
 * Finds the dates and budgets of a search query (docs/product/public-area.md#dates-and-budget):
 * - dates: "2027-08-14"; "14/08/2027", "14-08-2027", "14.08.2027" (day first); "14 August 2027", "14th Aug 2027",
 *   "14th of August, 2027"; "August 14 2027", "Aug 14th, 2027"; without a year ("14 August") the next such day. The
 *   words "available", "available on", "free on", "on" or "for" before a date go with it. A date that is not a real
 *   day, already past or more than three years ahead (`dayProblem`) is taken out of the words with a note and not
 *   searched for;
 * - budgets: a limit word and an amount in pounds ("under £500", "max £2k", "up to 500 pounds", "below £1,500.50"),
 *   "budget" and any amount ("budget 1500", "budget of £2k"), or an amount in pounds alone ("£800", "800 quid");
 *   above {@link MAX_BUDGET_POUNDS} read as it with a note; £0 is left out with a note. "under 500" without pounds
 *   and "for 500 guests" are not budgets.
 * Input: the query (cleaned) and the UK day today. Output: {@link DateAndBudgetWords}. Pure; throws nothing.
 */
export function readDatesAndBudget(text: string, today: string): DateAndBudgetWords {
  const removed: Span[] = [];
  const found: ((DateWords | BudgetWords) & Span)[] = [];
  const notes = new Set<string>();
  const overlaps = (span: Span) => removed.some((other) => span.start < other.end && other.start < span.end);

  for (const { pattern, read } of DATE_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const span = { start: match.index, end: match.index + match[0].trimEnd().length };
      if (overlaps(span)) continue;
      const typed = match[0].trim();
      const day = dayOf(read(match as RegExpExecArray), today);
      const problem = dayProblem(day, today);
      removed.push(span);
      if (problem) notes.add(dateProblemNote({ text: withoutLead(typed), problem }));
      else found.push({ text: typed, date: day, ...span });
    }
  }
  for (const pattern of BUDGET_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const span = { start: match.index, end: match.index + match[0].trimEnd().length };
      if (overlaps(span)) continue;
      const groups = match.slice(1);
      const digitsAt = groups.findIndex((group) => group !== undefined && /\d/.test(group));
      if (digitsAt < 0) continue;
      const pence = amountPence(groups[digitsAt]!, groups[digitsAt + 1]);
      removed.push(span);
      if (pence < 100) {
        notes.add(DATE_NOTES.budgetTooLow);
        continue;
      }
      if (pence > MAX_BUDGET_POUNDS * 100) notes.add(DATE_NOTES.budgetCapped);
      found.push({ text: match[0].trim(), maxPricePence: Math.min(pence, MAX_BUDGET_POUNDS * 100), ...span });
    }
  }
  found.sort((a, b) => a.start - b.start);
  const strip = ({ start: _start, end: _end, ...match }: (DateWords | BudgetWords) & Span) => match;
  return {
    dates: found.filter((match) => "date" in match).map(strip) as DateWords[],
    budgets: found.filter((match) => "maxPricePence" in match).map(strip) as BudgetWords[],
    remainingText: withoutSpans(text, removed),
    notes: [...notes],
  };
}

/** A date as typed without the words before it ("available on 14 Aug" → "14 Aug"), for notes. */
function withoutLead(typed: string): string {
  return typed.replace(/^(?:(?:available|availability|free)(?:\s+(?:on|for))?|on|for)\s+/i, "");
}

/** `text` without the spans and the joining words just before each, whitespace collapsed. */
function withoutSpans(text: string, spans: readonly Span[]): string {
  if (spans.length === 0) return text;
  let out = "";
  let at = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    if (span.start > at) out += dropTrailingConnectors(text.slice(at, span.start));
    out += " ";
    at = Math.max(at, span.end);
  }
  out += text.slice(at);
  return out.replace(/\s+/g, " ").replace(/^[\s,;:&+-]+|[\s,;:&+-]+$/g, "").trim();
}

function dropTrailingConnectors(part: string): string {
  const words = part.trimEnd().split(/\s+/);
  while (words.length > 0 && CONNECTORS.has(words.at(-1)!.toLowerCase())) words.pop();
  return words.join(" ");
}

/** A search request with the dates and budget of its words applied (see {@link applyDateAndBudgetWords}). */
export type RequestWithWords = { request: SearchRequest; applied: (DateWords | BudgetWords)[]; notes: string[] };

/**
 * The request a search runs: its query without the date and budget words ({@link readDatesAndBudget}), those dates
 * added to the `dates` given (sorted, each once, at most {@link MAX_SEARCH_DATES}: the link's first, then the words',
 * with a note past the limit) and the lowest budget named or given as `maxPricePence`. Applying it twice changes
 * nothing more. Input: a cleaned request and the UK day today. Output: the request, the date and budget words applied
 * (for the chips that remove them), and the notes (refused dates, capped budgets). Pure.
 * docs/product/public-area.md#dates-and-budget.
 */
export function applyDateAndBudgetWords(request: SearchRequest, today: string): RequestWithWords {
  const words = readDatesAndBudget(request.query, today);
  if (words.dates.length === 0 && words.budgets.length === 0 && words.notes.length === 0) return { request, applied: [], notes: [] };
  const notes = [...words.notes];
  const wanted = [...new Set([...request.dates, ...words.dates.map((match) => match.date)])];
  if (wanted.length > MAX_SEARCH_DATES) notes.push(DATE_NOTES.tooMany);
  const dates = wanted.slice(0, MAX_SEARCH_DATES);
  const budgets = [...(request.maxPricePence === null ? [] : [request.maxPricePence]), ...words.budgets.map((match) => match.maxPricePence)];
  return {
    request: {
      ...request,
      query: words.remainingText,
      dates: dates.sort(),
      maxPricePence: budgets.length > 0 ? Math.min(...budgets) : null,
    },
    applied: [...words.dates.filter((match) => dates.includes(match.date)), ...words.budgets],
    notes,
  };
}
