import { and, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { conversationMessages, conversations, conversationTokens, enquiries, quotes, reviewInvitations } from "~/db/schema";
import { statementRows } from "~/db/statement-rows.server";
import { RETENTION_BATCH_ROWS } from "~/modules/retention/batched-delete.server";
import { FORMER_ENQUIRER } from "~/modules/retention/retention-schedule";

// Anonymising enquiries and their conversations (docs/decisions/089-retention-schedule.md): the couple's details and
// every text go, the vendor's record (dates, event type, guests, quotes' amounts, bookings) stays, so the figures
// and the roll-ups read the same rows as before.

/**
 * Removes the couple's personal data from the enquiries `enquiryIds` (a conversation's id is its enquiry's) and
 * their conversations: the name becomes {@link FORMER_ENQUIRER}, the email empty, the phone, message hash and the
 * couple's account link go, every message text is emptied (at most {@link RETENTION_BATCH_ROWS} messages a
 * statement), a declined quote's reason goes, and the couple's links, reply addresses and review invitation are
 * deleted. The enquiry is changed last, so a run stopped half way is finished by the next one; anonymising twice
 * changes nothing more. Input: database or transaction, at most a few thousand enquiry ids (unknown ids are ignored). Output: how
 * many enquiries were anonymised now (not counting those already anonymised). Throws the driver's error.
 * Rule: docs/product/public-area.md#retention, docs/decisions/089-retention-schedule.md.
 */
export async function anonymiseConversations(db: Executor, enquiryIds: readonly number[]): Promise<number> {
  if (enquiryIds.length === 0) return 0;
  const ids = [...enquiryIds];
  await db.delete(conversationTokens).where(inArray(conversationTokens.enquiryId, ids));
  await db.delete(reviewInvitations).where(inArray(reviewInvitations.enquiryId, ids));
  for (;;) {
    const emptied = await db.execute(sql`update ${conversationMessages} set body = '' where id = any(array(
      select id from ${conversationMessages} where ${and(inArray(conversationMessages.enquiryId, ids), ne(conversationMessages.body, ""))} limit ${RETENTION_BATCH_ROWS}
    )) returning 1 as one`);
    if (statementRows(emptied).length < RETENTION_BATCH_ROWS) break;
  }
  await db.update(quotes).set({ declineReason: null }).where(and(inArray(quotes.enquiryId, ids), isNotNull(quotes.declineReason)));
  await db.update(conversations).set({ coupleUserId: null }).where(and(inArray(conversations.enquiryId, ids), isNotNull(conversations.coupleUserId)));
  const changed = await db
    .update(enquiries)
    .set({ coupleName: FORMER_ENQUIRER, coupleEmail: "", couplePhone: null, message: "", messageHash: null })
    .where(and(inArray(enquiries.id, ids), ne(enquiries.coupleEmail, "")))
    .returning({ id: enquiries.id });
  return changed.length;
}
