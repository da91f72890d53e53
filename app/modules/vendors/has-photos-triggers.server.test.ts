import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { vendorImages, vendors } from "~/db/schema";
import { createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

// The triggers of migration 0023 that keep `vendors.has_photos` (decision 071): whatever writes a vendor's images,
// the flag says whether it has any, so search can rank by it without reading the images.

describeEachDatabase("has_photos triggers", (getDb) => {
  const hasPhotos = async (vendorId: number) => {
    const [row] = await getDb().select({ hasPhotos: vendors.hasPhotos }).from(vendors).where(eq(vendors.id, vendorId));
    return row?.hasPhotos;
  };
  const addImage = (vendorId: number, sortOrder = 0) =>
    getDb().insert(vendorImages).values({ vendorId, imageUrl: `/media/uploads/${vendorId}-${sortOrder}.webp`, sortOrder }).returning();

  it("turns on with the first image and off only when the last one goes", async () => {
    const vendor = await createVendor(getDb());
    const other = await createVendor(getDb());
    expect(await hasPhotos(vendor.id)).toBe(false);

    const [first] = await addImage(vendor.id, 0);
    expect(await hasPhotos(vendor.id)).toBe(true);
    expect(await hasPhotos(other.id)).toBe(false);

    const [second] = await addImage(vendor.id, 1);
    await getDb().delete(vendorImages).where(eq(vendorImages.id, first!.id));
    expect(await hasPhotos(vendor.id)).toBe(true);

    await getDb().delete(vendorImages).where(eq(vendorImages.id, second!.id));
    expect(await hasPhotos(vendor.id)).toBe(false);
  });

  it("follows images inserted and deleted several vendors at a time", async () => {
    const a = await createVendor(getDb());
    const b = await createVendor(getDb());
    await getDb()
      .insert(vendorImages)
      .values([a.id, a.id, b.id].map((vendorId, sortOrder) => ({ vendorId, imageUrl: `/media/uploads/batch-${vendorId}-${sortOrder}.webp`, sortOrder })));
    expect([await hasPhotos(a.id), await hasPhotos(b.id)]).toEqual([true, true]);

    await getDb().delete(vendorImages).where(eq(vendorImages.vendorId, a.id));
    expect([await hasPhotos(a.id), await hasPhotos(b.id)]).toEqual([false, true]);
  });

  it("moves with an image given to another vendor", async () => {
    const from = await createVendor(getDb());
    const to = await createVendor(getDb());
    const [image] = await addImage(from.id);
    await getDb().update(vendorImages).set({ vendorId: to.id }).where(eq(vendorImages.id, image!.id));
    expect([await hasPhotos(from.id), await hasPhotos(to.id)]).toEqual([false, true]);
  });

  it("is true for a vendor created with images", async () => {
    const vendor = await createVendor(getDb(), { images: [{ url: "/media/demo/x.webp" }] });
    expect(await hasPhotos(vendor.id)).toBe(true);
  });
});
