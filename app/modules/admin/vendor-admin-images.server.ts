import { and, count, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { vendorImages, vendors } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit-log.server";
import { VENDOR_ADMIN_MESSAGES } from "~/modules/admin/vendor-admin-form";
import { AppError } from "~/modules/errors/app-error";
import { IMAGE_MESSAGES, MAX_GALLERY_IMAGES } from "~/modules/media/image-rules";
import { discardVendorImages } from "~/modules/media/store-vendor-image.server";
import type { ObjectStorage } from "~/modules/storage/object-storage";
import { getStorage } from "~/modules/storage/storage.server";
import type { GalleryImage } from "~/modules/vendor-portal/listing-images";
import { discardReplacedImages, galleryRows, storeListingUpload } from "~/modules/vendor-portal/listing-images.server";
import type { Transaction } from "~/db/client.server";

// The admin's image management for any vendor (docs/product/admin.md#vendors "image management once the vendor
// is saved", docs/product/admin.md#vendors
// "INSERT, UPDATE, DELETE vendor_images; UPDATE is_primary"; docs/product/admin.md#vendors). Each change locks the vendor row, so
// changes to one gallery run one after the other, and leaves sort orders 0…n-1 and one primary image when there
// are any. Each is recorded in the audit log in its transaction.

type GalleryRow = Awaited<ReturnType<typeof galleryRows>>[number];

const withoutOrder = (rows: GalleryRow[]): GalleryImage[] => rows.map(({ sortOrder: _sortOrder, ...image }) => image);

/** The vendor row, locked until the transaction ends; AppError `not_found` (404) when there is none. */
async function lockVendor(tx: Transaction, vendorId: number): Promise<{ id: number; name: string }> {
  const [vendor] = await tx.select({ id: vendors.id, name: vendors.name }).from(vendors).where(eq(vendors.id, vendorId)).for("update");
  if (!vendor) throw new AppError("not_found", VENDOR_ADMIN_MESSAGES.notFound);
  return vendor;
}

/** The gallery and the position of `imageId` in it; AppError `not_found` (404) when the image is not this vendor's. */
async function findImage(tx: Transaction, vendorId: number, imageId: number): Promise<{ rows: GalleryRow[]; index: number }> {
  const rows = await galleryRows(tx, vendorId);
  const index = rows.findIndex((row) => row.id === imageId);
  if (index === -1) throw new AppError("not_found", VENDOR_ADMIN_MESSAGES.imageNotFound);
  return { rows, index };
}

/**
 * The gallery of vendor `vendorId` in display order (id, url, altText, isPrimary). Input: database, vendor id.
 * Output: {@link GalleryImage}[], empty for a vendor without images or no such vendor.
 */
export async function listAdminVendorImages(db: Database, vendorId: number): Promise<GalleryImage[]> {
  return withoutOrder(await galleryRows(db, vendorId));
}

/**
 * Adds an uploaded image at the end of vendor `vendorId`'s gallery (docs/product/admin.md#vendors: JPEG, PNG or WebP judged by content,
 * at most 5 MB, at most 10 images; re-encoded to fit 800 px at quality 0.9 under `vendors/<id>/gallery-<uuid>.webp`).
 * The first image becomes primary (docs/product/admin.md#vendors). The file is stored before the row is written and deleted again when the row
 * cannot be; the count is checked again under the lock, so two uploads at once cannot make an eleventh image.
 * Input: database, the acting admin, the vendor id (undefined before the vendor is saved), the file, optionally the
 * storage adapter. Output: the gallery afterwards.
 * Throws AppError `invalid` (400) with 'Please save the vendor first before uploading images' without a vendor id,
 * 'Maximum 10 images allowed' for a full gallery, or the image checks' messages; `not_found` (404) for no such vendor.
 */
export async function uploadAdminVendorImage(
  db: Database,
  actor: AuditActor,
  vendorId: number | undefined,
  image: Blob,
  storage: ObjectStorage = getStorage(),
): Promise<GalleryImage[]> {
  if (vendorId === undefined) throw new AppError("invalid", VENDOR_ADMIN_MESSAGES.saveFirst);
  const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
  if (!vendor) throw new AppError("not_found", VENDOR_ADMIN_MESSAGES.notFound);
  const [counted] = await db.select({ images: count() }).from(vendorImages).where(eq(vendorImages.vendorId, vendorId));
  const stored = await storeListingUpload({ kind: "gallery", image, vendorId, existingCount: counted?.images ?? 0, storage });
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockVendor(tx, vendorId);
      const rows = await galleryRows(tx, vendorId);
      if (rows.length >= MAX_GALLERY_IMAGES) throw new AppError("invalid", IMAGE_MESSAGES.galleryFull);
      const [added] = await tx
        .insert(vendorImages)
        .values({
          vendorId,
          imageUrl: stored.url,
          altText: `${locked.name} photo ${rows.length + 1}`,
          isPrimary: !rows.some((row) => row.isPrimary),
          sortOrder: rows.length,
        })
        .returning({ id: vendorImages.id, isPrimary: vendorImages.isPrimary });
      await recordAudit(tx, actor, {
        action: "vendor-image.upload",
        entityType: "vendor_image",
        entityId: added!.id,
        after: { vendorId, imageUrl: stored.url, isPrimary: added!.isPrimary },
      });
      return withoutOrder(await galleryRows(tx, vendorId));
    });
  } catch (error) {
    await discardVendorImages([stored.key], storage);
    throw error;
  }
}

