import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createStorage, setStorage } from "~/modules/storage/storage.server";

/**
 * Makes the real local storage adapter, chosen the way the app chooses it (`createStorage` with
 * STORAGE_DRIVER=local), the process's storage for the calling test file, with DATA_DIR a new temporary
 * folder; the folder is removed and the configured adapter put back when the file ends.
 * Output: `dataDir()` (the temporary DATA_DIR) and `storedFiles()` (every file under DATA_DIR/media/uploads,
 * as paths relative to it, sorted).
 */
export function useTemporaryLocalStorage(): { dataDir: () => string; storedFiles: () => Promise<string[]> } {
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "shaadi-uploads-"));
    setStorage(createStorage({ storage: { driver: "local" }, dataDir }));
  });
  afterAll(async () => {
    setStorage(undefined);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  const current = () => {
    if (!dataDir) throw new Error("The temporary storage is not ready: call inside a hook or test");
    return dataDir;
  };
  return {
    dataDir: current,
    storedFiles: async () => {
      const root = path.join(current(), "media", "uploads");
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
        .sort();
    },
  };
}
