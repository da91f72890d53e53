import { expect, it } from "vitest";
import { vendorResponseStats } from "~/db/schema";
import { selectVendorCardRows, toVendorCards } from "~/modules/vendors/vendor-cards.server";
import { getPublicVendor } from "~/modules/vendors/get-public-vendor.server";
import { asc, inArray } from "drizzle-orm";
import { vendors } from "~/db/schema";
import { createCategory, createVendor } from "../../../tests/support/factories";
import { createReview } from "../../../tests/support/review-factories";
import { statementsOf } from "../../../tests/support/statements-sent";
import { describeEachDatabase } from "../../../tests/support/test-database";

describeEachDatabase("vendor cards", (getDb) => {
  it("completes a page of cards with image, features, rating and reply record in one statement", async () => {
    const db = getDb();
    const category = await createCategory(db);
    const photographed = await createVendor(db, {
      categoryId: category.id,
      features: ["Second shooter", "Same-day edit"],
      images: [
        { url: "/img/later.webp", alt: "Later" },
        { url: "/img/main.webp", alt: "Main", isPrimary: true },
      ],
    });
    const reviewed = await createVendor(db, { categoryId: category.id });
    await createReview(db, reviewed.id, { rating: 5 });
    await createReview(db, reviewed.id, { rating: 4 });
    await createReview(db, reviewed.id, { rating: 1, status: "hidden" });
    const answered = await createVendor(db, { categoryId: category.id });
    await db.insert(vendorResponseStats).values([
      { vendorId: answered.id, enquiries: 6, medianReplyMinutes: 45, repliedWithin48hShare: 5 / 6, computedAt: new Date() },
      { vendorId: reviewed.id, enquiries: 4, medianReplyMinutes: 10, repliedWithin48hShare: 1, computedAt: new Date() },
    ]);
    const ids = [answered.id, photographed.id, reviewed.id];
    const rows = await selectVendorCardRows(db, { where: inArray(vendors.id, ids), orderBy: [asc(vendors.id)], limit: 10 });

    let cards: Awaited<ReturnType<typeof toVendorCards>> = [];
    const statements = await statementsOf(async () => (cards = await toVendorCards(db, rows)));

    expect(statements).toHaveLength(1);
    expect(cards.map((card) => card.id)).toEqual(rows.map((row) => row.id));
    const byId = new Map(cards.map((card) => [card.id, card]));
    expect(byId.get(photographed.id)).toMatchObject({ primaryImage: { url: "/img/main.webp", alt: "Main" }, features: ["Second shooter", "Same-day edit"] });
    expect(byId.get(photographed.id)).not.toHaveProperty("rating");
    // Hidden reviews count for nothing; fewer than five enquiries show no reply record.
    expect(byId.get(reviewed.id)).toMatchObject({ primaryImage: null, features: [], rating: { average: 4.5, count: 2 } });
    expect(byId.get(reviewed.id)).not.toHaveProperty("replies");
    expect(byId.get(answered.id)!.replies).toEqual({ enquiries: 6, medianReplyMinutes: 45, repliedWithin48hShare: 5 / 6 });
  });

  it("reads a vendor's whole page data, packages and images included, in one statement", async () => {
    const db = getDb();
    const vendor = await createVendor(db, { features: ["Halal"], images: [{ url: "/img/one.webp", alt: "One" }] });
    let detail: Awaited<ReturnType<typeof getPublicVendor>> | undefined;
    const statements = await statementsOf(async () => (detail = await getPublicVendor(db, vendor.id)));
    expect(statements).toHaveLength(1);
    expect(detail).toMatchObject({ id: vendor.id, features: ["Halal"], images: [{ url: "/img/one.webp", alt: "One", isPrimary: false }], packages: [] });
  });

  it("sends no statement for no rows", async () => {
    expect(await statementsOf(() => toVendorCards(getDb(), []))).toEqual([]);
  });
});
