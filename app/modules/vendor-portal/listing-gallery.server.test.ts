import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { vendorImages } from "~/db/schema";
import { type AppError } from "~/modules/errors/app-error";
import { IMAGE_MESSAGES, MAX_GALLERY_IMAGES } from "~/modules/media/image-rules";
import type { ObjectStorage } from "~/modules/storage/object-storage";
import { getStorage } from "~/modules/storage/storage.server";
import { addGalleryImage, moveGalleryImage, removeGalleryImage, setPrimaryImage } from "~/modules/vendor-portal/listing-gallery.server";
import { IMAGE_NOT_FOUND_MESSAGE } from "~/modules/vendor-portal/listing-images";
import { createVendor, createUser } from "../../../tests/support/factories";
import { noiseJpeg, PHP_SCRIPT, solidImage } from "../../../tests/support/image-fixtures";
import { useTemporaryLocalStorage } from "../../../tests/support/temporary-storage";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { refusal } from "../../../tests/support/rejections";

/** A vendor account and its inactive listing, its gallery given as URLs (the first primary unless told). */
async function createOwner(db: Database, images: { url: string; isPrimary?: boolean }[] = []) {
  const userId = randomUUID();
  await createUser(db, { id: userId, name: "Owner", email: `${userId}@example.test` });
  const vendor = await createVendor(db, { ownerUserId: userId, isActive: false, name: "Mehndi by Zara", images });
  return { userId, vendorId: vendor.id, imageIds: vendor.images.map((image) => image.id) };
}

const catalogue = (count: number) => Array.from({ length: count }, (_, index) => ({ url: `https://images.example/${index}.jpg`, isPrimary: index === 0 }));
const file = (bytes: Uint8Array) => new File([new Uint8Array(bytes)], "photo.jpg", { type: "image/jpeg" });

