// The rules of a couple's 'Delete my account' (docs/product/couples-tools.md#delete-account, decision 092), shared by
// the server and the page.

/** A deletion needs a session opened by a sign-in link within this many minutes: couples have no password to ask. */
export const FRESH_SIGN_IN_MINUTES = 15;

/** The name a kept review shows once its author's account is deleted. */
export const ERASED_REVIEW_AUTHOR = "A couple";

/** Where the fresh sign-in link of the deletion page leads back to. */
export const ACCOUNT_DELETION_PATH = "/planner/account-deletion";

/** Where a couple lands once their account is deleted (no session is needed to read it). */
export const ACCOUNT_DELETED_PATH = "/planner/account-deleted";

export const ERASURE_MESSAGES = {
  staleSignIn: `For your safety, deleting your account needs a sign-in from the last ${FRESH_SIGN_IN_MINUTES} minutes. Email yourself a fresh sign-in link, open it, and come back to this page. Nothing was deleted.`,
  linkSent: "We have emailed you a fresh sign-in link. Open it within 15 minutes and it brings you back here.",
  unexpected: "Your account could not be deleted just now. Nothing was deleted; please try again in a few minutes.",
} as const;
