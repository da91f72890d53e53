import { isAPIError } from "better-auth/api";
import type { Database } from "~/db/client.server";
import { COUPLE_ROLE, roleOf, type Auth } from "~/modules/accounts/auth.server";
import { claimConversations } from "~/modules/couples/couple-conversations.server";
import { joinAccountShortlist } from "~/modules/couples/couple-shortlist.server";
import { PLANNER_MESSAGES } from "~/modules/couples/planner-sign-in-form";
import { AppError } from "~/modules/errors/app-error";
import { now } from "~/modules/time/clock";
import { acceptWeddingInvitations } from "~/modules/weddings/wedding-partners.server";

/** The plugin's tokens: 32 letters. Anything else is refused before the database is asked. */
const LINK_TOKEN_PATTERN = /^[A-Za-z]{32}$/;

export type CoupleSignedIn = {
  userId: string;
  /** The account's shortlist, for the browser's shortlist cookie. */
  shortlistId: string;
  /** Set-Cookie headers with the new session. */
  headers: Headers;
};

/**
 * Signs a couple in with the token of their emailed link (docs/product/couples-tools.md#couple-accounts; decision 081):
 * better-auth's magic-link plugin spends the token (once, within 15 minutes), creates the `couple` account on the
 * address's first link and opens a session. Then, the mailbox being proven, the account takes the browser's
 * shortlist ({@link joinAccountShortlist}) and the conversations of enquiries sent from that email
 * ({@link claimConversations}), and a partner's invitation to the address is taken ({@link acceptWeddingInvitations}).
 * Input: database, auth instance, `{ token, headers, browserShortlistId }` (the token from the link, the request's
 * headers, the shortlist id of the browser's cookie), the time. Output: {@link CoupleSignedIn}.
 * Throws AppError `unauthorized` 'This sign-in link has expired or was already used…' for a malformed, unknown,
 * spent or expired token and for an address of another role's account (no session is made then); the database's
 * error otherwise.
 */
export async function signInWithLink(
  db: Database,
  auth: Auth,
  input: { token: string; headers: Headers; browserShortlistId: string | undefined },
  at: Date = now(),
): Promise<CoupleSignedIn> {
  const refused = (cause?: unknown) => new AppError("unauthorized", PLANNER_MESSAGES.linkExpired, { cause });
  if (!LINK_TOKEN_PATTERN.test(input.token)) throw refused();
  let verified;
  try {
    verified = await auth.api.magicLinkVerify({ query: { token: input.token }, headers: input.headers, returnHeaders: true });
  } catch (error) {
    // A spent or unknown token is a redirect to the error page; another role's address, a refused session.
    if (isAPIError(error) && error.statusCode < 500) throw refused(error);
    throw error;
  }
  const { user } = verified.response;
  if (roleOf((user as { role?: string }).role) !== COUPLE_ROLE) throw refused();
  await claimConversations(db, user.id, user.email);
  await acceptWeddingInvitations(db, user.id, user.email);
  const shortlistId = await joinAccountShortlist(db, user.id, input.browserShortlistId, at);
  return { userId: user.id, shortlistId, headers: verified.headers };
}
