import type { Route } from "./+types/api.webhooks.stripe";
import { getDatabase } from "~/db/client.server";
import { WebhookSignatureError } from "~/modules/billing/billing-provider.server";
import { getBillingProvider } from "~/modules/billing/billing.server";
import { handleBillingEvent } from "~/modules/billing/fulfilment.server";
import { jsonError } from "~/modules/http/json-responses";
import { logError } from "~/modules/logging/logger.server";

/**
 * Stripe's webhook endpoint. The signature is checked over the raw body before anything is written; a bad
 * or stale signature answers 400. Each event id is applied once; a failure answers 500 so Stripe retries.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  const rawBody = await request.text();
  const provider = getBillingProvider();
  let event;
  try {
    event = await provider.verifyWebhook(rawBody, request.headers.get("stripe-signature"));
  } catch (error) {
    if (error instanceof WebhookSignatureError) return jsonError(400, "Invalid signature");
    throw error;
  }
  try {
    const outcome = await handleBillingEvent(getDatabase(), provider.name, event);
    return Response.json({ received: true, duplicate: outcome === "duplicate" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logError(`Webhook event ${event.id} could not be processed`, error);
    return jsonError(500, "Event could not be processed");
  }
}

export function loader() {
  return jsonError(405, "Method not allowed");
}
