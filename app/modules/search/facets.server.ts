import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, vendors } from "~/db/schema";
import { EVENT_TYPES } from "~/modules/enquiries/enquiry-form";
import { FACET_KEYS, VENDOR_LANGUAGES } from "~/modules/search/attribute-words";
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

/**
 * For the public vendors matching `where`, how many have each facet, serve each event type, speak each language and
 * serve at least each of {@link CAPACITY_STEPS} guests: one query and one pass over the matching rows
 * (`count(*) filter (where …)` per value; issue #11). Pass the result list's own condition (text, place, category, and
 * the chosen filters for counts that refine the current results); categories are joined, so conditions on them work.
 * Only active vendors are counted whatever `where` says (`isPublic`). Input: database, a condition over `vendors` and
 * `categories` (undefined for every public vendor). Output: {@link FacetCounts}, a zero for every value none has.
 * Throws the driver's error.
 */
export async function facetCounts(db: Database, where: SQL | undefined): Promise<FacetCounts> {
  const started = performance.now();
  const columns: Record<string, SQL<number>> = { total: sql<number>`count(*)::int` };
  FACET_KEYS.forEach((key, index) => {
    columns[`f${index}`] = sql<number>`(count(*) filter (where ${key} = any(${vendors.facets})))::int`;
  });
  EVENT_TYPES.forEach((eventType, index) => {
    columns[`e${index}`] = sql<number>`(count(*) filter (where ${eventType} = any(${vendors.eventTypes})))::int`;
  });
  VENDOR_LANGUAGES.forEach((language, index) => {
    columns[`l${index}`] = sql<number>`(count(*) filter (where ${language} = any(${vendors.languages})))::int`;
  });
  CAPACITY_STEPS.forEach((step, index) => {
    columns[`c${index}`] = sql<number>`(count(*) filter (where ${vendors.capacity} >= ${step}))::int`;
  });
  const [row = {}] = await db
    .select(columns)
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .where(where ? and(isPublic, where) : isPublic);
  const value = (key: string) => Number((row as Record<string, unknown>)[key] ?? 0);
  return {
    total: value("total"),
    facets: Object.fromEntries(FACET_KEYS.map((key, index) => [key, value(`f${index}`)])) as FacetCounts["facets"],
    eventTypes: Object.fromEntries(EVENT_TYPES.map((type, index) => [type, value(`e${index}`)])) as FacetCounts["eventTypes"],
    languages: Object.fromEntries(VENDOR_LANGUAGES.map((name, index) => [name, value(`l${index}`)])) as FacetCounts["languages"],
    capacityAtLeast: Object.fromEntries(CAPACITY_STEPS.map((step, index) => [step, value(`c${index}`)])) as FacetCounts["capacityAtLeast"],
    elapsedMs: performance.now() - started,
  };
}
