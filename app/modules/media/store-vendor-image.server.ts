import { randomUUID } from "node:crypto";
import { AppError } from "~/modules/errors/app-error";
import type { ObjectStorage } from "~/modules/storage/object-storage";
import { getStorage } from "~/modules/storage/storage.server";
import { IMAGE_MESSAGES, MAX_GALLERY_IMAGES, type VendorImageKind } from "~/modules/media/image-rules";
import { OUTPUT_EXTENSION, processVendorImage } from "~/modules/media/process-image.server";

export type StoredVendorImage = {
  /** Public URL of the stored image (`/media/uploads/…` locally, the S3 public URL otherwise). */
  url: string;
  /** Object key, kept to delete the image later. */
  key: string;
  width: number;
  height: number;
  /** Size of the stored (re-encoded) file. */
  bytes: number;
};

/** Vendor folder names: a vendor id or `pending-<uuid>` before the listing exists. */
const VENDOR_KEY_PATTERN = /^[a-z0-9-]{1,64}$/;

/** A folder name for images uploaded before their listing exists, e.g. `pending-3f2c…`. */
export function newPendingVendorKey(): string {
  return `pending-${randomUUID()}`;
}

/**
 * The object key of a new image: `vendors/<vendorKey>/<kind>-<random uuid>.webp`. The uploaded file's name
 * is never used, so it cannot choose a path or leak into a URL.
 */
export function vendorImageKey(vendorKey: string, kind: VendorImageKind): string {
  if (!VENDOR_KEY_PATTERN.test(vendorKey)) throw new Error(`Invalid vendor key: ${JSON.stringify(vendorKey)}`);
  return `vendors/${vendorKey}/${kind}-${randomUUID()}.${OUTPUT_EXTENSION}`;
}

/**
 * Validates, re-encodes and stores one vendor image.
 * Input: `kind` (logo or gallery), the uploaded `bytes`, the `vendorKey` folder (vendor id or pending key),
 * `existingCount` (images the gallery already has; ignored for a logo) and optionally the `storage` adapter
 * (the configured one by default).
 * Output: `{ url, key, width, height, bytes }`.
 * Throws AppError('invalid', spec message) for a full gallery ('Maximum 10 images allowed') or an image that
 * breaks a rule of {@link processVendorImage}; AppError('unavailable', {@link IMAGE_MESSAGES}.storageUnavailable)
 * when the store cannot be reached or refuses the file (logged with its cause), after removing anything the
 * attempt may have left (decision 042).
 */
export async function storeVendorImage(input: {
  kind: VendorImageKind;
  bytes: Uint8Array;
  vendorKey: string;
  existingCount?: number;
  storage?: ObjectStorage;
}): Promise<StoredVendorImage> {
  if (input.kind === "gallery" && (input.existingCount ?? 0) >= MAX_GALLERY_IMAGES) {
    throw new AppError("invalid", IMAGE_MESSAGES.galleryFull);
  }
  const image = await processVendorImage(input.bytes, input.kind);
  const storage = input.storage ?? getStorage();
  const key = vendorImageKey(input.vendorKey, input.kind);
  try {
    const stored = await storage.put(key, image.bytes, image.contentType);
    return { url: stored.url, key, width: image.width, height: image.height, bytes: image.bytes.byteLength };
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    if (error instanceof AppError) throw error;
    // The vendor can do nothing but try again; the cause (refused connection, timeout, denied) is for the log.
    console.error(`The image store failed to keep ${key}`, error);
    throw new AppError("unavailable", IMAGE_MESSAGES.storageUnavailable, { cause: error });
  }
}

/**
 * Removes stored images, e.g. when the listing they were uploaded for is not created after all.
 * Best effort: every key is tried; failures are ignored (an orphaned object is harmless, a key is never
 * reused). Input: the keys from {@link storeVendorImage} and optionally the storage adapter.
 */
export async function discardVendorImages(keys: readonly string[], storage: ObjectStorage = getStorage()): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}
