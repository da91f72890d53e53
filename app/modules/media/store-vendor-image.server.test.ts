import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jpegWithGpsExif, PHP_SCRIPT, solidImage } from "../../../tests/support/image-fixtures";
import { AppError } from "~/modules/errors/app-error";
import { IMAGE_MESSAGES } from "~/modules/media/image-rules";
import { createLocalStorage } from "~/modules/storage/local-storage.server";
import type { ObjectStorage } from "~/modules/storage/object-storage";
import { discardVendorImages, newPendingVendorKey, storeVendorImage, vendorImageKey } from "~/modules/media/store-vendor-image.server";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

describe("storeVendorImage", () => {
  let dataDir: string;
  let storage: ObjectStorage;
  const uploads = () => path.join(dataDir, "media", "uploads");

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "shaadi-media-"));
    storage = createLocalStorage({ dataDir });
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("stores a re-encoded logo under a random key in the vendor's folder", async () => {
    const vendorKey = newPendingVendorKey();
    expect(vendorKey).toMatch(new RegExp(`^pending-${UUID}$`));
    const stored = await storeVendorImage({ kind: "logo", bytes: await solidImage("png", 900, 600), vendorKey, storage });
    expect(stored.key).toMatch(new RegExp(`^vendors/${vendorKey}/logo-${UUID}\\.webp$`));
    expect(stored.url).toBe(`/media/uploads/${stored.key}`);
    expect([stored.width, stored.height]).toEqual([400, 267]);
    const file = await readFile(path.join(uploads(), stored.key));
    expect(stored.bytes).toBe(file.length);
    const metadata = await sharp(file).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 400, 267]);
  });

  it("gives every upload of the same image its own key", async () => {
    const bytes = await solidImage("jpeg", 100, 100);
    const first = await storeVendorImage({ kind: "gallery", bytes, vendorKey: "42", existingCount: 0, storage });
    const second = await storeVendorImage({ kind: "gallery", bytes, vendorKey: "42", existingCount: 1, storage });
    expect(first.key).not.toBe(second.key);
    expect(first.key).toMatch(new RegExp(`^vendors/42/gallery-${UUID}\\.webp$`));
  });

  it("stores the gallery image without its EXIF and GPS", async () => {
    const stored = await storeVendorImage({ kind: "gallery", bytes: await jpegWithGpsExif(), vendorKey: "7", existingCount: 0, storage });
    const metadata = await sharp(await readFile(path.join(uploads(), stored.key))).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([200, 300]);
  });

  it("accepts a tenth gallery image and rejects an eleventh with the spec's message, storing nothing", async () => {
    const bytes = await solidImage("webp", 50, 50);
    await expect(storeVendorImage({ kind: "gallery", bytes, vendorKey: "9", existingCount: 9, storage })).resolves.toMatchObject({ width: 50 });
    const error = await storeVendorImage({ kind: "gallery", bytes, vendorKey: "10", existingCount: 10, storage }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(AppError);
    expect([(error as AppError).code, (error as AppError).message]).toEqual(["invalid", "Maximum 10 images allowed"]);
    expect(existsSync(path.join(uploads(), "vendors", "10"))).toBe(false);
    // The gallery count does not limit the logo.
    await expect(storeVendorImage({ kind: "logo", bytes, vendorKey: "10", existingCount: 10, storage })).resolves.toBeDefined();
  });

  it("stores nothing for a rejected file", async () => {
    await expect(storeVendorImage({ kind: "logo", bytes: PHP_SCRIPT, vendorKey: "5", storage })).rejects.toThrow(
      "Please upload a valid image file (JPEG, PNG, or WebP)",
    );
    expect(existsSync(uploads())).toBe(false);
  });

  it("removes what a failed store may have left, then answers that the photo could not be saved", async () => {
    const deleted: string[] = [];
    const failing: ObjectStorage = {
      put: async () => {
        throw new Error("bucket unavailable");
      },
      delete: async (key) => {
        deleted.push(key);
      },
    };
    const bytes = await solidImage("jpeg", 60, 40);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const error = await storeVendorImage({ kind: "gallery", bytes, vendorKey: "3", existingCount: 0, storage: failing }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "unavailable", message: IMAGE_MESSAGES.storageUnavailable });
    expect((error as AppError).cause).toMatchObject({ message: "bucket unavailable" });
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^The image store failed to keep vendors\/3\/gallery-/), expect.objectContaining({ message: "bucket unavailable" }));
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatch(new RegExp(`^vendors/3/gallery-${UUID}\\.webp$`));
  });

  it("discards stored images, ignoring ones already gone", async () => {
    const bytes = await solidImage("png", 30, 30);
    const logo = await storeVendorImage({ kind: "logo", bytes, vendorKey: "8", storage });
    const photo = await storeVendorImage({ kind: "gallery", bytes, vendorKey: "8", existingCount: 0, storage });
    await discardVendorImages([logo.key, photo.key, "vendors/8/gallery-missing.webp"], storage);
    expect(existsSync(path.join(uploads(), logo.key))).toBe(false);
    expect(existsSync(path.join(uploads(), photo.key))).toBe(false);
  });

  it("refuses a vendor folder name that could escape its place", () => {
    for (const vendorKey of ["../admin", "a/b", "", "Pending-X"]) {
      expect(() => vendorImageKey(vendorKey, "logo")).toThrow(/Invalid vendor key/);
    }
  });
});
