import { signInSchema } from "~/modules/accounts/sign-in-form";

// The /planner sign-in form (docs/product/couples-tools.md#couple-accounts): an email only, checked in the browser
// for instant feedback and in the action for real (docs/ARCHITECTURE.md, convention 4). The email's rule is the
// vendors' sign-in rule.

export const plannerSignInSchema = signInSchema.pick({ email: true });

/** Minutes a sign-in link works, as the page and the mail say it (COUPLE_SIGN_IN_LINK_TTL_SECONDS in auth.server.ts). */
export const SIGN_IN_LINK_MINUTES = 15;

export const PLANNER_MESSAGES = {
  /** The one answer to every well-formed email, whether or not it has an account (decision 081). */
  linkSent: (email: string) =>
    `We have sent a sign-in link to ${email}. It works once, within ${SIGN_IN_LINK_MINUTES} minutes. Nothing there? Check your spam folder, or ask for another link.`,
  linkSentTitle: "Check your email",
  linkExpired: "This sign-in link has expired or was already used. Please ask for a new one below.",
  unexpected: "Something went wrong. Please try again.",
  conversationGone: "This conversation could not be found.",
} as const;

/**
 * The message of a refused request, e.g. "Too many sign-in links were asked for. Please try again in 15 minutes."
 * Input: seconds until the window ends. Output: the sentence (at least one minute).
 */
export function tooManyLinksMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in links were asked for. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
