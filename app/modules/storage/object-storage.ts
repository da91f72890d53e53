/** Where an object was stored: its key in the store and the URL it is served at. */
export type StoredObject = { key: string; url: string };

/**
 * The storage port (docs/ARCHITECTURE.md, convention 7): uploaded files are kept by key, never by the name
 * the user gave them. Adapters: local disk under DATA_DIR/media/uploads (`local-storage.server.ts`) and an
 * S3-compatible bucket (`s3-storage.server.ts`), chosen once from configuration (`storage.server.ts`).
 */
export type ObjectStorage = {
  /**
   * Stores `bytes` under `key` (replacing any object there) with the given content type.
   * Output: the key and its public URL. Rejects when the store fails; a failed put leaves no object.
   */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<StoredObject>;
  /** Removes the object; removing a missing object succeeds. */
  delete(key: string): Promise<void>;
  /** The object's bytes, or undefined when there is none. */
  get?(key: string): Promise<Uint8Array | undefined>;
};

/** Segments of lowercase letters, digits, `-`, `_` and `.` (not starting with a dot), joined by `/`. */
const KEY_PATTERN = /^[a-z0-9_-][a-z0-9._-]*(\/[a-z0-9_-][a-z0-9._-]*)*$/;

/**
 * Checks that a key is safe on disk and in a URL: no `..`, no leading `/`, no empty or hidden segment,
 * at most 512 characters. Throws an Error otherwise (keys are made by our code, so this is a bug guard).
 */
export function assertObjectKey(key: string): void {
  if (key.length > 512 || !KEY_PATTERN.test(key)) throw new Error(`Invalid object key: ${JSON.stringify(key)}`);
}
