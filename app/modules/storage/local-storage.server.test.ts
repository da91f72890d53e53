import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalStorage } from "~/modules/storage/local-storage.server";
import { createStorage } from "~/modules/storage/storage.server";

describe("the local-disk storage adapter", () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "shaadi-storage-"));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("writes under DATA_DIR/media/uploads and answers the /media/uploads URL", async () => {
    const storage = createLocalStorage({ dataDir });
    const bytes = new Uint8Array([1, 2, 3, 4]);
    const stored = await storage.put("vendors/pending-abc/logo-123.webp", bytes, "image/webp");
    expect(stored).toEqual({
      key: "vendors/pending-abc/logo-123.webp",
      url: "/media/uploads/vendors/pending-abc/logo-123.webp",
    });
    const file = path.join(dataDir, "media", "uploads", "vendors", "pending-abc", "logo-123.webp");
    expect(new Uint8Array(await readFile(file))).toEqual(bytes);
    // Only the object itself: no temporary file is left beside it.
    expect(await readdir(path.dirname(file))).toEqual(["logo-123.webp"]);
    expect(await storage.get!("vendors/pending-abc/logo-123.webp")).toEqual(bytes);
  });

  it("deletes, and deleting or reading a missing object is not an error", async () => {
    const storage = createLocalStorage({ dataDir });
    await storage.put("vendors/1/a.webp", new Uint8Array([9]), "image/webp");
    await storage.delete("vendors/1/a.webp");
    expect(existsSync(path.join(dataDir, "media", "uploads", "vendors", "1", "a.webp"))).toBe(false);
    await expect(storage.delete("vendors/1/a.webp")).resolves.toBeUndefined();
    expect(await storage.get!("vendors/1/a.webp")).toBeUndefined();
  });

  it("never writes outside the uploads folder", async () => {
    const storage = createLocalStorage({ dataDir });
    await expect(storage.put("../escape.webp", new Uint8Array([1]), "image/webp")).rejects.toThrow(/Invalid object key/);
    await expect(storage.delete("vendors/../../escape")).rejects.toThrow(/Invalid object key/);
    expect(existsSync(path.join(dataDir, "media", "escape.webp"))).toBe(false);
  });

  it("leaves nothing behind when the write fails", async () => {
    const storage = createLocalStorage({ dataDir });
    // A folder already at the target path: the temporary file is written, then the rename onto it fails.
    await storage.put("vendors/1/a.webp/b.webp", new Uint8Array([1]), "image/webp");
    await expect(storage.put("vendors/1/a.webp", new Uint8Array([2]), "image/webp")).rejects.toThrow();
    expect(await readdir(path.join(dataDir, "media", "uploads", "vendors", "1"))).toEqual(["a.webp"]);
  });

  it("is the adapter configuration chooses by default", async () => {
    const storage = createStorage({ storage: { driver: "local" }, dataDir });
    const stored = await storage.put("x/y.webp", new Uint8Array([5]), "image/webp");
    expect(stored.url).toBe("/media/uploads/x/y.webp");
    expect(existsSync(path.join(dataDir, "media", "uploads", "x", "y.webp"))).toBe(true);
  });
});
