import type { Executor } from "~/db/client.server";
import type { DayAvailability } from "~/modules/availability/couple-dates";
import { unavailableDaysOf } from "~/modules/availability/unavailable-days.server";

// Whether vendors are free on the couple's dates, as the vendor page, the shortlist and compare say it (decision 068),
// over the read search uses (`unavailableDaysOf`, decision 065).

/**
 * Each vendor's state on each of `days`. Input: an executor, the vendor ids the caller may show (public listings,
 * the owner's shortlist), and UK days `YYYY-MM-DD` (parsed by `coupleDatesOf`, at most seven). Output: a map from
 * every given vendor id to its days in the given order, `available` false where the day is unavailable; an empty map
 * without ids or days. One primary-key read. Throws AppError `invalid` for a day not written `YYYY-MM-DD` (parsed
 * days never are), and the driver's errors.
 */
export async function availabilityOnDays(db: Executor, vendorIds: readonly number[], days: readonly string[]): Promise<Map<number, DayAvailability[]>> {
  const result = new Map<number, DayAvailability[]>();
  if (vendorIds.length === 0 || days.length === 0) return result;
  const unavailable = await unavailableDaysOf(db, vendorIds, days);
  for (const vendorId of new Set(vendorIds)) {
    const taken = new Set(unavailable.get(vendorId) ?? []);
    result.set(vendorId, days.map((day) => ({ day, available: !taken.has(day) })));
  }
  return result;
}
