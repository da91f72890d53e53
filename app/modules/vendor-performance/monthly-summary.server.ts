import { and, asc, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users, vendors } from "~/db/schema";
import { vendorMailPreferences as prefs } from "~/db/schema-insights";
import { logError } from "~/modules/logging/logger.server";
import type { MailSender } from "~/modules/mail/mail-message";
import { monthlySummaryMessage, type SummaryLine } from "~/modules/mail/monthly-summary-template";
import { formatPrice } from "~/modules/money/money";
import { now, utcDay } from "~/modules/time/clock";
import { formatReplyTime } from "~/modules/vendor-performance/figures";
import { getVendorPerformanceOver } from "~/modules/vendor-performance/performance.server";
import type { VendorPerformance } from "~/modules/vendor-performance/performance-types";
import { previousMonth } from "~/modules/vendor-performance/period";
import { monthlySummaryUnsubscribeUrl } from "~/modules/vendor-performance/summary-tokens.server";

/** Most summaries one sweep sends, so a month's mails are spread over several sweeps rather than one long run. */
export const SUMMARIES_PER_SWEEP = 200;

export type SummaryDeps = { db: Database; sendMail: MailSender; publicUrl: string; supportEmail: string; secret?: string };
export type SummarySweep = { sent: number; failed: number };

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** The lines of a summary mail, or the one line 'No enquiries yet in this period' when the month had none. */
export function summaryLines(figures: VendorPerformance): SummaryLine[] {
  const { totals } = figures;
  const counts = [
    { label: "Search appearances", value: String(totals.searchAppearances) },
    { label: "Profile views", value: String(totals.profileViews) },
  ];
  if (!figures.hasEnquiries) return [...counts, { label: "Enquiries", value: "No enquiries yet in this period" }];
  return [
    ...counts,
    { label: "Enquiries", value: String(totals.enquiries) },
    { label: "Replied", value: String(totals.replied) },
    { label: "Booked", value: String(totals.booked) },
    { label: "Booked value", value: formatPrice(totals.bookedValuePence) },
    { label: "Median reply time", value: formatReplyTime(figures.medianReplyMinutes) },
  ];
}

/**
 * The monthly summary sweep (docs/product/vendor-journey-and-portal.md#monthly-summary; decision 087). From the 1st
 * of a month (UTC, the app clock) it mails each active listing with an owner account, made before this month (a
 * listing made since has no last month to tell of), whose summary is not turned off and has not gone this month,
 * the previous calendar month's figures (the Performance reader, peers of '30d'), at most {@link SUMMARIES_PER_SWEEP}, to the owner account's address, with the unsubscribe link and headers.
 * Each vendor is claimed first by setting `last_monthly_summary` to this month in one conditional upsert, so a
 * second run (or another instance) sends nothing; a mail that fails gives the claim back so the next sweep tries
 * again. Input: {@link SummaryDeps}, the time. Output: `{ sent, failed }`. Database errors are rethrown.
 */
export async function sendMonthlySummaries(deps: SummaryDeps, at: Date = now()): Promise<SummarySweep> {
  const today = utcDay(at);
  const thisMonth = `${today.slice(0, 7)}-01`;
  const due = await deps.db
    .select({ vendorId: vendors.id, vendorName: vendors.name, email: users.email, last: prefs.lastMonthlySummary })
    .from(vendors)
    .innerJoin(users, eq(users.id, vendors.ownerUserId))
    .leftJoin(prefs, eq(prefs.vendorId, vendors.id))
    .where(and(eq(vendors.isActive, true), isNotNull(vendors.ownerUserId), lt(vendors.createdAt, new Date(`${thisMonth}T00:00:00Z`)), isNull(prefs.monthlySummaryOff), or(isNull(prefs.lastMonthlySummary), lt(prefs.lastMonthlySummary, thisMonth))))
    .orderBy(asc(vendors.id))
    .limit(SUMMARIES_PER_SWEEP);

  const month = previousMonth(today);
  const [year, monthNumber] = month.from.split("-").map(Number) as [number, number];
  const monthLabel = `${MONTHS[monthNumber - 1]} ${year}`;
  const result: SummarySweep = { sent: 0, failed: 0 };
  for (const vendor of due) {
    const claimed = await deps.db
      .insert(prefs)
      .values({ vendorId: vendor.vendorId, lastMonthlySummary: thisMonth })
      .onConflictDoUpdate({
        target: prefs.vendorId,
        set: { lastMonthlySummary: thisMonth },
        setWhere: sql`${prefs.monthlySummaryOff} is null and (${prefs.lastMonthlySummary} is null or ${prefs.lastMonthlySummary} < ${thisMonth})`,
      })
      .returning({ vendorId: prefs.vendorId });
    if (claimed.length === 0) continue;
    try {
      const figures = await getVendorPerformanceOver(deps.db, vendor.vendorId, month, "30d");
      await deps.sendMail(
        monthlySummaryMessage({
          to: vendor.email,
          vendorName: vendor.vendorName,
          month: monthLabel,
          lines: summaryLines(figures),
          sentence: figures.benchmarks.sentence,
          performanceUrl: `${deps.publicUrl}/vendor-dashboard/performance`,
          unsubscribeUrl: monthlySummaryUnsubscribeUrl(deps.publicUrl, vendor.vendorId, deps.secret),
          supportEmail: deps.supportEmail,
        }),
      );
      result.sent += 1;
    } catch (error) {
      logError(`The monthly summary of vendor ${vendor.vendorId} could not be mailed`, error);
      await deps.db.update(prefs).set({ lastMonthlySummary: vendor.last }).where(eq(prefs.vendorId, vendor.vendorId));
      result.failed += 1;
    }
  }
  return result;
}
