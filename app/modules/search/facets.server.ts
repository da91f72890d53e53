import { and, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { statementRows } from "~/db/statement-rows.server";
import type { Database } from "~/db/client.server";
import { categories, ENQUIRY_EVENT_TYPES, VENDOR_FACET_KEYS, VENDOR_LANGUAGE_KEYS, vendors } from "~/db/schema";
import { EVENT_TYPES, type EventType } from "~/modules/enquiries/enquiry-form";
import { FACET_KEYS, VENDOR_LANGUAGES, type FacetKey } from "~/modules/search/attribute-facets";
import type { FacetSelection } from "~/modules/search/facet-params";
import { CAPACITY_STEPS, type AttributeCounts } from "~/modules/search/filter-chips";
import { isPublic } from "~/modules/vendors/vendor-cards.server";

// Attribute filters and their counts in SQL (docs/product/public-area.md#filters: "counts computed in SQL for the current
// query and place"; docs/decisions/026).


/**
 * The bits of `values` in a bit column whose bit i stands for `keys[i]` (app/db/schema.ts, keyBits: VENDOR_FACET_KEYS,
 * ENQUIRY_EVENT_TYPES, VENDOR_LANGUAGE_KEYS). A value outside `keys` adds no bit.
 */
function maskOf(keys: readonly string[], values: readonly string[]): number {
  return values.reduce((mask, value) => (keys.includes(value) ? mask | (1 << keys.indexOf(value)) : mask), 0);
}

/** Condition that a vendor has ticked the facet (its bit in `facet_bits`): boolean SQL. docs/product/public-area.md#filters, decision 026. */
export function hasFacet(facet: FacetKey): SQL {
  return sql`(${vendors.facetBits} & ${maskOf(VENDOR_FACET_KEYS, [facet])}) <> 0`;
}

/** Condition that a vendor serves the event type (its bit in `event_type_bits`): boolean SQL. docs/product/public-area.md#filters, decision 026. */
export function servesEventType(eventType: EventType): SQL {
  return sql`(${vendors.eventTypeBits} & ${maskOf(ENQUIRY_EVENT_TYPES, [eventType])}) <> 0`;
}

/**
 * The SQL conditions of a selection (docs/product/public-area.md#filters), to AND with a search's or a category page's own: every chosen facet,
 * at least `minCapacity` guests (a listing that does not say its capacity is left out), every chosen event type, any
 * chosen language. The attributes are tested on the bit columns the category and location indexes carry, so a chip
 * keeps a category page or a radius search index-only (migration 0014).
 * Input: {@link FacetSelection} (its values already checked by parseFacetParams or the caller). Output: the
 * conditions, none for an empty selection. Throws nothing.
 */
export function facetFilters(selection: FacetSelection): SQL[] {
  const conditions: SQL[] = [];
  const every = (column: SQLWrapper, mask: number) => sql`(${column} & ${mask}) = ${mask}`;
  if (selection.facets.length > 0) conditions.push(every(vendors.facetBits, maskOf(VENDOR_FACET_KEYS, selection.facets)));
  if (selection.minCapacity !== null) conditions.push(sql`${vendors.capacity} >= ${selection.minCapacity}`);
  if (selection.eventTypes.length > 0) conditions.push(every(vendors.eventTypeBits, maskOf(ENQUIRY_EVENT_TYPES, selection.eventTypes)));
  if (selection.languages.length > 0) {
    conditions.push(sql`(${vendors.languageBits} & ${maskOf(VENDOR_LANGUAGE_KEYS, selection.languages)}) <> 0`);
  }
  return conditions;
}

/**
 * How many of the matching vendors have each attribute, for the chips beside a result list: `total` matching,
 * per facet, event type and language, and per capacity step ({@link CAPACITY_STEPS}) those serving at least it.
 */
export type FacetCounts = AttributeCounts & {
  /** Time the query took, in milliseconds (the search benchmark prints it). */
  elapsedMs: number;
};

/** `grouping(facet_bits, event_type_bits, language_bits, capacity)` of each grouping set's rows: a bit per column not grouped by. */
const GROUPED_BY = { facets: 0b0111, eventTypes: 0b1011, languages: 0b1101, capacity: 0b1110 } as const;

/**
 * The SQL that groups a set of matches for the chips' counts: `group by grouping sets ((facet_bits),
 * (event_type_bits), (language_bits), (capacity))`, one row per distinct value of each (some tens even for the
 * whole catalogue), which {@link tallyFacetGroups} turns into counts. Per match that is four hash lookups on integers;
 * on the text arrays it took about as long as finding 36,000 matches, and 48 `count(*) filter (…)` tests longer
 * still (docs/benchmarks.md, "Attribute bits"). Input: `from`, the rows to group (SQL: a table or join, or an aliased
 * subquery, with the columns facet_bits, event_type_bits, language_bits and capacity), and an optional condition on
 * them. Output: a select statement returning {@link FacetGroup} rows, to run with `db.execute` and read with
 * `statementRows` (app/db/statement-rows.server.ts). Pure; throws nothing.
 */
export function facetGroupsOf(from: SQL, where?: SQL): SQL {
  return sql`select grouping(facet_bits, event_type_bits, language_bits, capacity) as "set", facet_bits as "facetBits",
      event_type_bits as "eventTypeBits", language_bits as "languageBits", capacity, count(*)::int as "count"
    from ${from} ${where ? sql`where ${where}` : sql``}
    group by grouping sets ((facet_bits), (event_type_bits), (language_bits), (capacity))`;
}

/**
 * For the public vendors matching `where`, how many have each facet, serve each event type, speak each language and
 * serve at least each of {@link CAPACITY_STEPS} guests (docs/product/public-area.md#filters), in one query and one pass over the matching rows
 * ({@link facetGroupsOf}). Pass the result list's own condition (text, place, category, and the chosen filters for
 * counts that refine the current results); categories are joined, so conditions on them work. Only active vendors are
 * counted whatever `where` says (`isPublic`). Input: database, a condition over `vendors` and `categories` (undefined
 * for every public vendor). Output: {@link FacetCounts}, a zero for every value none has. Throws the driver's error.
 */
export async function facetCounts(db: Database, where: SQL | undefined): Promise<FacetCounts> {
  const started = performance.now();
  const joined = sql`${vendors} inner join ${categories} on ${eq(categories.id, vendors.categoryId)}`;
  const result = await db.execute(facetGroupsOf(joined, where ? and(isPublic, where) : isPublic));
  return { ...tallyFacetGroups(statementRows<FacetGroup>(result)), elapsedMs: performance.now() - started };
}

/** One row of {@link facetGroupsOf} over the matches. */
export type FacetGroup = {
  /** `grouping(facet_bits, event_type_bits, language_bits, capacity)`: which set the row belongs to. */
  set: number;
  facetBits: number | null;
  eventTypeBits: number | null;
  languageBits: number | null;
  capacity: number | null;
  /** Matching vendors with exactly these bits (or capacity). */
  count: number;
};

/**
 * The chips' counts from the grouped rows of a search's matches ({@link facetGroupsOf}). Input: the groups, in any
 * order. Output: the counts without a time; a zero for every value none has.
 */
export function tallyFacetGroups(groups: readonly FacetGroup[]): AttributeCounts {
  const counts = {
    total: 0,
    facets: zeroFor(FACET_KEYS),
    eventTypes: zeroFor(EVENT_TYPES),
    languages: zeroFor(VENDOR_LANGUAGES),
    capacityAtLeast: zeroFor(CAPACITY_STEPS),
  };
  // Bit i of a column stands for keys[i] of its list in app/db/schema.ts, which the lists here equal (unit tests).
  const tally = <K extends string>(into: Record<K, number>, keys: readonly K[], bits: number | null, count: number) => {
    keys.forEach((key, bit) => {
      if (((bits ?? 0) & (1 << bit)) !== 0) into[key] += count;
    });
  };
  for (const group of groups) {
    if (group.set === GROUPED_BY.facets) {
      // Every matching vendor is in exactly one facets group, so these groups also give the total.
      counts.total += group.count;
      tally(counts.facets, FACET_KEYS, group.facetBits, group.count);
    } else if (group.set === GROUPED_BY.eventTypes) tally(counts.eventTypes, EVENT_TYPES, group.eventTypeBits, group.count);
    else if (group.set === GROUPED_BY.languages) tally(counts.languages, VENDOR_LANGUAGES, group.languageBits, group.count);
    else if (group.set === GROUPED_BY.capacity && group.capacity !== null) {
      const served = group.capacity;
      for (const step of CAPACITY_STEPS) if (served >= step) counts.capacityAtLeast[step] += group.count;
    }
  }
  return counts;
}

/** A zero for each of `keys`. */
function zeroFor<K extends string | number>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
}
