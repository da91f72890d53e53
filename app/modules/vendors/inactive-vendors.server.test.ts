import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "~/modules/errors/app-error";
import { resolvePlace } from "~/modules/geo/places.server";
import { getNearbyAlternatives } from "~/modules/search/nearby-alternatives.server";
import { getQuerySuggestions } from "~/modules/search/query-suggestions.server";
import { makeSearchRequest, type SearchRequest } from "~/modules/search/search-request";
import { searchVendors } from "~/modules/search/search-vendors.server";
import { searchWithSuggestions } from "~/modules/search/search-with-suggestions.server";
import { getSimilarVendors } from "~/modules/search/similar-vendors.server";
import type { CategoryRow, CreatedVendor } from "../../../tests/support/factories";
import { createCategory, createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { getPublicVendor } from "~/modules/vendors/get-public-vendor.server";
import { listCategoryVendors } from "~/modules/search/list-category-vendors.server";
import { listFeaturedVendors } from "~/modules/vendors/list-featured-vendors.server";

function centreOf(name: string): { latitude: number; longitude: number } {
  const place = resolvePlace(name);
  if (!place) throw new Error(`${name} is missing from the gazetteer`);
  return { latitude: place.lat, longitude: place.lng };
}

// docs/product/public-area.md#only-active-vendors: only vendors whose is_active is true are ever shown to visitors.
// Each check also finds an active twin, so a read that returned nothing at all would fail here.
describeEachDatabase("inactive vendors are never public", (getDb) => {
  let category: CategoryRow;
  let hidden: CreatedVendor[];
  let visible: CreatedVendor;
  let unmapped: CreatedVendor;

  const request = (overrides: Partial<SearchRequest>) => makeSearchRequest(overrides);
  const hiddenIds = () => hidden.map((vendor) => vendor.id);

  beforeAll(async () => {
    const db = getDb();
    category = await createCategory(db, {
      name: "Mehndi Artists",
      slug: "mehndi-artists",
      serviceTags: ["Bridal mehndi"],
    });
    const southall = { location: "Southall, London", city: "Southall", region: "Greater London", ...centreOf("Southall") };
    const attractive = {
      categoryId: category.id,
      isActive: false,
      isFeatured: true,
      description: "Kesar bridal mehndi",
      features: ["Kesar stain"],
      serviceTags: ["Kesar cones"],
      images: [{ url: "/img/hidden.webp", isPrimary: true }],
    };
    // The hidden vendors are as attractive as possible: featured, created first, with images and features,
    // one in the searched town, one with no coordinates, one in a nearby town the alternatives would list.
    hidden = [
      await createVendor(db, { ...attractive, name: "Kesar Hidden Henna", ...southall }),
      await createVendor(db, { ...attractive, name: "Kesar Hidden Unmapped", location: "Southall, London", region: "Greater London" }),
      await createVendor(db, {
        ...attractive,
        name: "Kesar Hidden Hounslow",
        location: "Hounslow, London",
        city: "Hounslow",
        region: "Greater London",
        ...centreOf("Hounslow"),
      }),
      await createVendor(db, {
        ...attractive,
        name: "Kesar Hidden Luton",
        location: "Luton",
        city: "Luton",
        region: "Bedfordshire",
        ...centreOf("Luton"),
      }),
    ];
    visible = await createVendor(db, {
      name: "Kesar Visible Henna",
      categoryId: category.id,
      isFeatured: true,
      description: "Kesar bridal mehndi",
      features: ["Kesar stain"],
      ...southall,
    });
    unmapped = await createVendor(db, {
      name: "Kesar Visible Unmapped",
      categoryId: category.id,
      description: "Kesar bridal mehndi",
      features: ["Kesar stain"],
      location: "Southall, London",
      region: "Greater London",
    });
  });

  it("is not among the featured vendors", async () => {
    const featured = await listFeaturedVendors(getDb(), { limit: 100 });
    expect(featured.map((card) => card.id)).toEqual([visible.id]);
  });

  it("cannot be opened by id", async () => {
    for (const vendor of hidden) {
      const error = await getPublicVendor(getDb(), vendor.id).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("not_found");
    }
    await expect(getPublicVendor(getDb(), visible.id)).resolves.toMatchObject({ id: visible.id });
  });

  it.each(["featured", "newest", "name"] as const)("is not in its category list or count (sort %s)", async (sort) => {
    const result = await listCategoryVendors(getDb(), { categoryId: category.id, sort });
    expect(result.vendors.map((card) => card.id).sort()).toEqual([visible.id, unmapped.id].sort());
    expect(result.total).toBe(2);
  });

  it("is not in its category list or count when filtered by its city's region", async () => {
    const result = await listCategoryVendors(getDb(), { categoryId: category.id, city: "London", sort: "featured" });
    expect(result.vendors.map((card) => card.id).sort()).toEqual([visible.id, unmapped.id].sort());
    expect(result.total).toBe(2);
  });

  it("is not found by searching its exact name", async () => {
    const hiddenIds = hidden.map((vendor) => vendor.id);
    for (const sort of ["relevance", "name"] as const) {
      // Active vendors matching some of the words may be offered instead (no dead ends, docs/product/public-area.md#ranking), never these.
      const result = await searchVendors(getDb(), request({ query: "Kesar Hidden Henna", sort }));
      expect(result.vendors.map((vendor) => vendor.id).filter((id) => hiddenIds.includes(id))).toEqual([]);
      expect(result.vendors.every((vendor) => !vendor.name.includes("Hidden"))).toBe(true);
    }
  });

  it.each([
    { query: "kesar" },
    { query: "henna" },
    { query: "mehndi", location: "London" },
    { query: "mehndi", location: "Southall", radiusKm: 100 },
    { query: "kesar southall", sort: "distance" as const },
    { location: "Southall" },
    { location: "Southall", sort: "name" as const },
    { query: "kesar", coordinates: { lat: 51.51, lng: -0.37 } },
    { query: "kesar", location: "southall, london" },
    { query: "kesar stain", sort: "name" as const },
    { query: "kesar", categorySlug: "mehndi-artists" },
    { query: "kesar", offset: 1 },
  ])("is not in search results or totals for %o", async (overrides) => {
    const result = await searchVendors(getDb(), request(overrides));
    const ids = result.vendors.map((card) => card.id);
    for (const id of hiddenIds()) expect(ids).not.toContain(id);
    expect(result.total).toBe(2);
    if (!overrides.offset) expect(ids.sort()).toEqual([visible.id, unmapped.id].sort());
  });

  it("is not among the similar vendors of an empty search, near or far", async () => {
    // Nothing matches "kesar" within 10 km of Luton, where a hidden vendor is.
    const near = await getSimilarVendors(getDb(), request({ query: "henna", location: "Luton", radiusKm: 10 }));
    expect(near.map((card) => card.id)).toEqual([visible.id]);
    expect(near[0]!.distanceKm).toBeGreaterThan(30);
    const anywhere = await getSimilarVendors(getDb(), request({ query: "mehndi" }));
    expect(anywhere.map((card) => card.id).sort()).toEqual([visible.id, unmapped.id].sort());
  });

  it("is not counted in query suggestions", async () => {
    for (const input of ["mehndi", "hen"]) {
      const suggestions = await getQuerySuggestions(getDb(), input);
      expect(suggestions).toEqual([expect.objectContaining({ slug: "mehndi-artists", matches: 2 })]);
    }
  });

  it("is not counted in nearby-area alternatives", async () => {
    // Within 10 km of Luton nothing active matches, so the alternatives list the towns that do.
    const alternatives = await getNearbyAlternatives(getDb(), request({ query: "kesar", location: "Luton", radiusKm: 10 }));
    expect(alternatives).toEqual([expect.objectContaining({ town: "Southall", matches: 1 })]);
    const unknownPlace = await getNearbyAlternatives(getDb(), request({ query: "kesar", location: "Atlantis" }));
    expect(unknownPlace).toEqual([expect.objectContaining({ town: "Southall", matches: 1 })]);
  });

  describe("through the page's search", () => {
    it("is in no result, total, alternative or similar vendor of an empty search", async () => {
      const page = await searchWithSuggestions(getDb(), request({ query: "kesar", location: "Luton", radiusKm: 10 }));
      expect(page.total).toBe(0);
      expect(page.alternatives.map((alternative) => [alternative.town, alternative.matches])).toEqual([["Southall", 1]]);
      for (const id of hiddenIds()) expect(page.similar.map((card) => card.id)).not.toContain(id);
    });

    it("is in no result of a search that finds its twins", async () => {
      const page = await searchWithSuggestions(getDb(), request({ query: "kesar", location: "Southall" }));
      expect(page.vendors.map((card) => card.id).sort()).toEqual([visible.id, unmapped.id].sort());
      expect(page.total).toBe(2);
    });
  });
});
