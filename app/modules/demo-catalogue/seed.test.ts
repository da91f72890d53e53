import { and, count, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { categories, earlyBirdCounter, enquiries, reviews, vendorFeatures, vendorImages, vendors } from "~/db/schema";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { buildDemoCatalogue } from "~/modules/demo-catalogue/demo-catalogue.server";
import { buildDemoReviews } from "~/modules/demo-catalogue/demo-reviews";
import { ensureEarlyBirdCounter, replaceDemoCatalogue, seedDemoCatalogue } from "~/modules/demo-catalogue/seed.server";

const catalogue = buildDemoCatalogue();
const expected = {
  categories: 17,
  vendors: catalogue.vendors.length,
  features: catalogue.vendors.reduce((sum, v) => sum + v.features.length, 0),
  images: catalogue.vendors.reduce((sum, v) => sum + v.images.length, 0),
  reviews: buildDemoReviews(catalogue.vendors, new Date()).length,
};

async function rowCounts(db: Database) {
  const [[c], [v], [f], [i], [r]] = await Promise.all([
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(vendors),
    db.select({ n: count() }).from(vendorFeatures),
    db.select({ n: count() }).from(vendorImages),
    db.select({ n: count() }).from(reviews),
  ]);
  return { categories: c?.n, vendors: v?.n, features: f?.n, images: i?.n, reviews: r?.n };
}

describeEachDatabase("seeding the demo catalogue", (getDb) => {
  it("inserts the whole catalogue and the early-bird counter once", async () => {
    const db = getDb();
    const result = await seedDemoCatalogue(db);
    expect(result).toEqual({ seeded: true, vendors: catalogue.vendors.length });
    expect(await rowCounts(db)).toEqual(expected);
    expect(await db.select().from(earlyBirdCounter)).toEqual([{ id: 1, remainingSpots: 298 }]);

    const [active] = await db.select({ n: count() }).from(vendors).where(eq(vendors.isActive, true));
    expect(active?.n).toBe(catalogue.vendors.filter((v) => v.isActive).length);
    // Ids follow catalogue order on an empty database; the browser tests rely on it.
    const [fifth] = await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, 5));
    expect(fifth?.name).toBe(catalogue.vendors[4]?.name);
  });

  it("does nothing when categories already exist", async () => {
    const db = getDb();
    const before = await rowCounts(db);
    expect(await seedDemoCatalogue(db)).toEqual({ seeded: false, vendors: 0 });
    expect(await seedDemoCatalogue(db, { onlyIfEmpty: true })).toEqual({ seeded: false, vendors: 0 });
    expect(await rowCounts(db)).toEqual(before);
  });

  it("stores exactly one primary image for every vendor that has images", async () => {
    const db = getDb();
    const offenders = await db
      .select({ vendorId: vendorImages.vendorId })
      .from(vendorImages)
      .groupBy(vendorImages.vendorId)
      .having(sql`count(*) filter (where ${vendorImages.isPrimary}) <> 1`);
    expect(offenders).toEqual([]);
    const [withImages] = await db
      .select({ n: sql<number>`count(distinct ${vendorImages.vendorId})::int` })
      .from(vendorImages);
    expect(withImages?.n).toBe(catalogue.vendors.filter((v) => v.images.length > 0).length);
  });

  it("writes each vendor's attributes: facets, capacity, event types and languages", async () => {
    const db = getDb();
    const rows = await db
      .select({ name: vendors.name, facets: vendors.facets, capacity: vendors.capacity, eventTypes: vendors.eventTypes, languages: vendors.languages })
      .from(vendors)
      .orderBy(vendors.id);
    expect(rows).toEqual(
      catalogue.vendors.map(({ name, facets, capacity, eventTypes, languages }) => ({ name, facets, capacity, eventTypes, languages })),
    );
    const femalePhotographers = rows.filter((row, index) => catalogue.vendors[index]!.features.includes("Female photographer available"));
    expect(femalePhotographers.length).toBeGreaterThan(0);
    for (const row of femalePhotographers) expect(row.facets).toContain("female");
    const bigCaterers = rows.filter((row, index) => catalogue.vendors[index]!.features.includes("Caters for 1,000+ guests"));
    expect(bigCaterers.length).toBeGreaterThan(0);
    for (const row of bigCaterers) expect(row.capacity).toBeGreaterThanOrEqual(1000);
  });

  it("stores demo reviews, marked as demo, each on a demo enquiry to its vendor with a past event", async () => {
    const db = getDb();
    const rows = await db
      .select({
        rating: reviews.rating,
        isDemo: reviews.isDemo,
        status: reviews.status,
        reply: reviews.reply,
        reviewVendor: reviews.vendorId,
        enquiryVendor: enquiries.vendorId,
        eventDate: enquiries.eventDate,
        eventMonth: reviews.eventMonth,
        email: enquiries.coupleEmail,
        active: vendors.isActive,
      })
      .from(reviews)
      .innerJoin(enquiries, eq(enquiries.id, reviews.enquiryId))
      .innerJoin(vendors, eq(vendors.id, reviews.vendorId));
    expect(rows.length).toBe(expected.reviews);
    const today = new Date().toISOString().slice(0, 10);
    for (const row of rows) {
      expect(row).toMatchObject({ isDemo: true, status: "visible", active: true, enquiryVendor: row.reviewVendor });
      expect(row.eventDate < today).toBe(true);
      expect(row.eventMonth).toBe(row.eventDate.slice(0, 7));
      expect(row.email).toMatch(/@demo\.shaadivendors\.example$/);
    }
    const vendorsReviewed = new Set(rows.map((row) => row.reviewVendor)).size;
    expect(vendorsReviewed).toBeGreaterThanOrEqual(30);
    expect(vendorsReviewed).toBeLessThanOrEqual(60);
    const ratings = new Set(rows.map((row) => row.rating));
    expect(ratings.has(5) && ratings.has(4) && ratings.has(3)).toBe(true);
    expect(rows.some((row) => row.reply)).toBe(true);
  });

  it("lets the database reject a second primary image for one vendor", async () => {
    const db = getDb();
    const [primary] = await db
      .select({ vendorId: vendorImages.vendorId })
      .from(vendorImages)
      .where(eq(vendorImages.isPrimary, true))
      .limit(1);
    expect(primary).toBeDefined();
    const second = { vendorId: primary!.vendorId, imageUrl: "/media/demo/venues-1.webp", isPrimary: true, sortOrder: 99 };
    const error = await db
      .insert(vendorImages)
      .values(second)
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(Error);
    const cause = (error as Error & { cause?: Error }).cause;
    const message = `${(error as Error).message} ${cause?.message ?? ""}`;
    expect(message).toMatch(/vendor_images_one_primary_key|duplicate key/);
  });

  it("replaces the catalogue with a fresh copy without resetting the early-bird count", async () => {
    const db = getDb();
    await db.update(earlyBirdCounter).set({ remainingSpots: 120 });
    await db.update(vendors).set({ name: "Renamed by a test" }).where(eq(vendors.name, "Noor Bridal Artistry"));

    const counts = await replaceDemoCatalogue(db);
    expect(counts).toEqual(expected);
    expect(await rowCounts(db)).toEqual(expected);
    const [noor] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.name, "Noor Bridal Artistry"), eq(vendors.isFeatured, true)));
    // Ids restart, so a reseeded database matches a fresh one.
    expect(noor?.id).toBe(catalogue.vendors.findIndex((v) => v.name === "Noor Bridal Artistry") + 1);
    expect(await db.select().from(earlyBirdCounter)).toEqual([{ id: 1, remainingSpots: 120 }]);
  });

  it("creates the early-bird counter only when it is missing", async () => {
    const db = getDb();
    await ensureEarlyBirdCounter(db);
    expect(await db.select().from(earlyBirdCounter)).toEqual([{ id: 1, remainingSpots: 120 }]);
    await db.delete(earlyBirdCounter);
    await ensureEarlyBirdCounter(db);
    await ensureEarlyBirdCounter(db);
    expect(await db.select().from(earlyBirdCounter)).toEqual([{ id: 1, remainingSpots: 298 }]);
  });
});
