import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { vendors } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import { now } from "~/modules/time/clock";
import { UNSUBSCRIBE_NOT_FOUND } from "~/modules/vendor-performance/summary-messages";
import { isMonthlySummaryOn, setMonthlySummary } from "~/modules/vendor-performance/summary-preference.server";
import { vendorOfSummaryToken } from "~/modules/vendor-performance/summary-tokens.server";


/**
 * The listing an unsubscribe token names, and whether its summary is on (docs/product/vendor-journey-and-portal.md#monthly-summary).
 * Input: database, token from the address. Output: `{ vendorId, listingName, on }`. Throws AppError `not_found`
 * with {@link UNSUBSCRIBE_NOT_FOUND} for a bad token or a listing that no longer exists.
 */
export async function summaryOfToken(db: Database, token: string | undefined, secret?: string): Promise<{ vendorId: number; listingName: string; on: boolean }> {
  const vendorId = vendorOfSummaryToken(token, secret);
  const [listing] = vendorId === undefined ? [] : await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, vendorId));
  if (vendorId === undefined || !listing) throw new AppError("not_found", UNSUBSCRIBE_NOT_FOUND);
  return { vendorId, listingName: listing.name, on: await isMonthlySummaryOn(db, vendorId) };
}

/**
 * Turns the monthly summary off by its unsubscribe token, without sign-in, recording when (the confirm button of
 * the page and a mail client's one-click POST, RFC 8058). Safe to repeat. Input: database, token, time. Output:
 * the listing's name. Throws as {@link summaryOfToken}.
 */
export async function unsubscribeByToken(db: Database, token: string | undefined, at: Date = now(), secret?: string): Promise<{ listingName: string }> {
  const summary = await summaryOfToken(db, token, secret);
  await setMonthlySummary(db, summary.vendorId, false, at);
  return { listingName: summary.listingName };
}
