import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { blockedSenders } from "~/db/schema";
import { senderKey } from "~/modules/lead-quality/junk-rules";
import { now } from "~/modules/time/clock";

// Senders whose enquiries reach no vendor any more (docs/product/couples-tools.md#lead-quality: "An upheld report …
// blocks the sender for every vendor"), by lower-cased email.

/**
 * Whether the email (any case, trimmed) is blocked. Input: database or transaction, the couple's email.
 * Output: true when it is in `blocked_senders`.
 */
export async function isBlockedSender(db: Executor, email: string): Promise<boolean> {
  const [row] = await db.select({ email: blockedSenders.email }).from(blockedSenders).where(eq(blockedSenders.email, senderKey(email))).limit(1);
  return row !== undefined;
}

/**
 * Blocks the sender of an enquiry for every vendor (an upheld report, decision 059). Input: the transaction of the
 * decision, `{ email` (any case), `enquiryId` (the enquiry that got it blocked, if any) `}`, the time. Output: true when it
 * was added, false when it was already blocked (the first reason is kept).
 */
export async function blockSender(db: Executor, input: { email: string; enquiryId?: number }, at: Date = now()): Promise<boolean> {
  const added = await db
    .insert(blockedSenders)
    .values({ email: senderKey(input.email), enquiryId: input.enquiryId ?? null, createdAt: at })
    .onConflictDoNothing()
    .returning({ email: blockedSenders.email });
  return added.length > 0;
}
