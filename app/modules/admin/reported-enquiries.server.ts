import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { enquiries, enquiryReports, vendors } from "~/db/schema";
import {
  ENQUIRY_QUEUE_LIMIT,
  ENQUIRY_QUEUE_MESSAGES,
  type ReportedEnquiry,
  type ReportIntent,
} from "~/modules/admin/enquiry-queues";
import { queuedEnquiryColumns, toQueuedEnquiry } from "~/modules/admin/held-enquiries.server";
import { recordAudit, type AuditActor } from "~/modules/audit/audit-log.server";
import type { BillingProvider } from "~/modules/billing/billing-provider.server";
import { creditListingDays, type ListingCredit } from "~/modules/billing/listing-credit.server";
import { revokeConversationTokens } from "~/modules/conversations/conversation-tokens.server";
import { AppError } from "~/modules/errors/app-error";
import { blockSender } from "~/modules/lead-quality/blocked-senders.server";
import { UPHELD_CREDIT_DAYS } from "~/modules/lead-quality/lead-quality-promise";
import { now } from "~/modules/time/clock";

// The admin's 'Reported enquiries' queue (docs/product/couples-tools.md#lead-quality; decision 059): a vendor's
// 'Report not genuine' waits here until an admin upholds or dismisses it.

/**
 * The open reports, oldest first, at most {@link ENQUIRY_QUEUE_LIMIT}: the vendor's reason and the enquiry (vendor,
 * sender, event, excerpt, score and signals, delivery). Input: database. Output: {@link ReportedEnquiry}[].
 */
export async function listReportedEnquiries(db: Database): Promise<ReportedEnquiry[]> {
  const rows = await db
    .select({ reportId: enquiryReports.id, reason: enquiryReports.reason, reportedAt: enquiryReports.createdAt, delivery: enquiries.delivery, ...queuedEnquiryColumns })
    .from(enquiryReports)
    .innerJoin(enquiries, eq(enquiries.id, enquiryReports.enquiryId))
    .innerJoin(vendors, eq(vendors.id, enquiries.vendorId))
    .where(eq(enquiryReports.status, "open"))
    .orderBy(asc(enquiryReports.createdAt), asc(enquiryReports.id))
    .limit(ENQUIRY_QUEUE_LIMIT);
  return rows.map(({ reportId, reason, reportedAt, ...enquiry }) => ({ id: reportId, reason, reportedAt, enquiry: toQueuedEnquiry(enquiry) }));
}

/** What the audit log keeps of a credit: its kind and amount or new period end, no customer id. */
function creditForAudit(credit: ListingCredit): Record<string, unknown> {
  switch (credit.kind) {
    case "none":
      return { kind: "none" };
    case "period_extended":
      return { kind: credit.kind, days: UPHELD_CREDIT_DAYS, subscriptionId: credit.subscriptionId, currentPeriodEnd: credit.currentPeriodEnd.toISOString() };
    case "balance_credit":
      return { kind: credit.kind, days: UPHELD_CREDIT_DAYS, subscriptionId: credit.subscriptionId, amountPence: credit.amountPence };
  }
}

/**
 * An admin's decision on an open report (docs/product/couples-tools.md#lead-quality), in one transaction with its
 * audit entry, the report row locked:
 * - `uphold`: the report becomes 'upheld'; the enquiry's delivery 'not_genuine', so it leaves the vendor's figures;
 *   the sender's email (lower-cased) joins `blocked_senders`, so their later enquiries to any vendor are rejected;
 *   every link and reply address of the conversation is revoked; the listing is credited
 *   {@link UPHELD_CREDIT_DAYS} days (`creditListingDays`: the test-mode period end moves, or a Stripe balance
 *   credit keyed by the report, so a retry credits once). A provider failure rolls all of it back.
 * - `dismiss`: the report becomes 'dismissed'; nothing else changes.
 * The audit entry (`enquiry_report.uphold` / `.dismiss`, entity `enquiry_report`) names the enquiry and what
 * changed, never the sender's email. Input: `{ db, provider }`, the acting admin, the report id (from the form), the
 * decision, the time (default: the app clock). Output: `{ id, status }`. Throws AppError `not_found` ('Open report
 * not found.') for an unknown id or a report already decided: nothing changes.
 */
export async function decideEnquiryReport(
  deps: { db: Database; provider: BillingProvider },
  actor: AuditActor,
  reportId: number,
  intent: ReportIntent,
  at: Date = now(),
): Promise<{ id: number; status: "upheld" | "dismissed" }> {
  const status = intent === "uphold" ? "upheld" : "dismissed";
  return deps.db.transaction(async (tx) => {
    const [report] = await tx
      .select({ id: enquiryReports.id, enquiryId: enquiryReports.enquiryId, vendorId: enquiryReports.vendorId })
      .from(enquiryReports)
      .where(and(eq(enquiryReports.id, reportId), eq(enquiryReports.status, "open")))
      .for("update");
    if (!report) throw new AppError("not_found", ENQUIRY_QUEUE_MESSAGES.reportNotFound);
    await tx.update(enquiryReports).set({ status, decidedAt: at, decidedBy: actor.id }).where(eq(enquiryReports.id, report.id));
    if (intent === "dismiss") {
      await recordAudit(tx, actor, {
        action: "enquiry_report.dismiss",
        entityType: "enquiry_report",
        entityId: report.id,
        before: { status: "open" },
        after: { status, enquiryId: report.enquiryId },
      });
      return { id: report.id, status };
    }
    const [enquiry] = await tx
      .select({ delivery: enquiries.delivery, coupleEmail: enquiries.coupleEmail })
      .from(enquiries)
      .where(eq(enquiries.id, report.enquiryId))
      .for("update");
    if (!enquiry) throw new AppError("not_found", ENQUIRY_QUEUE_MESSAGES.reportNotFound);
    await tx.update(enquiries).set({ delivery: "not_genuine" }).where(eq(enquiries.id, report.enquiryId));
    const newlyBlocked = await blockSender(tx, { email: enquiry.coupleEmail, enquiryId: report.enquiryId }, at);
    const tokensRevoked = await revokeConversationTokens(tx, report.enquiryId, at);
    const credit = await creditListingDays(
      tx,
      deps.provider,
      { vendorId: report.vendorId, days: UPHELD_CREDIT_DAYS, idempotencyKey: `enquiry-report-${report.id}-credit` },
      at,
    );
    await recordAudit(tx, actor, {
      action: "enquiry_report.uphold",
      entityType: "enquiry_report",
      entityId: report.id,
      before: { status: "open", enquiryDelivery: enquiry.delivery },
      after: {
        status,
        enquiryId: report.enquiryId,
        enquiryDelivery: "not_genuine",
        senderBlocked: true,
        senderAlreadyBlocked: !newlyBlocked,
        tokensRevoked,
        credit: creditForAudit(credit),
      },
    });
    return { id: report.id, status };
  });
}
