import { and, count, eq } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { vendorImages } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import { IMAGE_MESSAGES, MAX_GALLERY_IMAGES } from "~/modules/media/image-rules";
import { discardVendorImages } from "~/modules/media/store-vendor-image.server";
import type { ObjectStorage } from "~/modules/storage/object-storage";
import { getStorage } from "~/modules/storage/storage.server";
import { NO_LISTING_MESSAGE } from "~/modules/vendor-portal/listing-form";
import { IMAGE_NOT_FOUND_MESSAGE, type ListingImages } from "~/modules/vendor-portal/listing-images";
import {
  discardReplacedImages,
  findOwnListing,
  galleryRows,
  imagesOfListing,
  lockOwnListing,
  storeListingUpload,
} from "~/modules/vendor-portal/listing-images.server";

// The signed-in vendor's gallery (docs/product/vendor-journey-and-portal.md#images vendor dashboard "choose the primary, reorder,
// remove", docs/product/vendor-journey-and-portal.md#images). Each change runs in one transaction with the
// listing row locked, and leaves the gallery with sort orders 0…n-1 and exactly one primary image when it has any.

type GalleryRow = Awaited<ReturnType<typeof galleryRows>>[number];

/**
 * Writes `rows`' positions as their sort orders 0…n-1 (only the rows whose order changed), and makes the first row
 * primary when none is (the first image uploaded, or the one after a removed primary).
 */
async function writeGallery(tx: Transaction, vendorId: number, rows: readonly GalleryRow[]): Promise<void> {
  for (const [index, row] of rows.entries()) {
    if (row.sortOrder !== index) {
      await tx.update(vendorImages).set({ sortOrder: index }).where(and(eq(vendorImages.id, row.id), eq(vendorImages.vendorId, vendorId)));
    }
  }
  const [first] = rows;
  if (first && !rows.some((row) => row.isPrimary)) {
    await tx.update(vendorImages).set({ isPrimary: true }).where(and(eq(vendorImages.id, first.id), eq(vendorImages.vendorId, vendorId)));
  }
}

/** The gallery of the locked listing and the position of `imageId` in it; AppError `not_found` when it is not there. */
async function findImage(tx: Transaction, vendorId: number, imageId: number): Promise<{ rows: GalleryRow[]; index: number }> {
  const rows = await galleryRows(tx, vendorId);
  const index = rows.findIndex((row) => row.id === imageId);
  if (index === -1) throw new AppError("not_found", IMAGE_NOT_FOUND_MESSAGE);
  return { rows, index };
}

/**
 * Adds an image at the end of the signed-in vendor's gallery (docs/product/vendor-journey-and-portal.md#images: at most 10 images, 5 MB each; re-encoded
 * to fit 800 px at quality 0.9). The first image of a gallery becomes its primary (docs/product/vendor-journey-and-portal.md#images). The file is stored
 * before the row is written and deleted again when the row cannot be, so a failed upload leaves nothing behind;
 * the count is checked again under the lock, so two uploads at once cannot make an eleventh image.
 * Input: database, the session's user id, the uploaded file, optionally the storage adapter.
 * Output: the listing's images afterwards ({@link ListingImages}).
 * Throws AppError `not_found` (404) without a listing; `invalid` (400) with 'Maximum 10 images allowed' for a full
 * gallery, or the image checks' messages (format by content, 'Image must be smaller than 5MB', pixels);
 * `unavailable` (502) with 'We couldn't save your photo just now…' when the store cannot be reached, no image row
 * added; database errors are rethrown.
 */
export async function addGalleryImage(db: Database, userId: string, image: Blob, storage: ObjectStorage = getStorage()): Promise<ListingImages> {
  const listing = await findOwnListing(db, userId);
  const [counted] = await db.select({ images: count() }).from(vendorImages).where(eq(vendorImages.vendorId, listing.id));
  const stored = await storeListingUpload({ kind: "gallery", image, vendorId: listing.id, existingCount: counted?.images ?? 0, storage });
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockOwnListing(tx, userId);
      if (locked.id !== listing.id) throw new AppError("not_found", NO_LISTING_MESSAGE);
      const rows = await galleryRows(tx, listing.id);
      if (rows.length >= MAX_GALLERY_IMAGES) throw new AppError("invalid", IMAGE_MESSAGES.galleryFull);
      const [added] = await tx
        .insert(vendorImages)
        .values({
          vendorId: listing.id,
          imageUrl: stored.url,
          altText: `${locked.name} photo ${rows.length + 1}`,
          isPrimary: false,
          sortOrder: rows.length,
        })
        .returning({ id: vendorImages.id, url: vendorImages.imageUrl, altText: vendorImages.altText, isPrimary: vendorImages.isPrimary, sortOrder: vendorImages.sortOrder });
      await writeGallery(tx, listing.id, [...rows, added!]);
      return imagesOfListing(tx, listing.id);
    });
  } catch (error) {
    await discardVendorImages([stored.key], storage);
    throw error;
  }
}

