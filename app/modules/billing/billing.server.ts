import { getConfig, type AppConfig } from "~/config.server";
import { getDatabase, type Database } from "~/db/client.server";
import type { BillingProvider } from "~/modules/billing/billing-provider.server";
import { createStripeBillingProvider } from "~/modules/billing/stripe-billing.server";
import { createTestBillingProvider } from "~/modules/billing/test-billing.server";

/**
 * Chooses the billing adapter from configuration: Stripe when `STRIPE_SECRET_KEY` is set, otherwise the
 * test-mode provider over `db`.
 */
export function createBillingProvider(config: Pick<AppConfig, "stripe" | "publicUrl">, db: Database): BillingProvider {
  if (config.stripe) return createStripeBillingProvider(config.stripe);
  return createTestBillingProvider(db, config.publicUrl);
}

let stripeProvider: { config: AppConfig; provider: BillingProvider } | undefined;

/**
 * The process's billing adapter: one Stripe client per configuration (rebuilt only when the configuration is
 * re-read, e.g. by tests that set STRIPE_* variables); test mode follows the current database.
 */
export function getBillingProvider(): BillingProvider {
  const config = getConfig();
  if (config.stripe) {
    if (stripeProvider?.config !== config) stripeProvider = { config, provider: createBillingProvider(config, getDatabase()) };
    return stripeProvider.provider;
  }
  return createTestBillingProvider(getDatabase(), config.publicUrl);
}
