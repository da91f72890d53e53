import { beforeAll, describe, expect, it } from "vitest";
import { vendorResponseStats } from "~/db/schema";
import { EARTH_RADIUS_KM } from "~/modules/geo/geo-math";
import { resolvePlace } from "~/modules/geo/places.server";
import { syncReplyScores } from "~/modules/response-times/reply-ranking.server";
import { makeSearchRequest, type SearchRequest } from "~/modules/search/search-request";
import { searchVendors, type SearchResult } from "~/modules/search/search-vendors.server";
import { createCategory, createVendor, type CategoryRow } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

/**
 * Reply speed in 'Best match' (docs/product/couples-tools.md#response-times, decision 060): at most 3 % on the
 * score, so it orders otherwise equal vendors and never passes a much more relevant or much nearer one. Each group
 * lives around a town of its own.
 */

function kmNorthOf(town: string, km: number) {
  const place = resolvePlace(town);
  if (!place) throw new Error(`${town} is missing from the gazetteer`);
  return { latitude: place.lat + (km * 180) / (Math.PI * EARTH_RADIUS_KM), longitude: place.lng, city: town, location: town };
}

const search = (db: Parameters<typeof searchVendors>[0], fields: Partial<SearchRequest>) => searchVendors(db, makeSearchRequest(fields));
const names = (result: SearchResult) => result.vendors.map((vendor) => vendor.name);

describeEachDatabase("searchVendors: reply speed in 'Best match'", (getDb) => {
  let caterers: CategoryRow;
  /** A vendor's record, and its ranking score as the hourly refresh keeps it. */
  const record = async (vendorId: number, values: { enquiries: number; medianReplyMinutes: number | null; repliedWithin48hShare: number }) => {
    await getDb().insert(vendorResponseStats).values({ vendorId, ...values, computedAt: new Date("2026-06-01T00:00:00Z") });
    await syncReplyScores(getDb());
  };
  /** The best reply record: every enquiry answered, usually within 20 minutes. */
  const fastReplies = (vendorId: number, enquiries = 20) => record(vendorId, { enquiries, medianReplyMinutes: 20, repliedWithin48hShare: 1 });
  const slowReplies = (vendorId: number) => record(vendorId, { enquiries: 20, medianReplyMinutes: 4000, repliedWithin48hShare: 0.3 });

  beforeAll(async () => {
    caterers = await createCategory(getDb(), { name: "Catering", slug: "catering" });
  });

  describe("between otherwise equal vendors", () => {
    beforeAll(async () => {
      const db = getDb();
      // Names sort the other way and the slow one is featured: only reply speed can put the fast one first.
      await slowReplies((await createVendor(db, { name: "Aaron Feasts", categoryId: caterers.id, description: "Biryani for weddings.", isFeatured: true, ...kmNorthOf("Bradford", 2) })).id);
      await fastReplies((await createVendor(db, { name: "Zain Feasts", categoryId: caterers.id, description: "Biryani for weddings.", ...kmNorthOf("Bradford", 2) })).id);
      // A vendor with too few enquiries for a record gets nothing, even with fast replies.
      await fastReplies((await createVendor(db, { name: "Aardvark Feasts", categoryId: caterers.id, description: "Biryani for weddings.", ...kmNorthOf("Bradford", 2) })).id, 4);
    });

    it("puts the faster replier first, near a place and without one", async () => {
      expect(names(await search(getDb(), { query: "biryani", location: "Bradford" }))).toEqual(["Zain Feasts", "Aaron Feasts", "Aardvark Feasts"]);
      expect(names(await search(getDb(), { query: "biryani" }))).toEqual(["Zain Feasts", "Aaron Feasts", "Aardvark Feasts"]);
    });

    it("passes a vendor a kilometre nearer: 2 and 3 km are as good as equal", async () => {
      const db = getDb();
      await createVendor(db, { name: "Near Samosas", categoryId: caterers.id, description: "Samosa platters.", ...kmNorthOf("Bradford", 2) });
      await fastReplies((await createVendor(db, { name: "Quick Samosas", categoryId: caterers.id, description: "Samosa platters.", ...kmNorthOf("Bradford", 3) })).id);
      expect(names(await search(getDb(), { query: "samosa", location: "Bradford" }))).toEqual(["Quick Samosas", "Near Samosas"]);
    });

    it("changes neither the nearest-first nor the A–Z sort", async () => {
      const db = getDb();
      await createVendor(db, { name: "Alpha Kebabs", categoryId: caterers.id, description: "Seekh kebabs.", ...kmNorthOf("Bradford", 1) });
      await fastReplies((await createVendor(db, { name: "Omega Kebabs", categoryId: caterers.id, description: "Seekh kebabs.", ...kmNorthOf("Bradford", 4) })).id);
      expect(names(await search(getDb(), { query: "kebabs", location: "Bradford", sort: "distance" }))).toEqual(["Alpha Kebabs", "Omega Kebabs"]);
      expect(names(await search(getDb(), { query: "kebabs", location: "Bradford", sort: "name" }))).toEqual(["Alpha Kebabs", "Omega Kebabs"]);
    });
  });

  describe("never over relevance or distance", () => {
    it("keeps a much more relevant vendor first", async () => {
      const db = getDb();
      // The name says it; the fast replier only mentions it in its description.
      await createVendor(db, { name: "Peacock Banquets", categoryId: caterers.id, description: "Wedding feasts.", ...kmNorthOf("Leeds", 5) });
      await fastReplies((await createVendor(db, { name: "Quiet Kitchen", categoryId: caterers.id, description: "Peacock-themed menus.", ...kmNorthOf("Leeds", 5) })).id);
      expect(names(await search(db, { query: "peacock", location: "Leeds" }))).toEqual(["Peacock Banquets", "Quiet Kitchen"]);
      expect(names(await search(db, { query: "peacock" }))).toEqual(["Peacock Banquets", "Quiet Kitchen"]);
    });

    it("keeps a much nearer vendor first", async () => {
      const db = getDb();
      await createVendor(db, { name: "Zahra Halwa", categoryId: caterers.id, description: "Gajar halwa by the tray.", ...kmNorthOf("Leeds", 2) });
      await fastReplies((await createVendor(db, { name: "Amir Halwa", categoryId: caterers.id, description: "Gajar halwa by the tray.", ...kmNorthOf("Leeds", 12) })).id);
      expect(names(await search(db, { query: "halwa", location: "Leeds", radiusKm: 50 }))).toEqual(["Zahra Halwa", "Amir Halwa"]);
    });

    it("keeps a vendor matching more of the query first", async () => {
      const db = getDb();
      await createVendor(db, { name: "Kulfi Corner", categoryId: caterers.id, description: "Kulfi and jalebi stalls.", ...kmNorthOf("Leeds", 3) });
      await fastReplies((await createVendor(db, { name: "Jalebi Junction", categoryId: caterers.id, description: "Jalebi counters.", ...kmNorthOf("Leeds", 3) })).id);
      const found = await search(db, { query: "kulfi jalebi", location: "Leeds" });
      expect(names(found)[0]).toBe("Kulfi Corner");
    });
  });
});
