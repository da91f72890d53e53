import { describe, expect, it } from "vitest";
import { AppError } from "~/modules/errors/app-error";
import { vendors as vendorsTable } from "~/db/schema";
import { createCategory, createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { getPublicVendor, parseVendorId } from "~/modules/vendors/get-public-vendor.server";
import { RESULTS_PER_PAGE } from "~/modules/search/search-request";
import { LIST_DESCRIPTION_CHARS, listCategoryVendors } from "~/modules/search/list-category-vendors.server";
import { FEATURED_VENDOR_LIMIT, listFeaturedVendors } from "~/modules/vendors/list-featured-vendors.server";

describe("parseVendorId", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    ["999999999", 999_999_999],
    ["2147483647", 2_147_483_647],
  ])("accepts %s", (raw, id) => {
    expect(parseVendorId(raw)).toBe(id);
  });

  it.each([undefined, "", "0", "007", "-3", "1.5", "1e3", "abc", "12abc", " 12", "2147483648", "12345678901", "%20"])(
    "rejects %s",
    (raw) => {
      expect(parseVendorId(raw)).toBeUndefined();
    },
  );
});

describeEachDatabase("vendor reads", (getDb) => {
  describe("listFeaturedVendors", () => {
    it("returns four featured vendors from four categories, the same all day", async () => {
      const db = getDb();
      const featuredIds = new Set<number>();
      for (let c = 0; c < 5; c++) {
        const category = await createCategory(db);
        await createVendor(db, { categoryId: category.id });
        for (let v = 0; v < 2; v++) featuredIds.add((await createVendor(db, { categoryId: category.id, isFeatured: true })).id);
      }

      const featured = await listFeaturedVendors(db, { day: "2026-11-21" });
      const again = await listFeaturedVendors(db, { day: "2026-11-21" });

      expect(featured).toHaveLength(FEATURED_VENDOR_LIMIT);
      expect(featured.every((card) => featuredIds.has(card.id) && card.isFeatured)).toBe(true);
      expect(new Set(featured.map((card) => card.category.slug)).size).toBe(FEATURED_VENDOR_LIMIT);
      expect(again.map((card) => card.id)).toEqual(featured.map((card) => card.id));
    });

    it("rotates the choice from day to day so every featured vendor gets shown", async () => {
      const db = getDb();
      const shown = new Set<number>();
      for (let day = 1; day <= 28; day++) {
        const cards = await listFeaturedVendors(db, { day: `2026-02-${String(day).padStart(2, "0")}` });
        for (const card of cards) shown.add(card.id);
      }
      const all = await listFeaturedVendors(db, { limit: 1000 });
      expect(shown.size).toBeGreaterThan(FEATURED_VENDOR_LIMIT * 2);
      expect(shown.size).toBeLessThanOrEqual(all.length);
    });

    it("returns card data: primary image first, every feature, no image when there is none", async () => {
      const db = getDb();
      const category = await createCategory(db, { name: "Photographers", slug: "photographers" });
      const vendor = await createVendor(db, {
        name: "Lens & Light",
        categoryId: category.id,
        isFeatured: true,
        location: "Southall, London",
        priceRange: "£££",
        description: "Candid photography",
        features: ["Drone shots", "Same-day edit", "Two shooters", "Albums", "Pre-wedding shoot"],
        images: [
          { url: "/img/second.webp", alt: "Second" },
          { url: "/img/primary.webp", alt: "Primary", isPrimary: true },
        ],
      });
      const bare = await createVendor(db, { categoryId: category.id, isFeatured: true });

      const all = await listFeaturedVendors(db, { limit: 1000 });

      expect(all.find((card) => card.id === vendor.id)).toEqual({
        id: vendor.id,
        name: "Lens & Light",
        category: { name: "Photographers", slug: "photographers" },
        location: "Southall, London",
        priceRange: "£££",
        description: "Candid photography",
        isFeatured: true,
        primaryImage: { url: "/img/primary.webp", alt: "Primary" },
        features: ["Drone shots", "Same-day edit", "Two shooters", "Albums", "Pre-wedding shoot"],
        fromPricePence: null,
        fromPriceLabel: "",
      });
      expect(all.find((card) => card.id === bare.id)).toMatchObject({ primaryImage: null, features: [] });
    });

    it("honours a custom limit", async () => {
      const featured = await listFeaturedVendors(getDb(), { limit: 2 });
      expect(featured).toHaveLength(2);
      expect(featured.every((card) => card.isFeatured)).toBe(true);
    });
  });

  describe("getPublicVendor", () => {
    it("returns the full detail with images primary first, then by sort order", async () => {
      const db = getDb();
      const category = await createCategory(db, { name: "Mehndi Artists", slug: "mehndi-artists", icon: "Hand" });
      const vendor = await createVendor(db, {
        name: "Henna by Aisha",
        categoryId: category.id,
        location: "Wembley, London",
        address: "1 High Road",
        city: "Wembley",
        region: "Greater London",
        postcode: "HA9 0AA",
        latitude: 51.55,
        longitude: -0.3,
        priceRange: "££",
        pricingText: "Bridal mehndi from £250",
        phone: "020 7946 0000",
        email: "aisha@example.test",
        website: "henna.example.test",
        socialMediaLink: "https://instagram.example.test/henna",
        serviceTags: ["bridal", "organic"],
        description: "Intricate bridal designs",
        features: ["Organic henna", "Travel to venue"],
        images: [
          { url: "/img/a.webp", alt: "First" },
          { url: "/img/b.webp", alt: "Second" },
          { url: "/img/c.webp", alt: "Main", isPrimary: true },
        ],
      });

      const detail = await getPublicVendor(db, vendor.id);

      expect(detail).toEqual({
        id: vendor.id,
        name: "Henna by Aisha",
        category: { name: "Mehndi Artists", slug: "mehndi-artists", icon: "Hand" },
        location: "Wembley, London",
        priceRange: "££",
        description: "Intricate bridal designs",
        isFeatured: false,
        primaryImage: { url: "/img/c.webp", alt: "Main" },
        features: ["Organic henna", "Travel to venue"],
        address: "1 High Road",
        city: "Wembley",
        region: "Greater London",
        postcode: "HA9 0AA",
        latitude: 51.55,
        longitude: -0.3,
        phone: "020 7946 0000",
        email: "aisha@example.test",
        website: "henna.example.test",
        socialMediaLink: "https://instagram.example.test/henna",
        pricingText: "Bridal mehndi from £250",
        serviceTags: ["bridal", "organic"],
        images: [
          { url: "/img/c.webp", alt: "Main", isPrimary: true },
          { url: "/img/a.webp", alt: "First", isPrimary: false },
          { url: "/img/b.webp", alt: "Second", isPrimary: false },
        ],
        fromPricePence: null,
        fromPriceLabel: "",
        packages: [],
      });
    });

    it("returns an empty image list and no primary image for a vendor without images", async () => {
      const vendor = await createVendor(getDb());
      const detail = await getPublicVendor(getDb(), vendor.id);
      expect(detail.images).toEqual([]);
      expect(detail.primaryImage).toBeNull();
    });

    it("throws AppError not_found for an id no vendor has", async () => {
      const error = await getPublicVendor(getDb(), 999_999_999).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("not_found");
    });
  });

  describe("listCategoryVendors", () => {
    async function seedCategory() {
      const db = getDb();
      const category = await createCategory(db);
      const other = await createCategory(db);
      // createdAt is set explicitly so "newest" does not depend on insertion timing.
      const at = (day: number) => new Date(Date.UTC(2025, 0, day));
      const zara = await createVendor(db, {
        name: "Zara Photography",
        categoryId: category.id,
        isFeatured: true,
        region: "Greater London",
        city: "Southall",
        location: "Southall",
        createdAt: at(1),
        features: ["One", "Two", "Three", "Four"],
      });
      const amir = await createVendor(db, {
        name: "Amir Studios",
        categoryId: category.id,
        region: "West Midlands",
        city: "Birmingham",
        location: "Birmingham",
        createdAt: at(3),
      });
      const bilal = await createVendor(db, {
        name: "Bilal Films",
        categoryId: category.id,
        region: "Greater London",
        city: "Wembley",
        location: "Wembley",
        createdAt: at(2),
      });
      const kiran = await createVendor(db, {
        name: "Kiran Captures",
        categoryId: category.id,
        isFeatured: true,
        region: "Greater Manchester",
        city: "Manchester",
        location: "Manchester",
        createdAt: at(4),
      });
      // Same region, other category: must never appear.
      await createVendor(db, { name: "Elsewhere London", categoryId: other.id, region: "Greater London" });
      return { category, zara, amir, bilal, kiran };
    }

    it("sorts featured vendors first, then by name (the default sort)", async () => {
      const { category } = await seedCategory();
      const result = await listCategoryVendors(getDb(), { categoryId: category.id, sort: "featured" });
      expect(result.vendors.map((card) => card.name)).toEqual([
        "Kiran Captures",
        "Zara Photography",
        "Amir Studios",
        "Bilal Films",
      ]);
      expect(result.total).toBe(4);
    });

    it("sorts newest listings first", async () => {
      const { category } = await seedCategory();
      const result = await listCategoryVendors(getDb(), { categoryId: category.id, sort: "newest" });
      expect(result.vendors.map((card) => card.name)).toEqual([
        "Kiran Captures",
        "Amir Studios",
        "Bilal Films",
        "Zara Photography",
      ]);
    });

    it("sorts by name A–Z", async () => {
      const { category } = await seedCategory();
      const result = await listCategoryVendors(getDb(), { categoryId: category.id, sort: "name" });
      expect(result.vendors.map((card) => card.name)).toEqual([
        "Amir Studios",
        "Bilal Films",
        "Kiran Captures",
        "Zara Photography",
      ]);
    });

    it("expands the London dropdown city to Greater London, so Southall and Wembley count", async () => {
      const { category } = await seedCategory();
      const result = await listCategoryVendors(getDb(), { categoryId: category.id, city: "London", sort: "name" });
      expect(result.vendors.map((card) => card.name)).toEqual(["Bilal Films", "Zara Photography"]);
      expect(result.total).toBe(2);
    });

    it("filters by other dropdown cities' regions too", async () => {
      const { category } = await seedCategory();
      const birmingham = await listCategoryVendors(getDb(), { categoryId: category.id, city: "Birmingham", sort: "name" });
      expect(birmingham.vendors.map((card) => card.name)).toEqual(["Amir Studios"]);
      const leeds = await listCategoryVendors(getDb(), { categoryId: category.id, city: "Leeds", sort: "name" });
      expect(leeds).toMatchObject({ vendors: [], total: 0 });
    });

    it.each([null, "", "Atlantis", "Southall"])("ignores a city outside the dropdown (%s)", async (city) => {
      const { category } = await seedCategory();
      const result = await listCategoryVendors(getDb(), { categoryId: category.id, city, sort: "name" });
      expect(result.total).toBe(4);
      expect(result.vendors).toHaveLength(4);
    });

    it("returns cards with what a list card shows: the first 3 features and the description cut at a word", async () => {
      const { category, zara } = await seedCategory();
      const long = await createVendor(getDb(), {
        name: "Long Story Studio",
        categoryId: category.id,
        description: `${"Candid coverage of every ritual, from haldi to the doli. ".repeat(6)}The end.`,
      });
      const result = await listCategoryVendors(getDb(), { categoryId: category.id, sort: "featured" });
      const card = result.vendors.find((vendor) => vendor.id === zara.id);
      expect(card).toMatchObject({
        name: "Zara Photography",
        category: { name: category.name, slug: category.slug },
        location: "Southall",
        isFeatured: true,
        features: ["One", "Two", "Three"],
      });
      const cut = result.vendors.find((vendor) => vendor.id === long.id)!.description;
      expect(cut.length).toBeLessThanOrEqual(LIST_DESCRIPTION_CHARS + 1);
      expect(cut).toMatch(/^Candid coverage of every ritual, from haldi to the doli\. Candid .*[a-z]…$/);
      expect(long.description.startsWith(cut.slice(0, -1))).toBe(true);
      // A description that fits is sent whole.
      expect(result.vendors.find((vendor) => vendor.id === zara.id)!.description).toBe(zara.description);
    });

    it("filters by the chips' attributes and counts what it lists", async () => {
      const db = getDb();
      const category = await createCategory(db);
      await createVendor(db, { categoryId: category.id, name: "Halal Both", facets: ["halal", "female"], capacity: 800, languages: ["Urdu"] });
      await createVendor(db, { categoryId: category.id, name: "Halal Only", facets: ["halal"], capacity: 200 });
      await createVendor(db, { categoryId: category.id, name: "Neither", facets: [] });
      await createVendor(db, { categoryId: category.id, name: "Hidden Halal", facets: ["halal"], isActive: false });

      const all = await listCategoryVendors(db, { categoryId: category.id, sort: "name" });
      expect(all.total).toBe(3);
      expect(all.facetCounts).toMatchObject({ total: 3, facets: { halal: 2, female: 1 }, capacityAtLeast: { 100: 2, 500: 1 }, languages: { Urdu: 1 } });

      const halal = await listCategoryVendors(db, { categoryId: category.id, sort: "name", filters: { facets: ["halal"], minCapacity: null, eventTypes: [], languages: [] } });
      expect(halal.vendors.map((vendor) => vendor.name)).toEqual(["Halal Both", "Halal Only"]);
      expect(halal.facetCounts).toMatchObject({ total: 2, facets: { halal: 2, female: 1 } });

      const big = await listCategoryVendors(db, { categoryId: category.id, sort: "name", filters: { facets: ["halal"], minCapacity: 500, eventTypes: [], languages: [] } });
      expect(big.vendors.map((vendor) => vendor.name)).toEqual(["Halal Both"]);
      expect(big.facetCounts.total).toBe(1);
    });

    it("returns an empty list for a category without vendors", async () => {
      const empty = await createCategory(getDb());
      expect(await listCategoryVendors(getDb(), { categoryId: empty.id, sort: "featured" })).toMatchObject({
        vendors: [],
        total: 0,
      });
    });

    it(`lists ${RESULTS_PER_PAGE} cards a page while the total counts every vendor, and pages with the offset`, async () => {
      const db = getDb();
      const category = await createCategory(db);
      const count = 2 * RESULTS_PER_PAGE + 5;
      await db.insert(vendorsTable).values(
        Array.from({ length: count }, (_, i) => ({
          name: `Bulk Vendor ${String(i).padStart(3, "0")}`,
          categoryId: category.id,
          isActive: true,
        })),
      );
      const names = (result: Awaited<ReturnType<typeof listCategoryVendors>>) => result.vendors.map((vendor) => vendor.name);
      const expected = (from: number, length: number) =>
        Array.from({ length }, (_, i) => `Bulk Vendor ${String(from + i).padStart(3, "0")}`);

      const first = await listCategoryVendors(db, { categoryId: category.id, sort: "name" });
      expect(names(first)).toEqual(expected(0, RESULTS_PER_PAGE));
      expect(first.total).toBe(count);

      const second = await listCategoryVendors(db, { categoryId: category.id, sort: "name", offset: RESULTS_PER_PAGE });
      expect(names(second)).toEqual(expected(RESULTS_PER_PAGE, RESULTS_PER_PAGE));
      const last = await listCategoryVendors(db, { categoryId: category.id, sort: "name", offset: 2 * RESULTS_PER_PAGE });
      expect(names(last)).toEqual(expected(2 * RESULTS_PER_PAGE, 5));
      expect(last.total).toBe(count);

      const beyond = await listCategoryVendors(db, { categoryId: category.id, sort: "name", offset: 3 * RESULTS_PER_PAGE });
      expect(beyond).toMatchObject({ vendors: [], total: count });
      const wider = await listCategoryVendors(db, { categoryId: category.id, sort: "name", limit: 40 });
      expect(names(wider)).toEqual(expected(0, 40));
    });

    it("pages the featured and newest orders without repeating or skipping a vendor", async () => {
      const db = getDb();
      const category = await createCategory(db);
      // Equal names and one creation time for all: only the tie-breakers (name, then id) keep pages apart.
      const createdAt = new Date(Date.UTC(2025, 5, 1));
      const rows = await db
        .insert(vendorsTable)
        .values(Array.from({ length: 30 }, (_, i) => ({ name: "Same Name", categoryId: category.id, isActive: true, isFeatured: i % 3 === 0, createdAt })))
        .returning({ id: vendorsTable.id });
      for (const sort of ["featured", "newest"] as const) {
        const first = await listCategoryVendors(db, { categoryId: category.id, sort });
        const second = await listCategoryVendors(db, { categoryId: category.id, sort, offset: RESULTS_PER_PAGE });
        const ids = [...first.vendors, ...second.vendors].map((vendor) => vendor.id);
        expect(ids, sort).toHaveLength(30);
        expect([...ids].sort((a, b) => a - b), sort).toEqual(rows.map((row) => row.id).sort((a, b) => a - b));
      }
    });
  });
});
