import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkoutSessions } from "~/db/schema";
import { WebhookSignatureError, type BillingProvider } from "~/modules/billing/billing-provider.server";

/**
 * How long a test-mode checkout (and its early-bird hold) stays open: shorter than Stripe's 30 minutes, since
 * paying on our own page takes one click (decision 014).
 */
export const TEST_CHECKOUT_LIFETIME_MS = 10 * 60 * 1000;

/** Path of the test-mode checkout page for a session. */
export const testCheckoutPath = (sessionId: string) => `/checkout/test/${encodeURIComponent(sessionId)}`;

/**
 * The test-mode adapter of the billing port, the default without a Stripe key: checkouts are paid on our own
 * page (/checkout/test/:id, labelled "Test mode — no real payment"), whose Pay and Cancel buttons produce the
 * events Stripe would send (see test-checkout.server.ts). Session state lives in `checkout_sessions`.
 */
export function createTestBillingProvider(
  db: Database,
  publicUrl: string,
  now: () => Date = () => new Date(),
): BillingProvider {
  return {
    name: "test",

    async createCheckoutSession() {
      const id = `cs_test_${randomBytes(12).toString("hex")}`;
      return { id, url: `${publicUrl}${testCheckoutPath(id)}`, expiresAt: new Date(now().getTime() + TEST_CHECKOUT_LIFETIME_MS) };
    },

    async retrieveCheckoutSession(id) {
      const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
      if (!row || row.provider !== "test") return undefined;
      const status = row.status === "complete" ? "complete" : row.status === "open" ? "open" : "expired";
      return {
        id: row.id,
        status,
        paid: status === "complete",
        customerId: row.providerCustomerId ?? undefined,
        subscriptionId: row.providerSubscriptionId ?? undefined,
        customerEmail: row.customerEmail ?? undefined,
      };
    },

    async expireCheckoutSession(id) {
      // The session's state is our own row, which the caller closes (closeCheckout); only a paid one is refused.
      const [row] = await db.select({ status: checkoutSessions.status }).from(checkoutSessions).where(eq(checkoutSessions.id, id));
      if (row?.status === "complete") throw new Error(`Checkout ${id} is already complete`);
    },

    async createPortalSession(_customerId, returnUrl) {
      // Nothing to manage without a real provider: the portal is the page the vendor came from.
      return { url: returnUrl };
    },

    verifyWebhook() {
      throw new WebhookSignatureError("Webhooks are not accepted in test mode");
    },
  };
}
