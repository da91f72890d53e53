import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkoutSessions, subscriptions } from "~/db/schema";
import type { Auth } from "~/modules/accounts/auth.server";
import { startCheckout } from "~/modules/billing/checkout.server";
import type { PlanId } from "~/modules/billing/plans";
import { createTestBillingProvider } from "~/modules/billing/test-billing.server";
import { payTestCheckout } from "~/modules/billing/test-checkout.server";
import { uniqueNumber } from "./factories";
import { cookieHeader } from "./route-calls";

export const PAID_ACCOUNT_PASSWORD = "marigolds-at-dawn-2026";

export type PaidAccount = { userId: string; email: string; checkoutSessionId: string; plan: PlanId; cookie: string };

/**
 * A signed-in vendor account that bought `plan` and has not submitted its listing yet: a test-mode checkout
 * paid, an account made with better-auth's server API (`auth.api.createUser`, its email verified or not), the
 * checkout claimed by the account with its subscription, and a session cookie from `auth.api.signInEmail`.
 * Built from the parts rather than through /account-creation, so business-details tests do not depend on
 * how that page creates accounts. Defaults: showcase plan, a unique email, email not verified.
 */
export async function createPaidAccount(
  db: Database,
  auth: Auth,
  options: { publicUrl: string; plan?: PlanId; email?: string; emailVerified?: boolean },
): Promise<PaidAccount> {
  const plan = options.plan ?? "showcase";
  const email = options.email ?? `vendor-${uniqueNumber()}-${Date.now()}@example.test`;
  const session = await startCheckout(db, createTestBillingProvider(db, options.publicUrl), {
    plan,
    publicUrl: options.publicUrl,
    customerEmail: email,
  });
  await payTestCheckout(db, session.id);
  const { user } = await auth.api.createUser({
    body: { email, password: PAID_ACCOUNT_PASSWORD, name: email.split("@")[0]!, data: { emailVerified: options.emailVerified ?? false } },
  });
  await db.update(checkoutSessions).set({ usedByUserId: user.id }).where(eq(checkoutSessions.id, session.id));
  await db.update(subscriptions).set({ userId: user.id }).where(eq(subscriptions.checkoutSessionId, session.id));
  const { headers } = await auth.api.signInEmail({
    body: { email, password: PAID_ACCOUNT_PASSWORD },
    headers: new Headers(),
    returnHeaders: true,
  });
  return { userId: user.id, email, checkoutSessionId: session.id, plan, cookie: cookieHeader(headers) };
}
