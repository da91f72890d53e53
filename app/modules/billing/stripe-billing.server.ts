import type Stripe from "stripe";
import type { StripeConfig } from "~/config.server";
import {
  WebhookSignatureError,
  type BillingEvent,
  type BillingProvider,
  type ProviderCheckoutSession,
  type SubscriptionStatus,
} from "~/modules/billing/billing-provider.server";
import { getPlan } from "~/modules/billing/plans";
import { planIdSchema } from "~/modules/billing/plan-schemas";
import { systemNow } from "~/modules/time/clock";

/**
 * How long a Stripe checkout stays open: Stripe's minimum `expires_at` (the early-bird hold lasts as
 * long; decision 014).
 */
export const CHECKOUT_LIFETIME_MS = 30 * 60 * 1000;
/** Largest difference between a webhook signature's time and ours, either way (Stripe's default tolerance). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The Stripe adapter of the billing port: Checkout Sessions in subscription mode with yearly GBP prices
 * (configured price ids, or inline price data), the customer portal, and webhook verification.
 * Input: the Stripe settings and, for tests, a clock (default the system clock, not the app clock: Stripe compares
 * `expires_at` and signature times with its own clock, so a development clock moved ahead must not reach it;
 * decision 052). Output: a {@link BillingProvider}. The SDK is loaded by the first call, not at start-up: its 200
 * modules hold about 6 MB of heap that an instance serving pages never uses (decision 097; docs/deployment.md, "Memory per instance").
 */
export function createStripeBillingProvider(config: StripeConfig, now: () => Date = systemNow): BillingProvider {
  let client: Promise<{ sdk: typeof Stripe; stripe: Stripe }> | undefined;
  const opened = () =>
    (client ??= import("stripe").then(({ default: Sdk }) => ({
      sdk: Sdk,
      stripe: new Sdk(config.secretKey, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        ...(config.api ? { host: config.api.host, port: config.api.port, protocol: config.api.protocol } : {}),
      }),
    })));

  return {
    name: "stripe",

    async createCheckoutSession({ plan: planId, successUrl, cancelUrl, customerEmail }) {
      const { stripe } = await opened();
      const plan = getPlan(planId);
      const priceId = config.priceIds[planId];
      const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = priceId
        ? { price: priceId, quantity: 1 }
        : {
            quantity: 1,
            price_data: {
              currency: "gbp",
              unit_amount: plan.pricePence,
              recurring: { interval: "year" },
              product_data: { name: plan.name },
            },
          };
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        line_items: [lineItem],
        success_url: successUrl,
        cancel_url: cancelUrl,
        customer_email: customerEmail,
        expires_at: Math.floor((now().getTime() + CHECKOUT_LIFETIME_MS) / 1000),
        metadata: { plan: planId },
        subscription_data: { metadata: { plan: planId } },
      });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },

    async retrieveCheckoutSession(id) {
      const { sdk, stripe } = await opened();
      try {
        return toProviderSession(await stripe.checkout.sessions.retrieve(id));
      } catch (error) {
        if (error instanceof sdk.errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
        throw error;
      }
    },

    async expireCheckoutSession(id) {
      const { stripe } = await opened();
      await stripe.checkout.sessions.expire(id);
    },

    async creditCustomerBalance({ customerId, amountPence, description, idempotencyKey }) {
      const { stripe } = await opened();
      // A negative balance transaction is a credit: Stripe applies it to the customer's next invoices.
      await stripe.customers.createBalanceTransaction(customerId, { amount: -amountPence, currency: "gbp", description }, { idempotencyKey });
    },

    async cancelSubscription(id, options = {}) {
      const { stripe } = await opened();
      const current = await stripe.subscriptions.retrieve(id);
      if (current.status === "canceled" || current.status === "incomplete_expired") return;
      if (options.atOnce) {
        await stripe.subscriptions.cancel(id);
        return;
      }
      if (current.cancel_at_period_end) return;
      await stripe.subscriptions.update(id, { cancel_at_period_end: true });
    },

    async resumeSubscription(id) {
      const { stripe } = await opened();
      const current = await stripe.subscriptions.retrieve(id);
      if (current.cancel_at_period_end) await stripe.subscriptions.update(id, { cancel_at_period_end: false });
      // A cancellation made in the customer portal may have set `cancel_at` instead.
      else if (current.cancel_at !== null) await stripe.subscriptions.update(id, { cancel_at: "" });
    },

    async createPortalSession(customerId, returnUrl) {
      const { stripe } = await opened();
      const portal = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: portal.url };
    },

    async verifyWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new WebhookSignatureError("Missing Stripe-Signature header");
      const { stripe } = await opened();
      const receivedAt = now().getTime();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          config.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
          undefined,
          receivedAt,
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid signature");
      }
      // The SDK refuses only old signatures; one dated ahead would stay replayable for as long (decision 014).
      const signedAt = signatureTimestamp(signatureHeader);
      if (signedAt === undefined || signedAt - Math.floor(receivedAt / 1000) > SIGNATURE_TOLERANCE_SECONDS) {
        throw new WebhookSignatureError("Timestamp outside the tolerance zone");
      }
      return toBillingEvent(event);
    },
  };
}

