import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jpegWithGpsExif, PHP_SCRIPT, photoLikeJpeg, solidImage } from "../../../tests/support/image-fixtures";
import { IMAGE_MESSAGES } from "~/modules/media/image-rules";
import { createLocalStorage } from "~/modules/storage/local-storage.server";
import type { ObjectStorage } from "~/modules/storage/object-storage";
import { discardVendorImages, newPendingVendorKey, storeVendorImage, vendorImageStem } from "~/modules/media/store-vendor-image.server";
import { refusal } from "../../../tests/support/rejections";

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
    expect(stored.key).toMatch(new RegExp(`^vendors/${vendorKey}/logo-${UUID}\\.400x267a?\\.webp$`));
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
    expect(first.key).toMatch(new RegExp(`^vendors/42/gallery-${UUID}\\.100x100a?\\.webp$`));
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
    const error = await refusal(storeVendorImage({ kind: "gallery", bytes, vendorKey: "10", existingCount: 10, storage }));
    expect([error.code, error.message]).toEqual(["invalid", "Maximum 10 images allowed"]);
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
    const error = await refusal(storeVendorImage({ kind: "gallery", bytes, vendorKey: "3", existingCount: 0, storage: failing }));
    expect(error).toMatchObject({ code: "unavailable", message: IMAGE_MESSAGES.storageUnavailable });
    expect(error.cause).toMatchObject({ message: "bucket unavailable" });
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^The image store failed to keep vendors\/3\/gallery-/), expect.objectContaining({ message: "bucket unavailable" }));
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatch(new RegExp(`^vendors/3/gallery-${UUID}(-\\d+\\.(webp|avif)|\\.60x40a?\\.webp)$`));
  });

  it("discards stored images, ignoring ones already gone", async () => {
    const bytes = await solidImage("png", 30, 30);
    const logo = await storeVendorImage({ kind: "logo", bytes, vendorKey: "8", storage });
    const photo = await storeVendorImage({ kind: "gallery", bytes, vendorKey: "8", existingCount: 0, storage });
    await discardVendorImages([logo.key, photo.key, "vendors/8/gallery-missing.webp"], storage);
    expect(existsSync(path.join(uploads(), logo.key))).toBe(false);
    expect(existsSync(path.join(uploads(), photo.key))).toBe(false);
  });

  it("stores 400 px WebP copies and AVIF at every width when AVIF is smaller, each smaller than the original", async () => {
    const upload = await photoLikeJpeg();
    const stored = await storeVendorImage({ kind: "gallery", bytes: upload, vendorKey: "21", existingCount: 0, storage });
    expect(stored.key).toMatch(new RegExp(`^vendors/21/gallery-${UUID}\\.800x533a\\.webp$`));
    const stem = stored.key.replace(/\.800x533a\.webp$/, "");
    expect(stored.variants.map((variant) => variant.key).sort()).toEqual([`${stem}-400.avif`, `${stem}-400.webp`, `${stem}-800.avif`]);
    const file = async (key: string) => readFile(path.join(uploads(), key));
    const original = await file(stored.key);
    const measured: Record<string, { format?: string; width?: number; bytes: number }> = {};
    for (const key of [stored.key, ...stored.variants.map((variant) => variant.key)]) {
      const bytes = await file(key);
      const metadata = await sharp(bytes).metadata();
      measured[key.slice(stem.length)] = { format: metadata.format, width: metadata.width, bytes: bytes.length };
    }
    expect(measured["-400.webp"]).toMatchObject({ format: "webp", width: 400 });
    // sharp names the AVIF container's format "heif".
    expect(measured["-400.avif"]).toMatchObject({ format: "heif", width: 400 });
    expect(measured["-800.avif"]).toMatchObject({ format: "heif", width: 800 });
    expect(measured["-400.avif"]!.bytes).toBeLessThan(measured["-400.webp"]!.bytes);
    expect(measured["-800.avif"]!.bytes).toBeLessThan(original.length);
    for (const variant of stored.variants) expect(variant.bytes, variant.key).toBeLessThan(original.length);
    expect(original.length).toBeLessThan(upload.length);
    console.info(`gallery upload ${upload.length} B → ${Object.entries(measured).map(([name, m]) => `${name} ${m.bytes} B`).join(", ")}`);
  });

  it("keeps no AVIF when it is larger than the WebP, as for a small flat colour", async () => {
    const upload = await solidImage("png", 300, 200);
    const stored = await storeVendorImage({ kind: "gallery", bytes: upload, vendorKey: "22", existingCount: 0, storage });
    // Narrower than 400 px: no WebP copy either, the file is its own only width.
    expect(stored.key).toMatch(/\.300x200\.webp$/);
    expect(stored.variants).toEqual([]);
    // The rule really applied: the AVIF of this picture is the larger one.
    const original = await readFile(path.join(uploads(), stored.key));
    const avif = await sharp(original).avif({ quality: 60, effort: 1 }).toBuffer();
    expect(avif.length).toBeGreaterThanOrEqual(original.length);
    expect((await readdir(path.join(uploads(), "vendors", "22"))).filter((name) => name.endsWith(".avif"))).toEqual([]);
  });

  it("removes every copy it wrote when a later write fails, leaving nothing referenced half-written", async () => {
    const puts: string[] = [];
    const failOnOriginal: ObjectStorage = {
      put: async (key, bytes, contentType) => {
        puts.push(key);
        if (/\.\d+x\d+a?\.webp$/.test(key)) throw new Error("bucket unavailable");
        return storage.put(key, bytes, contentType);
      },
      delete: (key) => storage.delete(key),
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(
      storeVendorImage({ kind: "gallery", bytes: await photoLikeJpeg(), vendorKey: "23", existingCount: 0, storage: failOnOriginal }),
    ).rejects.toMatchObject({ code: "unavailable", message: IMAGE_MESSAGES.storageUnavailable });
    expect(logged).toHaveBeenCalledOnce();
    // The copies went first and the full-size image, the one a listing would refer to, last.
    expect(puts).toHaveLength(4);
    expect(puts.at(-1)).toMatch(/\.800x533a\.webp$/);
    expect(await readdir(path.join(uploads(), "vendors", "23"))).toEqual([]);
  });

  it("discards an image's copies with it", async () => {
    const stored = await storeVendorImage({ kind: "gallery", bytes: await photoLikeJpeg(), vendorKey: "24", existingCount: 0, storage });
    expect(await readdir(path.join(uploads(), "vendors", "24"))).toHaveLength(4);
    await discardVendorImages([stored.key], storage);
    expect(await readdir(path.join(uploads(), "vendors", "24"))).toEqual([]);
  });

  it("refuses a vendor folder name that could escape its place", () => {
    for (const vendorKey of ["../admin", "a/b", "", "Pending-X"]) {
      expect(() => vendorImageStem(vendorKey, "logo")).toThrow(/Invalid vendor key/);
    }
  });
});
