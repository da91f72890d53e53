import type { Database } from "~/db/client.server";
import type { RateLimitRule } from "~/modules/rate-limits/rate-limit-window";
import { consumeRateLimit } from "~/modules/rate-limits/rate-limit.server";
import type { Auth } from "~/modules/accounts/auth.server";
import { AppError } from "~/modules/errors/app-error";
import { EMAIL_VERIFIED_CALLBACK } from "~/modules/onboarding/submit-business.server";
import { now } from "~/modules/time/clock";

/**
 * Resends per account: 3 an hour. A real person needs one or two (the first went to spam, the link expired after
 * 24 hours); more would let a stolen session flood the mailbox.
 */
export const VERIFICATION_RESEND_LIMIT: RateLimitRule = { windowMs: 60 * 60 * 1000, max: 3 };

/**
 * 'Resend' on the dashboard's email verification notice (docs/product/vendor-journey-and-portal.md#email-verification: rate-limited): better-auth's
 * verification link (valid 24 hours, back to /email-verified) to the account's own address, which also verifies
 * the listing when followed. Input: database, auth, the signed-in user `{ id, email, emailVerified }` (from the
 * session), the request headers (for better-auth), the time (default: the app clock).
 * Throws AppError `conflict` when the email is already verified, `rate_limited` (429, `retryAfterSeconds`) past
 * {@link VERIFICATION_RESEND_LIMIT}; the mail's own failure is passed on (the page shows 'Failed to resend
 * verification email. Please try again.').
 */
export async function resendVerificationEmail(
  deps: { db: Database; auth: Auth },
  user: { id: string; email: string; emailVerified: boolean },
  headers: Headers,
  at: Date = now(),
): Promise<void> {
  if (user.emailVerified) throw new AppError("conflict", "Your email address is already verified.");
  const decision = await consumeRateLimit(deps.db, `verification-resend:user:${user.id}`, VERIFICATION_RESEND_LIMIT, at);
  if (!decision.allowed) {
    const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
    throw new AppError("rate_limited", `Too many verification emails. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
      retryAfterSeconds: decision.retryAfterSeconds,
    });
  }
  await deps.auth.api.sendVerificationEmail({ body: { email: user.email, callbackURL: EMAIL_VERIFIED_CALLBACK }, headers });
}
