import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkoutSessions } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import type { BillingProvider } from "./billing-provider.server";
import { reserveEarlyBirdSpot, returnEarlyBirdSpot } from "./early-bird.server";
import { completeCheckout, expireStaleCheckouts } from "./fulfilment.server";
import { getPlan, type PlanId } from "./plans";

/** Spec §8: the early-bird card when no spot is left. */
export const EARLY_BIRD_SOLD_OUT_MESSAGE = "This offer is no longer available.";
/** Spec §8: any other failure to open a checkout. */
export const CHECKOUT_FAILED_MESSAGE = "Failed to create checkout session. Please try again.";

/**
 * Where the provider sends the buyer back: /payment-success with the session id (Stripe fills in
 * `{CHECKOUT_SESSION_ID}`) and the plan, or /onboarding when the buyer cancels.
 */
export function checkoutReturnUrls(publicUrl: string, plan: PlanId) {
  return {
    successUrl: `${publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}&plan=${plan}`,
    cancelUrl: `${publicUrl}/onboarding`,
  };
}

/** The success URL for a known session id. */
export function successUrlFor(publicUrl: string, plan: PlanId, sessionId: string): string {
  return checkoutReturnUrls(publicUrl, plan).successUrl.replace("{CHECKOUT_SESSION_ID}", encodeURIComponent(sessionId));
}

/**
 * Opens a checkout for `plan` and records it. For early bird, a spot is reserved first (atomically) and given
 * back if the provider fails. Input: database, provider, plan, public origin, optional email.
 * Output: the provider's session (its `url` is where the buyer pays).
 * Throws AppError `conflict` when early bird is sold out; rethrows the provider's error otherwise.
 */
export async function startCheckout(
  db: Database,
  provider: BillingProvider,
  input: { plan: PlanId; publicUrl: string; customerEmail?: string },
) {
  const plan = getPlan(input.plan);
  // Holds of abandoned test-mode checkouts are given back before counting (Stripe also sends `expired`).
  if (plan.isLimited) await expireStaleCheckouts(db, new Date(), provider.name === "stripe" ? 5 * 60_000 : 0);
  if (plan.isLimited && !(await reserveEarlyBirdSpot(db))) {
    throw new AppError("conflict", EARLY_BIRD_SOLD_OUT_MESSAGE);
  }
  try {
    const session = await provider.createCheckoutSession({
      plan: plan.id,
      ...checkoutReturnUrls(input.publicUrl, plan.id),
      customerEmail: input.customerEmail,
    });
    await db.insert(checkoutSessions).values({
      id: session.id,
      provider: provider.name,
      plan: plan.id,
      amountPence: plan.pricePence,
      currency: "gbp",
      customerEmail: input.customerEmail,
      earlyBirdReserved: plan.isLimited,
      expiresAt: session.expiresAt,
    });
    return session;
  } catch (error) {
    if (plan.isLimited) await returnEarlyBirdSpot(db);
    throw error;
  }
}

export type PaymentVerification = { verified: boolean; plan?: PlanId };

/**
 * Confirms a checkout when the buyer comes back to /payment-success: a session already complete is verified;
 * otherwise the provider is asked and, if it says paid, the same fulfilment as the webhook runs (idempotent).
 * Output: whether the payment is verified, and the plan bought.
 */
export async function verifyCheckoutOnReturn(
  db: Database,
  provider: BillingProvider,
  sessionId: string,
): Promise<PaymentVerification> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  if (!row) return { verified: false };
  const plan = row.plan as PlanId;
  if (row.status === "complete") return { verified: true, plan };
  const remote = await provider.retrieveCheckoutSession(sessionId);
  if (!remote || remote.status !== "complete" || !remote.paid) return { verified: false, plan };
  const verified = await db.transaction((tx) =>
    completeCheckout(tx, provider.name, {
      id: sessionId,
      customerId: remote.customerId,
      subscriptionId: remote.subscriptionId,
      customerEmail: remote.customerEmail,
      at: new Date(),
    }),
  );
  return { verified, plan };
}
