import type { Database } from "~/db/client.server";
import type { RateLimitRule } from "~/modules/rate-limits/rate-limit-window";
import { consumeRateLimit } from "~/modules/rate-limits/rate-limit.server";
import { AppError } from "~/modules/errors/app-error";
import { rateLimitAddress } from "~/modules/http/client-ip.server";

// Enquiry spam limits (docs/product/public-area.md#enquiries: "per-IP and per-email rate limits"; "20 posts a minute" must be refused).
// docs/decisions/016-enquiries.md explains the numbers.

const MINUTE = 60 * 1000;

/**
 * - `perAddress`: enquiries from one client address (IPv6 per /64) to any vendor, 5 per 10 minutes.
 * - `perEmail`: enquiries giving one couple email address, from anywhere, 5 per hour. It also keeps the
 *   confirmation mail from being turned against someone else's mailbox.
 */
export const ENQUIRY_LIMITS = {
  perAddress: { windowMs: 10 * MINUTE, max: 5 },
  perEmail: { windowMs: 60 * MINUTE, max: 5 },
} satisfies Record<string, RateLimitRule>;

/** The message of a refused enquiry, e.g. "Too many enquiries. Please try again in 10 minutes." */
export function tooManyEnquiriesMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many enquiries. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

const refuse = (retryAfterSeconds: number) =>
  new AppError("rate_limited", tooManyEnquiriesMessage(retryAfterSeconds), { retryAfterSeconds, title: "Enquiry not sent" });

/**
 * Counts one enquiry against the client's address (key `enquiry:ip:<address>`) and decides whether it may go
 * ahead. Input: database, the client address text, the time. Output: resolves when allowed.
 * Throws AppError `rate_limited` (429, `retryAfterSeconds`) past {@link ENQUIRY_LIMITS}.perAddress.
 */
export async function checkEnquiryAddressLimit(db: Database, ip: string, at: Date): Promise<void> {
  const decision = await consumeRateLimit(db, `enquiry:ip:${rateLimitAddress(ip)}`, ENQUIRY_LIMITS.perAddress, at);
  if (!decision.allowed) throw refuse(decision.retryAfterSeconds);
}

/**
 * Counts one enquiry against the couple's email address (key `enquiry:email:<lower-cased address>`).
 * Input: database, the email, the time. Output: resolves when allowed.
 * Throws AppError `rate_limited` (429, `retryAfterSeconds`) past {@link ENQUIRY_LIMITS}.perEmail.
 */
export async function checkEnquiryEmailLimit(db: Database, email: string, at: Date): Promise<void> {
  const decision = await consumeRateLimit(db, `enquiry:email:${email.trim().toLowerCase()}`, ENQUIRY_LIMITS.perEmail, at);
  if (!decision.allowed) throw refuse(decision.retryAfterSeconds);
}
