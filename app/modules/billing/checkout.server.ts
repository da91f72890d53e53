import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkoutSessions } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import type { BillingProvider, NewCheckoutSession } from "~/modules/billing/billing-provider.server";
import { openPendingHold, releasePendingHold, reserveEarlyBirdHold, type CheckoutHolder } from "~/modules/billing/early-bird-holds.server";
import { completeCheckout, expireStaleCheckouts } from "~/modules/billing/fulfilment.server";
import { getPlan, type PlanId } from "~/modules/billing/plans";
import { logError } from "~/modules/logging/logger.server";
import { now } from "~/modules/time/clock";

/** docs/product/vendor-journey-and-portal.md#checkout: any other failure to open a checkout. */
export const CHECKOUT_FAILED_MESSAGE = "Failed to create checkout session. Please try again.";

// Marks a return through the provider's cancel link (decision 014: the browser's hold is released).
const CHECKOUT_CANCELLED_QUERY = "checkout=cancelled";

/** Whether `url` is the cancel link's return to /onboarding (see {@link checkoutReturnUrls}). */
export function isCancelReturn(url: URL): boolean {
  return url.searchParams.get("checkout") === "cancelled";
}

/**
 * Where the provider sends the buyer back: /payment-success with the session id (Stripe fills in
 * `{CHECKOUT_SESSION_ID}`) and the plan, or /onboarding?checkout=cancelled when the buyer cancels.
 */
export function checkoutReturnUrls(publicUrl: string, plan: PlanId) {
  return {
    successUrl: `${publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}&plan=${plan}`,
    cancelUrl: `${publicUrl}/onboarding?${CHECKOUT_CANCELLED_QUERY}`,
  };
}

/** The success URL for a known session id. */
export function successUrlFor(publicUrl: string, plan: PlanId, sessionId: string): string {
  return checkoutReturnUrls(publicUrl, plan).successUrl.replace("{CHECKOUT_SESSION_ID}", encodeURIComponent(sessionId));
}

/** Stripe may still send its own `expired` event this long after a session's expiry; the sweep waits for it. */
const STRIPE_EXPIRY_GRACE_MS = 5 * 60_000;

/**
 * Opens a checkout for `plan` and records it. Early bird (decision 014) needs the `holder` (browser
 * cookie and client address): a browser that already holds a spot gets its open checkout back; otherwise a spot
 * is held (per-browser and per-address limits, atomically) before the provider is asked, and given back if the
 * provider fails. Input: database, provider, plan, public origin, optional email, holder.
 * Output: the provider's session (its `url` is where the buyer pays).
 * Throws AppError `conflict` (sold out: 'This offer is no longer available.'), `rate_limited` (too many holds
 * from one address) and `unavailable` (502, {@link CHECKOUT_FAILED_MESSAGE}) when the provider fails, the
 * provider's error logged. Throws an Error for an early-bird checkout without a holder (a programming error).
 */
export async function startCheckout(
  db: Database,
  provider: BillingProvider,
  input: { plan: PlanId; publicUrl: string; customerEmail?: string; holder?: CheckoutHolder },
): Promise<NewCheckoutSession> {
  const plan = getPlan(input.plan);
  const open = () =>
    provider.createCheckoutSession({ plan: plan.id, ...checkoutReturnUrls(input.publicUrl, plan.id), customerEmail: input.customerEmail });
  if (!plan.isLimited) {
    const session = await open().catch(providerFailed);
    await db.insert(checkoutSessions).values({
      id: session.id,
      provider: provider.name,
      plan: plan.id,
      amountPence: plan.pricePence,
      currency: "gbp",
      customerEmail: input.customerEmail,
      checkoutUrl: session.url,
      expiresAt: session.expiresAt,
    });
    return session;
  }

  if (!input.holder) throw new Error("An early-bird checkout needs its holder (browser and address)");
  // Holds of abandoned checkouts are given back before counting (Stripe also sends `expired`).
  await expireStaleCheckouts(db, now(), provider.name === "stripe" ? STRIPE_EXPIRY_GRACE_MS : 0);
  const hold = await reserveEarlyBirdHold(db, provider.name, input.holder);
  if (hold.kind === "existing") return hold.session;
  let session: NewCheckoutSession;
  try {
    session = await open();
  } catch (error) {
    await releasePendingHold(db, hold.pendingId);
    return providerFailed(error);
  }
  if (!(await openPendingHold(db, hold.pendingId, session, input.customerEmail))) {
    // The pending hold outlived its time and was released: this session must not be paid without a spot.
    await provider.expireCheckoutSession(session.id).catch(() => undefined);
    return providerFailed(new Error(`Checkout ${session.id} opened after its pending hold was released`));
  }
  return session;
}

function providerFailed(error: unknown): never {
  logError("Checkout could not be created", error);
  throw new AppError("unavailable", CHECKOUT_FAILED_MESSAGE, { cause: error });
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
      at: now(),
    }),
  );
  return { verified, plan };
}
