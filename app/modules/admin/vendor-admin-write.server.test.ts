import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, enquiries, vendorFeatures, vendorImages, vendors } from "~/db/schema";
import { emptyVendorFormValues, VENDOR_ADMIN_MESSAGES, VENDOR_FIELD_MESSAGES, type VendorFormValues } from "~/modules/admin/vendor-admin-form";
import { createAdminVendor, deleteAdminVendor, updateAdminVendor } from "~/modules/admin/vendor-admin-write.server";
import { getStorage } from "~/modules/storage/storage.server";
import { createCategory, createVendor, createUser } from "../../../tests/support/factories";
import { useTemporaryLocalStorage } from "../../../tests/support/temporary-storage";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { refusal } from "../../../tests/support/rejections";

const ACTOR = { id: "", email: "vendor-editor@example.test" };

describeEachDatabase("the admin's vendor editor", (getDb) => {
  const { storedFiles } = useTemporaryLocalStorage();
  let categoryId: number;
  let otherCategoryId: number;
  beforeAll(async () => {
    ACTOR.id = randomUUID();
    await createUser(getDb(), { id: ACTOR.id, name: "Editor", email: ACTOR.email, role: "admin", emailVerified: true });
    categoryId = (await createCategory(getDb(), { name: "Mehndi Artists" })).id;
    otherCategoryId = (await createCategory(getDb(), { name: "Photographers" })).id;
  });

  const form = (overrides: Partial<VendorFormValues> = {}): VendorFormValues => ({
    ...emptyVendorFormValues(),
    name: "Noor Bridal Mehndi",
    categoryId: String(categoryId),
    ...overrides,
  });
  const vendorRow = async (id: number) => (await getDb().select().from(vendors).where(eq(vendors.id, id)))[0];
  const auditOf = (id: number) =>
    getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "vendor"), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
  const vendorCount = async () => (await getDb().select({ id: vendors.id }).from(vendors)).length;
  const auditCount = async () => (await getDb().select({ id: auditLog.id }).from(auditLog)).length;

  it("creates a vendor with every field, its place from the gazetteer, and records who did it", async () => {
    const created = await createAdminVendor(getDb(), ACTOR, {
      name: "  Noor Bridal Mehndi ",
      categoryId: String(categoryId),
      description: "Bridal mehndi across West London.",
      location: "Southall, London",
      address: "12 The Broadway",
      city: "",
      region: "",
      postcode: "ub1 1aa",
      phone: "020 7946 0000",
      email: "hello@noor.example",
      website: "noor.example",
      socialMediaLink: "https://instagram.com/noor",
      priceRange: "££",
      pricingText: "From £150",
      tags: ["Bridal mehndi", " bridal mehndi ", "Arabic henna"],
      isActive: true,
      isFeatured: true,
    });
    expect(created.name).toBe("Noor Bridal Mehndi");
    const row = await vendorRow(created.id);
    expect(row).toMatchObject({
      name: "Noor Bridal Mehndi",
      categoryId,
      location: "Southall, London",
      address: "12 The Broadway",
      city: "Southall",
      region: "Greater London",
      postcode: "UB1 1AA",
      website: "https://noor.example",
      priceRange: "££",
      pricingText: "From £150",
      serviceTags: ["Bridal mehndi", "Arabic henna"],
      isActive: true,
      isFeatured: true,
      ownerUserId: null,
    });
    expect(row!.latitude).toBeCloseTo(51.509, 2);
    expect(row!.longitude).toBeCloseTo(-0.371, 2);
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ actorUserId: ACTOR.id, actorEmail: ACTOR.email, action: "vendor.create", before: null });
    expect(entry!.after).toMatchObject({ name: "Noor Bridal Mehndi", city: "Southall", isFeatured: true });
  });

  it("keeps a typed city and region, and leaves the coordinates empty for a place the gazetteer does not know", async () => {
    const { id } = await createAdminVendor(getDb(), ACTOR, form({ location: "Atlantis", city: "", region: "Lost Isles" }));
    expect(await vendorRow(id)).toMatchObject({ location: "Atlantis", city: null, region: "Lost Isles", latitude: null, longitude: null });
    const inLeicester = await createAdminVendor(getDb(), ACTOR, form({ location: "", city: "Leicester" }));
    expect(await vendorRow(inLeicester.id)).toMatchObject({ location: "Leicester", city: "Leicester", region: null });
    expect((await vendorRow(inLeicester.id))!.latitude).toBeCloseTo(52.64, 1);
  });

  it("refuses a form without a name or category, an unknown category or a javascript: address, writing nothing", async () => {
    const before = { vendors: await vendorCount(), audit: await auditCount() };
    const empty = await refusal(createAdminVendor(getDb(), ACTOR, emptyVendorFormValues()));
    expect([empty.status, empty.title, empty.fieldErrors]).toEqual([
      400,
      VENDOR_ADMIN_MESSAGES.createFailed,
      { name: VENDOR_FIELD_MESSAGES.name, categoryId: VENDOR_FIELD_MESSAGES.category },
    ]);
    const unknown = await refusal(createAdminVendor(getDb(), ACTOR, form({ categoryId: "999999" })));
    expect([unknown.status, unknown.fieldErrors]).toEqual([400, { categoryId: VENDOR_FIELD_MESSAGES.category }]);
    const script = await refusal(createAdminVendor(getDb(), ACTOR, form({ website: "javascript:alert(document.cookie)" })));
    expect(script.fieldErrors).toEqual({ website: "Please enter a valid web address." });
    expect({ vendors: await vendorCount(), audit: await auditCount() }).toEqual(before);
  });

  it("saves edits, re-geocoding the place and recording only the fields that changed", async () => {
    const { id } = await createAdminVendor(getDb(), ACTOR, form({ location: "Leicester" }));
    const saved = await updateAdminVendor(getDb(), ACTOR, id, form({ location: "Manchester", categoryId: String(otherCategoryId), priceRange: "£££" }));
    expect(saved.changed.sort()).toEqual(["categoryId", "city", "latitude", "location", "longitude", "priceRange", "region"]);
    expect(await vendorRow(id)).toMatchObject({ location: "Manchester", city: "Manchester", region: "Greater Manchester", categoryId: otherCategoryId, priceRange: "£££" });
    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(["vendor.create", "vendor.update"]);
    expect(entries[1]!.before).toMatchObject({ location: "Leicester", city: "Leicester", region: null, priceRange: null, categoryId });
    expect(entries[1]!.after).toMatchObject({ location: "Manchester", priceRange: "£££", categoryId: otherCategoryId });
    expect(Object.keys(entries[1]!.after as object)).not.toContain("name");

    const again = await updateAdminVendor(getDb(), ACTOR, id, form({ location: "Manchester", categoryId: String(otherCategoryId), priceRange: "£££" }));
    expect(again.changed).toEqual([]);
    expect(await auditOf(id)).toHaveLength(2);
  });

  it("clears a subscription lapse mark when the admin decides whether the vendor is active", async () => {
    const lapsed = await createVendor(getDb(), { categoryId, isActive: false, subscriptionLapsedAt: new Date("2026-01-01T00:00:00Z") });
    await updateAdminVendor(getDb(), ACTOR, lapsed.id, form({ name: lapsed.name, location: lapsed.location, isActive: true }));
    expect(await vendorRow(lapsed.id)).toMatchObject({ isActive: true, subscriptionLapsedAt: null });
  });

  it("refuses to edit a vendor that does not exist, or to save it with a bad form, changing nothing", async () => {
    const missing = await refusal(updateAdminVendor(getDb(), ACTOR, 987654, form()));
    expect([missing.status, missing.message]).toEqual([404, VENDOR_ADMIN_MESSAGES.notFound]);
    const { id } = await createAdminVendor(getDb(), ACTOR, form());
    const before = await vendorRow(id);
    const bad = await refusal(updateAdminVendor(getDb(), ACTOR, id, form({ name: " ", socialMediaLink: "javascript:void(0)" })));
    expect([bad.status, bad.title, Object.keys(bad.fieldErrors).sort()]).toEqual([400, VENDOR_ADMIN_MESSAGES.updateFailed, ["name", "socialMediaLink"]]);
    expect(await vendorRow(id)).toEqual(before);
  });

  it("deletes a vendor with its images, features, enquiries and its own stored files, and nothing else's", async () => {
    const storage = getStorage();
    const vendor = await createVendor(getDb(), { categoryId, features: ["Bridal henna", "Travel"] });
    const other = await createVendor(getDb(), { categoryId });
    const put = (vendorId: number, kind: "gallery" | "logo") =>
      storage.put(`vendors/${vendorId}/${kind}-${randomUUID()}.webp`, new Uint8Array([1, 2, 3]), "image/webp");
    const own = await put(vendor.id, "gallery");
    const logo = await put(vendor.id, "logo");
    const othersFile = await put(other.id, "gallery");
    await getDb().update(vendors).set({ logoUrl: logo.url }).where(eq(vendors.id, vendor.id));
    await getDb()
      .insert(vendorImages)
      .values([
        { vendorId: vendor.id, imageUrl: own.url, isPrimary: true, sortOrder: 0 },
        // A URL into another vendor's folder, or a catalogue image, is never this vendor's to delete.
        { vendorId: vendor.id, imageUrl: othersFile.url, sortOrder: 1 },
        { vendorId: vendor.id, imageUrl: "/images/demo/mehndi-1.webp", sortOrder: 2 },
      ]);
    await getDb()
      .insert(enquiries)
      .values({
        vendorId: vendor.id,
        coupleName: "Amira",
        coupleEmail: "amira@example.test",
        eventDate: "2026-09-12",
        eventType: "Mehndi",
        guestCount: 80,
        message: "Are you free in September?",
      });
    expect(await storedFiles()).toHaveLength(3);

    const deleted = await deleteAdminVendor(getDb(), ACTOR, vendor.id);
    expect(deleted).toEqual({ id: vendor.id, name: vendor.name });
    expect(await vendorRow(vendor.id)).toBeUndefined();
    expect(await getDb().select().from(vendorImages).where(eq(vendorImages.vendorId, vendor.id))).toEqual([]);
    expect(await getDb().select().from(vendorFeatures).where(eq(vendorFeatures.vendorId, vendor.id))).toEqual([]);
    expect(await getDb().select().from(enquiries).where(eq(enquiries.vendorId, vendor.id))).toEqual([]);
    expect(await storedFiles()).toEqual([othersFile.key]);
    expect(await vendorRow(other.id)).toBeDefined();
    const [entry] = await auditOf(vendor.id);
    expect(entry).toMatchObject({ action: "vendor.delete", after: null });
    expect(entry!.before).toMatchObject({ name: vendor.name, features: ["Bridal henna", "Travel"], logoUrl: logo.url });
    expect((entry!.before as { imageUrls: string[] }).imageUrls).toHaveLength(3);
  });

  it("refuses to delete a vendor that does not exist", async () => {
    const before = await auditCount();
    const error = await refusal(deleteAdminVendor(getDb(), ACTOR, 987654));
    expect([error.status, error.title]).toEqual([404, VENDOR_ADMIN_MESSAGES.deleteFailed]);
    expect(await auditCount()).toBe(before);
  });

  it("writes the attributes the editor shows, records their changes, and leaves them alone when it does not show them", async () => {
    const attributes = { facets: ["prayer-room", "halal"], capacity: "1,200", eventTypes: ["Walima"], languages: ["Urdu"] };
    const { id } = await createAdminVendor(getDb(), ACTOR, form({ name: "Mahal Suite", ...attributes }));
    const stored = { facets: ["halal", "prayer-room"], capacity: 1200, eventTypes: ["Walima"], languages: ["Urdu"] };
    expect(await vendorRow(id)).toMatchObject(stored);

    const updated = await updateAdminVendor(getDb(), ACTOR, id, form({ name: "Mahal Suite", ...attributes, capacity: "900", facets: ["halal"] }));
    expect(updated.changed.sort()).toEqual(["capacity", "facets"]);
    expect(await vendorRow(id)).toMatchObject({ ...stored, capacity: 900, facets: ["halal"] });
    const entries = await auditOf(id);
    expect(entries.at(-1)).toMatchObject({ action: "vendor.update", before: { capacity: 1200, facets: ["halal", "prayer-room"] }, after: { capacity: 900, facets: ["halal"] } });

    // A form without the attribute fields (the editor did not show them) changes none of them.
    const { facets: _f, capacity: _c, eventTypes: _e, languages: _l, ...withoutAttributes } = form({ name: "Mahal Suite Renamed" });
    await updateAdminVendor(getDb(), ACTOR, id, withoutAttributes);
    expect(await vendorRow(id)).toMatchObject({ name: "Mahal Suite Renamed", capacity: 900, facets: ["halal"], eventTypes: ["Walima"], languages: ["Urdu"] });

    const error = await refusal(updateAdminVendor(getDb(), ACTOR, id, form({ capacity: "10000000" })));
    expect([error.status, Object.keys(error.fieldErrors ?? {})]).toEqual([400, ["capacity"]]);
  });
});
