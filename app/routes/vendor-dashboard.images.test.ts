import { asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { vendorImages, vendors } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { bodyLimitFor, bodyTooLargeMessage } from "~/modules/site/body-limits";
import { bodyTooLarge } from "~/modules/site/body-limits.server";
import { IMAGE_MESSAGES, MAX_GALLERY_IMAGES, MAX_LOGO_BYTES } from "~/modules/media/image-rules";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { noiseJpeg, PHP_SCRIPT, solidImage } from "../../tests/support/image-fixtures";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute } from "../../tests/support/route-calls";
import { useTemporaryLocalStorage } from "../../tests/support/temporary-storage";
import { describeEachDatabase } from "../../tests/support/test-database";
import type { ImagesActionData } from "~/modules/vendor-portal/listing-images";
import { action, loader } from "~/routes/vendor-dashboard.images";
import { storedImageKeys } from "~/modules/media/store-vendor-image.server";

const ORIGIN = "http://localhost:3000";

type Post = { intent: string; imageId?: number; image?: Uint8Array; fileName?: string };

/**
 * A post of the image cards: through a fetcher (React Router asks for `<path>.data`) unless `document`, a plain form
 * submission. Files go as multipart, like the browser sends them.
 */
function post(cookie: string | undefined, fields: Post, options: { document?: boolean; headers?: Record<string, string> } = {}): Request {
  const body = new FormData();
  body.set("intent", fields.intent);
  if (fields.imageId !== undefined) body.set("imageId", String(fields.imageId));
  if (fields.image) body.set("image", new File([new Uint8Array(fields.image)], fields.fileName ?? "photo.jpg", { type: "image/jpeg" }));
  return new Request(`${ORIGIN}/vendor-dashboard/images${options.document ? "" : ".data"}`, {
    method: "POST",
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...options.headers },
    body,
  });
}

