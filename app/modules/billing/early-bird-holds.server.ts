import { randomBytes } from "node:crypto";
import { and, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkoutSessions, earlyBirdCounter } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import type { BillingProvider, BillingProviderName, NewCheckoutSession } from "~/modules/billing/billing-provider.server";
import { closeCheckout } from "~/modules/billing/fulfilment.server";
import { getPlan } from "~/modules/billing/plans";
import { logWarning } from "~/modules/logging/logger.server";
import { now } from "~/modules/time/clock";

// Early-bird holds that one client cannot hoard (decision 014): at most one live hold per browser
// (its holder cookie) and MAX_HOLDS_PER_ADDRESS per client address. Limits and the spot are decided in one
// transaction that first locks the counter row, so parallel starts on any number of connections are counted
// one after another.

/** Who starts an early-bird checkout: the browser's holder cookie and the client's rate-limit address. */
export type CheckoutHolder = { key: string; address: string };

/** Live early-bird holds allowed per client address (a household or office may buy for two businesses). */
export const MAX_HOLDS_PER_ADDRESS = 2;
/** How long a hold may stay pending while the provider opens the checkout (SDK timeout 20 s × 3 attempts). */
export const PENDING_HOLD_MS = 5 * 60_000;

/** docs/product/vendor-journey-and-portal.md#plans: the early-bird card when no spot is left. */
export const EARLY_BIRD_SOLD_OUT_MESSAGE = "This offer is no longer available.";
export const TOO_MANY_HOLDS_MESSAGE =
  "Early-bird checkouts are already open from your connection. Please complete or cancel one, or try again later.";
export const CHECKOUT_IN_PROGRESS_MESSAGE = "Your checkout is being opened. Please wait a moment and try again.";

export type HoldOutcome =
  /** The browser already holds a spot: its open checkout, to send it back there. */
  | { kind: "existing"; session: NewCheckoutSession }
  /** A spot was taken for a new checkout, written as the pending row `pendingId`. */
  | { kind: "reserved"; pendingId: string };

/**
 * Takes an early-bird spot for `holder`, or gives back the hold it already has. In one transaction that locks
 * the counter row: the holder's live hold (pending or open, not expired) is returned if any; otherwise a spot
 * is taken and a `pending` checkout row written with the holder, expiring after {@link PENDING_HOLD_MS}.
 * Input: database, provider name, holder, time (default the app clock). Output: {@link HoldOutcome}.
 * Throws AppError `conflict` when sold out ({@link EARLY_BIRD_SOLD_OUT_MESSAGE}) or while the holder's
 * previous start is still being opened; `rate_limited` (Retry-After: until the address's first hold ends)
 * when the address already has {@link MAX_HOLDS_PER_ADDRESS} live holds.
 */
export async function reserveEarlyBirdHold(
  db: Database,
  provider: BillingProviderName,
  holder: CheckoutHolder,
  at = now(),
): Promise<HoldOutcome> {
  return db.transaction(async (tx) => {
    const [counter] = await tx.select().from(earlyBirdCounter).where(eq(earlyBirdCounter.id, 1)).for("update");
    const live = await tx
      .select()
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.earlyBirdReserved, true),
          inArray(checkoutSessions.status, ["pending", "open"]),
          gt(checkoutSessions.expiresAt, at),
          or(eq(checkoutSessions.holderKey, holder.key), eq(checkoutSessions.holderAddress, holder.address)),
        ),
      );
    const own = live.find((row) => row.holderKey === holder.key);
    if (own) {
      if (own.status === "open" && own.checkoutUrl) {
        return { kind: "existing", session: { id: own.id, url: own.checkoutUrl, expiresAt: own.expiresAt } };
      }
      throw new AppError("conflict", CHECKOUT_IN_PROGRESS_MESSAGE);
    }
    if (!counter || counter.remainingSpots <= 0) throw new AppError("conflict", EARLY_BIRD_SOLD_OUT_MESSAGE);
    const atAddress = live.filter((row) => row.holderAddress === holder.address);
    if (atAddress.length >= MAX_HOLDS_PER_ADDRESS) {
      const firstEnd = Math.min(...atAddress.map((row) => row.expiresAt.getTime()));
      throw new AppError("rate_limited", TOO_MANY_HOLDS_MESSAGE, {
        retryAfterSeconds: Math.max(1, Math.ceil((firstEnd - at.getTime()) / 1000)),
      });
    }
    await tx
      .update(earlyBirdCounter)
      .set({ remainingSpots: sql`${earlyBirdCounter.remainingSpots} - 1` })
      .where(eq(earlyBirdCounter.id, 1));
    const pendingId = `pending_${randomBytes(12).toString("hex")}`;
    const plan = getPlan("early_bird");
    await tx.insert(checkoutSessions).values({
      id: pendingId,
      provider,
      plan: plan.id,
      status: "pending",
      amountPence: plan.pricePence,
      currency: "gbp",
      earlyBirdReserved: true,
      holderKey: holder.key,
      holderAddress: holder.address,
      expiresAt: new Date(at.getTime() + PENDING_HOLD_MS),
    });
    return { kind: "reserved", pendingId };
  });
}

/**
 * Turns a pending hold into the provider's open checkout: the row takes the session's id, URL and expiry.
 * Input: database, the pending id, the provider's session, optional email. Output: false when the pending row
 * is gone (swept after {@link PENDING_HOLD_MS}, its spot already given back), true otherwise.
 */
export async function openPendingHold(
  db: Database,
  pendingId: string,
  session: NewCheckoutSession,
  customerEmail?: string,
): Promise<boolean> {
  const opened = await db
    .update(checkoutSessions)
    .set({ id: session.id, status: "open", checkoutUrl: session.url, expiresAt: session.expiresAt, customerEmail })
    .where(and(eq(checkoutSessions.id, pendingId), eq(checkoutSessions.status, "pending")))
    .returning({ id: checkoutSessions.id });
  return opened.length === 1;
}

/** Gives a pending hold's spot back (the provider failed); a no-op when it was already released. */
export async function releasePendingHold(db: Database, pendingId: string): Promise<void> {
  await db.transaction((tx) => closeCheckout(tx, pendingId, "cancelled"));
}

/**
 * Releases the early-bird holds of a browser that came back from the provider's page through the cancel URL
 * (/onboarding?checkout=cancelled): each open early-bird checkout of `holderKey` is expired at the provider (so
 * it can no longer be paid) and then closed as cancelled, its spot given back. A checkout the provider would
 * not expire (e.g. already paid) is left for its event. Input: database, provider, holder key.
 * Output: how many holds were released. Never throws for a provider failure (logged as a warning).
 */
export async function releaseHolderCheckouts(db: Database, provider: BillingProvider, holderKey: string): Promise<number> {
  const open = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.holderKey, holderKey),
        eq(checkoutSessions.status, "open"),
        eq(checkoutSessions.provider, provider.name),
        eq(checkoutSessions.earlyBirdReserved, true),
      ),
    );
  let released = 0;
  for (const { id } of open) {
    try {
      await provider.expireCheckoutSession(id);
    } catch (error) {
      logWarning(`Checkout ${id} could not be expired at the provider; its hold stays until its own expiry`, error);
      continue;
    }
    if (await db.transaction((tx) => closeCheckout(tx, id, "cancelled"))) released += 1;
  }
  return released;
}
