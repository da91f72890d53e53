import { and, asc, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { vendorImages, vendors } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, MAX_LOGO_BYTES, type VendorImageKind } from "~/modules/media/image-rules";
import { discardVendorImages, storeVendorImage, type StoredVendorImage } from "~/modules/media/store-vendor-image.server";
import { UPLOAD_UUID, uploadKeyOf } from "~/modules/media/upload-keys";
import type { ObjectStorage } from "~/modules/storage/object-storage";
import { getStorage } from "~/modules/storage/storage.server";
import { NO_LISTING_MESSAGE } from "~/modules/vendor-portal/listing-form";
import type { ListingImages } from "~/modules/vendor-portal/listing-images";

// The signed-in vendor's logo and gallery (docs/product/vendor-journey-and-portal.md#images).
// Every function finds the listing from the session's user id, never from an id sent by the browser. The gallery's
// changes are in listing-gallery.server.ts; this file holds the reading, the logo and what both share.

type Reader = Database | Transaction;

/** The listing row the image functions work on. */
export type OwnImageListing = { id: number; name: string; logoUrl: string | null };

const ownListingColumns = { id: vendors.id, name: vendors.name, logoUrl: vendors.logoUrl };

/**
 * The listing owned by `userId`, locked until the transaction ends so that concurrent changes to its images run
 * one after the other (the gallery count, the one primary, the order). The oldest listing, as in
 * `getOwnListingId`. Throws AppError `not_found` (404) with the spec's 'No business listing found…' (docs/product/vendor-journey-and-portal.md#images).
 */
export async function lockOwnListing(tx: Transaction, userId: string): Promise<OwnImageListing> {
  const [listing] = await tx
    .select(ownListingColumns)
    .from(vendors)
    .where(eq(vendors.ownerUserId, userId))
    .orderBy(vendors.id)
    .limit(1)
    .for("update");
  if (!listing) throw new AppError("not_found", NO_LISTING_MESSAGE);
  return listing;
}

/** The listing owned by `userId`, unlocked. Throws AppError `not_found` (404) as {@link lockOwnListing}. */
export async function findOwnListing(db: Database, userId: string): Promise<OwnImageListing> {
  const [listing] = await db.select(ownListingColumns).from(vendors).where(eq(vendors.ownerUserId, userId)).orderBy(vendors.id).limit(1);
  if (!listing) throw new AppError("not_found", NO_LISTING_MESSAGE);
  return listing;
}

/** The gallery rows of listing `vendorId` (id, url, altText, isPrimary, sortOrder) in display order: sort order, then age. */
export function galleryRows(reader: Reader, vendorId: number) {
  return reader
    .select({ id: vendorImages.id, url: vendorImages.imageUrl, altText: vendorImages.altText, isPrimary: vendorImages.isPrimary, sortOrder: vendorImages.sortOrder })
    .from(vendorImages)
    .where(eq(vendorImages.vendorId, vendorId))
    .orderBy(asc(vendorImages.sortOrder), asc(vendorImages.id));
}

/**
 * The logo and gallery of listing `vendorId`. Input: a database or transaction, and a listing id the caller has
 * already resolved from the session (nothing is checked here). Output: {@link ListingImages}, the gallery in
 * display order.
 */
export async function imagesOfListing(reader: Reader, vendorId: number): Promise<ListingImages> {
  const [listing] = await reader.select({ logoUrl: vendors.logoUrl }).from(vendors).where(eq(vendors.id, vendorId));
  const gallery = await galleryRows(reader, vendorId);
  return { logoUrl: listing?.logoUrl ?? null, gallery: gallery.map(({ sortOrder: _sortOrder, ...image }) => image) };
}

/**
 * The signed-in vendor's logo URL and gallery in display order (docs/product/vendor-journey-and-portal.md#images: Business Logo and Business Gallery cards).
 * Input: database, the session's user id. Output: {@link ListingImages} (`gallery`: id, url, altText, isPrimary),
 * or undefined when the account has no listing yet.
 */
export async function getListingImages(db: Database, userId: string): Promise<ListingImages | undefined> {
  const [listing] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.ownerUserId, userId)).orderBy(vendors.id).limit(1);
  return listing ? imagesOfListing(db, listing.id) : undefined;
}

const UPLOAD_KEY = new RegExp(`(?:^|/)(vendors/(\\d+|pending-${UPLOAD_UUID})/(?:logo|gallery)-${UPLOAD_UUID}(?:\\.\\d+x\\d+a?)?\\.webp)$`);

