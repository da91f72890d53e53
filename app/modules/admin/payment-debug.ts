import { z } from "zod";

// The payment debug page (docs/product/admin.md#payment-debug):
// what it shows and the test checkouts it opens. Shared by the page and its loader and action.

/** docs/product/admin.md#payment-debug, debug page. */
export const PAYMENT_DEBUG_MESSAGES = {
  loaded: "Debug info loaded",
  fetchFailed: "Failed to fetch debug info",
  checkoutFailed: "Failed to create checkout",
} as const;

/** docs/product/admin.md#payment-debug: the page "tests the early_bird and showcase checkouts". */
export const TEST_CHECKOUT_PLANS = ["early_bird", "showcase"] as const;
export const testCheckoutSchema = z.object({ plan: z.enum(TEST_CHECKOUT_PLANS, { error: "Please choose early_bird or showcase." }) });

/** The checkout statuses the database allows, in the order a checkout goes through them. */
export const CHECKOUT_STATUSES = ["pending", "open", "complete", "expired", "cancelled"] as const;

/** Which billing adapter the server uses, from configuration (never a secret). */
export type BillingAdapterInfo = {
  provider: "stripe" | "test";
  /** 'Stripe (test keys)', 'Stripe (live keys)', 'Stripe', or 'Test mode (no real payments)'. */
  label: string;
  /** Stripe only: whether a yearly price id is configured per plan (otherwise the price is sent inline). */
  priceIds: { plan: string; configured: boolean }[];
};

/** One plan's checkouts per status. */
export type CheckoutCountRow = { plan: string; planName: string; counts: Record<string, number>; total: number };

/** A checkout as the latest-checkouts table shows it (times may arrive serialised). */
export type CheckoutSummary = {
  id: string;
  provider: string;
  plan: string;
  status: string;
  amountPence: number;
  customerEmail: string | null;
  earlyBirdReserved: boolean;
  /** An account was created from this (paid) checkout. */
  usedByAccount: boolean;
  createdAt: Date | string;
  completedAt: Date | string | null;
};

/** Everything the page shows (docs/product/admin.md#payment-debug, from our own database and configuration). */
export type PaymentDebugInfo = {
  adapter: BillingAdapterInfo;
  checkouts: { rows: CheckoutCountRow[]; totals: Record<string, number>; total: number };
  subscriptions: { byStatus: { status: string; count: number }[]; total: number };
  earlyBird: { remainingSpots: number; totalSpots: number; error?: string };
  latestCheckouts: CheckoutSummary[];
  /** When the figures were read (ISO), so the page can tell a fresh load. */
  loadedAt: string;
};
