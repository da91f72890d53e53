import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, vendorImages } from "~/db/schema";
import { VENDOR_ADMIN_MESSAGES } from "~/modules/admin/vendor-admin-form";
import {
  deleteAdminVendorImage,
  listAdminVendorImages,
  setAdminPrimaryImage,
  uploadAdminVendorImage,
} from "~/modules/admin/vendor-admin-images.server";
import { IMAGE_MESSAGES, MAX_GALLERY_IMAGES } from "~/modules/media/image-rules";
import { storedImageKeys } from "~/modules/media/store-vendor-image.server";
import { createVendor, createUser } from "../../../tests/support/factories";
import { PHP_SCRIPT, solidImage } from "../../../tests/support/image-fixtures";
import { useTemporaryLocalStorage } from "../../../tests/support/temporary-storage";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { refusal } from "../../../tests/support/rejections";

const ACTOR = { id: "", email: "gallery-admin@example.test" };

describeEachDatabase("the admin's vendor images", (getDb) => {
  const { storedFiles } = useTemporaryLocalStorage();
  let photo: Blob;
  beforeAll(async () => {
    ACTOR.id = randomUUID();
    await createUser(getDb(), { id: ACTOR.id, name: "Gallery", email: ACTOR.email, role: "admin", emailVerified: true });
    photo = new Blob([new Uint8Array(await solidImage("jpeg", 1200, 900))]);
  });
  const rowsOf = (vendorId: number) =>
    getDb().select().from(vendorImages).where(eq(vendorImages.vendorId, vendorId)).orderBy(asc(vendorImages.sortOrder));
  const auditActions = async () => (await getDb().select().from(auditLog).orderBy(auditLog.id)).map((entry) => entry.action);

  it("refuses an upload before the vendor is saved with the spec's message, storing nothing", async () => {
    const error = await refusal(uploadAdminVendorImage(getDb(), ACTOR, undefined, photo));
    expect([error.status, error.message]).toEqual([400, "Please save the vendor first before uploading images"]);
    const missing = await refusal(uploadAdminVendorImage(getDb(), ACTOR, 987654, photo));
    expect([missing.status, missing.message]).toEqual([404, VENDOR_ADMIN_MESSAGES.notFound]);
    expect(await storedFiles()).toEqual([]);
  });

  it("uploads up to ten images under the vendor's folder, the first primary, and refuses the eleventh", async () => {
    const vendor = await createVendor(getDb(), { name: "Noor Bridal Mehndi" });
    for (let count = 1; count <= MAX_GALLERY_IMAGES; count += 1) {
      const gallery = await uploadAdminVendorImage(getDb(), ACTOR, vendor.id, photo);
      expect(gallery).toHaveLength(count);
    }
    const rows = await rowsOf(vendor.id);
    expect(rows.map((row) => row.sortOrder)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(rows.map((row) => row.isPrimary)).toEqual([true, ...Array<boolean>(9).fill(false)]);
    expect(rows[0]!.imageUrl).toMatch(new RegExp(`^/media/uploads/vendors/${vendor.id}/gallery-[0-9a-f-]{36}\\.\\d+x\\d+a?\\.webp$`));
    expect(rows[1]!.altText).toBe("Noor Bridal Mehndi photo 2");
    // The ten images with their responsive copies (decision 038), nothing else.
    const stored = rows.flatMap((row) => storedImageKeys(row.imageUrl.replace("/media/uploads/", ""))).sort();
    expect(await storedFiles()).toEqual(stored);
    const full = await refusal(uploadAdminVendorImage(getDb(), ACTOR, vendor.id, photo));
    expect([full.status, full.message]).toEqual([400, IMAGE_MESSAGES.galleryFull]);
    expect(await storedFiles()).toEqual(stored);
    expect((await auditActions()).filter((action) => action === "vendor-image.upload")).toHaveLength(10);
  });

  it("refuses a file that is not an image, storing nothing", async () => {
    const vendor = await createVendor(getDb());
    const before = await storedFiles();
    const error = await refusal(uploadAdminVendorImage(getDb(), ACTOR, vendor.id, new Blob([PHP_SCRIPT])));
    expect([error.status, error.message]).toEqual([400, IMAGE_MESSAGES.invalidType]);
    expect(await storedFiles()).toEqual(before);
    expect(await rowsOf(vendor.id)).toEqual([]);
  });

  it("makes another image primary, and refuses an image of another vendor", async () => {
    const vendor = await createVendor(getDb(), { images: [{ url: "/images/a.webp", isPrimary: true }, { url: "/images/b.webp" }] });
    const other = await createVendor(getDb(), { images: [{ url: "/images/c.webp", isPrimary: true }] });
    const second = vendor.images[1]!.id;
    const gallery = await setAdminPrimaryImage(getDb(), ACTOR, vendor.id, second);
    expect(gallery.map((image) => [image.id, image.isPrimary])).toEqual([
      [vendor.images[0]!.id, false],
      [second, true],
    ]);
    const entry = (await getDb().select().from(auditLog).orderBy(auditLog.id)).at(-1)!;
    expect(entry).toMatchObject({ action: "vendor-image.set-primary", entityId: String(vendor.id), before: { primaryImageId: vendor.images[0]!.id }, after: { primaryImageId: second } });

    const error = await refusal(setAdminPrimaryImage(getDb(), ACTOR, vendor.id, other.images[0]!.id));
    expect([error.status, error.message]).toEqual([404, VENDOR_ADMIN_MESSAGES.imageNotFound]);
    expect((await rowsOf(other.id))[0]!.isPrimary).toBe(true);
  });

  it("deletes an image, the next becoming primary, and its file when it is the vendor's own upload", async () => {
    const vendor = await createVendor(getDb());
    await uploadAdminVendorImage(getDb(), ACTOR, vendor.id, photo);
    await uploadAdminVendorImage(getDb(), ACTOR, vendor.id, photo);
    await getDb().insert(vendorImages).values({ vendorId: vendor.id, imageUrl: "/images/demo/catalogue.webp", sortOrder: 2 });
    const [first, second, catalogue] = await rowsOf(vendor.id);
    const before = await storedFiles();

    const gallery = await deleteAdminVendorImage(getDb(), ACTOR, vendor.id, first!.id);
    expect(gallery.map((image) => [image.id, image.isPrimary])).toEqual([
      [second!.id, true],
      [catalogue!.id, false],
    ]);
    expect((await rowsOf(vendor.id)).map((row) => row.sortOrder)).toEqual([0, 1]);
    const removedKey = first!.imageUrl.replace("/media/uploads/", "");
    expect(await storedFiles()).toEqual(before.filter((key) => !storedImageKeys(removedKey).includes(key)));

    const files = await storedFiles();
    expect((await deleteAdminVendorImage(getDb(), ACTOR, vendor.id, catalogue!.id)).map((image) => image.id)).toEqual([second!.id]);
    expect(await storedFiles()).toEqual(files);
    expect(await listAdminVendorImages(getDb(), vendor.id)).toEqual([{ id: second!.id, url: second!.imageUrl, altText: second!.altText, isPrimary: true }]);
    expect((await auditActions()).filter((action) => action === "vendor-image.delete")).toHaveLength(2);

    const missing = await refusal(deleteAdminVendorImage(getDb(), ACTOR, vendor.id, first!.id));
    expect(missing.status).toBe(404);
  });
});
