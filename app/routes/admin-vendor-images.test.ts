import { asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { vendorImages } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import type { AdminImagesActionData } from "~/modules/admin/vendor-admin-images";
import { IMAGE_MESSAGES } from "~/modules/media/image-rules";
import { createAdminAccount, type AdminAccount } from "../../tests/support/admin-account";
import { createVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { PHP_SCRIPT, solidImage } from "../../tests/support/image-fixtures";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute } from "../../tests/support/route-calls";
import { useTemporaryLocalStorage } from "../../tests/support/temporary-storage";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action, loader } from "~/routes/admin-vendor-images";
import { storedImageKeys } from "~/modules/media/store-vendor-image.server";

const ORIGIN = "http://localhost:3000";

type Post = { intent: string; imageId?: number; image?: Uint8Array };

/** A post of the image panel: through a fetcher (`.data`) unless `document`, as multipart like the browser sends it. */
function post(vendorId: number | string, cookie: string | undefined, fields: Post, options: { document?: boolean } = {}): Request {
  const body = new FormData();
  body.set("intent", fields.intent);
  if (fields.imageId !== undefined) body.set("imageId", String(fields.imageId));
  if (fields.image) body.set("image", new File([new Uint8Array(fields.image)], "photo.jpg", { type: "image/jpeg" }));
  return new Request(`${ORIGIN}/admin-dashboard/vendors/${vendorId}/images${options.document ? "" : ".data"}`, {
    method: "POST",
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body,
  });
}

describeEachDatabase("/admin-dashboard/vendors/:vendorId/images (the editor's images)", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  const { storedFiles } = useTemporaryLocalStorage();
  let admin: AdminAccount;
  let vendor: PortalVendor;
  let photo: Buffer;
  beforeAll(async () => {
    admin = await createAdminAccount(getDb(), getAuth());
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN });
    photo = await solidImage("jpeg", 1000, 700);
  });
  const send = (vendorId: number | string, cookie: string | undefined, fields: Post, options?: { document?: boolean }) =>
    runRoute<AdminImagesActionData>(action, post(vendorId, cookie, fields, options), { vendorId: String(vendorId) });
  const galleryOf = (vendorId: number) => getDb().select().from(vendorImages).where(eq(vendorImages.vendorId, vendorId)).orderBy(asc(vendorImages.sortOrder));

  it("sends a visitor without a session to /admin and refuses a vendor session, storing and changing nothing", async () => {
    for (const document of [false, true]) {
      const anonymous = await send(vendor.vendorId, undefined, { intent: "upload", image: photo }, { document });
      expect([anonymous.status, anonymous.headers.get("Location")]).toEqual([302, "/admin"]);
      const refused = await send(vendor.vendorId, vendor.cookie, { intent: "upload", image: photo }, { document });
      expect(refused.status).toBe(403);
    }
    const get = await runRoute(loader, new Request(`${ORIGIN}/admin-dashboard/vendors/${vendor.vendorId}/images`), { vendorId: String(vendor.vendorId) });
    expect([get.status, get.headers.get("Location")]).toEqual([302, "/admin"]);
    const vendorGet = await runRoute(loader, new Request(`${ORIGIN}/admin-dashboard/vendors/${vendor.vendorId}/images`, { headers: { cookie: vendor.cookie } }), {
      vendorId: String(vendor.vendorId),
    });
    expect(vendorGet.status).toBe(403);
    expect(await storedFiles()).toEqual([]);
    expect(await galleryOf(vendor.vendorId)).toEqual([]);
  });

  it("refuses an upload before the vendor is saved with 'Please save the vendor first before uploading images'", async () => {
    const result = await send("new", admin.cookie, { intent: "upload", image: photo });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      ok: false,
      toast: { title: "Failed to upload image", description: "Please save the vendor first before uploading images", variant: "error" },
    });
    expect(await storedFiles()).toEqual([]);
  });

  it("uploads images, the first primary, answers the gallery, and goes back to the editor after a plain post", async () => {
    const first = await send(vendor.vendorId, admin.cookie, { intent: "upload", image: photo });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ok: true, toast: { title: "Image uploaded", variant: "success" } });
    expect(first.body?.ok && first.body.images.map((image) => image.isPrimary)).toEqual([true]);
    const plain = await send(vendor.vendorId, admin.cookie, { intent: "upload", image: photo }, { document: true });
    expect([plain.status, plain.headers.get("Location")]).toEqual([303, `/admin-dashboard/vendors/${vendor.vendorId}`]);
    expect((await galleryOf(vendor.vendorId)).map((row) => row.isPrimary)).toEqual([true, false]);
    // The two images with their responsive copies (decision 038), nothing else.
    const rows = await galleryOf(vendor.vendorId);
    expect(await storedFiles()).toEqual(rows.flatMap((row) => storedImageKeys(row.imageUrl.replace("/media/uploads/", ""))).sort());
  });

  it("refuses a file that is not an image with 'Failed to upload image', and brings the reason back to a plain post", async () => {
    const before = await storedFiles();
    const result = await send(vendor.vendorId, admin.cookie, { intent: "upload", image: PHP_SCRIPT });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ toast: { title: "Failed to upload image", description: IMAGE_MESSAGES.invalidType } });
    const plain = await send(vendor.vendorId, admin.cookie, { intent: "upload", image: PHP_SCRIPT }, { document: true });
    expect(plain.headers.get("Location")).toBe(`/admin-dashboard/vendors/${vendor.vendorId}?image-error=invalid-type`);
    expect(await storedFiles()).toEqual(before);
  });

  it("sets the primary image and deletes one, refusing an image of another vendor", async () => {
    const [first, second] = await galleryOf(vendor.vendorId);
    const primary = await send(vendor.vendorId, admin.cookie, { intent: "set-primary", imageId: second!.id });
    expect(primary.body).toMatchObject({ ok: true, toast: { title: "Primary image updated" } });
    expect((await galleryOf(vendor.vendorId)).map((row) => [row.id, row.isPrimary])).toEqual([
      [first!.id, false],
      [second!.id, true],
    ]);

    const other = await createVendor(getDb(), { images: [{ url: "/images/demo/other.webp", isPrimary: true }] });
    const foreign = await send(vendor.vendorId, admin.cookie, { intent: "delete-image", imageId: other.images[0]!.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ toast: { title: "Failed to delete image" } });
    const foreignPrimary = await send(vendor.vendorId, admin.cookie, { intent: "set-primary", imageId: other.images[0]!.id });
    expect(foreignPrimary.body).toMatchObject({ toast: { title: "Failed to set primary image" } });
    expect(await galleryOf(other.id)).toHaveLength(1);

    const files = await storedFiles();
    const deleted = await send(vendor.vendorId, admin.cookie, { intent: "delete-image", imageId: second!.id });
    expect(deleted.body).toMatchObject({ ok: true, toast: { title: "Image deleted" } });
    expect((await galleryOf(vendor.vendorId)).map((row) => [row.id, row.isPrimary])).toEqual([[first!.id, true]]);
    expect(await storedFiles()).toEqual(files.filter((key) => !storedImageKeys(second!.imageUrl.replace("/media/uploads/", "")).includes(key)));
  });
});
