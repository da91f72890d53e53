import { eq } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { coupleShortlists, shortlists } from "~/db/schema";
import { isShortlistToken } from "~/modules/shortlist/shortlist-rules";
import { copyShortlistItems, createShortlist } from "~/modules/shortlist/shortlist-store.server";
import { now } from "~/modules/time/clock";

// A couple's account holds one shortlist (docs/product/couples-tools.md#couple-accounts; decision 081). It is an
// ordinary shortlist: once the browser's cookie names it, saving, removing, sharing, comparing and quotes all work on
// the account's list with no change to the shortlist's own code.

/** The id of the account's shortlist, or undefined when it has none yet. Input: an executor, the user id. */
export async function accountShortlistId(db: Pick<Database, "select">, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: coupleShortlists.shortlistId }).from(coupleShortlists).where(eq(coupleShortlists.userId, userId));
  return row?.id;
}

/** The browser's shortlist when it exists and no account holds it (another couple's list never joins this one). */
async function unheldBrowserShortlist(tx: Transaction, browserId: string | undefined): Promise<string | undefined> {
  if (!isShortlistToken(browserId)) return undefined;
  const [row] = await tx
    .select({ id: shortlists.id, heldBy: coupleShortlists.userId })
    .from(shortlists)
    .leftJoin(coupleShortlists, eq(coupleShortlists.shortlistId, shortlists.id))
    .where(eq(shortlists.id, browserId))
    .for("update", { of: shortlists });
  return row && row.heldBy === null ? row.id : undefined;
}

/**
 * Makes `browser` (or a new empty list) the account's shortlist. Two first sign-ins of one account at once: the
 * second's insert waits for the first and then does nothing, and the first's list is the account's.
 */
async function adoptShortlist(tx: Transaction, userId: string, browser: string | undefined, at: Date): Promise<string> {
  const shortlistId = browser ?? (await createShortlist(tx, at)).id;
  const [adopted] = await tx.insert(coupleShortlists).values({ userId, shortlistId, createdAt: at }).onConflictDoNothing().returning({ id: coupleShortlists.shortlistId });
  return adopted?.id ?? (await accountShortlistId(tx, userId))!;
}

/**
 * Joins the browser's shortlist to a couple's account at sign-in (decision 081):
 * - the account has no shortlist yet: the browser's list becomes the account's (its share link keeps working), or a
 *   new empty one is made when the browser has none;
 * - the account has one: the browser's vendors are copied into it, deduplicated, under the 100-vendor cap; the
 *   browser's old list is left as it was (a relative may hold its share link).
 * A browser list already held by an account (another couple signed in on this computer before) is never read.
 * Input: database, the couple's user id, the shortlist id from the browser's cookie (or undefined), the time.
 * Output: the account's shortlist id, for the browser's cookie. Throws only when the database fails.
 */
export async function joinAccountShortlist(db: Database, userId: string, browserId: string | undefined, at: Date = now()): Promise<string> {
  return db.transaction(async (tx) => {
    const [held] = await tx.select({ id: coupleShortlists.shortlistId }).from(coupleShortlists).where(eq(coupleShortlists.userId, userId)).for("update");
    const browser = await unheldBrowserShortlist(tx, browserId);
    const shortlistId = held?.id ?? (await adoptShortlist(tx, userId, browser, at));
    if (browser && browser !== shortlistId) await copyShortlistItems(tx, browser, shortlistId, at);
    return shortlistId;
  });
}
