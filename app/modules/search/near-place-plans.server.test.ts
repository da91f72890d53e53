import { and } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { vendors } from "~/db/schema";
import { makeSearchRequest } from "~/modules/search/search-request";
import { queryTerms, withinRadius } from "~/modules/search/search-sql.server";
import { matchBranches, queryConcepts, searchVendors } from "~/modules/search/search-vendors.server";
import { createCategory, createVendor } from "../../../tests/support/factories";
import { planOf } from "../../../tests/support/search-statements";
import { describeEachDatabase } from "../../../tests/support/test-database";

const WEMBLEY = { lat: 51.5524, lng: -0.2962 };

// Decision 105: near a place, the words of a search beside the kind of vendor it names are tested on that category's
// rows in the box. With the indexes that find those rows dropped (in a transaction rolled back), the text index is
// the only one left that could answer the branch: it must not be used for it near a place, and still can be without.
const ONLY_THE_TEXT_INDEX = "drop index vendors_category_idx; drop index vendors_point_idx; drop index vendors_location_idx; set local enable_seqscan = off;";

describeEachDatabase("a search's other words near a place (decision 105)", (getDb, backend) => {
  beforeAll(async () => {
    const db = getDb();
    const cars = await createCategory(db, { name: "Wedding Cars", slug: "transportation" });
    const venues = await createCategory(db, { name: "Venues", slug: "venues" });
    const near = { latitude: 51.56, longitude: -0.28 };
    await createVendor(db, { categoryId: cars.id, name: "Royal Rides", description: "Wedding car hire with a driver.", ...near });
    await createVendor(db, { categoryId: cars.id, name: "Vintage Wheels", description: "Classic cars for the baraat.", ...near });
    await createVendor(db, { categoryId: cars.id, name: "Northern Limos", description: "Limousine hire.", latitude: 53.8, longitude: -1.75 });
    await createVendor(db, { categoryId: venues.id, name: "Car Park Hall", description: "A hall for hire.", ...near });
  });

  function categoryBranch(nearPlace: boolean) {
    const [inCategory] = matchBranches([], queryConcepts(queryTerms("car hire")), nearPlace);
    return getDb().select({ name: vendors.name }).from(vendors).where(and(inCategory, withinRadius(WEMBLEY, 30)));
  }

  it("tests the words on the category's rows near a place, and leaves them to the text index elsewhere", async () => {
    expect(await planOf(getDb(), backend, categoryBranch(true).toSQL(), ONLY_THE_TEXT_INDEX)).not.toContain("vendors_search_idx");
    expect(await planOf(getDb(), backend, categoryBranch(false).toSQL(), ONLY_THE_TEXT_INDEX)).toContain("vendors_search_idx");
  });

  it("keeps the same vendors either way: the category's near the place that say every word", async () => {
    expect(await categoryBranch(true)).toEqual([{ name: "Royal Rides" }]);
    expect(await categoryBranch(false)).toEqual([{ name: "Royal Rides" }]);
  });

  it("lists them first in a search near the place, before the vendor named with the category word", async () => {
    const result = await searchVendors(getDb(), makeSearchRequest({ query: "car hire", location: "Wembley" }), "2026-11-26");
    expect(result.vendors.map((vendor) => vendor.name).slice(0, 2)).toEqual(["Royal Rides", "Car Park Hall"]);
    expect(result.vendors.map((vendor) => vendor.name)).not.toContain("Northern Limos");
  });
});
