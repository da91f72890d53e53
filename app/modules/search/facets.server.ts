import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, vendors } from "~/db/schema";
import { EVENT_TYPES, type EventType } from "~/modules/enquiries/enquiry-form";
import { FACET_KEYS, VENDOR_LANGUAGES, type FacetKey, type VendorLanguage } from "~/modules/search/attribute-words";
import type { FacetSelection } from "~/modules/search/facet-params";
import { CAPACITY_STEPS, type AttributeCounts } from "~/modules/search/filter-chips";
import { isPublic } from "~/modules/vendors/vendor-cards.server";

// Attribute filters and their counts in SQL (issue #11, "Facets and filters": "counts computed in SQL for the current
// query and place"; docs/decisions/026).


// Values come from closed lists (FACET_KEYS, EVENT_TYPES, VENDOR_LANGUAGES) but are bound as parameters all the same.
function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * The SQL conditions of a selection (issue #11), to AND with a search's or a category page's own: every chosen facet
 * (`facets @> …`, the GIN index vendors_facets_idx), at least `minCapacity` guests (a listing that does not say its
 * capacity is left out), every chosen event type (`event_types @> …`), any chosen language (`languages && …`).
 * Input: {@link FacetSelection} (its values already checked by parseFacetParams or the caller). Output: the
 * conditions, none for an empty selection. Throws nothing.
 */
export function facetFilters(selection: FacetSelection): SQL[] {
  const conditions: SQL[] = [];
  if (selection.facets.length > 0) conditions.push(sql`${vendors.facets} @> ${textArray(selection.facets)}`);
  if (selection.minCapacity !== null) conditions.push(sql`${vendors.capacity} >= ${selection.minCapacity}`);
  if (selection.eventTypes.length > 0) conditions.push(sql`${vendors.eventTypes} @> ${textArray(selection.eventTypes)}`);
  if (selection.languages.length > 0) conditions.push(sql`${vendors.languages} && ${textArray(selection.languages)}`);
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

/** `grouping(facets, event_types, languages, capacity)` of each grouping set's rows: a bit per column not grouped by. */
const GROUPED_BY = { facets: 0b0111, eventTypes: 0b1011, languages: 0b1101, capacity: 0b1110 } as const;

/**
 * For the public vendors matching `where`, how many have each facet, serve each event type, speak each language and
 * serve at least each of {@link CAPACITY_STEPS} guests (issue #11). One query and one pass over the matching rows:
 * `group by grouping sets ((facets), (event_types), (languages), (capacity))` returns how many vendors have each
 * distinct list (some tens of rows even for the whole catalogue), and the lists are tallied here. Per matching row
 * that is four hash lookups rather than 48 `count(*) filter (where … = any(…))` tests, which took about as long again
 * as reading the rows at 100,000 vendors (docs/benchmarks.md, "With attribute filters and facet counts"). Pass the result
 * list's own condition (text, place, category, and the chosen filters for counts that refine the current results);
 * categories are joined, so conditions on them work. Only active vendors are counted whatever `where` says
 * (`isPublic`). Input: database, a condition over `vendors` and `categories` (undefined for every public vendor).
 * Output: {@link FacetCounts}, a zero for every value none has; a language outside VENDOR_LANGUAGES is not counted.
 * Throws the driver's error.
 */
export async function facetCounts(db: Database, where: SQL | undefined): Promise<FacetCounts> {
  const started = performance.now();
  const { facets, eventTypes, languages, capacity } = vendors;
  const groups = await db
    .select({
      set: sql<number>`grouping(${facets}, ${eventTypes}, ${languages}, ${capacity})`.mapWith(Number),
      facets,
      eventTypes,
      languages,
      capacity,
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .where(where ? and(isPublic, where) : isPublic)
    .groupBy(sql`grouping sets ((${facets}), (${eventTypes}), (${languages}), (${capacity}))`);

  return { ...tallyFacetGroups(groups), elapsedMs: performance.now() - started };
}

/** One row of `group by grouping sets ((facets), (event_types), (languages), (capacity))` over the matches. */
export type FacetGroup = {
  /** `grouping(facets, event_types, languages, capacity)`: which set the row belongs to. */
  set: number;
  facets: string[] | null;
  eventTypes: string[] | null;
  languages: string[] | null;
  capacity: number | null;
  /** Matching vendors with exactly this list (or capacity). */
  count: number;
};

/**
 * The chips' counts from the grouped rows of a search's matches (the rows {@link facetCounts} reads, or those the
 * search statement returns with its page: search-vendors.server.ts). Input: the groups, in any order. Output: the
 * counts without a time; a zero for every value none has; values outside the closed lists are not counted.
 */
export function tallyFacetGroups(groups: readonly FacetGroup[]): AttributeCounts {
  const counts = {
    total: 0,
    facets: zeroFor(FACET_KEYS),
    eventTypes: zeroFor(EVENT_TYPES),
    languages: zeroFor(VENDOR_LANGUAGES),
    capacityAtLeast: zeroFor(CAPACITY_STEPS),
  };
  const tally = <K extends string | number>(into: Record<K, number>, values: readonly K[], count: number) => {
    for (const value of values) if (Object.hasOwn(into, value)) into[value] += count;
  };
  for (const group of groups) {
    if (group.set === GROUPED_BY.facets) {
      // Every matching vendor is in exactly one facets group, so these groups also give the total.
      counts.total += group.count;
      tally(counts.facets, group.facets as FacetKey[], group.count);
    } else if (group.set === GROUPED_BY.eventTypes) tally(counts.eventTypes, group.eventTypes as EventType[], group.count);
    else if (group.set === GROUPED_BY.languages) tally(counts.languages, group.languages as VendorLanguage[], group.count);
    else if (group.set === GROUPED_BY.capacity && group.capacity !== null) {
      const served = group.capacity;
      tally(counts.capacityAtLeast, CAPACITY_STEPS.filter((step) => served >= step), group.count);
    }
  }
  return counts;
}

/** A zero for each of `keys`. */
function zeroFor<K extends string | number>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
}
