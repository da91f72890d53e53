import { getConfig, type AppConfig } from "~/config.server";
import { createLocalStorage } from "~/modules/storage/local-storage.server";
import type { ObjectStorage } from "~/modules/storage/object-storage";
import { createS3Storage } from "~/modules/storage/s3-storage.server";

/**
 * Chooses the storage adapter from configuration, once: an S3-compatible bucket when STORAGE_DRIVER=s3,
 * otherwise local disk under DATA_DIR/media/uploads. Input: the parsed configuration. Output: an
 * {@link ObjectStorage}.
 */
export function createStorage(config: Pick<AppConfig, "storage" | "dataDir">): ObjectStorage {
  if (config.storage.driver === "s3") {
    const { driver: _driver, ...settings } = config.storage;
    return createS3Storage(settings);
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
 * for the database) instead of mocking this module (issue #8). Input: an {@link ObjectStorage} or undefined.
 */
export function setStorage(adapter: ObjectStorage | undefined): void {
  storage = adapter;
}
