import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import { vendorImages, vendors } from "~/db/schema";
import { type AppError } from "~/modules/errors/app-error";
import { IMAGE_MESSAGES } from "~/modules/media/image-rules";
import { createS3Storage } from "~/modules/storage/s3-storage.server";
import { addGalleryImage } from "~/modules/vendor-portal/listing-gallery.server";
import { uploadLogo } from "~/modules/vendor-portal/listing-images.server";
import { createVendor, createUser } from "../../../tests/support/factories";
import { freePort } from "../../../tests/support/free-port";
import { solidImage } from "../../../tests/support/image-fixtures";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { refusal } from "../../../tests/support/rejections";

// Decision 042, "S3 unreachable during an upload": the real S3 adapter pointed at a port nobody listens on (short
// client limits, so the refusal comes at once). The vendor is told to try again later, and the listing is as it was:
// no image row, no logo, nothing stored.

/** The S3 adapter for a store that is down: a closed port, one attempt, a one-second connection timeout. */
async function unreachableStore() {
  const port = await freePort();
  return createS3Storage(
    {
      endpoint: `http://127.0.0.1:${port}`,
      region: "eu-west-2",
      bucket: "shaadi-media",
      accessKeyId: "test-access-key",
      secretAccessKey: "test-secret-key",
      publicUrl: "https://media.example.test",
      forcePathStyle: true,
    },
    { connectionTimeoutMs: 1000, requestTimeoutMs: 2000, maxAttempts: 2 },
  );
}

async function createOwner(db: Database) {
  const userId = randomUUID();
  await createUser(db, { id: userId, name: "Owner", email: `${userId}@example.test` });
  const vendor = await createVendor(db, { ownerUserId: userId, isActive: true, name: "Lens & Light Studio", images: [{ url: "https://images.example/0.jpg", isPrimary: true }] });
  return { userId, vendorId: vendor.id };
}

const photo = async () => new File([new Uint8Array(await solidImage("jpeg", 300, 200))], "photo.jpg", { type: "image/jpeg" });

/** The refusal of an upload, checked to be the store's: `unavailable` with the try-again message, the cause logged. */
async function storeRefusal(upload: () => Promise<unknown>): Promise<AppError> {
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const error = await refusal(upload());
  expect(error).toMatchObject({ code: "unavailable", message: IMAGE_MESSAGES.storageUnavailable });
  // Refused connections fail fast: the client's two attempts, then the refusal, not the SDK's unbounded wait.
  expect(logged).toHaveBeenCalledWith(
    expect.stringMatching(/^The image store failed to keep vendors\//),
    expect.objectContaining({ code: "ECONNREFUSED", $metadata: expect.objectContaining({ attempts: 2 }) }),
  );
  logged.mockRestore();
  return error;
}

describeEachDatabase("an upload while the S3 store is unreachable", (getDb) => {
  it("refuses a gallery photo with a message to try again, adding no image row", async () => {
    const owner = await createOwner(getDb());
    const before = await getDb().select().from(vendorImages).where(eq(vendorImages.vendorId, owner.vendorId));
    const storage = await unreachableStore();
    await storeRefusal(async () => addGalleryImage(getDb(), owner.userId, await photo(), storage));
    expect(await getDb().select().from(vendorImages).where(eq(vendorImages.vendorId, owner.vendorId))).toEqual(before);
  });

  it("refuses a logo with the same message, the listing's logo unchanged", async () => {
    const owner = await createOwner(getDb());
    await getDb().update(vendors).set({ logoUrl: "https://images.example/logo.webp" }).where(eq(vendors.id, owner.vendorId));
    const storage = await unreachableStore();
    await storeRefusal(async () => uploadLogo(getDb(), owner.userId, await photo(), storage));
    const [listing] = await getDb().select({ logoUrl: vendors.logoUrl }).from(vendors).where(eq(vendors.id, owner.vendorId));
    expect(listing?.logoUrl).toBe("https://images.example/logo.webp");
  });
});
