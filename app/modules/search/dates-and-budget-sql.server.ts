import { eq, or, sql, type SQL } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { UNAVAILABLE_DAYS_EPOCH, vendors } from "~/db/schema";
import { unavailableDaysOf } from "~/modules/availability/unavailable-days.server";
import { availableOnText } from "~/modules/availability/availability-dates";
import type { PriceRange } from "~/modules/vendors/vendor-format";
import type { VendorCard } from "~/modules/vendors/vendor-types";
import type { DatesAndBudget, DateMode } from "~/modules/search/dates-and-budget";

// The couple's dates and budget as SQL conditions over `vendors` (docs/product/public-area.md#dates-and-budget; decisions 067,
// 075), shared by search, its chips' counts, category and city pages. Availability is read from each match's own
// `vendors.unavailable_days` bits, which the covering indexes carry, so the dates cost a test per match and no read of
// another table (docs/benchmarks.md, "Availability and prices").

/** Days from {@link UNAVAILABLE_DAYS_EPOCH} to a UK day `YYYY-MM-DD` (negative before it). */
function dayNumber(day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${UNAVAILABLE_DAYS_EPOCH}T00:00:00Z`)) / 86_400_000);
}

/**
 * Whether the vendor is unavailable on the day: its bit is 1. A day past the end of the bits, or before day 0, reads ''.
 * The position is a parameter, so that a search's statement text is the same whatever its dates and is planned once
 * (decision 096); anything but a whole number is refused here, whatever checked it upstream.
 */
function unavailableOn(day: string): SQL {
  const position = dayNumber(day) + 1;
  if (!Number.isSafeInteger(position)) throw new RangeError(`Not a calendar day: ${JSON.stringify(day)}`);
  return sql`substring(${vendors.unavailableDays} from ${position}::int for 1) = B'1'`;
}

/**
 * Condition that a vendor is free on the couple's dates: on every one (`all`), or on at least one (`any`). Input: UK
 * days `YYYY-MM-DD` (at most 7, already checked; none before {@link UNAVAILABLE_DAYS_EPOCH}, since searches take
 * days from today on) and the mode. Output: a boolean SQL condition over `vendors`, or undefined for no dates. Each
 * day is a test of one bit of `vendors.unavailable_days` (null bits: free on every day), which an index-only scan of
 * the category or location index evaluates with the match's other columns (decision 075). The day numbers are
 * bound parameters (decision 096). Throws RangeError for a string that is not a calendar day.
 */
export function availabilityCondition(dates: readonly string[], mode: DateMode): SQL | undefined {
  if (dates.length === 0) return undefined;
  const busy = dates.map(unavailableOn);
  const joined = sql.join(busy, mode === "all" || dates.length === 1 ? sql` or ` : sql` and `);
  return sql`not coalesce(${joined}, false)`;
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
  return free.size === 0
    ? cards
    : cards.map((card) => {
        const days = free.get(card.id) ?? [];
        return { ...card, availableOn: days, availableOnLabel: availableOnText(days) };
      });
}
