import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { AppError } from "~/modules/errors/app-error";
import { createCategory } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { categories } from "~/db/schema";
import { forgetCategories, getCategoryBySlug, listCategories, listShownCategories } from "~/modules/categories/categories.server";

describeEachDatabase("categories", (getDb) => {
  beforeAll(async () => {
    const db = getDb();
    // Inserted out of order so the test proves the sort, not the insertion order.
    await createCategory(db, { name: "Decorators", slug: "decorators", icon: "Sparkles" });
    await createCategory(db, { name: "Mehndi Artists", slug: "mehndi-artists", icon: "Hand", sortPriority: 4 });
    await createCategory(db, { name: "Bridal Wear", slug: "bridal-wear", icon: "Shirt" });
    await createCategory(db, { name: "Photographers", slug: "photographers", icon: "Camera", sortPriority: 1 });
    await createCategory(db, { name: "Wedding Cake Shops", slug: "wedding-cake-shops", icon: "Cake", sortPriority: 3 });
    await createCategory(db, {
      name: "Venues",
      slug: "venues",
      description: "Banqueting halls and hotels",
      icon: "Building",
      sortPriority: 2,
      serviceTags: ["hall"],
    });
  });

  it("lists categories by sort priority, then alphabetically", async () => {
    const names = (await listCategories(getDb())).map((category) => category.name);
    expect(names).toEqual([
      "Photographers",
      "Venues",
      "Wedding Cake Shops",
      "Mehndi Artists",
      "Bridal Wear",
      "Decorators",
    ]);
  });

  it("keeps the list public pages show until it is forgotten, while the writers' list is always read afresh", async () => {
    const db = getDb();
    const before = (await listShownCategories(db)).map((category) => category.slug);
    // Written behind the kept list's back, as another process's reseed would be.
    await db.insert(categories).values({ name: "Florists", slug: "florists", description: "Flowers" });
    expect((await listShownCategories(db)).map((category) => category.slug)).toEqual(before);
    expect((await listCategories(db)).map((category) => category.slug)).toContain("florists");
    forgetCategories(db);
    expect((await listShownCategories(db)).map((category) => category.slug)).toContain("florists");
    await db.delete(categories).where(eq(categories.slug, "florists"));
    forgetCategories(db);
  });

  it("returns only the public category fields", async () => {
    const venues = (await listCategories(getDb())).find((category) => category.slug === "venues");
    expect(venues).toEqual({
      id: expect.any(Number),
      name: "Venues",
      slug: "venues",
      description: "Banqueting halls and hotels",
      icon: "Building",
    });
  });

  it("finds a category by its exact slug", async () => {
    const category = await getCategoryBySlug(getDb(), "mehndi-artists");
    expect(category).toMatchObject({ name: "Mehndi Artists", slug: "mehndi-artists", icon: "Hand" });
  });

  it.each([
    ["an unknown slug", "florists"],
    ["a slug in another case", "Venues"],
    ["a partial slug", "venue"],
    ["a slug with spaces", "mehndi artists"],
    ["a LIKE wildcard", "%"],
    ["SQL text", "venues'; drop table categories; --"],
    ["an empty slug", ""],
    ["an overlong slug", "a".repeat(81)],
  ])("throws not_found for %s", async (_label, slug) => {
    const error = await getCategoryBySlug(getDb(), slug).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("not_found");
    expect((error as AppError).status).toBe(404);
  });

  it("still has every category after hostile slugs were looked up", async () => {
    expect(await listCategories(getDb())).toHaveLength(6);
  });
});
