import type { PlanId } from "~/modules/billing/plans";
import type { SubscriptionStatus } from "~/modules/billing/subscription-rules";

/**
 * The billing port (docs/ARCHITECTURE.md, convention 7): how the app sells plans, whatever the provider.
 * Adapters: Stripe (stripe-billing.server.ts) and the test-mode provider (test-billing.server.ts), chosen once
 * from configuration in billing.server.ts.
 */
export type BillingProviderName = "stripe" | "test";

export type NewCheckoutSession = {
  id: string;
  /** Where the buyer pays: Stripe's hosted page, or /checkout/test/:id in test mode. */
  url: string;
  expiresAt: Date;
};

/** A checkout session as the provider reports it now. */
export type ProviderCheckoutSession = {
  id: string;
  status: "open" | "complete" | "expired";
  paid: boolean;
  customerId?: string;
  subscriptionId?: string;
  customerEmail?: string;
};

/** A subscription status in Stripe's words (defined with the rules that read it, subscription-rules.ts). */
export type { SubscriptionStatus };

/**
 * A provider event in the app's own terms. `created` is the provider's time of the event, used to ignore an
 * event older than the state already applied (out-of-order delivery).
 */
export type BillingEvent = { id: string; created: Date } & (
  | {
      type: "checkout.session.completed";
      session: {
        id: string;
        paid: boolean;
        customerId?: string;
        subscriptionId?: string;
        customerEmail?: string;
      };
    }
  | { type: "checkout.session.expired"; session: { id: string } }
  | {
      type: "customer.subscription.updated" | "customer.subscription.deleted";
      subscription: {
        id: string;
        customerId?: string;
        status: SubscriptionStatus;
        currentPeriodEnd?: Date;
        /** The subscription stops at `currentPeriodEnd` instead of renewing (Stripe's `cancel_at_period_end`). */
        cancelAtPeriodEnd?: boolean;
        plan?: PlanId;
      };
    }
  | { type: "invoice.payment_failed"; invoice: { subscriptionId?: string } }
  | { type: "ignored"; providerType: string }
);

export type BillingProvider = {
  name: BillingProviderName;
  /**
   * Opens a checkout for one yearly plan. `successUrl` may contain `{CHECKOUT_SESSION_ID}`, replaced by the
   * provider with the session id. Rejects when the provider refuses or cannot be reached.
   */
  createCheckoutSession(input: {
    plan: PlanId;
    successUrl: string;
    cancelUrl: string;
    customerEmail?: string;
  }): Promise<NewCheckoutSession>;
  /** The session's current state at the provider; undefined when the provider does not know it. */
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | undefined>;
  /**
   * Expires an open checkout at the provider so it can no longer be paid (the buyer cancelled; decision 014).
   * Rejects when the provider refuses (e.g. the session is already complete) or cannot be reached.
   */
  expireCheckoutSession(id: string): Promise<void>;
  /**
   * Credits the customer's balance, which the provider takes off their next invoices (decision 059: an upheld
   * report credits the vendor days of listing). `amountPence` is positive; `idempotencyKey` makes a repeated call
   * credit once. Rejects when the provider refuses or cannot be reached, and always in test mode, which keeps no
   * balances (a test-mode credit moves the period end instead, listing-credit.server.ts).
   */
  creditCustomerBalance(input: { customerId: string; amountPence: number; description: string; idempotencyKey: string }): Promise<void>;
  /**
   * Cancels a subscription (docs/decisions/091-vendor-account-erasure.md): at the end of its paid period, so it can
   * still be resumed, or `atOnce` (the account is being deleted). Resolves without change when it is already set
   * to stop (at period end) or has ended. Rejects when the provider refuses or cannot be reached.
   */
  cancelSubscription(id: string, options?: { atOnce?: boolean }): Promise<void>;
  /**
   * Undoes a cancellation at period end before that end (decision 091). Resolves without change when the
   * subscription was not set to stop. Rejects when the provider refuses (e.g. it has ended) or cannot be reached.
   */
  resumeSubscription(id: string): Promise<void>;
  /** A page where the customer manages their subscription; returns its URL. */
  createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }>;
  /**
   * Checks a webhook's signature over the raw body and resolves with its event.
   * Rejects with {@link WebhookSignatureError} for a missing or bad signature, or one dated more than the tolerance
   * before or after the adapter's clock.
   */
  verifyWebhook(rawBody: string, signatureHeader: string | null): Promise<BillingEvent>;
};

/** A webhook whose signature does not prove it came from the provider (answered with 400). */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookSignatureError";
  }
}
