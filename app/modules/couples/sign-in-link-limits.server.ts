import type { Database } from "~/db/client.server";
import { AppError } from "~/modules/errors/app-error";
import { rateLimitAddress } from "~/modules/http/client-ip.server";
import { tooManyLinksMessage } from "~/modules/couples/planner-sign-in-form";
import { consumeRateLimit } from "~/modules/rate-limits/rate-limit.server";
import type { RateLimitRule } from "~/modules/rate-limits/rate-limit-window";
import { now } from "~/modules/time/clock";

const MINUTE = 60 * 1000;

/**
 * How often a couple's sign-in link may be asked for (decision 081):
 * - `perAddress`: from one client address (IPv6 per /64), 10 per 15 minutes, room for a household or an office;
 * - `perEmail`: for one address of mail, 3 per 15 minutes, so no one can fill a stranger's inbox.
 * Both count every request, whether or not the email has an account, so a refusal says nothing about it.
 */
export const SIGN_IN_LINK_LIMITS = {
  perAddress: { windowMs: 15 * MINUTE, max: 10 },
  perEmail: { windowMs: 15 * MINUTE, max: 3 },
} satisfies Record<string, RateLimitRule>;

const addressKey = (ip: string) => `planner-link:ip:${rateLimitAddress(ip)}`;
const emailKey = (email: string) => `planner-link:email:${email.trim().toLowerCase()}`;

/**
 * Counts one request for a sign-in link and decides whether it may go ahead.
 * Input: database, `{ ip, email }`, time (default the app clock). Output: resolves when allowed.
 * Throws AppError `rate_limited` (429, `retryAfterSeconds`) past either limit of {@link SIGN_IN_LINK_LIMITS};
 * the driver's error when the database fails.
 */
export async function checkSignInLinkAllowed(db: Database, request: { ip: string; email: string }, at: Date = now()): Promise<void> {
  for (const [key, rule] of [
    [addressKey(request.ip), SIGN_IN_LINK_LIMITS.perAddress],
    [emailKey(request.email), SIGN_IN_LINK_LIMITS.perEmail],
  ] as const) {
    const decision = await consumeRateLimit(db, key, rule, at);
    if (!decision.allowed) {
      throw new AppError("rate_limited", tooManyLinksMessage(decision.retryAfterSeconds), { retryAfterSeconds: decision.retryAfterSeconds });
    }
  }
}
