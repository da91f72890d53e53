import { randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import { categories, users, vendorFeatures, vendorImages, vendors } from "~/db/schema";
import { forgetCategories } from "~/modules/categories/categories.server";

export type CategoryRow = typeof categories.$inferSelect;
export type VendorRow = typeof vendors.$inferSelect;
export type VendorImageRow = typeof vendorImages.$inferSelect;
export type VendorFeatureRow = typeof vendorFeatures.$inferSelect;
export type UserRow = typeof users.$inferSelect;

let sequence = 0;

/** A number unique within this test file, for names and slugs that must not collide. */
export function uniqueNumber(): number {
  sequence += 1;
  return sequence;
}

/**
 * Inserts a category. Defaults: a unique name ("Test Category N") and slug ("test-category-n"),
 * a short description, the default icon and sort priority. Output: the inserted row.
 */
export async function createCategory(
  db: Database,
  overrides: Partial<typeof categories.$inferInsert> = {},
): Promise<CategoryRow> {
  const n = uniqueNumber();
  const [row] = await db
    .insert(categories)
    .values({
      name: `Test Category ${n}`,
      slug: `test-category-${n}`,
      description: `Description of test category ${n}`,
      ...overrides,
    })
    .returning();
  // A page this test already rendered keeps the list it read; the new category must show on the next.
  forgetCategories(db);
  return row!;
}

export type VendorImageInput = { url: string; alt?: string; isPrimary?: boolean };

export type VendorOverrides = Partial<typeof vendors.$inferInsert> & {
  /** Features in display order (sort order follows the array). */
  features?: string[];
  /** Images in sort order (sort order follows the array). */
  images?: VendorImageInput[];
};

export type CreatedVendor = VendorRow & { features: VendorFeatureRow[]; images: VendorImageRow[] };

/**
 * Inserts a vendor, ACTIVE by default (the schema's default is inactive), with its features and images.
 * Defaults: a unique name ("Test Vendor N"), a neutral description and location, and a new category
 * when `categoryId` is not given. Output: the inserted vendor row with its feature and image rows.
 */
export async function createVendor(db: Database, overrides: VendorOverrides = {}): Promise<CreatedVendor> {
  const { features = [], images = [], ...columns } = overrides;
  const n = uniqueNumber();
  const categoryId = columns.categoryId ?? (await createCategory(db)).id;
  const [vendor] = await db
    .insert(vendors)
    .values({
      name: `Test Vendor ${n}`,
      description: `Plain listing number ${n}`,
      location: "Nowhere in particular",
      isActive: true,
      ...columns,
      categoryId,
    })
    .returning();
  const featureRows =
    features.length > 0
      ? await db
          .insert(vendorFeatures)
          .values(features.map((feature, index) => ({ vendorId: vendor!.id, feature, sortOrder: index })))
          .returning()
      : [];
  const imageRows =
    images.length > 0
      ? await db
          .insert(vendorImages)
          .values(
            images.map((image, index) => ({
              vendorId: vendor!.id,
              imageUrl: image.url,
              altText: image.alt ?? "",
              isPrimary: image.isPrimary ?? false,
              sortOrder: index,
            })),
          )
          .returning()
      : [];
  return { ...vendor!, features: featureRows, images: imageRows };
}

/**
 * Inserts a user row directly: no password, no session (tests that sign in use createPaidAccount or
 * createAdminAccount). Defaults: a random UUID id, "Test User N", `user-N-<id>@example.test`, and the schema's
 * role (vendor) and unverified email. Output: the inserted row.
 */
export async function createUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const n = uniqueNumber();
  const id = overrides.id ?? randomUUID();
  const [row] = await db
    .insert(users)
    .values({ name: `Test User ${n}`, email: `user-${n}-${id}@example.test`, ...overrides, id })
    .returning();
  return row!;
}
