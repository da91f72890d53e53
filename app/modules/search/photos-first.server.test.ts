import { beforeAll, expect, it } from "vitest";
import { makeSearchRequest, type SearchRequest } from "~/modules/search/search-request";
import { searchVendors } from "~/modules/search/search-vendors.server";
import { createCategory, createVendor, type CategoryRow } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

// 'Best match' breaks ties between equally relevant vendors by whether they have photos (decisions 025, 071), read
// from `vendors.has_photos` (migration 0023); it never lifts a listing with photos above a better match.

const PHOTO = [{ url: "/media/demo/florists-1.webp", alt: "Peonies in a brass urn" }];

describeEachDatabase("searchVendors: listings with photos first among equals", (getDb) => {
  let florists: CategoryRow;
  const names = async (fields: Partial<SearchRequest>) => (await searchVendors(getDb(), makeSearchRequest(fields))).vendors.map((vendor) => vendor.name);

  beforeAll(async () => {
    const db = getDb();
    florists = await createCategory(db, { name: "Florists", slug: "florists" });
    // Featured and first by name, so only the photos can put another florist before it.
    await createVendor(db, { categoryId: florists.id, name: "Aster Blooms", description: "Garlands and stage flowers.", isFeatured: true });
    await createVendor(db, { categoryId: florists.id, name: "Bloom Room", description: "Garlands and stage flowers.", images: PHOTO });
    await createVendor(db, { categoryId: florists.id, name: "Cedar Flowers", description: "Garlands and stage flowers." });
    // Says the searched word more often than the listing with photos: the better match, photos or not.
    await createVendor(db, { categoryId: florists.id, name: "Dahlia Lane", description: "Peony walls, peony bouquets and peony arches." });
    await createVendor(db, { categoryId: florists.id, name: "Elm Petals", description: "A peony bouquet on request.", images: PHOTO });
  });

  it("lists the equally relevant florist with photos before featured and alphabetical ones without", async () => {
    const found = await names({ query: "florist" });
    expect(found.indexOf("Bloom Room")).toBeLessThan(found.indexOf("Aster Blooms"));
    expect(found.indexOf("Elm Petals")).toBeLessThan(found.indexOf("Aster Blooms"));
    expect(found.slice(2)).toEqual(["Aster Blooms", "Cedar Flowers", "Dahlia Lane"]);
  });

  it("keeps a better text match without photos ahead of a weaker one with photos", async () => {
    expect((await names({ query: "peony florist" })).slice(0, 2)).toEqual(["Dahlia Lane", "Elm Petals"]);
  });

  it("leaves the A–Z sort alone", async () => {
    expect(await names({ query: "florist", sort: "name" })).toEqual(["Aster Blooms", "Bloom Room", "Cedar Flowers", "Dahlia Lane", "Elm Petals"]);
  });
});
