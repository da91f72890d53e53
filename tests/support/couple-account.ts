import type { Database } from "~/db/client.server";
import type { Auth } from "~/modules/accounts/auth.server";
import { requestSignInLink } from "~/modules/couples/request-sign-in-link.server";
import { signInWithLink } from "~/modules/couples/sign-in-with-link.server";
import type { MailMessage } from "~/modules/mail/mail-message";
import { uniqueNumber } from "./factories";
import { cookieHeader } from "./route-calls";

export type CoupleAccount = { userId: string; email: string; shortlistId: string; cookie: string };

/** The token of a couple's sign-in link in a mail's text (`/planner/sign-in?token=…`), or undefined. */
export function signInTokenIn(text: string): string | undefined {
  return /\/planner\/sign-in\?token=([A-Za-z]+)/.exec(text)?.[1];
}

/**
 * The token of the newest sign-in link mailed to `email` among `sent`. Fails the test when there is none.
 */
export function lastSignInToken(sent: readonly MailMessage[], email: string): string {
  const mail = sent.findLast((message) => message.template === "couple-sign-in" && message.to === email.toLowerCase());
  const token = mail && signInTokenIn(mail.text);
  if (!token) throw new Error(`No sign-in link was mailed to ${email}`);
  return token;
}

/**
 * A signed-in couple (docs/product/couples-tools.md#couple-accounts) made the way a couple is: a link asked for, then
 * spent. `sent` must be the mails of `auth`'s mail port. Input: database, auth, the mails, `{ email?, ip?,
 * browserShortlistId?, at? }` (default: a unique email, a documentation address, no shortlist, the app clock).
 * Output: {@link CoupleAccount} with the Cookie header of its session and shortlist.
 */
export async function createCoupleAccount(
  db: Database,
  auth: Auth,
  sent: readonly MailMessage[],
  options: { email?: string; ip?: string; browserShortlistId?: string; at?: Date } = {},
): Promise<CoupleAccount> {
  const email = options.email ?? `couple-account-${uniqueNumber()}-${Date.now()}@example.test`;
  await requestSignInLink(db, auth, { email, ip: options.ip ?? `192.0.2.${uniqueNumber() % 250}`, headers: new Headers() }, options.at);
  const signedIn = await signInWithLink(
    db,
    auth,
    { token: lastSignInToken(sent, email), headers: new Headers(), browserShortlistId: options.browserShortlistId },
    options.at,
  );
  return { userId: signedIn.userId, email: email.toLowerCase(), shortlistId: signedIn.shortlistId, cookie: cookieHeader(signedIn.headers) };
}
