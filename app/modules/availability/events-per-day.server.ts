import { eq } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { MAX_EVENTS_PER_DAY, vendorCalendars } from "~/db/schema";
import { AVAILABILITY_FIELDS, AVAILABILITY_MESSAGES } from "~/modules/availability/availability-form";
import { AppError } from "~/modules/errors/app-error";
import { now } from "~/modules/time/clock";

// Events per day (docs/product/vendor-journey-and-portal.md#availability; decision 065): how many weddings a vendor
// serves on one day. A day is unavailable once its live bookings reach it; a vendor without a calendar row takes one.

/** The events per day of listing `vendorId` (1 when never set). Input: executor, the listing's id. */
export async function getEventsPerDay(db: Executor, vendorId: number): Promise<number> {
  const [row] = await db.select({ eventsPerDay: vendorCalendars.eventsPerDay }).from(vendorCalendars).where(eq(vendorCalendars.vendorId, vendorId)).limit(1);
  return row?.eventsPerDay ?? 1;
}

/**
 * Sets the events per day of listing `vendorId` (docs/product/vendor-journey-and-portal.md#availability: "default 1,
 * at most 20"). The calendar row is made when missing; the trigger of migration 0020 then judges again every day
 * the vendor has live bookings on, so raising it frees days and lowering it fills them.
 * Input: database, the listing's id (resolved from the session by the caller), a whole number, the time (default:
 * the app clock). Output: `{ eventsPerDay }`. Throws AppError `invalid` (400) with the field's message for
 * anything but 1 to 20, changing nothing.
 */
export async function setEventsPerDay(db: Database, vendorId: number, eventsPerDay: number, at: Date = now()): Promise<{ eventsPerDay: number }> {
  if (!Number.isInteger(eventsPerDay) || eventsPerDay < 1 || eventsPerDay > MAX_EVENTS_PER_DAY) {
    throw new AppError("invalid", AVAILABILITY_MESSAGES.eventsPerDay, {
      title: AVAILABILITY_MESSAGES.refused,
      fieldErrors: { [AVAILABILITY_FIELDS.eventsPerDay]: AVAILABILITY_MESSAGES.eventsPerDay },
    });
  }
  await db
    .insert(vendorCalendars)
    .values({ vendorId, eventsPerDay, updatedAt: at })
    .onConflictDoUpdate({ target: vendorCalendars.vendorId, set: { eventsPerDay, updatedAt: at } });
  return { eventsPerDay };
}
