import { and, asc, inArray } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { vendorUnavailableDates } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import { isCalendarDay } from "~/modules/time/uk-dates";

/**
 * Which of `days` each of `vendorIds` cannot take another wedding on, for the modules that show or filter vendors
 * by a couple's dates (docs/product/vendor-journey-and-portal.md#availability; decision 065). Read from
 * `vendor_unavailable_dates`, which the triggers of migration 0020 keep from the vendor's blocks, their calendar
 * and their live bookings against their events per day, by its primary key (day first).
 * Input: executor, listing ids, days `YYYY-MM-DD` (access is the caller's: the answer says only unavailable or not).
 * Output: listing id → its unavailable days among `days`, in order; a listing free on all of them is absent.
 * Throws AppError `invalid` (400) for a day that is not a real `YYYY-MM-DD`.
 */
export async function unavailableDaysOf(db: Executor, vendorIds: readonly number[], days: readonly string[]): Promise<Map<number, string[]>> {
  const unavailable = new Map<number, string[]>();
  if (vendorIds.length === 0 || days.length === 0) return unavailable;
  if (!days.every(isCalendarDay)) throw new AppError("invalid", "Days are written YYYY-MM-DD.");
  const rows = await db
    .select({ vendorId: vendorUnavailableDates.vendorId, day: vendorUnavailableDates.day })
    .from(vendorUnavailableDates)
    .where(and(inArray(vendorUnavailableDates.day, [...new Set(days)]), inArray(vendorUnavailableDates.vendorId, [...new Set(vendorIds)])))
    .orderBy(asc(vendorUnavailableDates.vendorId), asc(vendorUnavailableDates.day));
  for (const row of rows) unavailable.set(row.vendorId, [...(unavailable.get(row.vendorId) ?? []), row.day]);
  return unavailable;
}
