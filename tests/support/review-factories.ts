import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { enquiries, reviewReports, reviews } from "~/db/schema";
import { uniqueNumber } from "./factories";

export type EnquiryRow = typeof enquiries.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;

/**
 * Inserts an enquiry to `vendorId` (the table of docs/product/public-area.md#enquiries), as a couple's form would leave it. Defaults: a unique
 * couple name and address, a Nikah for 120 guests on 2026-08-15. Output: the inserted row.
 */
export async function createEnquiry(db: Database, vendorId: number, overrides: Partial<typeof enquiries.$inferInsert> = {}): Promise<EnquiryRow> {
  const n = uniqueNumber();
  const [row] = await db
    .insert(enquiries)
    .values({
      vendorId,
      coupleName: `Couple ${n}`,
      coupleEmail: `couple-${n}@example.test`,
      eventDate: "2026-08-15",
      eventType: "Nikah",
      guestCount: 120,
      message: `Enquiry number ${n}`,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * Inserts a review of `vendorId` together with the enquiry it comes from (one review per enquiry, docs/product/couples-tools.md#reviews).
 * Defaults: 5 stars, a unique title ("Review N"), a short text, event month 2026-08, visible, no reply, no
 * reports. Output: the inserted review row.
 */
export async function createReview(db: Database, vendorId: number, overrides: Partial<typeof reviews.$inferInsert> = {}): Promise<ReviewRow> {
  const n = uniqueNumber();
  const enquiryId = overrides.enquiryId ?? (await createEnquiry(db, vendorId)).id;
  const [row] = await db
    .insert(reviews)
    .values({
      enquiryId,
      vendorId,
      rating: 5,
      title: `Review ${n}`,
      body: `The text of review ${n}.`,
      authorName: `Author ${n}`,
      eventMonth: "2026-08",
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * Records a visitor's report of a review as the public report form does: a `review_reports` row with `reason`,
 * and the review's `report_count` + 1 and `last_reported_at` = `at` (default: now). Output: nothing.
 */
export async function reportReview(db: Database, reviewId: number, reason: string, at: Date = new Date()): Promise<void> {
  await db.insert(reviewReports).values({ reviewId, reason, createdAt: at });
  await db
    .update(reviews)
    .set({ reportCount: sql`${reviews.reportCount} + 1`, lastReportedAt: at })
    .where(eq(reviews.id, reviewId));
}
