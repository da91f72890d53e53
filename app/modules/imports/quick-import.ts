import type { QuickImportVendor } from "~/modules/demo-catalogue/quick-import-vendors";
import type { PriceRange } from "~/modules/vendors/vendor-format";

// The quick import's rows (docs/product/admin.md#quick-import "INSERT vendors: name, category_id, website, phone,
// email, location (default 'London, UK'), description, price_range '£££', is_featured", docs/product/admin.md#quick-import).

/** docs/product/admin.md#quick-import: the price range every quick-imported vendor gets. */
export const QUICK_IMPORT_PRICE_RANGE: PriceRange = "£££";
/** docs/product/admin.md#quick-import: the location of a vendor the list gives none. */
export const QUICK_IMPORT_LOCATION = "London, UK";

/** A quick-import row, in the shape `insertImportedVendors` takes. */
export type QuickImportRow = {
  name: string;
  categoryId: number;
  description: string;
  location: string;
  phone: string;
  email: string;
  website: string;
  priceRange: PriceRange;
  isActive: boolean;
  isFeatured: boolean;
};

/** A name as a web handle: lower-case letters and digits only ("Glow by Harleen" → "glowbyharleen"). */
function handleOf(name: string): string {
  return name.toLowerCase().replace(/&/g, "and").replace(/[^a-z0-9]/g, "");
}

/**
 * The rows to import for `list` (docs/product/admin.md#quick-import): the category id of each vendor's slug, location 'London, UK' when
 * none, price range £££, active, featured as the list says; contact details on a reserved domain
 * (example.com, RFC 2606) and Ofcom's drama mobile range (07700 900xxx), so no real business is named or called.
 * Input: the list and the category ids by slug. Output: one row per vendor, in list order. Throws when a slug
 * has no id (the caller checks the categories first).
 */
export function quickImportRows(list: readonly QuickImportVendor[], categoryIds: ReadonlyMap<string, number>): QuickImportRow[] {
  return list.map((vendor, index) => {
    const categoryId = categoryIds.get(vendor.categorySlug);
    if (categoryId === undefined) throw new Error(`No category ${vendor.categorySlug} for ${vendor.name}`);
    const handle = handleOf(vendor.name);
    return {
      name: vendor.name,
      categoryId,
      description: vendor.description,
      location: vendor.location ?? QUICK_IMPORT_LOCATION,
      phone: `07700 900${String(100 + index * 10).padStart(3, "0")}`,
      email: `${handle}@example.com`,
      website: `https://www.example.com/${handle}`,
      priceRange: QUICK_IMPORT_PRICE_RANGE,
      isActive: true,
      isFeatured: vendor.featured ?? false,
    };
  });
}
