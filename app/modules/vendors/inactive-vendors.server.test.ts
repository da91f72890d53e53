import { beforeAll, expect, it } from "vitest";
import { AppError } from "~/modules/errors/app-error";
import { SEARCH_RESULT_LIMIT, type SearchRequest } from "~/modules/search/search-request";
import { searchVendors } from "~/modules/search/search-vendors.server";
import type { CategoryRow, CreatedVendor } from "../../../tests/support/factories";
import { createCategory, createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { getPublicVendor } from "./get-public-vendor.server";
import { listCategoryVendors } from "./list-category-vendors.server";
import { listFeaturedVendors } from "./list-featured-vendors.server";

// Spec public-area §1 and §6: only vendors whose is_active is true are ever shown to visitors.
// Each check also finds an active twin, so a read that returned nothing at all would fail here.
describeEachDatabase("inactive vendors are never public", (getDb) => {
  let category: CategoryRow;
  let hidden: CreatedVendor;
  let visible: CreatedVendor;

  function search(overrides: Partial<SearchRequest>): Promise<Awaited<ReturnType<typeof searchVendors>>> {
    return searchVendors(getDb(), { query: "", location: "", sort: "relevance", limit: SEARCH_RESULT_LIMIT, ...overrides });
  }

  beforeAll(async () => {
    const db = getDb();
    category = await createCategory(db, { name: "Mehndi Artists", slug: "mehndi-artists" });
    // The hidden vendor is as attractive as possible: featured, created first, with images and features.
    hidden = await createVendor(db, {
      name: "Kesar Hidden Henna",
      categoryId: category.id,
      isActive: false,
      isFeatured: true,
      location: "Southall, London",
      city: "Southall",
      region: "Greater London",
      description: "Kesar bridal mehndi",
      features: ["Kesar stain"],
      images: [{ url: "/img/hidden.webp", isPrimary: true }],
    });
    visible = await createVendor(db, {
      name: "Kesar Visible Henna",
      categoryId: category.id,
      isFeatured: true,
      location: "Southall, London",
      city: "Southall",
      region: "Greater London",
      description: "Kesar bridal mehndi",
      features: ["Kesar stain"],
    });
  });

  it("is not among the featured vendors", async () => {
    const featured = await listFeaturedVendors(getDb(), { limit: 100 });
    expect(featured.map((card) => card.id)).toEqual([visible.id]);
  });

  it("cannot be opened by id", async () => {
    const error = await getPublicVendor(getDb(), hidden.id).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("not_found");
    await expect(getPublicVendor(getDb(), visible.id)).resolves.toMatchObject({ id: visible.id });
  });

  it.each(["featured", "newest", "name"] as const)("is not in its category list or count (sort %s)", async (sort) => {
    const result = await listCategoryVendors(getDb(), { categoryId: category.id, sort });
    expect(result.vendors.map((card) => card.id)).toEqual([visible.id]);
    expect(result.total).toBe(1);
  });

  it("is not in its category list or count when filtered by its city's region", async () => {
    const result = await listCategoryVendors(getDb(), { categoryId: category.id, city: "London", sort: "featured" });
    expect(result.vendors.map((card) => card.id)).toEqual([visible.id]);
    expect(result.total).toBe(1);
  });

  it("is not found by searching its exact name", async () => {
    expect(await search({ query: "Kesar Hidden Henna" })).toEqual({ vendors: [], total: 0 });
    expect(await search({ query: "Kesar Hidden Henna", sort: "name" })).toEqual({ vendors: [], total: 0 });
  });

  it.each([
    { query: "kesar" },
    { query: "henna" },
    { query: "mehndi", location: "London" },
    { location: "Southall" },
    { query: "kesar stain", sort: "name" as const },
  ])("is not in search results or totals for %o", async (overrides) => {
    const result = await search(overrides);
    expect(result.vendors.map((card) => card.id)).toEqual([visible.id]);
    expect(result.total).toBe(1);
  });
});
