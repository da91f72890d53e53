import type { Database } from "~/db/client.server";
import { AppError } from "~/modules/errors/app-error";
import { rateLimitAddress } from "~/modules/http/client-ip.server";
import { consumeRateLimit, peekRateLimit, pruneRateLimits, resetRateLimit } from "~/modules/rate-limits/rate-limit.server";
import type { RateLimitRule } from "~/modules/rate-limits/rate-limit-window";
import { now } from "~/modules/time/clock";

// Sign-in throttling that slows an attacker without locking the owner out
// (docs/decisions/013-sign-in-throttling-without-lockout.md). Nothing here is keyed by the account alone in
// a way that refuses: a refusal always names the client's address, so the owner elsewhere still gets in.

const MINUTE = 60 * 1000;

/**
 * - `perAddress`: every attempt from one client address (IPv6 per /64), 10 per 15 minutes.
 * - `failuresPerAccountAndAddress`: failed attempts on one account from one address, 5 per 15 minutes.
 * - `failuresPerAccount`: failed attempts on one account from anywhere in the last hour; never refuses,
 *   only sets the delay of {@link signInDelayMs}.
 */
export const SIGN_IN_LIMITS = {
  perAddress: { windowMs: 15 * MINUTE, max: 10 },
  failuresPerAccountAndAddress: { windowMs: 15 * MINUTE, max: 5 },
  failuresPerAccount: { windowMs: 60 * MINUTE, max: Number.MAX_SAFE_INTEGER },
} satisfies Record<string, RateLimitRule>;

/** The progressive delay: none for the first 5 failures, then 250 ms doubling per failure, at most 5 s. */
export const SIGN_IN_DELAY = { freeFailures: 5, firstDelayMs: 250, maxDelayMs: 5000 } as const;

// Rows older than the longest window are useless; removed now and then rather than on every request.
const PRUNE_PROBABILITY = 0.01;
const PRUNE_AFTER_MS = 24 * 60 * MINUTE;

const email = (value: string) => value.trim().toLowerCase();
const addressKey = (ip: string) => `sign-in:ip:${rateLimitAddress(ip)}`;
const accountKey = (account: string) => `sign-in:account:${email(account)}`;
const pairKey = (account: string, ip: string) => `sign-in:account-ip:${email(account)}|${rateLimitAddress(ip)}`;

/**
 * How long the server waits before judging an attempt on an account with `failures` recent failures:
 * 0 ms up to 4 failures, then min(2^(failures − 5) × 250 ms, 5000 ms), i.e. 250, 500, 1000, 2000, 4000, 5000…
 */
export function signInDelayMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = SIGN_IN_DELAY;
  if (failures < freeFailures) return 0;
  return Math.min(2 ** Math.min(failures - freeFailures, 16) * firstDelayMs, maxDelayMs);
}

/** The message of a refused attempt, e.g. "Too many sign-in attempts. Please try again in 15 minutes." */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError("rate_limited", tooManyAttemptsMessage(retryAfterSeconds), { retryAfterSeconds });

/**
 * Counts a sign-in attempt and decides whether it may go ahead, before the password is looked at (so a
 * refusal reveals nothing about the password or whether the account exists).
 * Input: database, `{ ip, email }`, time (default the app clock, `now()`).
 * Output: `{ delayMs }`, the wait to apply before checking the password ({@link signInDelayMs} of the
 * account's failures in the last hour). Throws AppError `rate_limited` (429, `retryAfterSeconds`) when the
 * address made more than 10 attempts in 15 minutes, or already failed 5 times on this account in 15 minutes.
 * Throws the driver's error when the database fails.
 */
export async function checkSignInAllowed(
  db: Database,
  attempt: { ip: string; email: string },
  at: Date = now(),
): Promise<{ delayMs: number }> {
  if (Math.random() < PRUNE_PROBABILITY) await pruneRateLimits(db, new Date(at.getTime() - PRUNE_AFTER_MS));
  const byAddress = await consumeRateLimit(db, addressKey(attempt.ip), SIGN_IN_LIMITS.perAddress, at);
  if (!byAddress.allowed) throw tooManyAttempts(byAddress.retryAfterSeconds);
  const pairRule = SIGN_IN_LIMITS.failuresPerAccountAndAddress;
  const pair = await peekRateLimit(db, pairKey(attempt.email, attempt.ip), pairRule, at);
  if (pair.count >= pairRule.max) throw tooManyAttempts(pair.retryAfterSeconds);
  const account = await peekRateLimit(db, accountKey(attempt.email), SIGN_IN_LIMITS.failuresPerAccount, at);
  return { delayMs: signInDelayMs(account.count) };
}

/**
 * Counts one failed sign-in (wrong password or unknown email, alike) against the account from this address
 * and against the account as a whole. Input: database, `{ ip, email }`, time (default the app clock, `now()`).
 */
export async function recordFailedSignIn(db: Database, attempt: { ip: string; email: string }, at: Date = now()): Promise<void> {
  await consumeRateLimit(db, pairKey(attempt.email, attempt.ip), SIGN_IN_LIMITS.failuresPerAccountAndAddress, at);
  await consumeRateLimit(db, accountKey(attempt.email), SIGN_IN_LIMITS.failuresPerAccount, at);
}

/**
 * Forgets the account's failures after a successful sign-in (from this address and overall), so the owner
 * signs in without delay next time. Input: database, `{ ip, email }`.
 */
export async function clearFailedSignIns(db: Database, attempt: { ip: string; email: string }): Promise<void> {
  await resetRateLimit(db, pairKey(attempt.email, attempt.ip));
  await resetRateLimit(db, accountKey(attempt.email));
}
