import { randomUUID } from "node:crypto";
import { AppError } from "~/modules/errors/app-error";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "~/modules/media/image-rules";
import { OUTPUT_EXTENSION, processVendorImage } from "~/modules/media/process-image.server";
import { UPLOAD_UUID, uploadKeyOf } from "~/modules/media/upload-keys";
import { PHOTO_FIELD, MAX_REVIEW_PHOTOS, REVIEW_MESSAGES } from "~/modules/reviews/review-rules";
import type { ObjectStorage } from "~/modules/storage/object-storage";

/** A stored review photo: its public URL and the key to remove it again. */
export type StoredReviewPhoto = { url: string; key: string };

const photoError = (message: string) => new AppError("invalid", message, { fieldErrors: { [PHOTO_FIELD]: message } });

/**
 * The photo files a review form sent (empty file inputs left out), checked before any is read: at most
 * {@link MAX_REVIEW_PHOTOS}, each at most 5 MB ('Image must be smaller than 5MB', the upload's message).
 * Output: the files. Throws AppError `invalid` with the message on the `photos` field.
 */
export function pickReviewPhotos(formData: FormData): File[] {
  const files = formData.getAll(PHOTO_FIELD).filter((entry): entry is File => typeof entry !== "string" && entry.size > 0);
  if (files.length > MAX_REVIEW_PHOTOS) throw photoError(REVIEW_MESSAGES.tooManyPhotos);
  if (files.some((file) => file.size > MAX_IMAGE_BYTES)) throw photoError(IMAGE_MESSAGES.tooLarge);
  return files;
}

/**
 * Checks, re-encodes and stores a review's photos with the upload rules of app/modules/media (JPEG, PNG or WebP by
 * content, 40 megapixels at most, metadata removed, fitted in 800 px as a gallery image) under random keys
 * `reviews/photo-<uuid>.webp`. All are processed before any is stored, so a bad photo stores nothing; if storing
 * fails half-way, what was stored is removed.
 * Input: the files from {@link pickReviewPhotos} and the storage adapter. Output: the stored photos, in order.
 * Throws AppError `invalid` with the media module's message on the `photos` field; rethrows storage errors.
 */
export async function storeReviewPhotos(files: readonly File[], storage: ObjectStorage): Promise<StoredReviewPhoto[]> {
  const processed = [];
  for (const file of files) {
    try {
      processed.push(await processVendorImage(new Uint8Array(await file.arrayBuffer()), "gallery"));
    } catch (error) {
      if (error instanceof AppError) throw photoError(error.message);
      throw error;
    }
  }
  const stored: StoredReviewPhoto[] = [];
  try {
    for (const image of processed) {
      const key = `reviews/photo-${randomUUID()}.${OUTPUT_EXTENSION}`;
      const object = await storage.put(key, image.bytes, image.contentType);
      stored.push({ url: object.url, key });
    }
  } catch (error) {
    await discardReviewPhotos(stored, storage);
    throw error;
  }
  return stored;
}

/** Removes stored photos of a review that was not saved after all. Best effort: failures are ignored. */
export async function discardReviewPhotos(photos: readonly StoredReviewPhoto[], storage: ObjectStorage): Promise<void> {
  await Promise.allSettled(photos.map((photo) => storage.delete(photo.key)));
}

const REVIEW_PHOTO_KEY = new RegExp(`(?:^|/)(reviews/photo-${UPLOAD_UUID}\\.${OUTPUT_EXTENSION})$`);

/**
 * The storage key of a review photo's URL when the photo is one of our review uploads (`reviews/photo-<uuid>.webp`
 * as {@link storeReviewPhotos} names them, served at `<storage URL>/<key>`), else undefined: a demo or imported
 * photo's URL is never ours to delete. Input: the URL as stored in `review_photos.image_url`, absolute or a path.
 */
export function reviewPhotoKey(url: string): string | undefined {
  return uploadKeyOf(url, REVIEW_PHOTO_KEY);
}

/**
 * Deletes the stored files of review photos whose rows are gone, keeping to our own uploads ({@link reviewPhotoKey}).
 * Input: the photos' URLs and the storage adapter. Best effort: a failed delete is ignored, never thrown, since the
 * rows no longer link the file (decision 100).
 */
export async function discardReviewPhotoUrls(urls: readonly string[], storage: ObjectStorage): Promise<void> {
  const photos = urls.flatMap((url) => {
    const key = reviewPhotoKey(url);
    return key ? [{ url, key }] : [];
  });
  if (photos.length > 0) await discardReviewPhotos(photos, storage);
}
