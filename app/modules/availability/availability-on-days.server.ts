import { and, inArray } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { vendorUnavailableDates } from "~/db/schema";
import type { DayAvailability } from "~/modules/availability/couple-dates";

// Whether vendors are free on the couple's dates (decision 068), read from the table search filters on
// (`vendor_unavailable_dates`, kept by the triggers of migration 0020 from blocked days, calendar feeds and bookings).

/**
 * Each vendor's state on each of `days`. Input: an executor, the vendor ids the caller may show (public listings,
 * the owner's shortlist), and UK days `YYYY-MM-DD` (parsed by `parseCoupleDates`, at most seven). Output: a map from
 * every given vendor id to its days in the given order, `available` false where the day is unavailable; an empty map
 * without ids or days. One primary-key read. Throws the driver's error.
 */
export async function availabilityOnDays(db: Executor, vendorIds: readonly number[], days: readonly string[]): Promise<Map<number, DayAvailability[]>> {
  const result = new Map<number, DayAvailability[]>();
  if (vendorIds.length === 0 || days.length === 0) return result;
  const rows = await db
    .select({ vendorId: vendorUnavailableDates.vendorId, day: vendorUnavailableDates.day })
    .from(vendorUnavailableDates)
    .where(and(inArray(vendorUnavailableDates.day, [...days]), inArray(vendorUnavailableDates.vendorId, [...vendorIds])));
  const taken = new Set(rows.map((row) => `${row.vendorId}|${row.day}`));
  for (const vendorId of new Set(vendorIds)) {
    result.set(vendorId, days.map((day) => ({ day, available: !taken.has(`${vendorId}|${day}`) })));
  }
  return result;
}
