import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { conversations, enquiries, vendors } from "~/db/schema";
import type { ConversationStage } from "~/modules/conversations/conversation-rules";
import { mintConversationToken } from "~/modules/conversations/conversation-tokens.server";
import { AppError } from "~/modules/errors/app-error";
import { PLANNER_MESSAGES } from "~/modules/couples/planner-sign-in-form";
import { now } from "~/modules/time/clock";

// A couple's conversations on their planner (docs/product/couples-tools.md#couple-accounts; decision 081). A
// conversation joins the account whose owner proved, with a sign-in link, the mailbox its enquiry was sent from; the
// conversation page itself is still the couple's private link, so the planner hands out a fresh one.

/** How many conversations the planner lists, newest activity first. */
export const PLANNER_CONVERSATIONS_SHOWN = 50;

/** One conversation as the planner lists it. */
export type PlannerConversation = {
  enquiryId: number;
  vendorId: number;
  vendorName: string;
  eventType: string;
  eventDate: string;
  stage: ConversationStage;
  lastMessageAt: Date;
  /** A message from the vendor the couple has not opened yet. */
  unread: boolean;
};

/** Only delivered enquiries are conversations a couple can open (the conversation page's own rule). */
const delivered = eq(enquiries.delivery, "delivered");

/**
 * Joins to a couple's account the conversations of the enquiries sent from its email (compared without case) that
 * no account holds yet. Called at sign-in, when the link has just proved the mailbox, and by the planner's overview
 * and budget for the session that link opened, so a quote request sent from the planner joins at once (decision 081).
 * Input: database, the user id and the account's email. Output: how many joined.
 */
export async function claimConversations(db: Database, userId: string, email: string): Promise<number> {
  const sentFromEmail = db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(sql`lower(${enquiries.coupleEmail}) = ${email.trim().toLowerCase()}`, delivered));
  const joined = await db
    .update(conversations)
    .set({ coupleUserId: userId })
    .where(and(isNull(conversations.coupleUserId), inArray(conversations.enquiryId, sentFromEmail)))
    .returning({ enquiryId: conversations.enquiryId });
  return joined.length;
}

/**
 * The account's conversations, newest activity first, at most {@link PLANNER_CONVERSATIONS_SHOWN}.
 * Input: database, the couple's user id. Output: {@link PlannerConversation}[] (only the account's own).
 */
export async function listCoupleConversations(db: Database, userId: string): Promise<PlannerConversation[]> {
  const rows = await db
    .select({
      enquiryId: conversations.enquiryId,
      vendorId: vendors.id,
      vendorName: vendors.name,
      eventType: enquiries.eventType,
      eventDate: enquiries.eventDate,
      stage: conversations.stage,
      lastMessageAt: conversations.lastMessageAt,
      unread: sql<boolean>`(${conversations.lastMessageFrom} = 'vendor' and (${conversations.coupleReadAt} is null or ${conversations.coupleReadAt} < ${conversations.lastMessageAt}))`,
    })
    .from(conversations)
    .innerJoin(enquiries, eq(enquiries.id, conversations.enquiryId))
    .innerJoin(vendors, eq(vendors.id, conversations.vendorId))
    .where(and(eq(conversations.coupleUserId, userId), delivered))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.enquiryId))
    .limit(PLANNER_CONVERSATIONS_SHOWN);
  return rows.map((row) => ({ ...row, stage: row.stage as ConversationStage, unread: Boolean(row.unread) }));
}

/**
 * A fresh private link to one of the account's conversations, for the planner's 'Open' button: a new couple token
 * (`purpose` 'link'), as a conversation mail would carry. Input: database, the couple's user id, the conversation's
 * id, the time. Output: the path `/messages/{token}`. Throws AppError `not_found` for a conversation the account does
 * not hold (another couple's included) or whose enquiry is no longer delivered.
 */
export async function coupleConversationPath(db: Database, userId: string, enquiryId: number, at: Date = now()): Promise<string> {
  const [row] = await db
    .select({ enquiryId: conversations.enquiryId })
    .from(conversations)
    .innerJoin(enquiries, eq(enquiries.id, conversations.enquiryId))
    .where(and(eq(conversations.enquiryId, enquiryId), eq(conversations.coupleUserId, userId), delivered));
  if (!row) throw new AppError("not_found", PLANNER_MESSAGES.conversationGone);
  const token = await mintConversationToken(db, { enquiryId: row.enquiryId, party: "couple", purpose: "link" }, at);
  return `/messages/${token}`;
}
