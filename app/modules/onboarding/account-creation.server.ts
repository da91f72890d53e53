import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkoutSessions } from "~/db/schema";
import { newPasswordProblem } from "~/modules/accounts/common-passwords.server";
import { hashPassword } from "~/modules/accounts/password-hash.server";
import { PASSWORD_MESSAGES } from "~/modules/accounts/password-policy";
import { consumeRateLimit } from "~/modules/rate-limits/rate-limit.server";
import type { PlanId } from "~/modules/billing/plans";
import { AppError } from "~/modules/errors/app-error";
import { rateLimitAddress } from "~/modules/http/client-ip.server";
import type { MailSender } from "~/modules/mail/mail-message";
import { confirmAccountMessage } from "~/modules/mail/templates";
import { ACCOUNT_MESSAGES, accountFormProblem, type AccountForm, type FormProblem } from "~/modules/onboarding/account-form";
import { createAccountRequest, renewAccountRequest } from "~/modules/onboarding/account-requests.server";
import { now } from "~/modules/time/clock";

export type UsableCheckout = { id: string; plan: PlanId; email: string | undefined };

/**
 * A checkout that may still create an account: paid (status complete) and not used by an account yet.
 * Input: the database and the session id from the URL. Output: its id, plan and email, or undefined.
 */
export async function findUsableCheckout(db: Database, sessionId: string): Promise<UsableCheckout | undefined> {
  if (!sessionId) return undefined;
  const [row] = await db
    .select({ id: checkoutSessions.id, plan: checkoutSessions.plan, email: checkoutSessions.customerEmail })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, "complete"), isNull(checkoutSessions.usedByUserId)));
  return row ? { id: row.id, plan: row.plan as PlanId, email: row.email ?? undefined } : undefined;
}

/** The paid checkout an account was created from, or undefined (e.g. an account made another way). */
export async function findCheckoutOfUser(db: Database, userId: string): Promise<{ id: string; plan: PlanId } | undefined> {
  const [row] = await db
    .select({ id: checkoutSessions.id, plan: checkoutSessions.plan })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.usedByUserId, userId));
  return row ? { id: row.id, plan: row.plan as PlanId } : undefined;
}

/** Account requests per client address and hour (better-auth's limiter does not see our actions). */
export const ACCOUNT_REQUEST_LIMIT = { windowMs: 60 * 60 * 1000, max: 10 };
/** Links sent again per checkout and hour. */
export const RESEND_LIMIT = { windowMs: 60 * 60 * 1000, max: 5 };

export type AccountRequestDeps = { db: Database; sendMail: MailSender; publicUrl: string; supportEmail: string };

/** An `invalid` AppError showing a form problem: its title, message, and the message under its field. */
export function formProblemError(problem: FormProblem): AppError {
  return new AppError("invalid", problem.message, {
    title: problem.title,
    fieldErrors: problem.field ? { [problem.field]: problem.message } : {},
  });
}

const noSession = () => new AppError("conflict", ACCOUNT_MESSAGES.noSession.message, { title: ACCOUNT_MESSAGES.noSession.title });

async function limit(db: Database, key: string, rule: { windowMs: number; max: number }, at: Date): Promise<void> {
  const decision = await consumeRateLimit(db, key, rule, at);
  if (!decision.allowed) {
    throw new AppError("rate_limited", ACCOUNT_MESSAGES.tooMany.message, { title: ACCOUNT_MESSAGES.tooMany.title, retryAfterSeconds: decision.retryAfterSeconds });
  }
}

async function mailLink(deps: AccountRequestDeps, email: string, token: string): Promise<void> {
  const url = `${deps.publicUrl.replace(/\/$/, "")}/account-confirmation?${new URLSearchParams({ token })}`;
  try {
    await deps.sendMail(confirmAccountMessage({ to: email, url, supportEmail: deps.supportEmail }));
  } catch (error) {
    throw new AppError("unavailable", "We could not send the email just now. Please try again in a few minutes.", { title: ACCOUNT_MESSAGES.failed.title, cause: error });
  }
}

/**
 * Step one of account creation from a paid checkout (docs/product/vendor-journey-and-portal.md#account-creation; decision 012).
 * Every valid form is answered the same way, whatever the email: nothing about existing accounts is looked up
 * here. The password passes the whole policy (length, not the email, not common, zxcvbn ≥ 2), is hashed with
 * scrypt, and kept with the checkout and the email as a pending request; a single-use link valid for 24 hours
 * goes to the address (`/account-confirmation?token=…`), where the account is made or claimed.
 * Input: deps (database, mail port, PUBLIC_URL, support address) and `{ sessionId, ip, now? }` with the form.
 * Output: `{ email }` (trimmed) for the "Check your email" page.
 * Throws AppError `invalid` (400; the spec's titles, e.g. 'Password Mismatch', message under the field),
 * `rate_limited` (429, more than 10 requests per address and hour), `conflict` (409, 'No valid session found.
 * Please restart the process.' when the checkout is unpaid, unknown or used), `unavailable` (502, mail failed).
 */
export async function requestAccountCreation(
  deps: AccountRequestDeps,
  input: AccountForm & { sessionId: string; ip: string; now?: Date },
): Promise<{ email: string }> {
  const at = input.now ?? now();
  const problem = accountFormProblem(input);
  if (problem) throw formProblemError(problem);
  const email = input.email.trim();
  await limit(deps.db, `sign-up:ip:${rateLimitAddress(input.ip)}`, ACCOUNT_REQUEST_LIMIT, at);
  const checkout = await findUsableCheckout(deps.db, input.sessionId);
  if (!checkout) throw noSession();
  const weakness = await newPasswordProblem(input.password, email);
  if (weakness) throw formProblemError({ ...PASSWORD_MESSAGES[weakness], field: "password" });
  const { token } = await createAccountRequest(deps.db, { checkoutId: checkout.id, email, passwordHash: await hashPassword(input.password) }, at);
  await mailLink(deps, email, token);
  return { email };
}

/**
 * "Send the link again" on the check-your-email page: the newest pending request of this checkout for this
 * email gets a new link (earlier ones stop working) and 24 more hours. The answer is the same whether or not
 * such a request exists, so the form cannot be used to probe.
 * Input: deps and `{ sessionId, email, ip, now? }`. Output: `{ email }`.
 * Throws AppError `rate_limited` (429, more than 5 per checkout and hour or 10 per address and hour),
 * `conflict` (409, the checkout is no longer usable), `unavailable` (502, mail failed).
 */
export async function resendAccountLink(
  deps: AccountRequestDeps,
  input: { sessionId: string; email: string; ip: string; now?: Date },
): Promise<{ email: string }> {
  const at = input.now ?? now();
  const email = input.email.trim();
  await limit(deps.db, `sign-up:ip:${rateLimitAddress(input.ip)}`, ACCOUNT_REQUEST_LIMIT, at);
  const checkout = await findUsableCheckout(deps.db, input.sessionId);
  if (!checkout) throw noSession();
  await limit(deps.db, `account-link-resend:${checkout.id}`, RESEND_LIMIT, at);
  const renewed = await renewAccountRequest(deps.db, { checkoutId: checkout.id, email }, at);
  if (renewed) await mailLink(deps, email, renewed.token);
  return { email };
}
