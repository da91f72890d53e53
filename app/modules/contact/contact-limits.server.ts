import type { Database } from "~/db/client.server";
import type { RateLimitRule } from "~/modules/rate-limits/rate-limit-window";
import { consumeRateLimit } from "~/modules/rate-limits/rate-limit.server";
import { AppError } from "~/modules/errors/app-error";
import { rateLimitAddress } from "~/modules/http/client-ip.server";

// Contact form spam limits (docs/product/public-area.md#contact: "a honeypot and rate limit"; "20 posts a minute" must be refused with a
// clear message, never a 500). The numbers follow the enquiry form's (decision 016); docs/decisions/032.

const MINUTE = 60 * 1000;

/**
 * - `perAddress`: messages from one client address (IPv6 per /64), 5 per 10 minutes: more than a person writes.
 * - `perEmail`: messages giving one email address, from anywhere, 5 per hour, so rotating addresses does not
 *   let one sender fill the support mailbox.
 */
export const CONTACT_LIMITS = {
  perAddress: { windowMs: 10 * MINUTE, max: 5 },
  perEmail: { windowMs: 60 * MINUTE, max: 5 },
} satisfies Record<string, RateLimitRule>;

/** The message of a refused post, e.g. "Too many messages. Please try again in 10 minutes." */
export function tooManyContactMessages(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many messages. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

const refuse = (retryAfterSeconds: number) =>
  new AppError("rate_limited", tooManyContactMessages(retryAfterSeconds), { retryAfterSeconds, title: "Message not sent" });

/**
 * Counts one contact message against the client's address (key `contact:ip:<address>`).
 * Input: database, the client address text, the time. Output: resolves when allowed.
 * Throws AppError `rate_limited` (429, `retryAfterSeconds`) past {@link CONTACT_LIMITS}.perAddress.
 */
export async function checkContactAddressLimit(db: Database, ip: string, at: Date): Promise<void> {
  const decision = await consumeRateLimit(db, `contact:ip:${rateLimitAddress(ip)}`, CONTACT_LIMITS.perAddress, at);
  if (!decision.allowed) throw refuse(decision.retryAfterSeconds);
}

/**
 * Counts one contact message against the sender's email address (key `contact:email:<lower-cased address>`).
 * Input: database, the email, the time. Output: resolves when allowed.
 * Throws AppError `rate_limited` (429, `retryAfterSeconds`) past {@link CONTACT_LIMITS}.perEmail.
 */
export async function checkContactEmailLimit(db: Database, email: string, at: Date): Promise<void> {
  const decision = await consumeRateLimit(db, `contact:email:${email.trim().toLowerCase()}`, CONTACT_LIMITS.perEmail, at);
  if (!decision.allowed) throw refuse(decision.retryAfterSeconds);
}
