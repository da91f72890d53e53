import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { vendors, vendorUnavailableDates } from "~/db/schema";
import { unavailableDaysOf } from "~/modules/availability/unavailable-days.server";
import type { PriceRange } from "~/modules/vendors/vendor-format";
import type { VendorCard } from "~/modules/vendors/vendor-types";
import type { DatesAndBudget, DateMode } from "~/modules/search/dates-and-budget";

// The couple's dates and budget as SQL conditions over `vendors` (docs/product/public-area.md#dates-and-budget; decision 067),
// shared by search, its chips' counts, category and city pages. Availability is read from `vendor_unavailable_dates`,
// keyed (day, vendor_id): the vendors unavailable on the search's days are read from the primary key once per
// statement and left out by a hash anti-join, not looked up once per match (docs/benchmarks.md, "Availability and prices").

/** Days read and hashed by one anti-join of 'all dates': a peak Saturday's unavailable vendors (31,000 at 100,000) three times over fit `work_mem`. */
const DAYS_PER_ANTI_JOIN = 3;

/**
 * Condition that a vendor is free on the couple's dates: on every one (`all`), or on at least one (`any`). Input: UK
 * days `YYYY-MM-DD` (at most 7, already checked) and the mode. Output: a boolean SQL condition over `vendors.id`, or
 * undefined for no dates. 'all' is `not exists` a row of the vendor on the days, for up to {@link DAYS_PER_ANTI_JOIN}
 * days at a time; 'any' is `not exists` the vendor among those unavailable on every day (each day's vendors
 * intersected, the first day's hashed and narrowed by the next). Each is an anti-join that PostgreSQL runs by reading
 * the days' rows from the primary key (day, vendor_id) once and hashing them, or for a few matches by probing the
 * `(vendor_id, day)` index. Seven peak Saturdays in one anti-join hashed 220,000 rows, outgrew `work_mem` and spilled
 * to disk; three days at a time fit, each anti-join over fewer matches than the last (docs/benchmarks.md,
 * "Availability and prices"). `vendors.id <> all(array(…))` would compare every match with every unavailable vendor.
 * Throws nothing.
 */
export function availabilityCondition(dates: readonly string[], mode: DateMode): SQL | undefined {
  if (dates.length === 0) return undefined;
  const unavailable = vendorUnavailableDates;
  if (mode === "all" || dates.length === 1) {
    const groups = Array.from({ length: Math.ceil(dates.length / DAYS_PER_ANTI_JOIN) }, (_, index) =>
      dates.slice(index * DAYS_PER_ANTI_JOIN, (index + 1) * DAYS_PER_ANTI_JOIN),
    );
    return and(
      ...groups.map((days) => {
        const list = sql`array[${sql.join(days.map((day) => sql`${day}`), sql`, `)}]::date[]`;
        return sql`not exists (select 1 from ${unavailable} where ${unavailable.day} = any(${list}) and ${unavailable.vendorId} = ${vendors.id})`;
      }),
    );
  }
  const onDay = (day: string) => sql`select ${unavailable.vendorId} as vendor_id from ${unavailable} where ${unavailable.day} = ${day}::date`;
  const busy = sql.join(dates.map(onDay), sql` intersect `);
  return sql`not exists (select 1 from (${busy}) as busy where busy.vendor_id = ${vendors.id})`;
}

/**
 * Condition that a vendor's 'From' price (`vendors.from_price_pence`, its lowest package price) is within the budget;
 * with `includeUnpriced`, vendors without packages pass too. Input: the budget in pence (null for none) and the switch.
 * Output: a boolean SQL condition, or undefined without a budget. Throws nothing.
 */
export function budgetCondition(maxPricePence: number | null, includeUnpriced: boolean): SQL | undefined {
  if (maxPricePence === null) return undefined;
  const within = sql`${vendors.fromPricePence} <= ${maxPricePence}`;
  return includeUnpriced ? or(within, sql`${vendors.fromPricePence} is null`) : within;
}

/**
 * The conditions of a list's price band (`price=££`, read from the generated `vendors.price_band`: from the 'From' price
 * where there is one, else the band the vendor chose; decision 064), dates and budget. Input: the band (null for any)
 * and {@link DatesAndBudget}. Output: the conditions, none when nothing is asked. Throws nothing.
 */
export function datesAndBudgetFilters(priceRange: PriceRange | null, value: Omit<DatesAndBudget, "dateEventTypes">): SQL[] {
  return [
    priceRange ? eq(vendors.priceBand, priceRange) : undefined,
    availabilityCondition(value.dates, value.dateMode),
    budgetCondition(value.maxPricePence, value.includeUnpriced),
  ].filter((condition): condition is SQL => condition !== undefined);
}

/**
 * The days among `dates` each vendor is free on, for the cards' 'Available on …' line. Input: vendor ids (a page's,
 * any number; none gives an empty map) and UK days. Output: a map from each id to its free days, in the order of
 * `dates` (every day for a vendor with none unavailable). One read of the primary key (`unavailableDaysOf`, decision
 * 065). Throws the driver's error.
 */
export async function freeDaysOf(db: Executor, vendorIds: readonly number[], dates: readonly string[]): Promise<Map<number, string[]>> {
  const free = new Map<number, string[]>();
  if (vendorIds.length === 0 || dates.length === 0) return free;
  const busy = await unavailableDaysOf(db, vendorIds, dates);
  for (const id of vendorIds) free.set(id, dates.filter((day) => !busy.get(id)?.includes(day)));
  return free;
}

/**
 * What each listed vendor's card says it is free on (docs/product/public-area.md#dates-and-budget): in 'all' mode every date (a
 * listed vendor is free on each, so nothing is read), in 'any' mode the dates it is free on ({@link freeDaysOf}).
 * Input: the listed vendors' ids, the dates and the mode. Output: a map from id to days in order; empty without dates.
 */
export async function availableDaysOf(db: Executor, vendorIds: readonly number[], dates: readonly string[], mode: DateMode): Promise<Map<number, string[]>> {
  if (dates.length === 0) return new Map();
  if (mode === "all" || dates.length === 1) return new Map(vendorIds.map((id) => [id, [...dates]]));
  return freeDaysOf(db, vendorIds, dates);
}

/**
 * Each card with the days among the couple's dates its vendor is free on (`availableOn`; docs/product/public-area.md#dates-and-budget),
 * unchanged without dates. Input: cards, the dates and mode. Output: the cards in the same order.
 */
export async function withAvailableDays<T extends VendorCard>(db: Database, cards: T[], value: Pick<DatesAndBudget, "dates" | "dateMode">): Promise<T[]> {
  const free = await availableDaysOf(db, cards.map((card) => card.id), value.dates, value.dateMode);
  return free.size === 0 ? cards : cards.map((card) => ({ ...card, availableOn: free.get(card.id) ?? [] }));
}
