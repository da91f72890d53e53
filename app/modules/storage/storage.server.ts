import { getConfig, type AppConfig } from "~/config.server";
import { createLocalStorage } from "~/modules/storage/local-storage.server";
import type { ObjectStorage } from "~/modules/storage/object-storage";

/**
 * Chooses the storage adapter from configuration, once: an S3-compatible bucket when STORAGE_DRIVER=s3,
 * otherwise local disk under DATA_DIR/media/uploads. Input: the parsed configuration. Output: an
 * {@link ObjectStorage}. The S3 adapter is loaded on its first use: the AWS SDK is megabytes of code and heap that a
 * server storing on its own disk never needs (decision 045); a failure to load it rejects that call.
 */
export function createStorage(config: Pick<AppConfig, "storage" | "dataDir">): ObjectStorage {
  if (config.storage.driver === "s3") {
    const { driver: _driver, ...settings } = config.storage;
    let adapter: Promise<ObjectStorage> | undefined;
    const s3 = () => (adapter ??= import("~/modules/storage/s3-storage.server").then(({ createS3Storage }) => createS3Storage(settings)));
    return {
      put: async (key, bytes, contentType) => (await s3()).put(key, bytes, contentType),
      delete: async (key) => (await s3()).delete(key),
      get: async (key) => (await s3()).get?.(key),
    };
  }
  return createLocalStorage({ dataDir: config.dataDir });
}

let storage: ObjectStorage | undefined;

/** The process's storage adapter (one S3 client per process), made from {@link getConfig} on first use. */
export function getStorage(): ObjectStorage {
  storage ??= createStorage(getConfig());
  return storage;
}

/**
 * Replaces the process's storage adapter; `undefined` goes back to the configured one on next use. For
 * integration tests, which point the real local adapter at a temporary folder (like `setDatabaseHandle`
 * for the database) instead of mocking this module. Input: an {@link ObjectStorage} or undefined.
 */
export function setStorage(adapter: ObjectStorage | undefined): void {
  storage = adapter;
}
