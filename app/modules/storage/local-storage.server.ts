import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertObjectKey, type ObjectStorage } from "~/modules/storage/object-storage";

/** URL prefix of uploads; server/app.ts serves DATA_DIR/media at /media. */
export const LOCAL_UPLOADS_URL = "/media/uploads";

/**
 * The local-disk storage adapter, the default: objects are files under `<dataDir>/media/uploads/<key>`,
 * served at `/media/uploads/<key>`. A put writes a temporary file beside the target and renames it, so a
 * half-written file is never served and a failed put leaves nothing behind.
 */
export function createLocalStorage(options: { dataDir: string }): ObjectStorage {
  const root = path.join(options.dataDir, "media", "uploads");
  const fileOf = (key: string) => {
    assertObjectKey(key);
    return path.join(root, ...key.split("/"));
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.partial`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { key, url: `${LOCAL_UPLOADS_URL}/${key}` };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
  };
}
