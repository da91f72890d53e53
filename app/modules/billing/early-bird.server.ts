import { eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { EARLY_BIRD_TOTAL_SPOTS, earlyBirdCounter } from "~/db/schema";


/**
 * Takes one early-bird spot, atomically: a single conditional UPDATE, so concurrent checkouts on any number
 * of connections can never take more spots than there are (the row lock serialises them, and each re-checks
 * `remaining_spots > 0`). Output: true when a spot was taken, false when none is left (or the row is missing).
 */
export async function reserveEarlyBirdSpot(db: Executor): Promise<boolean> {
  const rows = await db
    .update(earlyBirdCounter)
    .set({ remainingSpots: sql`${earlyBirdCounter.remainingSpots} - 1` })
    .where(sql`${earlyBirdCounter.id} = 1 and ${earlyBirdCounter.remainingSpots} > 0`)
    .returning({ remainingSpots: earlyBirdCounter.remainingSpots });
  return rows.length === 1;
}

/**
 * Gives one spot back. Callers guard against giving the same spot back twice (the checkout row's
 * `early_bird_reserved` flag, cleared in the same transaction; see fulfilment.server.ts).
 */
export async function returnEarlyBirdSpot(db: Executor): Promise<void> {
  await db
    .update(earlyBirdCounter)
    .set({ remainingSpots: sql`${earlyBirdCounter.remainingSpots} + 1` })
    .where(eq(earlyBirdCounter.id, 1));
}

/**
 * Takes a spot whether or not any is left: only for a payment that completed after its hold was released
 * (a late completion is honoured; the counter may then show 0 or fewer, which reads as sold out).
 */
export async function takeEarlyBirdSpotUnconditionally(db: Executor): Promise<void> {
  await db
    .update(earlyBirdCounter)
    .set({ remainingSpots: sql`${earlyBirdCounter.remainingSpots} - 1` })
    .where(eq(earlyBirdCounter.id, 1));
}

export type EarlyBirdAvailability = {
  remainingSpots: number;
  /** The read error's message when the counter could not be read (the default count is shown then). */
  error?: string;
};

/**
 * The spots left, as the database says. A missing row or a failed read gives the launch count
 * (EARLY_BIRD_TOTAL_SPOTS, 298) with the error kept for the page (docs/product/vendor-journey-and-portal.md#plans: the error is
 * kept and 298 is shown).
 */
export async function readEarlyBirdAvailability(db: Executor): Promise<EarlyBirdAvailability> {
  try {
    const [row] = await db
      .select({ remainingSpots: earlyBirdCounter.remainingSpots })
      .from(earlyBirdCounter)
      .where(eq(earlyBirdCounter.id, 1));
    if (!row) return { remainingSpots: EARLY_BIRD_TOTAL_SPOTS };
    return { remainingSpots: row.remainingSpots };
  } catch (error) {
    return { remainingSpots: EARLY_BIRD_TOTAL_SPOTS, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Sets the counter (tests and operations); creates the row when missing. */
export async function setEarlyBirdSpots(db: Executor, remainingSpots: number): Promise<void> {
  await db
    .insert(earlyBirdCounter)
    .values({ id: 1, remainingSpots })
    .onConflictDoUpdate({ target: earlyBirdCounter.id, set: { remainingSpots } });
}

