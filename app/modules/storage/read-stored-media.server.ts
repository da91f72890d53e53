import { assertObjectKey, type ObjectStorage } from "~/modules/storage/object-storage";

/** Content types of the files the app stores, by extension (uploads are re-encoded to WebP, decision 009). */
const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  avif: "image/avif",
  gif: "image/gif",
};

/**
 * One stored upload read back from the object store, so any instance serves `/media/uploads/<key>` whatever
 * instance stored it (issue "Production at scale": "an upload through one is served by the other"; decision 043).
 * Input: the storage adapter and the key (the URL path after `/media/uploads/`). Output: the bytes and their
 * content type, or undefined when the key is malformed, of an unknown type, or not in the store. Rejects with the
 * store's error when it cannot be reached.
 */
export async function readStoredMedia(storage: ObjectStorage, key: string): Promise<{ bytes: Uint8Array; contentType: string } | undefined> {
  try {
    assertObjectKey(key);
  } catch {
    return undefined;
  }
  const contentType = CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)];
  if (!contentType || !storage.get) return undefined;
  const bytes = await storage.get(key);
  return bytes ? { bytes, contentType } : undefined;
}
