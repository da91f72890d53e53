import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { CLOCK_MOVED_BACK_MS, decide, windowHasEnded, type RateLimitDecision, type RateLimitRule } from "~/modules/rate-limits/rate-limit-window";
import { now } from "~/modules/time/clock";

// Rate limits stored in PostgreSQL (`rate_limits`), so they survive a restart and hold across app instances
// (decision 007). One atomic upsert per request: concurrent requests on the same key are serialised by the row
// lock of INSERT … ON CONFLICT DO UPDATE, so N parallel attempts are counted N times.

const timestamp = (value: Date) => sql`${value.toISOString()}::timestamptz`;

/**
 * Counts one request against `key` and decides whether it may proceed (fixed window, see rate-limit-window.ts).
 * Input: the database, a namespaced key (e.g. `sign-in:ip:203.0.113.9`), the rule, and the time (default the app
 * clock, `now()`).
 * Output: {@link RateLimitDecision}; refused requests are counted too but never extend the window.
 * Throws the driver's error when the database fails.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  at: Date = now(),
): Promise<RateLimitDecision> {
  // Ended, or opened long after `at` (the app clock was moved ahead, then back): counted afresh either way.
  const windowEnded = sql`(${rateLimits.windowStart} <= ${timestamp(new Date(at.getTime() - rule.windowMs))} or ${rateLimits.windowStart} > ${timestamp(new Date(at.getTime() + CLOCK_MOVED_BACK_MS))})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: at, lastRequest: at })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowEnded} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${windowEnded} then ${timestamp(at)} else ${rateLimits.windowStart} end`,
        lastRequest: timestamp(at),
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (!row) throw new Error(`The rate limit row for ${key} was not written`);
  return decide(row, at, rule);
}

/**
 * The requests counted against `key` in its current window, without counting one more.
 * Input: database, key, rule, time (default the app clock, `now()`). Output: the count, 0 when there is no open window.
 */
export async function peekRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  at: Date = now(),
): Promise<{ count: number; retryAfterSeconds: number }> {
  const [row] = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  if (!row || windowHasEnded(row.windowStart, at, rule)) return { count: 0, retryAfterSeconds: 0 };
  const remainingMs = row.windowStart.getTime() + rule.windowMs - at.getTime();
  return { count: row.count, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
}

/** Forgets `key`'s window (e.g. an account's failed sign-ins after a successful one). */
export async function resetRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Deletes windows that opened before `before`. Input: a time older than the longest window in use.
 * Output: the number of rows deleted. Keeps the table small; called now and then by the limiters.
 */
export async function pruneRateLimits(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(rateLimits).where(lt(rateLimits.windowStart, before)).returning({ key: rateLimits.key });
  return deleted.length;
}