describeEachDatabase("POST /vendor-dashboard/images (Business Logo and Business Gallery)", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  const { storedFiles } = useTemporaryLocalStorage();
  let vendor: PortalVendor;
  let other: PortalVendor;
  let small: Buffer;
  beforeAll(async () => {
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN });
    other = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN });
    small = await solidImage("jpeg", 900, 600);
  });

  const send = (cookie: string | undefined, fields: Post, options?: Parameters<typeof post>[2]) =>
    runRoute<ImagesActionData>(action, post(cookie, fields, options));
  const galleryOf = (account: PortalVendor) =>
    getDb()
      .select()
      .from(vendorImages)
      .where(eq(vendorImages.vendorId, account.vendorId))
      .orderBy(asc(vendorImages.sortOrder));
  const logoOf = async (account: PortalVendor) =>
    (await getDb().select({ logoUrl: vendors.logoUrl }).from(vendors).where(eq(vendors.id, account.vendorId)))[0]!.logoUrl;

  it("sends a visitor without a session to /vendor-auth, and a GET back to the dashboard", async () => {
    for (const document of [false, true]) {
      const result = await send(undefined, { intent: "add-image", image: small }, { document });
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toBe("/vendor-auth");
    }
    expect(await storedFiles()).toEqual([]);
    const get = await runRoute(loader, new Request(`${ORIGIN}/vendor-dashboard/images`));
    expect(get.headers.get("Location")).toBe("/vendor-dashboard");
  });

  it("refuses a post from another site before reading it, also as a plain form post", async () => {
    for (const document of [false, true]) {
      const request = post(vendor.cookie, { intent: "remove-logo" }, { document, headers: { origin: "https://evil.example" } });
      const result = await runRoute<ImagesActionData>(action, request);
      expect(result.status).toBe(403);
      expect(request.bodyUsed).toBe(false);
    }
  });

  it("uploads a logo and answers the images with the spec's toast", async () => {
    const result = await send(vendor.cookie, { intent: "upload-logo", image: await solidImage("png", 800, 800) });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ ok: true, toast: { title: "Logo uploaded successfully", variant: "success" } });
    const logoUrl = result.body?.ok ? result.body.images.logoUrl : undefined;
    expect(logoUrl).toMatch(new RegExp(`^/media/uploads/vendors/${vendor.vendorId}/logo-`));
    expect(await logoOf(vendor)).toBe(logoUrl);
  });

  it("refuses a 2.5 MB logo with 'Logo must be smaller than 2MB', changing and storing nothing", async () => {
    const logo = await noiseJpeg(1600, 1250);
    expect(logo.length).toBeGreaterThan(MAX_LOGO_BYTES);
    const before = { logo: await logoOf(vendor), files: await storedFiles() };
    const result = await send(vendor.cookie, { intent: "upload-logo", image: logo });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      ok: false,
      formError: { message: "Logo must be smaller than 2MB" },
      toast: { title: "Upload failed", description: "Logo must be smaller than 2MB", variant: "error" },
    });
    expect({ logo: await logoOf(vendor), files: await storedFiles() }).toEqual(before);
  });

  it("refuses a file that is not an image, even named .jpg", async () => {
    const before = await storedFiles();
    const result = await send(vendor.cookie, { intent: "add-image", image: PHP_SCRIPT, fileName: "shell.jpg" });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ toast: { title: "Upload failed", description: IMAGE_MESSAGES.invalidType } });
    expect(await storedFiles()).toEqual(before);
    expect(await galleryOf(vendor)).toEqual([]);
  });

  it("adds ten images, the first primary, and refuses the eleventh with 'Maximum 10 images allowed'", async () => {
    for (let count = 1; count <= MAX_GALLERY_IMAGES; count += 1) {
      const result = await send(vendor.cookie, { intent: "add-image", image: small });
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ toast: { title: "Image added to gallery" } });
      expect(result.body?.ok && result.body.images.gallery.length).toBe(count);
    }
    const before = await storedFiles();
    const eleventh = await send(vendor.cookie, { intent: "add-image", image: small });
    expect(eleventh.status).toBe(400);
    expect(eleventh.body).toMatchObject({ toast: { title: "Upload failed", description: "Maximum 10 images allowed" } });
    expect(await storedFiles()).toEqual(before);
    const gallery = await galleryOf(vendor);
    expect(gallery).toHaveLength(MAX_GALLERY_IMAGES);
    expect(gallery.map((image) => image.isPrimary)).toEqual([true, ...Array<boolean>(MAX_GALLERY_IMAGES - 1).fill(false)]);
  });

  it("answers 404 to vendor A's changes to vendor B's images, and B's gallery is unchanged", async () => {
    for (let count = 0; count < 2; count += 1) await send(other.cookie, { intent: "add-image", image: small });
    const theirs = await galleryOf(other);
    const files = await storedFiles();
    for (const intent of ["set-primary", "move-up", "move-down", "remove-image"]) {
      const result = await send(vendor.cookie, { intent, imageId: theirs[1]!.id });
      expect(result.status).toBe(404);
      expect(result.body).toMatchObject({ ok: false });
    }
    expect(await galleryOf(other)).toEqual(theirs);
    expect(await storedFiles()).toEqual(files);
  });

  it("chooses the primary, reorders, and gives the primary to the first remaining image when it is removed", async () => {
    const [first, second, third] = await galleryOf(vendor);
    let result = await send(vendor.cookie, { intent: "set-primary", imageId: third!.id });
    expect(result.body?.ok && result.body.images.gallery.filter((image) => image.isPrimary).map((image) => image.id)).toEqual([third!.id]);
    result = await send(vendor.cookie, { intent: "move-up", imageId: third!.id });
    expect(result.body?.ok && result.body.images.gallery.slice(0, 3).map((image) => image.id)).toEqual([first!.id, third!.id, second!.id]);

    const files = (await storedFiles()).length;
    result = await send(vendor.cookie, { intent: "remove-image", imageId: third!.id });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ toast: { title: "Image removed" } });
    const gallery = await galleryOf(vendor);
    expect(gallery.map((image) => image.id)).not.toContain(third!.id);
    expect(gallery.filter((image) => image.isPrimary).map((image) => image.id)).toEqual([first!.id]);
    expect(gallery.map((image) => image.sortOrder)).toEqual(gallery.map((_, index) => index));
    // The image and its responsive copies (decision 038).
    expect((await storedFiles()).length).toBe(files - storedImageKeys(third!.imageUrl.replace("/media/uploads/", "")).length);
  });

  it("answers a plain form post with a 303 back to the dashboard, a refusal's code in the query", async () => {
    const removed = await send(vendor.cookie, { intent: "remove-logo" }, { document: true });
    expect(removed.status).toBe(303);
    expect(removed.headers.get("Location")).toBe("/vendor-dashboard");
    expect(await logoOf(vendor)).toBeNull();

    const refused = await send(vendor.cookie, { intent: "upload-logo", image: await noiseJpeg(1600, 1250) }, { document: true });
    expect(refused.status).toBe(303);
    expect(refused.headers.get("Location")).toBe("/vendor-dashboard?logo-error=logo-too-large");
    // Nine images after the removal above: the tenth goes in, the eleventh is refused.
    const tenth = await send(vendor.cookie, { intent: "add-image", image: small }, { document: true });
    expect([tenth.status, tenth.headers.get("Location")]).toEqual([303, "/vendor-dashboard"]);
    expect(await galleryOf(vendor)).toHaveLength(MAX_GALLERY_IMAGES);
    const eleventh = await send(vendor.cookie, { intent: "add-image", image: small }, { document: true });
    expect([eleventh.status, eleventh.headers.get("Location")]).toEqual([303, "/vendor-dashboard?gallery-error=gallery-full"]);
  });

  it("answers 413 with the limit's message when the server cut the body off at its limit", async () => {
    // What server/fetch-bridge.ts hands the app when a body passes its limit: a stream that fails with the counter's error.
    const limit = bodyLimitFor("/vendor-dashboard/images.data");
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("------cut\r\nContent-Disposition: form-data; name=\"intent\"\r\n\r\nadd-image\r\n"));
        controller.error(bodyTooLarge(limit));
      },
    });
    const request = new Request(`${ORIGIN}/vendor-dashboard/images.data`, {
      method: "POST",
      headers: { origin: ORIGIN, cookie: vendor.cookie, "content-type": "multipart/form-data; boundary=----cut" },
      body,
      duplex: "half",
    } as RequestInit);
    const result = await runRoute<ImagesActionData>(action, request);
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ toast: { title: "Upload failed", description: bodyTooLargeMessage(limit) } });
  });

  it("refuses an unknown intent and a post without a file", async () => {
    const unknown = await send(vendor.cookie, { intent: "delete-everything" });
    expect(unknown.status).toBe(400);
    const empty = await send(vendor.cookie, { intent: "upload-logo" });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ toast: { title: "Upload failed", description: IMAGE_MESSAGES.noFile } });
    const notAForm = await runRoute<ImagesActionData>(
      action,
      new Request(`${ORIGIN}/vendor-dashboard/images.data`, {
        method: "POST",
        headers: { origin: ORIGIN, cookie: vendor.cookie, "content-type": "text/plain" },
        body: "intent=remove-logo",
      }),
    );
    expect(notAForm.status).toBe(400);
    expect(notAForm.body).toMatchObject({ formError: { message: "This form could not be read." } });
  });
});