/**
 * Makes one image of the signed-in vendor's gallery its primary (docs/product/vendor-journey-and-portal.md#images: one primary can be chosen). The old
 * primary is cleared before the new one is set, in one transaction (the database allows one primary per listing).
 * Input: database, the session's user id, the image id. Output: the listing's images afterwards.
 * Throws AppError `not_found` (404) when the account has no listing or the image is not in its gallery; then
 * nothing changes.
 */
export async function setPrimaryImage(db: Database, userId: string, imageId: number): Promise<ListingImages> {
  return db.transaction(async (tx) => {
    const listing = await lockOwnListing(tx, userId);
    const { rows, index } = await findImage(tx, listing.id, imageId);
    if (!rows[index]!.isPrimary) {
      await tx.update(vendorImages).set({ isPrimary: false }).where(and(eq(vendorImages.vendorId, listing.id), eq(vendorImages.isPrimary, true)));
      await tx.update(vendorImages).set({ isPrimary: true }).where(and(eq(vendorImages.id, imageId), eq(vendorImages.vendorId, listing.id)));
    }
    return imagesOfListing(tx, listing.id);
  });
}

/**
 * Moves one image of the signed-in vendor's gallery one place earlier (`up`) or later (`down`), swapping it with
 * its neighbour (docs/product/vendor-journey-and-portal.md#images: reorder). The first image moved up, or the last moved down, stays where it is. The
 * primary flag does not move with the position.
 * Input: database, the session's user id, the image id, the direction. Output: the listing's images afterwards.
 * Throws AppError `not_found` (404) when the account has no listing or the image is not in its gallery.
 */
export async function moveGalleryImage(db: Database, userId: string, imageId: number, direction: "up" | "down"): Promise<ListingImages> {
  return db.transaction(async (tx) => {
    const listing = await lockOwnListing(tx, userId);
    const { rows, index } = await findImage(tx, listing.id, imageId);
    const target = direction === "up" ? index - 1 : index + 1;
    if (target >= 0 && target < rows.length) {
      const reordered = [...rows];
      [reordered[index], reordered[target]] = [reordered[target]!, reordered[index]!];
      await writeGallery(tx, listing.id, reordered);
    }
    return imagesOfListing(tx, listing.id);
  });
}

/**
 * Removes one image from the signed-in vendor's gallery (docs/product/vendor-journey-and-portal.md#images). The images after it move up one place; when it
 * was the primary, the first remaining image becomes primary. Its file is deleted afterwards when it is one of our
 * uploads (best effort: a file left behind is harmless, the row is what shows).
 * Input: database, the session's user id, the image id, optionally the storage adapter.
 * Output: the listing's images afterwards.
 * Throws AppError `not_found` (404) when the account has no listing or the image is not in its gallery.
 */
export async function removeGalleryImage(
  db: Database,
  userId: string,
  imageId: number,
  storage: ObjectStorage = getStorage(),
): Promise<ListingImages> {
  const { vendorId, removedUrl, images } = await db.transaction(async (tx) => {
    const listing = await lockOwnListing(tx, userId);
    const { rows, index } = await findImage(tx, listing.id, imageId);
    await tx.delete(vendorImages).where(and(eq(vendorImages.id, imageId), eq(vendorImages.vendorId, listing.id)));
    await writeGallery(tx, listing.id, rows.toSpliced(index, 1));
    return { vendorId: listing.id, removedUrl: rows[index]!.url, images: await imagesOfListing(tx, listing.id) };
  });
  await discardReplacedImages([removedUrl], vendorId, storage);
  return images;
}