/**
 * The storage key of an image URL when the image is one of this listing's uploads, else undefined.
 * Our uploads are stored as `vendors/<folder>/<kind>-<uuid>.webp` (since decision 038
 * `<kind>-<uuid>.<width>x<height>[a].webp`, whose copies are deleted with it) and served at `<storage URL>/<key>`, the folder
 * being the listing's id (dashboard uploads) or the random `pending-<uuid>` of its onboarding; a URL in another
 * listing's numbered folder, or anything else (catalogue and imported images), is never ours to delete.
 */
export function ownUploadKey(url: string, vendorId: number): string | undefined {
  const key = uploadKeyOf(url, UPLOAD_KEY);
  const folder = key?.split("/")[1];
  if (folder && /^\d+$/.test(folder) && folder !== String(vendorId)) return undefined;
  return key;
}

/** Deletes the stored files of replaced or removed images that are this listing's uploads; best effort. */
export async function discardReplacedImages(urls: readonly (string | null)[], vendorId: number, storage: ObjectStorage): Promise<void> {
  const keys = urls.flatMap((url) => {
    const key = url ? ownUploadKey(url, vendorId) : undefined;
    return key ? [key] : [];
  });
  if (keys.length > 0) await discardVendorImages(keys, storage);
}

/**
 * Checks the size of an uploaded file before reading it, then validates, re-encodes and stores it in the listing's
 * folder (`storeVendorImage`). Throws AppError `invalid` with the spec's messages: 'Logo must be smaller than 2MB'
 * for a logo over 2 MB, 'Image must be smaller than 5MB' for a gallery image over 5 MB, and those of the image
 * checks (format by content, pixels, 'Maximum 10 images allowed' when `existingCount` is 10).
 */
export async function storeListingUpload(input: {
  kind: VendorImageKind;
  image: Blob;
  vendorId: number;
  existingCount?: number;
  storage: ObjectStorage;
}): Promise<StoredVendorImage> {
  if (input.kind === "logo" && input.image.size > MAX_LOGO_BYTES) throw new AppError("invalid", IMAGE_MESSAGES.logoTooLarge);
  if (input.image.size > MAX_IMAGE_BYTES) throw new AppError("invalid", IMAGE_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await input.image.arrayBuffer());
  return storeVendorImage({ kind: input.kind, bytes, vendorKey: String(input.vendorId), existingCount: input.existingCount, storage: input.storage });
}

/**
 * Uploads or replaces the signed-in vendor's logo (docs/product/vendor-journey-and-portal.md#images: at most 2 MB; re-encoded to fit 400 px at quality 0.8).
 * The new file is stored first; if the listing cannot be updated it is deleted again, so a failed upload leaves the
 * listing as it was. The replaced logo's file is then deleted when it is one of our uploads (best effort).
 * Input: database, the session's user id, the uploaded file, optionally the storage adapter.
 * Output: the listing's images afterwards ({@link ListingImages}).
 * Throws AppError `not_found` (404) without a listing; `invalid` (400) for a refused image (see
 * {@link storeListingUpload}); `unavailable` (502) with 'We couldn't save your photo just now…' when the store
 * cannot be reached, the listing unchanged; database errors are rethrown.
 */
export async function uploadLogo(db: Database, userId: string, image: Blob, storage: ObjectStorage = getStorage()): Promise<ListingImages> {
  const listing = await findOwnListing(db, userId);
  const stored = await storeListingUpload({ kind: "logo", image, vendorId: listing.id, storage });
  let replaced: string | null;
  try {
    replaced = await db.transaction(async (tx) => {
      const locked = await lockOwnListing(tx, userId);
      if (locked.id !== listing.id) throw new AppError("not_found", NO_LISTING_MESSAGE);
      await tx.update(vendors).set({ logoUrl: stored.url, updatedAt: sql`now()` }).where(eq(vendors.id, listing.id));
      return locked.logoUrl;
    });
  } catch (error) {
    await discardVendorImages([stored.key], storage);
    throw error;
  }
  await discardReplacedImages([replaced], listing.id, storage);
  return imagesOfListing(db, listing.id);
}

/**
 * Removes the signed-in vendor's logo: the listing no longer has one, and the file is deleted when it is one of our
 * uploads (best effort). Removing a logo that is not there changes nothing.
 * Input: database, the session's user id, optionally the storage adapter. Output: the listing's images afterwards.
 * Throws AppError `not_found` (404) without a listing.
 */
export async function removeLogo(db: Database, userId: string, storage: ObjectStorage = getStorage()): Promise<ListingImages> {
  const { id, logoUrl } = await db.transaction(async (tx) => {
    const listing = await lockOwnListing(tx, userId);
    if (listing.logoUrl !== null) {
      await tx.update(vendors).set({ logoUrl: null, updatedAt: sql`now()` }).where(and(eq(vendors.id, listing.id), eq(vendors.ownerUserId, userId)));
    }
    return listing;
  });
  await discardReplacedImages([logoUrl], id, storage);
  return imagesOfListing(db, id);
}
