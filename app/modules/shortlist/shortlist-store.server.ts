import { and, count, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { MAX_SHORTLIST_VENDORS, shortlistItems, shortlists, vendors } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import { newShortlistToken, shortlistIdOf } from "~/modules/shortlist/shortlist-cookie.server";
import { SHORTLIST_MESSAGES, isShortlistToken } from "~/modules/shortlist/shortlist-rules";
import { now } from "~/modules/time/clock";
import { isPublic } from "~/modules/vendors/vendor-cards.server";

// Changing a couple's shortlist (docs/product/couples-tools.md#shortlist). The owner is known only by the id in
// their cookie; a value that names no shortlist is treated as no shortlist at all, so a forged cookie neither reads
// nor changes anyone's list, and a new shortlist always gets new ids from the server, never the browser's value.


/** A shortlist as its owner holds it: the secret id (the cookie) and the id of its read-only copy. */
export type OwnShortlist = { id: string; shareId: string };

/** The owner's shortlist, locked until the transaction ends, or undefined for no (or a forged) id. */
async function lockShortlist(tx: Transaction, ownerId: string | undefined): Promise<OwnShortlist | undefined> {
  if (!isShortlistToken(ownerId)) return undefined;
  const [row] = await tx.select({ id: shortlists.id, shareId: shortlists.shareId }).from(shortlists).where(eq(shortlists.id, ownerId)).for("update");
  return row;
}

/** A new, empty shortlist with new random ids (never the browser's value). Input: a transaction, the time. */
export async function createShortlist(tx: Transaction, at: Date): Promise<OwnShortlist> {
  const [row] = await tx
    .insert(shortlists)
    .values({ id: newShortlistToken(), shareId: newShortlistToken(), createdAt: at, updatedAt: at })
    .returning({ id: shortlists.id, shareId: shortlists.shareId });
  return row!;
}

async function vendorIdsIn(tx: Transaction, shortlistId: string): Promise<number[]> {
  const rows = await tx.select({ vendorId: shortlistItems.vendorId }).from(shortlistItems).where(eq(shortlistItems.shortlistId, shortlistId));
  return rows.map((row) => row.vendorId);
}

/** Of `candidates`, those not `held` yet that fit under MAX_SHORTLIST_VENDORS (in order), and how many the cap left out. */
function fitting<T extends { vendorId: number }>(held: readonly number[], candidates: readonly T[]): { adding: T[]; skipped: number } {
  const missing = candidates.filter((candidate) => !held.includes(candidate.vendorId));
  const adding = missing.slice(0, Math.max(0, MAX_SHORTLIST_VENDORS - held.length));
  return { adding, skipped: missing.length - adding.length };
}

/**
 * Copies the vendors of shortlist `fromId` into shortlist `intoId`, oldest saved first, keeping when each was saved
 * and enquired; vendors already there are skipped (the lists are deduplicated) and the cap of MAX_SHORTLIST_VENDORS
 * holds. Used when a couple's browser list joins their account's (decision 081). Input: a transaction (the caller
 * locks the shortlists), the two ids, the time (the target's `updated_at`). Output: how many were added and how
 * many the cap left out. The source list is left as it was.
 */
export async function copyShortlistItems(tx: Transaction, fromId: string, intoId: string, at: Date = now()): Promise<{ added: number; skipped: number }> {
  const source = await tx
    .select({ vendorId: shortlistItems.vendorId, addedAt: shortlistItems.addedAt, enquiredAt: shortlistItems.enquiredAt })
    .from(shortlistItems)
    .where(eq(shortlistItems.shortlistId, fromId))
    .orderBy(shortlistItems.addedAt, shortlistItems.vendorId);
  const { adding, skipped } = fitting(await vendorIdsIn(tx, intoId), source);
  if (adding.length === 0) return { added: 0, skipped };
  await tx.insert(shortlistItems).values(adding.map((item) => ({ shortlistId: intoId, ...item }))).onConflictDoNothing();
  await tx.update(shortlists).set({ updatedAt: at }).where(eq(shortlists.id, intoId));
  return { added: adding.length, skipped };
}

/**
 * Saves a vendor to the owner's shortlist, creating the shortlist (new random id and share id) when the owner has
 * none or sent an id that names none. Saving a vendor already there changes nothing.
 * Input: database, the id from the cookie (or undefined), the vendor id, the time (default: the app clock).
 * Output: the shortlist (its id goes back in the cookie), whether it was created, and how many vendors it holds.
 * Throws AppError `not_found` for an unknown or inactive vendor (nothing created), `conflict` (409) with
 * 'Your shortlist is full: it holds up to 100 vendors. Remove one to save another.' at MAX_SHORTLIST_VENDORS.
 * The shortlist row is locked while counting, so two saves at once cannot pass the cap together.
 */
export async function saveToShortlist(
  db: Database,
  ownerId: string | undefined,
  vendorId: number,
  at: Date = now(),
): Promise<{ shortlist: OwnShortlist; created: boolean; count: number }> {
  const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(and(isPublic, eq(vendors.id, vendorId)));
  if (!vendor) throw new AppError("not_found", SHORTLIST_MESSAGES.vendorGone);
  return db.transaction(async (tx) => {
    const existing = await lockShortlist(tx, ownerId);
    const shortlist = existing ?? (await createShortlist(tx, at));
    const [held] = await tx.select({ n: count() }).from(shortlistItems).where(eq(shortlistItems.shortlistId, shortlist.id));
    const [already] = await tx
      .select({ vendorId: shortlistItems.vendorId })
      .from(shortlistItems)
      .where(and(eq(shortlistItems.shortlistId, shortlist.id), eq(shortlistItems.vendorId, vendorId)));
    if (already) return { shortlist, created: !existing, count: held!.n };
    if (held!.n >= MAX_SHORTLIST_VENDORS) throw new AppError("conflict", SHORTLIST_MESSAGES.full, { title: "Shortlist full" });
    await tx.insert(shortlistItems).values({ shortlistId: shortlist.id, vendorId, addedAt: at }).onConflictDoNothing();
    await tx.update(shortlists).set({ updatedAt: at }).where(eq(shortlists.id, shortlist.id));
    return { shortlist, created: !existing, count: held!.n + 1 };
  });
}

/**
 * Removes a vendor from the owner's shortlist. Input: database, the id from the cookie (or undefined), the vendor
 * id. Output: whether a vendor was removed (false for no shortlist, a forged id or a vendor not on the list).
 */
export async function removeFromShortlist(db: Database, ownerId: string | undefined, vendorId: number): Promise<boolean> {
  if (!isShortlistToken(ownerId)) return false;
  const removed = await db
    .delete(shortlistItems)
    .where(and(eq(shortlistItems.shortlistId, ownerId), eq(shortlistItems.vendorId, vendorId)))
    .returning({ vendorId: shortlistItems.vendorId });
  return removed.length > 0;
}

/**
 * 'Save these to my shortlist' on a shared copy: adds the shared list's active vendors to the visitor's own
 * shortlist, oldest saved first, until it holds MAX_SHORTLIST_VENDORS; vendors already there are skipped
 * silently. The visitor's shortlist is created only when something is added.
 * Input: database, the visitor's id from the cookie (or undefined), the share id from the URL, the time.
 * Output: the visitor's shortlist (undefined when none exists and nothing was added), whether it was created,
 * how many vendors were added and how many the cap left out. Throws AppError `not_found` for an unknown share id.
 */
export async function mergeSharedShortlist(
  db: Database,
  ownerId: string | undefined,
  shareId: string,
  at: Date = now(),
): Promise<{ shortlist: OwnShortlist | undefined; created: boolean; added: number; skipped: number }> {
  const source = isShortlistToken(shareId)
    ? (await db.select({ id: shortlists.id }).from(shortlists).where(eq(shortlists.shareId, shareId)))[0]
    : undefined;
  if (!source) throw new AppError("not_found", "Shortlist not found");
  const shared = await db
    .select({ vendorId: shortlistItems.vendorId })
    .from(shortlistItems)
    .innerJoin(vendors, eq(vendors.id, shortlistItems.vendorId))
    .where(and(eq(shortlistItems.shortlistId, source.id), isPublic))
    .orderBy(shortlistItems.addedAt, shortlistItems.vendorId);
  return db.transaction(async (tx) => {
    const existing = await lockShortlist(tx, ownerId);
    if (existing?.id === source.id) return { shortlist: existing, created: false, added: 0, skipped: 0 };
    const { adding, skipped } = fitting(existing ? await vendorIdsIn(tx, existing.id) : [], shared);
    if (adding.length === 0) return { shortlist: existing, created: false, added: 0, skipped };
    const shortlist = existing ?? (await createShortlist(tx, at));
    // One millisecond apart, so the merged vendors keep the shared list's order.
    await tx
      .insert(shortlistItems)
      .values(adding.map(({ vendorId }, index) => ({ shortlistId: shortlist.id, vendorId, addedAt: new Date(at.getTime() + index) })))
      .onConflictDoNothing();
    await tx.update(shortlists).set({ updatedAt: at }).where(eq(shortlists.id, shortlist.id));
    return { shortlist, created: !existing, added: adding.length, skipped };
  });
}

/**
 * Remembers the place the owner last searched around, so /shortlist can give each vendor's distance from it
 * (docs/product/couples-tools.md#shortlist). Called by the search page's loader; does nothing without a place or a shortlist cookie (one UPDATE
 * by primary key otherwise; it never creates a shortlist, and a forged id updates nothing).
 * Input: database, the search request (its shortlist cookie), the place's name and coordinates (decimal degrees).
 */
export async function rememberSearchPlace(
  db: Database,
  request: Request,
  place: { name: string; lat: number; lng: number } | null | undefined,
): Promise<void> {
  const ownerId = await shortlistIdOf(request);
  if (!ownerId || !place) return;
  await db
    .update(shortlists)
    .set({ lastPlaceName: place.name, lastPlaceLat: place.lat, lastPlaceLng: place.lng })
    .where(eq(shortlists.id, ownerId));
}

/** Marks the owner's shortlisted vendors among `vendorIds` as enquired at `at` (inside the enquiries' transaction). */
export async function markEnquired(tx: Pick<Database, "update">, ownerId: string, vendorIds: number[], at: Date): Promise<void> {
  if (vendorIds.length === 0) return;
  await tx
    .update(shortlistItems)
    .set({ enquiredAt: at })
    .where(and(eq(shortlistItems.shortlistId, ownerId), inArray(shortlistItems.vendorId, vendorIds)));
}
