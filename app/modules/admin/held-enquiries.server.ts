import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { enquiries, vendors } from "~/db/schema";
import {
  ENQUIRY_QUEUE_LIMIT,
  ENQUIRY_QUEUE_MESSAGES,
  QUEUE_EXCERPT_LENGTH,
  queueExcerpt,
  type HeldIntent,
  type QueuedEnquiry,
} from "~/modules/admin/enquiry-queues";
import { recordAudit, type AuditActor } from "~/modules/audit/audit-log.server";
import { openConversations } from "~/modules/conversations/open-conversation.server";
import { mailDeliveredEnquiry, type EnquiryDeps } from "~/modules/enquiries/send-enquiry.server";
import { AppError } from "~/modules/errors/app-error";
import type { JunkSignal } from "~/modules/lead-quality/junk-rules";
import { now } from "~/modules/time/clock";

// The admin's 'Held enquiries' queue (docs/product/couples-tools.md#lead-quality; decision 059): enquiries whose
// junk score held them before delivery wait here until an admin releases them to the vendor or rejects them.

/** The columns a queue shows of an enquiry, its vendor's name included (join `vendors`). */
export const queuedEnquiryColumns = {
  id: enquiries.id,
  vendorId: enquiries.vendorId,
  vendorName: vendors.name,
  coupleName: enquiries.coupleName,
  coupleEmail: enquiries.coupleEmail,
  eventType: enquiries.eventType,
  eventDate: enquiries.eventDate,
  guestCount: enquiries.guestCount,
  // Enough of the message for the excerpt: a 5,000-character message is not read whole for a few lines.
  messageStart: sql<string>`left(${enquiries.message}, ${QUEUE_EXCERPT_LENGTH * 2})`,
  junkScore: enquiries.junkScore,
  junkSignals: enquiries.junkSignals,
  sentAt: enquiries.createdAt,
};

/** A row read with {@link queuedEnquiryColumns} as the queue shows it. */
export function toQueuedEnquiry<Row extends { messageStart: string; junkSignals: string[] }>({
  messageStart,
  junkSignals,
  ...row
}: Row): Omit<Row, "messageStart" | "junkSignals"> & { excerpt: string; junkSignals: JunkSignal[] } {
  return { ...row, excerpt: queueExcerpt(messageStart), junkSignals: junkSignals as JunkSignal[] };
}

/**
 * The held enquiries, oldest first, at most {@link ENQUIRY_QUEUE_LIMIT}: vendor, sender, event, a message excerpt,
 * score and signals (docs/product/couples-tools.md#lead-quality). Input: database. Output: {@link QueuedEnquiry}[].
 */
export async function listHeldEnquiries(db: Database): Promise<QueuedEnquiry[]> {
  const rows = await db
    .select(queuedEnquiryColumns)
    .from(enquiries)
    .innerJoin(vendors, eq(vendors.id, enquiries.vendorId))
    .where(eq(enquiries.delivery, "held"))
    .orderBy(asc(enquiries.createdAt), asc(enquiries.id))
    .limit(ENQUIRY_QUEUE_LIMIT);
  return rows.map(toQueuedEnquiry);
}

/**
 * An admin's decision on a held enquiry (docs/product/couples-tools.md#lead-quality):
 * - `release`: delivery becomes 'delivered' and its conversation opens (awaiting the vendor's reply from now, when
 *   the vendor first sees it), both in one transaction with the audit entry; then the mails go exactly as for an
 *   enquiry delivered when sent (`mailDeliveredEnquiry`: the vendor's and the couple's, failures logged);
 * - `reject`: delivery becomes 'rejected'; nothing is sent and the vendor never sees it.
 * The row is locked; the audit entry (`enquiry.release` / `enquiry.reject`, entity `enquiry`) holds the delivery
 * before and after and the score, no personal data. Input: {@link EnquiryDeps} (mail for a release), the acting
 * admin, the enquiry id (from the form), the decision, the time (default: the app clock). Output: `{ id, delivery }`.
 * Throws AppError `not_found` ('Held enquiry not found.') for an unknown id or one no longer held: nothing changes.
 */
export async function decideHeldEnquiry(
  deps: EnquiryDeps,
  actor: AuditActor,
  enquiryId: number,
  intent: HeldIntent,
  at: Date = now(),
): Promise<{ id: number; delivery: "delivered" | "rejected" }> {
  const delivery = intent === "release" ? "delivered" : "rejected";
  const decided = await deps.db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: enquiries.id, vendorId: enquiries.vendorId, junkScore: enquiries.junkScore })
      .from(enquiries)
      .where(and(eq(enquiries.id, enquiryId), eq(enquiries.delivery, "held")))
      .for("update");
    if (!held) throw new AppError("not_found", ENQUIRY_QUEUE_MESSAGES.enquiryNotFound);
    await tx.update(enquiries).set({ delivery }).where(eq(enquiries.id, held.id));
    if (delivery === "delivered") await openConversations(tx, [held], at);
    await recordAudit(tx, actor, {
      action: `enquiry.${intent}`,
      entityType: "enquiry",
      entityId: held.id,
      before: { delivery: "held", junkScore: held.junkScore },
      after: { delivery },
    });
    return held;
  });
  if (delivery === "delivered") await mailDeliveredEnquiry(deps, decided.id, at);
  return { id: decided.id, delivery };
}
