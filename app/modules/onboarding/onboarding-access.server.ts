import { redirect } from "react-router";
import { getDatabase, type Database } from "~/db/client.server";
import type { PlanId } from "~/modules/billing/plans";
import { findCheckoutOfUser } from "~/modules/onboarding/account-creation.server";
import { findListingOfUser } from "~/modules/onboarding/business-listing.server";
import { AUTH_REQUIRED_NOTICE } from "~/modules/onboarding/business-notices";
import { getSignedInUser, type SignedInUser } from "~/modules/accounts/access.server";
import type { Auth } from "~/modules/accounts/auth.server";

export type OnboardingAccount = { user: SignedInUser; checkout: { id: string; plan: PlanId } };

/**
 * Access helper for the business details step (docs/ARCHITECTURE.md, convention 3;
 * docs/product/vendor-journey-and-portal.md#business-details: "A user who is not authenticated is sent to account creation").
 * Input: the request (its session cookie, and the `session_id` and `plan` the journey carries in the URL);
 * optionally the database and auth instance (default: the process's).
 * Output: `{ user, checkout }`, the signed-in account and the paid checkout it was created from (id and plan).
 * Throws a redirect:
 * - no session, with a `session_id` → /account-creation?session_id&plan&notice=auth-required, to create the account
 *   that checkout paid for;
 * - no session and no `session_id` → /onboarding?notice=auth-required, the plan choice, since there is nothing to
 *   carry along; both pages show 'Authentication Required: Please create an account first to continue.' for the
 *   `notice` (docs/product/vendor-journey-and-portal.md#business-details, `AUTH_REQUIRED_NOTICE`);
 * - an account with no paid checkout (made some other way) → /onboarding, to buy a plan first;
 * - an account that already submitted its listing → /vendor-dashboard (one listing per account, docs/product/vendor-journey-and-portal.md#business-details).
 * Throws only when the database fails otherwise.
 */
export async function requireOnboardingAccount(
  request: Request,
  db: Database = getDatabase(),
  auth?: Auth,
): Promise<OnboardingAccount> {
  const user = await getSignedInUser(request, auth);
  if (!user) {
    const url = new URL(request.url);
    const sessionId = url.searchParams.get("session_id")?.trim();
    const notice = { [AUTH_REQUIRED_NOTICE.param]: AUTH_REQUIRED_NOTICE.value };
    if (!sessionId) throw redirect(`/onboarding?${new URLSearchParams(notice)}`);
    const query = new URLSearchParams({ session_id: sessionId, plan: url.searchParams.get("plan") ?? "", ...notice });
    throw redirect(`/account-creation?${query}`);
  }
  const checkout = await findCheckoutOfUser(db, user.id);
  if (!checkout) throw redirect("/onboarding");
  if (await findListingOfUser(db, user.id)) throw redirect("/vendor-dashboard");
  return { user, checkout };
}
