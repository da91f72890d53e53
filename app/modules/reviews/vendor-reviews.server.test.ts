import { expect, it } from "vitest";
import { desc, eq, sql } from "drizzle-orm";
import { reviewPhotos, reviews, vendors } from "~/db/schema";
import { listVisibleReviews, REVIEWS_PER_PAGE, visibleReviewsSql } from "~/modules/reviews/vendor-reviews.server";
import { statementRows } from "~/db/statement-rows.server";
import { getPublicVendorWith } from "~/modules/vendors/get-public-vendor.server";
import { createVendor } from "../../../tests/support/factories";
import { createReview } from "../../../tests/support/review-factories";
import { statementsOf } from "../../../tests/support/statements-sent";
import { describeEachDatabase } from "../../../tests/support/test-database";

const pageOf = (db: Parameters<typeof getPublicVendorWith>[0], id: number) => getPublicVendorWith(db, id, "test_vendor_page", visibleReviewsSql);

describeEachDatabase("a vendor's visible reviews", (getDb, backend) => {
  it("reads the listing and its reviews in one statement, as the reviews' own rules list them", async () => {
    const db = getDb();
    const vendor = await createVendor(db);
    const at = new Date("2026-09-01T10:00:00.123Z");
    const older = await createReview(db, vendor.id, { createdAt: new Date("2026-08-01T10:00:00Z"), reply: "Thank you both!" });
    // Written in the same instant: the later id comes first.
    const tiedFirst = await createReview(db, vendor.id, { createdAt: at, reply: "   " });
    const tiedSecond = await createReview(db, vendor.id, { createdAt: at });
    await createReview(db, vendor.id, { status: "hidden", createdAt: new Date("2026-10-01T10:00:00Z") });
    // Photos in their order, whatever order they were stored in.
    await db.insert(reviewPhotos).values([
      { reviewId: older.id, imageUrl: "/media/reviews/b.webp", altText: "Second", sortOrder: 1 },
      { reviewId: older.id, imageUrl: "/media/reviews/a.webp", altText: "First", sortOrder: 0 },
    ]);
    // Kept to the microsecond, shown to the millisecond as the driver reads it.
    await db.update(reviews).set({ createdAt: sql`'2026-08-01 10:00:00.987654+00'` }).where(eq(reviews.id, older.id));

    let page: Awaited<ReturnType<typeof pageOf>> | undefined;
    const statements = await statementsOf(async () => (page = await pageOf(db, vendor.id)));

    expect(statements).toHaveLength(1);
    expect(page!.vendor.id).toBe(vendor.id);
    const stored = await db.select().from(reviews).where(eq(reviews.id, older.id));
    expect(page!.along).toEqual([
      expect.objectContaining({ id: tiedSecond.id, reply: null, createdAt: at.toISOString(), photos: [], verifiedBooking: false }),
      expect.objectContaining({ id: tiedFirst.id, reply: null, createdAt: at.toISOString() }),
      {
        id: older.id,
        rating: older.rating,
        title: older.title,
        body: older.body,
        authorName: older.authorName,
        eventMonth: older.eventMonth,
        reply: "Thank you both!",
        createdAt: stored[0]!.createdAt.toISOString(),
        verifiedBooking: false,
        photos: [
          { url: "/media/reviews/a.webp", alt: "First" },
          { url: "/media/reviews/b.webp", alt: "Second" },
        ],
      },
    ]);
    expect(await listVisibleReviews(db, vendor.id)).toEqual(page!.along);
  });

  it("lists the newest reviews up to the page's limit, and none for a vendor without", async () => {
    const db = getDb();
    const vendor = await createVendor(db);
    for (let day = 1; day <= REVIEWS_PER_PAGE + 1; day++) await createReview(db, vendor.id, { createdAt: new Date(Date.UTC(2026, 0, day)) });
    const newest = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.vendorId, vendor.id)).orderBy(desc(reviews.createdAt)).limit(REVIEWS_PER_PAGE);
    expect((await pageOf(db, vendor.id)).along.map((review) => review.id)).toEqual(newest.map((row) => row.id));
    const none = await createVendor(db);
    expect((await pageOf(db, none.id)).along).toEqual([]);
  });

  it("answers not found for a vendor that is not shown, its reviews unread", async () => {
    const db = getDb();
    const vendor = await createVendor(db);
    await createReview(db, vendor.id);
    await db.update(vendors).set({ isActive: false }).where(eq(vendors.id, vendor.id));
    await expect(pageOf(db, vendor.id)).rejects.toMatchObject({ code: "not_found" });
  });

  if (backend === "postgres") {
    it("keeps a generic plan for the page's statement, which is looked up by id alone", async () => {
      const db = getDb();
      const vendor = await createVendor(db);
      await createReview(db, vendor.id);
      // One at a time, the pool hands back the same idle connection, the one whose statements are read below.
      for (let run = 1; run <= 7; run++) expect((await pageOf(db, vendor.id)).along).toHaveLength(1);
      const [prepared] = statementRows<{ generic: number }>(
        await db.execute(sql`select generic_plans::int as generic from pg_prepared_statements where name = 'test_vendor_page'`),
      );
      // Planned with its values on every run, the statement cost PostgreSQL about five times the CPU (decision 110).
      expect(prepared!.generic).toBeGreaterThanOrEqual(1);
    });
  }
});
