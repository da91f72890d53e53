import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { vendorMailPreferences } from "~/db/schema-insights";
import { now } from "~/modules/time/clock";

/**
 * Whether the monthly summary goes to `vendorId` (docs/product/vendor-journey-and-portal.md#monthly-summary): on
 * unless turned off. Input: database, vendor id. Output: true when on.
 */
export async function isMonthlySummaryOn(db: Database, vendorId: number): Promise<boolean> {
  const [row] = await db.select({ off: vendorMailPreferences.monthlySummaryOff }).from(vendorMailPreferences).where(eq(vendorMailPreferences.vendorId, vendorId));
  return !row?.off;
}

/**
 * Turns the monthly summary on or off for `vendorId`, recording when (docs/product/vendor-journey-and-portal.md#monthly-summary).
 * Turning it off again keeps the first time it was turned off. Input: database, vendor id, on, time (default the app
 * clock). Output: nothing. Database errors (e.g. no such vendor) are rethrown.
 */
export async function setMonthlySummary(db: Database, vendorId: number, on: boolean, at: Date = now()): Promise<void> {
  const current = await isMonthlySummaryOn(db, vendorId);
  if (current === on) return;
  const change = { monthlySummaryOff: on ? null : at, monthlySummaryChangedAt: at };
  await db.insert(vendorMailPreferences).values({ vendorId, ...change }).onConflictDoUpdate({ target: vendorMailPreferences.vendorId, set: change });
}