describeEachDatabase("the signed-in vendor's gallery", (getDb) => {
  const { storedFiles, dataDir } = useTemporaryLocalStorage();

  /** The listing's rows as stored: id, url, primary flag and sort order, in display order. */
  const rowsOf = (vendorId: number) =>
    getDb()
      .select({ id: vendorImages.id, url: vendorImages.imageUrl, isPrimary: vendorImages.isPrimary, sortOrder: vendorImages.sortOrder })
      .from(vendorImages)
      .where(eq(vendorImages.vendorId, vendorId))
      .orderBy(asc(vendorImages.sortOrder), asc(vendorImages.id));

  const recordingStorage = (deleted: string[]): ObjectStorage => ({
    put: (key, bytes, type) => getStorage().put(key, bytes, type),
    delete: async (key) => {
      deleted.push(key);
      await getStorage().delete(key);
    },
  });

  it("adds images at the end, the first one primary, re-encoded to fit 800 px", async () => {
    const owner = await createOwner(getDb());
    const first = await addGalleryImage(getDb(), owner.userId, file(await solidImage("jpeg", 1600, 1200)));
    expect(first.gallery).toEqual([{ id: expect.any(Number), url: expect.stringMatching(new RegExp(`^/media/uploads/vendors/${owner.vendorId}/gallery-`)), altText: "Mehndi by Zara photo 1", isPrimary: true }]);
    const second = await addGalleryImage(getDb(), owner.userId, file(await solidImage("png", 300, 200)));
    expect(second.gallery.map((image) => image.isPrimary)).toEqual([true, false]);
    expect((await rowsOf(owner.vendorId)).map((row) => row.sortOrder)).toEqual([0, 1]);
    const metadata = await sharp(await readFile(path.join(dataDir(), first.gallery[0]!.url))).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 800, 600]);
  });

  it("accepts a gallery image up to 5 MB but refuses a larger one and a non-image, storing nothing", async () => {
    const owner = await createOwner(getDb());
    const twoAndAHalfMegabytes = await noiseJpeg(1600, 1250);
    expect((await addGalleryImage(getDb(), owner.userId, file(twoAndAHalfMegabytes))).gallery).toHaveLength(1);
    const before = await storedFiles();
    const tooLarge = await refusal(addGalleryImage(getDb(), owner.userId, file(await noiseJpeg())));
    expect(tooLarge.message).toBe("Image must be smaller than 5MB");
    const script = await refusal(addGalleryImage(getDb(), owner.userId, file(PHP_SCRIPT)));
    expect(script.message).toBe(IMAGE_MESSAGES.invalidType);
    expect(await storedFiles()).toEqual(before);
    expect(await rowsOf(owner.vendorId)).toHaveLength(1);
  });

  it("refuses an eleventh image with the spec's message, storing nothing", async () => {
    const owner = await createOwner(getDb(), catalogue(MAX_GALLERY_IMAGES));
    const before = await storedFiles();
    const error = await refusal(addGalleryImage(getDb(), owner.userId, file(await solidImage("jpeg", 40, 40))));
    expect([error.code, error.message]).toEqual(["invalid", "Maximum 10 images allowed"]);
    expect(await storedFiles()).toEqual(before);
    expect(await rowsOf(owner.vendorId)).toHaveLength(MAX_GALLERY_IMAGES);
  });

  it("lets only one of two uploads at once become the tenth image, removing the other's file", async () => {
    const owner = await createOwner(getDb(), catalogue(MAX_GALLERY_IMAGES - 1));
    const before = await storedFiles();
    const bytes = await solidImage("jpeg", 40, 40);
    const results = await Promise.allSettled([
      addGalleryImage(getDb(), owner.userId, file(bytes)),
      addGalleryImage(getDb(), owner.userId, file(bytes)),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const rejected = results.find((result) => result.status === "rejected")!;
    expect((rejected.reason as AppError).message).toBe(IMAGE_MESSAGES.galleryFull);
    expect(await rowsOf(owner.vendorId)).toHaveLength(MAX_GALLERY_IMAGES);
    expect((await storedFiles()).length).toBe(before.length + 1);
  });

  it("makes another image primary, clearing the old primary in the same change", async () => {
    const owner = await createOwner(getDb(), catalogue(3));
    const images = await setPrimaryImage(getDb(), owner.userId, owner.imageIds[2]!);
    expect(images.gallery.map((image) => image.isPrimary)).toEqual([false, false, true]);
    expect((await rowsOf(owner.vendorId)).filter((row) => row.isPrimary).map((row) => row.id)).toEqual([owner.imageIds[2]]);
    // Choosing the primary again changes nothing.
    expect((await setPrimaryImage(getDb(), owner.userId, owner.imageIds[2]!)).gallery).toEqual(images.gallery);
  });

  it("moves an image up and down, keeping the sort orders 0…n-1 and the primary flag on its image", async () => {
    const owner = await createOwner(getDb(), catalogue(3));
    const [a, b, c] = owner.imageIds;
    expect((await moveGalleryImage(getDb(), owner.userId, c!, "up")).gallery.map((image) => image.id)).toEqual([a, c, b]);
    expect((await moveGalleryImage(getDb(), owner.userId, a!, "down")).gallery.map((image) => image.id)).toEqual([c, a, b]);
    // At the ends nothing moves.
    expect((await moveGalleryImage(getDb(), owner.userId, c!, "up")).gallery.map((image) => image.id)).toEqual([c, a, b]);
    expect((await moveGalleryImage(getDb(), owner.userId, b!, "down")).gallery.map((image) => image.id)).toEqual([c, a, b]);
    const rows = await rowsOf(owner.vendorId);
    expect(rows.map((row) => [row.id, row.sortOrder, row.isPrimary])).toEqual([
      [c, 0, false],
      [a, 1, true],
      [b, 2, false],
    ]);
  });

  it("closes gaps in an imported gallery's order when it is next changed", async () => {
    const owner = await createOwner(getDb(), catalogue(3));
    const [a, b, c] = owner.imageIds;
    await getDb().update(vendorImages).set({ sortOrder: 7 }).where(eq(vendorImages.id, b!));
    await getDb().update(vendorImages).set({ sortOrder: 12 }).where(eq(vendorImages.id, c!));
    await moveGalleryImage(getDb(), owner.userId, c!, "up");
    expect((await rowsOf(owner.vendorId)).map((row) => [row.id, row.sortOrder])).toEqual([
      [a, 0],
      [c, 1],
      [b, 2],
    ]);
  });

  it("removes an image, the first remaining one becoming primary when the primary goes, and deletes our upload", async () => {
    const owner = await createOwner(getDb(), catalogue(2));
    const added = await addGalleryImage(getDb(), owner.userId, file(await solidImage("jpeg", 60, 60)));
    const upload = added.gallery[2]!;
    const deleted: string[] = [];

    let images = await removeGalleryImage(getDb(), owner.userId, owner.imageIds[0]!, recordingStorage(deleted));
    expect(images.gallery.map((image) => [image.id, image.isPrimary])).toEqual([
      [owner.imageIds[1], true],
      [upload.id, false],
    ]);
    // A catalogue image's file is not ours to delete.
    expect(deleted).toEqual([]);

    images = await removeGalleryImage(getDb(), owner.userId, upload.id, recordingStorage(deleted));
    expect(images.gallery.map((image) => image.id)).toEqual([owner.imageIds[1]]);
    expect(deleted).toEqual([upload.url.replace("/media/uploads/", "")]);
    expect(await storedFiles()).not.toContain(deleted[0]);
    expect((await rowsOf(owner.vendorId)).map((row) => [row.sortOrder, row.isPrimary])).toEqual([[0, true]]);

    images = await removeGalleryImage(getDb(), owner.userId, owner.imageIds[1]!);
    expect(images.gallery).toEqual([]);
  });

  it("answers not_found for another listing's image and changes nothing of either listing", async () => {
    const mine = await createOwner(getDb(), catalogue(2));
    const theirs = await createOwner(getDb(), catalogue(3));
    const theirsBefore = await rowsOf(theirs.vendorId);
    const mineBefore = await rowsOf(mine.vendorId);
    const target = theirs.imageIds[1]!;
    for (const change of [
      () => setPrimaryImage(getDb(), mine.userId, target),
      () => moveGalleryImage(getDb(), mine.userId, target, "up"),
      () => moveGalleryImage(getDb(), mine.userId, target, "down"),
      () => removeGalleryImage(getDb(), mine.userId, target),
    ]) {
      const error = await refusal(change());
      expect([error.code, error.message]).toEqual(["not_found", IMAGE_NOT_FOUND_MESSAGE]);
    }
    expect(await rowsOf(theirs.vendorId)).toEqual(theirsBefore);
    expect(await rowsOf(mine.vendorId)).toEqual(mineBefore);
  });

  it("answers not_found to an account without a listing", async () => {
    const userId = randomUUID();
    await createUser(getDb(), { id: userId, name: "No listing", email: `${userId}@example.test` });
    expect((await refusal(addGalleryImage(getDb(), userId, file(await solidImage("png", 20, 20))))).code).toBe("not_found");
    expect((await refusal(setPrimaryImage(getDb(), userId, 1))).message).toBe("No business listing found. Please complete your business registration first.");
  });
});
