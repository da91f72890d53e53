import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { vendors } from "~/db/schema";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, MAX_LOGO_BYTES } from "~/modules/media/image-rules";
import { getStorage } from "~/modules/storage/storage.server";
import type { ObjectStorage } from "~/modules/storage/object-storage";
import { getListingImages, ownUploadKey, removeLogo, uploadLogo } from "~/modules/vendor-portal/listing-images.server";
import { createVendor, createUser } from "../../../tests/support/factories";
import { noiseJpeg, PHP_SCRIPT, solidImage, transparentPng } from "../../../tests/support/image-fixtures";
import { useTemporaryLocalStorage } from "../../../tests/support/temporary-storage";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { refusal } from "../../../tests/support/rejections";

const UUID = "0b5e1c2a-3d4f-4a5b-8c6d-7e8f9a0b1c2d";

/** A vendor account (no sign-in needed here) and, unless `withListing` is false, its inactive listing. */
async function createOwner(db: Database, options: { withListing?: boolean; logoUrl?: string; images?: { url: string; isPrimary?: boolean }[] } = {}) {
  const userId = randomUUID();
  await createUser(db, { id: userId, name: "Owner", email: `${userId}@example.test` });
  if (options.withListing === false) return { userId, vendorId: undefined };
  const vendor = await createVendor(db, { ownerUserId: userId, isActive: false, name: "Henna by Noor", logoUrl: options.logoUrl, images: options.images });
  return { userId, vendorId: vendor.id };
}

/** The File a form would post. */
const file = (bytes: Uint8Array, name = "upload.jpg", type = "image/jpeg") => new File([new Uint8Array(bytes)], name, { type });

/** The storage in use, with every deleted key recorded. */
function recordingStorage(deleted: string[], onPut?: () => Promise<void>): ObjectStorage {
  const storage = getStorage();
  return {
    put: async (key, bytes, contentType) => {
      await onPut?.();
      return storage.put(key, bytes, contentType);
    },
    delete: async (key) => {
      deleted.push(key);
      await storage.delete(key);
    },
  };
}

describe("ownUploadKey", () => {
  it("finds the key of our own uploads, locally and on S3", () => {
    expect(ownUploadKey(`/media/uploads/vendors/7/logo-${UUID}.webp`, 7)).toBe(`vendors/7/logo-${UUID}.webp`);
    expect(ownUploadKey(`/media/uploads/vendors/7/gallery-${UUID}.800x533a.webp`, 7)).toBe(`vendors/7/gallery-${UUID}.800x533a.webp`);
    expect(ownUploadKey(`https://media.shaadi.example/vendors/7/gallery-${UUID}.webp`, 7)).toBe(`vendors/7/gallery-${UUID}.webp`);
    expect(ownUploadKey(`/media/uploads/vendors/pending-${UUID}/gallery-${UUID}.webp`, 7)).toBe(`vendors/pending-${UUID}/gallery-${UUID}.webp`);
  });

  it("never names another listing's folder or a file that is not an upload", () => {
    expect(ownUploadKey(`/media/uploads/vendors/8/logo-${UUID}.webp`, 7)).toBeUndefined();
    expect(ownUploadKey("https://images.unsplash.com/photo-1519741497674-611481863552", 7)).toBeUndefined();
    expect(ownUploadKey("/images/demo/mehndi-1.webp", 7)).toBeUndefined();
    expect(ownUploadKey(`/media/uploads/vendors/7/../8/logo-${UUID}.webp`, 7)).toBeUndefined();
    expect(ownUploadKey(`/media/uploads/vendors/7/shell-${UUID}.php`, 7)).toBeUndefined();
    expect(ownUploadKey("http://[::1", 7)).toBeUndefined();
  });
});

