import { randomUUID } from "node:crypto";
import { AppError } from "~/modules/errors/app-error";
import { logError } from "~/modules/logging/logger.server";
import type { ObjectStorage } from "~/modules/storage/object-storage";
import { getStorage } from "~/modules/storage/storage.server";
import { IMAGE_MESSAGES, IMAGE_OUTPUT, MAX_GALLERY_IMAGES, type VendorImageKind } from "~/modules/media/image-rules";
import { parseImageVariants, taggedImageName, variantUrl, variantUrls } from "~/modules/media/image-variants";
import { encodeImageVariants, type VariantEncoding } from "~/modules/media/image-variants.server";
import { OUTPUT_CONTENT_TYPE, processVendorImage } from "~/modules/media/process-image.server";

export type StoredVendorImage = {
  /** Public URL of the stored image (`/media/uploads/…` locally, the S3 public URL otherwise). */
  url: string;
  /** Object key of the full-size image, kept to delete it (and its copies, named from it) later. */
  key: string;
  width: number;
  height: number;
  /** Size of the stored (re-encoded) full-size file, in bytes. */
  bytes: number;
  /** The narrower and AVIF copies stored beside it (decision 038): key, width in pixels, size in bytes. */
  variants: { key: string; width: number; bytes: number }[];
};

/**
 * How the copies of each kind are encoded (decision 038): WebP at the kind's quality (docs/product/vendor-journey-and-portal.md#image-rules), AVIF at a quality
 * that looks alike (AVIF's scale is lower) and effort 1, which costs about half a second for an 800 px image on
 * one core where the default effort costs two; the stored AVIFs are still 20–30% smaller than WebP.
 */
const VARIANT_ENCODING: Record<VendorImageKind, VariantEncoding> = {
  logo: { webpQuality: IMAGE_OUTPUT.logo.quality, avifQuality: 55, avifEffort: 1 },
  gallery: { webpQuality: IMAGE_OUTPUT.gallery.quality, avifQuality: 60, avifEffort: 1 },
};

/** Vendor folder names: a vendor id or `pending-<uuid>` before the listing exists. */
const VENDOR_KEY_PATTERN = /^[a-z0-9-]{1,64}$/;

/** A folder name for images uploaded before their listing exists, e.g. `pending-3f2c…`. */
export function newPendingVendorKey(): string {
  return `pending-${randomUUID()}`;
}

/**
 * The object key of a new image without its extension: `vendors/<vendorKey>/<kind>-<random uuid>`. The full-size
 * image is stored at `<stem>.<width>x<height>[a].webp` and its copies at `<stem>-<w>.webp|avif` (decision 038).
 * The uploaded file's name is never used, so it cannot choose a path or leak into a URL. Throws an Error for a
 * vendor folder name that is not lowercase letters, digits and dashes.
 */
export function vendorImageStem(vendorKey: string, kind: VendorImageKind): string {
  if (!VENDOR_KEY_PATTERN.test(vendorKey)) throw new Error(`Invalid vendor key: ${JSON.stringify(vendorKey)}`);
  return `vendors/${vendorKey}/${kind}-${randomUUID()}`;
}

/**
 * Every object key an image was stored under: the full-size image and, when its name follows the variant
 * convention, the copies named from it. An image stored before copies existed is its key alone.
 */
export function storedImageKeys(key: string): string[] {
  const variants = parseImageVariants(key);
  return variants ? [key, ...variantUrls(variants)] : [key];
}

/**
 * Validates, re-encodes and stores one vendor image with its responsive copies (decision 038).
 * Input: `kind` (logo or gallery), the uploaded `bytes`, the `vendorKey` folder (vendor id or pending key),
 * `existingCount` (images the gallery already has; ignored for a logo) and optionally the `storage` adapter
 * (the configured one by default).
 * Output: `{ url, key, width, height, bytes, variants }`: the full-size WebP (the URL the listing keeps) and
 * its copies, 400 and 800 px wide WebP below the full width and AVIF at every width when smaller
 * ({@link encodeImageVariants}). The copies are written first and the full-size image last, so a URL a listing
 * refers to always has its copies.
 * Throws AppError('invalid', spec message) for a full gallery ('Maximum 10 images allowed') or an image that
 * breaks a rule of {@link processVendorImage}; AppError('unavailable', {@link IMAGE_MESSAGES}.storageUnavailable)
 * when the store cannot be reached or refuses a file (logged with its cause), after removing everything the
 * attempt wrote (copies included), so nothing half-written is left (decision 042).
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
  const copies = await encodeImageVariants(image.bytes, VARIANT_ENCODING[input.kind]);
  const storage = input.storage ?? getStorage();
  const stem = vendorImageStem(input.vendorKey, input.kind);
  const key = taggedImageName(stem, image, copies.avif.length > 0);
  const parsed = parseImageVariants(key)!;
  const files = [
    ...[...copies.webp, ...copies.avif].map((copy) => ({
      key: variantUrl(parsed, copy.width, copy.format),
      bytes: copy.bytes,
      contentType: `image/${copy.format}`,
      width: copy.width,
    })),
    { key, bytes: image.bytes, contentType: OUTPUT_CONTENT_TYPE, width: image.width },
  ];
  const attempted: string[] = [];
  try {
    let url = "";
    for (const file of files) {
      attempted.push(file.key);
      url = (await storage.put(file.key, file.bytes, file.contentType)).url;
    }
    return {
      url,
      key,
      width: image.width,
      height: image.height,
      bytes: image.bytes.byteLength,
      variants: files.slice(0, -1).map((file) => ({ key: file.key, width: file.width, bytes: file.bytes.byteLength })),
    };
  } catch (error) {
    await Promise.allSettled(attempted.map((written) => storage.delete(written)));
    if (error instanceof AppError) throw error;
    // The vendor can do nothing but try again; the cause (refused connection, timeout, denied) is for the log.
    logError(`The image store failed to keep ${key}`, error);
    throw new AppError("unavailable", IMAGE_MESSAGES.storageUnavailable, { cause: error });
  }
}

/**
 * Removes stored images with their copies ({@link storedImageKeys}), e.g. when the listing they were uploaded
 * for is not created after all. Best effort: every key is tried; failures are ignored (an orphaned object is
 * harmless, a key is never reused). Input: the keys from {@link storeVendorImage} and optionally the storage adapter.
 */
export async function discardVendorImages(keys: readonly string[], storage: ObjectStorage = getStorage()): Promise<void> {
  await Promise.allSettled(keys.flatMap(storedImageKeys).map((key) => storage.delete(key)));
}