/**
 * Makes image `imageId` the primary one of vendor `vendorId` (docs/product/admin.md#vendors: one primary can be chosen afterwards). The
 * old primary is cleared before the new one is set (the database allows one primary per vendor). Choosing the image
 * that already is primary changes and records nothing.
 * Input: database, the acting admin, the vendor id, the image id. Output: the gallery afterwards.
 * Throws AppError `not_found` (404) for no such vendor, or an image that is not this vendor's; nothing changes then.
 */
export async function setAdminPrimaryImage(db: Database, actor: AuditActor, vendorId: number, imageId: number): Promise<GalleryImage[]> {
  return db.transaction(async (tx) => {
    await lockVendor(tx, vendorId);
    const { rows, index } = await findImage(tx, vendorId, imageId);
    if (!rows[index]!.isPrimary) {
      const previous = rows.find((row) => row.isPrimary);
      await tx.update(vendorImages).set({ isPrimary: false }).where(and(eq(vendorImages.vendorId, vendorId), eq(vendorImages.isPrimary, true)));
      await tx.update(vendorImages).set({ isPrimary: true }).where(and(eq(vendorImages.id, imageId), eq(vendorImages.vendorId, vendorId)));
      await recordAudit(tx, actor, {
        action: "vendor-image.set-primary",
        entityType: "vendor",
        entityId: vendorId,
        before: { primaryImageId: previous?.id ?? null },
        after: { primaryImageId: imageId },
      });
    }
    return withoutOrder(await galleryRows(tx, vendorId));
  });
}

/**
 * Deletes image `imageId` of vendor `vendorId` (docs/product/admin.md#vendors: the panel asks). The
 * images after it move up one place; when it was the primary, the first remaining image becomes primary. Its stored
 * file is deleted afterwards when it is our own upload for this vendor (best effort); a catalogue or imported URL is
 * only unlinked. Input: database, the acting admin, the vendor id, the image id, optionally the storage adapter.
 * Output: the gallery afterwards. Throws AppError `not_found` (404) for no such vendor or image.
 */
export async function deleteAdminVendorImage(
  db: Database,
  actor: AuditActor,
  vendorId: number,
  imageId: number,
  storage: ObjectStorage = getStorage(),
): Promise<GalleryImage[]> {
  const { removedUrl, images } = await db.transaction(async (tx) => {
    await lockVendor(tx, vendorId);
    const { rows, index } = await findImage(tx, vendorId, imageId);
    const removed = rows[index]!;
    await tx.delete(vendorImages).where(and(eq(vendorImages.id, imageId), eq(vendorImages.vendorId, vendorId)));
    const remaining = rows.toSpliced(index, 1);
    for (const [position, row] of remaining.entries()) {
      if (row.sortOrder !== position) await tx.update(vendorImages).set({ sortOrder: position }).where(eq(vendorImages.id, row.id));
    }
    if (remaining[0] && !remaining.some((row) => row.isPrimary)) {
      await tx.update(vendorImages).set({ isPrimary: true }).where(eq(vendorImages.id, remaining[0].id));
    }
    await recordAudit(tx, actor, {
      action: "vendor-image.delete",
      entityType: "vendor_image",
      entityId: imageId,
      before: { vendorId, imageUrl: removed.url, isPrimary: removed.isPrimary, sortOrder: removed.sortOrder },
    });
    return { removedUrl: removed.url, images: withoutOrder(await galleryRows(tx, vendorId)) };
  });
  await discardReplacedImages([removedUrl], vendorId, storage);
  return images;
}