describeEachDatabase("the signed-in vendor's logo", (getDb) => {
  const { storedFiles, dataDir } = useTemporaryLocalStorage();
  const logoOf = async (vendorId: number) => (await getDb().select({ logoUrl: vendors.logoUrl }).from(vendors).where(eq(vendors.id, vendorId)))[0]!.logoUrl;
  let twoAndAHalfMegabytes: Buffer;
  beforeAll(async () => {
    twoAndAHalfMegabytes = await noiseJpeg(1600, 1250);
  });

  it("reads no images for an account without a listing, and an empty set for a new listing", async () => {
    const anonymous = await createOwner(getDb(), { withListing: false });
    expect(await getListingImages(getDb(), anonymous.userId)).toBeUndefined();
    const owner = await createOwner(getDb());
    expect(await getListingImages(getDb(), owner.userId)).toEqual({ logoUrl: null, gallery: [] });
  });

  it("stores a logo re-encoded to fit 400 px, in the listing's folder, and shows it", async () => {
    const owner = await createOwner(getDb());
    const images = await uploadLogo(getDb(), owner.userId, file(await transparentPng(1200, 900), "logo.png", "image/png"));
    expect(images.logoUrl).toMatch(new RegExp(`^/media/uploads/vendors/${owner.vendorId}/logo-[0-9a-f-]{36}\\.400x300a?\\.webp$`));
    expect(await logoOf(owner.vendorId!)).toBe(images.logoUrl);
    const stored = await readFile(path.join(dataDir(), images.logoUrl!));
    const metadata = await sharp(stored).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.hasAlpha]).toEqual(["webp", 400, 300, true]);
  });

  it("replaces a logo and deletes the file it replaced", async () => {
    const owner = await createOwner(getDb());
    const first = await uploadLogo(getDb(), owner.userId, file(await solidImage("png", 300, 300)));
    const second = await uploadLogo(getDb(), owner.userId, file(await solidImage("webp", 200, 200)));
    expect(second.logoUrl).not.toBe(first.logoUrl);
    const files = await storedFiles();
    expect(files).toContain(second.logoUrl!.replace("/media/uploads/", ""));
    expect(files).not.toContain(first.logoUrl!.replace("/media/uploads/", ""));
  });

  it("refuses a 2.5 MB logo before reading it, storing nothing and keeping the old logo", async () => {
    expect(twoAndAHalfMegabytes.length).toBeGreaterThan(MAX_LOGO_BYTES);
    expect(twoAndAHalfMegabytes.length).toBeLessThan(MAX_IMAGE_BYTES);
    const owner = await createOwner(getDb(), { logoUrl: "https://images.example/old-logo.png" });
    const before = await storedFiles();
    const error = await refusal(uploadLogo(getDb(), owner.userId, file(twoAndAHalfMegabytes)));
    expect([error.code, error.message]).toEqual(["invalid", "Logo must be smaller than 2MB"]);
    expect(await storedFiles()).toEqual(before);
    expect(await logoOf(owner.vendorId!)).toBe("https://images.example/old-logo.png");
    // The size alone decides: the file is not read.
    const unreadable = Object.assign(file(twoAndAHalfMegabytes), { arrayBuffer: () => Promise.reject(new Error("read")) });
    expect((await refusal(uploadLogo(getDb(), owner.userId, unreadable))).message).toBe("Logo must be smaller than 2MB");
  });

  it("refuses a file that is not an image, whatever its name and type", async () => {
    const owner = await createOwner(getDb());
    const before = await storedFiles();
    const error = await refusal(uploadLogo(getDb(), owner.userId, file(PHP_SCRIPT, "logo.jpg", "image/jpeg")));
    expect([error.code, error.message]).toEqual(["invalid", IMAGE_MESSAGES.invalidType]);
    expect(await storedFiles()).toEqual(before);
    expect(await logoOf(owner.vendorId!)).toBeNull();
  });

  it("answers not_found to an account without a listing, storing nothing", async () => {
    const anonymous = await createOwner(getDb(), { withListing: false });
    const before = await storedFiles();
    const error = await refusal(uploadLogo(getDb(), anonymous.userId, file(await solidImage("png", 50, 50))));
    expect(error.code).toBe("not_found");
    expect(await storedFiles()).toEqual(before);
  });

  it("deletes the new file again when the listing is gone by the time it is stored", async () => {
    const owner = await createOwner(getDb());
    const deleted: string[] = [];
    const storage = recordingStorage(deleted, async () => {
      await getDb().delete(vendors).where(eq(vendors.id, owner.vendorId!));
    });
    const before = await storedFiles();
    const error = await refusal(uploadLogo(getDb(), owner.userId, file(await solidImage("jpeg", 80, 80)), storage));
    expect(error.code).toBe("not_found");
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatch(new RegExp(`^vendors/${owner.vendorId}/logo-`));
    expect(await storedFiles()).toEqual(before);
  });

  it("removes a logo, deleting our upload but never a file that is not ours", async () => {
    const owner = await createOwner(getDb());
    const { logoUrl } = await uploadLogo(getDb(), owner.userId, file(await solidImage("png", 64, 64)));
    const deleted: string[] = [];
    expect(await removeLogo(getDb(), owner.userId, recordingStorage(deleted))).toEqual({ logoUrl: null, gallery: [] });
    expect(deleted).toEqual([logoUrl!.replace("/media/uploads/", "")]);
    expect(await storedFiles()).not.toContain(deleted[0]);

    const imported = await createOwner(getDb(), { logoUrl: "https://images.example/logo.png" });
    const untouched: string[] = [];
    await removeLogo(getDb(), imported.userId, recordingStorage(untouched));
    expect(untouched).toEqual([]);
    expect(await logoOf(imported.vendorId!)).toBeNull();
    // Removing again changes nothing.
    expect((await removeLogo(getDb(), imported.userId)).logoUrl).toBeNull();
  });
});
