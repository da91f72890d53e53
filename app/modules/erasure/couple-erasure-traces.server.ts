import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { backgroundJobs, contactMessages, mailOutbox, rateLimits, verifications, weddingInvitations } from "~/db/schema";

// The traces of a couple's name and email outside their account's own rows (decision 092): mails, sign-in links,
// limits, queued jobs, contact messages and partner invitations. Matched without case, as every address is stored
// lower-case or compared lower-cased.

const holds = (column: SQL, needle: string) => sql`strpos(lower(${column}), ${needle.toLowerCase()}) > 0`;

/**
 * Deletes, in the deletion's transaction, every row outside the account that names the couple: outbox mails to,
 * from or about them (their address, or one of `names` in a mail's subject or text, e.g. a vendor's notice of their
 * enquiry), sign-in links and verifications for their address, rate-limit rows keyed by it, waiting background jobs
 * holding it (a queued mail), their contact-form messages, and partner invitations they sent or received. Input:
 * the transaction, `{ userId, email, names }` (names as stored, empty ones ignored). Output: how many rows went.
 * Throws the driver's error. Rule: docs/product/couples-tools.md#delete-account, decision 092.
 */
export async function deleteCoupleTraces(tx: Transaction, couple: { userId: string; email: string; names: readonly string[] }): Promise<number> {
  const email = couple.email.trim().toLowerCase();
  const names = [...new Set(couple.names.map((name) => name.trim()).filter((name) => name.length >= 3))];
  const mailText = sql`${mailOutbox.to} || ' ' || coalesce(${mailOutbox.replyTo}, '') || ' ' || ${mailOutbox.subject} || ' ' || ${mailOutbox.text} || ' ' || ${mailOutbox.html}`;
  // One statement after another: a transaction's statements share one connection.
  const deleted = [
    await tx.delete(mailOutbox).where(or(holds(mailText, email), ...names.map((name) => holds(mailText, name)))).returning({ id: mailOutbox.id }),
    await tx.delete(verifications).where(holds(sql`${verifications.identifier} || ' ' || ${verifications.value}`, email)).returning({ id: verifications.id }),
    // Keys are namespaced and end with the address, e.g. `sign-in:account:a@b.test`, `contact:email:a@b.test`.
    await tx.delete(rateLimits).where(sql`right(lower(${rateLimits.key}), ${email.length + 1}) = ${`:${email}`}`).returning({ key: rateLimits.key }),
    await tx.delete(backgroundJobs).where(and(inArray(backgroundJobs.state, ["created", "failed"]), holds(sql`${backgroundJobs.data}::text`, email))).returning({ id: backgroundJobs.id }),
    await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${email}`).returning({ id: contactMessages.id }),
    await tx.delete(weddingInvitations).where(or(eq(weddingInvitations.email, email), eq(weddingInvitations.invitedByUserId, couple.userId))).returning({ id: weddingInvitations.id }),
  ];
  return deleted.reduce((sum, rows) => sum + rows.length, 0);
}
