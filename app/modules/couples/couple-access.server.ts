import { redirect } from "react-router";
import { getSignedInUser, homeFor, type SignedInUser } from "~/modules/accounts/access.server";
import { COUPLE_ROLE, type Auth } from "~/modules/accounts/auth.server";
import { AppError } from "~/modules/errors/app-error";

/**
 * The couple of the request's session, undefined for a visitor (docs/ARCHITECTURE.md, convention 3). Input: the
 * request, optionally the auth instance. Output: the signed-in couple or undefined. Throws a redirect to their own
 * home for a vendor's or an admin's session (/vendor-dashboard, /admin-dashboard): a planner is never theirs
 * (decision 081).
 */
export async function getSignedInCouple(request: Request, auth?: Auth): Promise<SignedInUser | undefined> {
  const user = await getSignedInUser(request, auth);
  if (!user) return undefined;
  if (user.role !== COUPLE_ROLE) throw redirect(homeFor(user.role));
  return user;
}

/**
 * Access helper for a couple's own actions. Input: the request. Output: the signed-in couple. Throws a redirect to
 * /planner for a visitor, and as {@link getSignedInCouple} for another role's session.
 */
export async function requireCouple(request: Request, auth?: Auth): Promise<SignedInUser> {
  const user = await getSignedInCouple(request, auth);
  if (!user) throw redirect("/planner");
  return user;
}

/** What a planner action answers a visitor or another role's session. */
export const NOT_IN_PLANNER_MESSAGE = "This is not in your planner.";

/**
 * Access helper for the planner's actions, which name rows of a couple's wedding (an event, a guest, a household, a
 * budget line, a task, an invitation, a member, a conversation). Input: the request. Output: the signed-in couple.
 * Throws AppError `not_found` ({@link NOT_IN_PLANNER_MESSAGE}) for a visitor and for a vendor's or an admin's
 * session, as for another couple's ids: no id of a planner tells anyone but its couple that it exists, and nothing
 * changes (docs/product/couples-tools.md#wedding-planner, decision 082). Pages keep {@link requireCouple}'s redirects.
 */
export async function requirePlannerCouple(request: Request, auth?: Auth): Promise<SignedInUser> {
  const user = await getSignedInUser(request, auth);
  if (!user || user.role !== COUPLE_ROLE) throw new AppError("not_found", NOT_IN_PLANNER_MESSAGE);
  return user;
}
