import { createHash } from "node:crypto";
import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { enquiries } from "~/db/schema";
import { isBlockedSender } from "~/modules/lead-quality/blocked-senders.server";
import { isDisposableEmail } from "~/modules/lead-quality/disposable-email.server";
import {
  hasLinks,
  isHeldScore,
  JUNK_LOOKBACK_MS,
  normaliseMessage,
  scoreJunk,
  senderKey,
  type JunkFacts,
  type JunkSignal,
} from "~/modules/lead-quality/junk-rules";
import { now } from "~/modules/time/clock";

// Scoring enquiries before delivery (docs/product/couples-tools.md#lead-quality; decision 059): the pure rules are
// in junk-rules.ts, the look-backs over stored enquiries here.

/** What happens to an enquiry when it is stored: delivered, held for an admin, or rejected (a blocked sender). */
export type ScoredDelivery = "delivered" | "held" | "rejected";

/** The verdict on one enquiry (or one quote request), with the columns to store on each of its rows. */
export type EnquiryVerdict = {
  delivery: ScoredDelivery;
  junkScore: number;
  junkSignals: JunkSignal[];
  /** `enquiries.message_hash`: the normalised text's SHA-256, hex. */
  messageHash: string;
};

/**
 * The fingerprint of a message for the same-text look-back: SHA-256 (hex) of {@link normaliseMessage}'s text.
 * Input: the message as sent. Output: 64 hex characters.
 */
export function messageHash(message: string): string {
  return createHash("sha256").update(normaliseMessage(message)).digest("hex");
}

/** Distinct vendors among the enquiries matching `where` since `since`, together with `vendorIds`. */
async function distinctVendors(db: Executor, where: SQL, since: Date, vendorIds: readonly number[]): Promise<number> {
  const rows = await db
    .selectDistinct({ vendorId: enquiries.vendorId })
    .from(enquiries)
    .where(and(where, gt(enquiries.createdAt, since)));
  return new Set([...rows.map((row) => row.vendorId), ...vendorIds]).size;
}

/**
 * Scores an enquiry before it is stored (docs/product/couples-tools.md#lead-quality), once for all the vendors of
 * a quote request:
 * - the sender (email lower-cased) wrote to more than 10 distinct vendors in the 24 hours up to `at`, these
 *   included (held, rejected and not genuine enquiries count too: they were sent);
 * - the same normalised text reached more than 10 distinct vendors in those 24 hours, from any senders;
 * - the email's domain is a disposable mail provider;
 * - the message carries a link (`http://`, `https://`, `www.`).
 * A blocked sender's enquiry is `rejected` whatever its score; otherwise a score of 50 or more is `held`.
 * Input: database or transaction, `{ email, message, vendorIds }` (the vendors it is being sent to), the time
 * (default: the app clock). Output: {@link EnquiryVerdict}. Database errors are rethrown.
 */
export async function scoreEnquiry(
  db: Executor,
  input: { email: string; message: string; vendorIds: readonly number[] },
  at: Date = now(),
): Promise<EnquiryVerdict> {
  const since = new Date(at.getTime() - JUNK_LOOKBACK_MS);
  const hash = messageHash(input.message);
  // One at a time: PGlite has a single connection.
  const blocked = await isBlockedSender(db, input.email);
  const senderVendors = await distinctVendors(db, eq(sql`lower(${enquiries.coupleEmail})`, senderKey(input.email)), since, input.vendorIds);
  const sameTextVendors = await distinctVendors(db, eq(enquiries.messageHash, hash), since, input.vendorIds);
  const facts: JunkFacts = { senderVendors, sameTextVendors, disposableDomain: isDisposableEmail(input.email), links: hasLinks(input.message) };
  const { score, signals } = scoreJunk(facts);
  const delivery: ScoredDelivery = blocked ? "rejected" : isHeldScore(score) ? "held" : "delivered";
  return { delivery, junkScore: score, junkSignals: signals, messageHash: hash };
}
