import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { weddingMembers, weddings } from "~/db/schema";
import { now } from "~/modules/time/clock";

// Every planner read and write starts from the wedding of the session's couple, found by their user id, never from an
// id the browser sends: a wedding's events, households, guests, budget lines and tasks are then looked up within it,
// so another wedding's ids answer as unknown (decision 082).

/**
 * The id of the wedding a couple's account manages, or undefined before their first planner write. Input: an
 * executor, the couple's user id. Output: the wedding id. Throws only when the database fails.
 */
export async function findWeddingId(db: Pick<Database, "select">, userId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: weddingMembers.weddingId }).from(weddingMembers).where(eq(weddingMembers.userId, userId));
  return row?.id;
}

/**
 * The id of the couple's wedding, begun on first use with the couple as its one member. Two first writes at once
 * make two wedding rows, but the member's unique user id keeps one; the other is removed in the same transaction.
 * Input: database, the couple's user id. Output: the wedding id. Throws only when the database fails.
 */
export async function weddingIdOf(db: Database, userId: string): Promise<number> {
  const existing = await findWeddingId(db, userId);
  if (existing !== undefined) return existing;
  return db.transaction(async (tx) => {
    const at = now();
    const [wedding] = await tx.insert(weddings).values({ createdAt: at, updatedAt: at }).returning({ id: weddings.id });
    const [member] = await tx.insert(weddingMembers).values({ weddingId: wedding!.id, userId, joinedAt: at }).onConflictDoNothing().returning({ id: weddingMembers.weddingId });
    if (member) return member.id;
    await tx.delete(weddings).where(eq(weddings.id, wedding!.id));
    return (await findWeddingId(tx, userId))!;
  });
}