/** The `t=` (seconds since the epoch) of a Stripe-Signature header, once the SDK has accepted it. */
function signatureTimestamp(header: string): number | undefined {
  const value = header
    .split(",")
    .map((part) => part.trim().split("="))
    .find(([key]) => key === "t")?.[1];
  const seconds = Number(value);
  return value && Number.isInteger(seconds) ? seconds : undefined;
}

const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === "string" ? value : (value?.id ?? undefined);

function toProviderSession(session: Stripe.Checkout.Session): ProviderCheckoutSession {
  return {
    id: session.id,
    status: session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open",
    paid: session.payment_status === "paid" || session.payment_status === "no_payment_required",
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    customerEmail: session.customer_details?.email ?? session.customer_email ?? undefined,
  };
}

const SUBSCRIPTION_STATUSES = new Set<string>([
  "incomplete",
  "incomplete_expired",
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
  "paused",
]);

/**
 * Whether the subscription stops instead of renewing at its period end: `cancel_at_period_end`, or a `cancel_at`
 * no later than the period end (the form newer customer-portal cancellations may take). A `cancel_at` further
 * away is a later plan, not this period's end.
 */
function stopsAtPeriodEnd(subscription: Stripe.Subscription, periodEnd: number | undefined): boolean {
  if (subscription.cancel_at_period_end) return true;
  const cancelAt = subscription.cancel_at;
  return typeof cancelAt === "number" && periodEnd !== undefined && cancelAt <= periodEnd;
}

/** Stripe's event in the app's terms; types the app does not act on become `ignored`. */
export function toBillingEvent(event: Stripe.Event): BillingEvent {
  const base = { id: event.id, created: new Date(event.created * 1000) };
  switch (event.type) {
    case "checkout.session.completed": {
      const session = toProviderSession(event.data.object);
      return { ...base, type: event.type, session };
    }
    case "checkout.session.expired":
      return { ...base, type: event.type, session: { id: event.data.object.id } };
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      // Since API version 2025-03-31 the period lives on the items; older payloads have it on the subscription.
      const legacy = subscription as unknown as { current_period_end?: number };
      const periodEnd = legacy.current_period_end ?? subscription.items?.data[0]?.current_period_end;
      const plan = planIdSchema.safeParse(subscription.metadata?.plan);
      const status = SUBSCRIPTION_STATUSES.has(subscription.status) ? (subscription.status as SubscriptionStatus) : undefined;
      if (!status) return { ...base, type: "ignored", providerType: event.type };
      return {
        ...base,
        type: event.type,
        subscription: {
          id: subscription.id,
          customerId: idOf(subscription.customer),
          status,
          currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : undefined,
          cancelAtPeriodEnd: stopsAtPeriodEnd(subscription, periodEnd),
          plan: plan.success ? plan.data : undefined,
        },
      };
    }
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const legacy = invoice as unknown as { subscription?: string | { id: string } | null };
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy.subscription);
      return { ...base, type: event.type, invoice: { subscriptionId } };
    }
    default:
      return { ...base, type: "ignored", providerType: event.type };
  }
}
