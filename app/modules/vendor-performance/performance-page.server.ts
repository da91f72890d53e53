import type { Database } from "~/db/client.server";
import { AppError } from "~/modules/errors/app-error";
import { now } from "~/modules/time/clock";
import { getVendorPerformance } from "~/modules/vendor-performance/performance.server";
import type { PerformancePage, VendorPerformance } from "~/modules/vendor-performance/performance-types";
import { parsePeriod } from "~/modules/vendor-performance/period";
import { isMonthlySummaryOn, setMonthlySummary } from "~/modules/vendor-performance/summary-preference.server";
import { getOwnListingId } from "~/modules/vendors/owned-listings.server";

/**
 * The Performance page of the account `userId`'s own listing (docs/product/vendor-journey-and-portal.md#performance),
 * resolved from the session, never from an id sent by the browser. `?period=` is read with `parsePeriod` (an
 * unknown value is '30d'). Input: database, user id, the raw period, time. Output: {@link PerformancePage}, or
 * undefined when the account has no listing.
 */
export async function loadPerformancePage(db: Database, userId: string, period: string | null, at: Date = now()): Promise<PerformancePage | undefined> {
  const vendorId = await getOwnListingId(db, userId);
  if (vendorId === undefined) return undefined;
  const [figures, monthlySummaryOn] = await Promise.all([getVendorPerformance(db, vendorId, parsePeriod(period), at), isMonthlySummaryOn(db, vendorId)]);
  return { figures, monthlySummaryOn };
}

/**
 * The weekly figures of the session's own listing for the CSV (docs/product/vendor-journey-and-portal.md#performance:
 * one row per week whatever the period). Input: database, user id, raw period, time. Output: the period and the
 * figures. Throws AppError `not_found` without a listing.
 */
export async function loadPerformanceWeeks(db: Database, userId: string, period: string | null, at: Date = now()): Promise<VendorPerformance> {
  const vendorId = await getOwnListingId(db, userId);
  if (vendorId === undefined) throw new AppError("not_found", "No business listing found.");
  return getVendorPerformance(db, vendorId, parsePeriod(period), at, "week");
}

/**
 * Turns the session's own listing's monthly summary on or off from the Performance page
 * (docs/product/vendor-journey-and-portal.md#monthly-summary). Input: database, user id, on. Throws AppError
 * `not_found` without a listing.
 */
export async function setOwnMonthlySummary(db: Database, userId: string, on: boolean): Promise<void> {
  const vendorId = await getOwnListingId(db, userId);
  if (vendorId === undefined) throw new AppError("not_found", "No business listing found.");
  await setMonthlySummary(db, vendorId, on);
}
