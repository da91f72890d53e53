import type { Database } from "~/db/client.server";
import { rateLimitAddress } from "~/modules/http/client-ip.server";
import { consumeRateLimit, peekRateLimit, pruneRateLimits, resetRateLimit } from "./rate-limit.server";
import type { RateLimitRule } from "./rate-limit-window";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Sign-in limits (issue #4: "rate-limited per IP and per account"): every attempt from one address counts,
 * 10 per 15 minutes; failed attempts on one account count, 5 per 15 minutes (OWASP ASVS 6.3.5 style lockout,
 * lifted by the window's end or a successful sign-in).
 */
export const SIGN_IN_LIMITS = {
  perIp: { windowMs: FIFTEEN_MINUTES, max: 10 },
  failuresPerAccount: { windowMs: FIFTEEN_MINUTES, max: 5 },
} satisfies Record<string, RateLimitRule>;

// Rows older than the longest window are useless; removed now and then rather than on every request.
const PRUNE_PROBABILITY = 0.01;
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

export type SignInGate = { allowed: true } | { allowed: false; reason: "ip" | "account"; retryAfterSeconds: number };

const ipKey = (ip: string) => `sign-in:ip:${rateLimitAddress(ip)}`;
const accountKey = (email: string) => `sign-in:account:${email.trim().toLowerCase()}`;

/**
 * Counts a sign-in attempt from `ip` and says whether it may go ahead: refused when the address has made more
 * than 10 attempts in its window, or the account already has 5 failures in its window (checked before the
 * password, so a locked account reveals nothing). Input: database, `{ ip, email }`, time (default now).
 * Output: {@link SignInGate}. Throws the driver's error when the database fails.
 */
export async function checkSignInAllowed(
  db: Database,
  attempt: { ip: string; email: string },
  now: Date = new Date(),
): Promise<SignInGate> {
  if (Math.random() < PRUNE_PROBABILITY) await pruneRateLimits(db, new Date(now.getTime() - PRUNE_AFTER_MS));
  const byIp = await consumeRateLimit(db, ipKey(attempt.ip), SIGN_IN_LIMITS.perIp, now);
  if (!byIp.allowed) return { allowed: false, reason: "ip", retryAfterSeconds: byIp.retryAfterSeconds };
  const rule = SIGN_IN_LIMITS.failuresPerAccount;
  const failures = await peekRateLimit(db, accountKey(attempt.email), rule, now);
  if (failures.count >= rule.max) return { allowed: false, reason: "account", retryAfterSeconds: failures.retryAfterSeconds };
  return { allowed: true };
}

/** Counts one failed sign-in (wrong password or unknown email) against the account. Input: database, email, time. */
export async function recordFailedSignIn(db: Database, email: string, now: Date = new Date()): Promise<void> {
  await consumeRateLimit(db, accountKey(email), SIGN_IN_LIMITS.failuresPerAccount, now);
}

/** Forgets the account's failed sign-ins after a successful one. Input: database, email. */
export async function clearFailedSignIns(db: Database, email: string): Promise<void> {
  await resetRateLimit(db, accountKey(email));
}

/** The message shown when an attempt is refused, e.g. "Too many sign-in attempts. Please try again in 15 minutes." */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
