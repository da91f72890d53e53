import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, vendorFeatures, vendorImages, vendors } from "~/db/schema";
import { shownResponseRecords } from "~/modules/response-times/response-stats.server";
import { ratingSummaries } from "~/modules/vendors/vendor-ratings.server";
import { fromPriceLabel } from "~/modules/packages/package-labels";
import type { ImageRef, VendorCard } from "~/modules/vendors/vendor-types";

/** Columns every vendor card needs; joined with the vendor's category. */
export const vendorCardColumns = {
  id: vendors.id,
  name: vendors.name,
  location: vendors.location,
  priceRange: vendors.priceRange,
  description: vendors.description,
  isFeatured: vendors.isFeatured,
  fromPricePence: vendors.fromPricePence,
  categoryName: categories.name,
  categorySlug: categories.slug,
};

export type VendorCardRow = {
  id: number;
  name: string;
  location: string;
  priceRange: string | null;
  description: string;
  isFeatured: boolean;
  /** The 'From' price in pence (decision 064); a row read without it shows none. */
  fromPricePence?: number | null;
  categoryName: string;
  categorySlug: string;
};

/** The filter every public read carries: only active vendors are ever shown (docs/product/public-area.md#only-active-vendors). */
export const isPublic: SQL = eq(vendors.isActive, true);

/**
 * Selects card rows of active vendors matching `where`, in `orderBy` order, at most `limit` rows.
 * Input: extra filter (ANDed with the active filter), ordering, limit and offset (rows).
 * Output: {@link VendorCardRow}[].
 */
export async function selectVendorCardRows(
  db: Database,
  options: { where?: SQL; orderBy: SQL[]; limit: number; offset?: number },
): Promise<VendorCardRow[]> {
  return db
    .select(vendorCardColumns)
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .where(options.where ? and(isPublic, options.where) : isPublic)
    .orderBy(...options.orderBy)
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

/**
 * Completes card rows with their 'From £X' (decision 064) and each vendor's primary image (primary first, else lowest sort order), its features in
 * order, the average and count of its visible reviews (docs/product/couples-tools.md#reviews; only when it has one) and its
 * reply record (docs/product/couples-tools.md#response-times; only from 5 enquiries, read by primary key for these rows
 * alone), in four queries whatever the number of rows.
 * Input: rows from {@link selectVendorCardRows}, keeping their order. Output: {@link VendorCard}[].
 */
export async function toVendorCards(db: Database, rows: VendorCardRow[]): Promise<VendorCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [images, features, ratings, replies] = await Promise.all([
    db
      .selectDistinctOn([vendorImages.vendorId], {
        vendorId: vendorImages.vendorId,
        url: vendorImages.imageUrl,
        alt: vendorImages.altText,
      })
      .from(vendorImages)
      .where(inArray(vendorImages.vendorId, ids))
      .orderBy(vendorImages.vendorId, desc(vendorImages.isPrimary), asc(vendorImages.sortOrder), asc(vendorImages.id)),
    db
      .select({ vendorId: vendorFeatures.vendorId, feature: vendorFeatures.feature })
      .from(vendorFeatures)
      .where(inArray(vendorFeatures.vendorId, ids))
      .orderBy(vendorFeatures.vendorId, asc(vendorFeatures.sortOrder), asc(vendorFeatures.id)),
    ratingSummaries(db, ids),
    shownResponseRecords(db, ids),
  ]);
  const imageByVendor = new Map<number, ImageRef>(images.map((image) => [image.vendorId, { url: image.url, alt: image.alt }]));
  const featuresByVendor = new Map<number, string[]>();
  for (const { vendorId, feature } of features) {
    const list = featuresByVendor.get(vendorId) ?? [];
    list.push(feature);
    featuresByVendor.set(vendorId, list);
  }
  return rows.map((row) => {
    const rating = ratings.get(row.id);
    const record = replies.get(row.id);
    return {
      id: row.id,
      name: row.name,
      category: { name: row.categoryName, slug: row.categorySlug },
      location: row.location,
      priceRange: row.priceRange,
      description: row.description,
      isFeatured: row.isFeatured,
      fromPricePence: row.fromPricePence ?? null,
      // Written here, so a list page's JavaScript needs no price code (decision 039).
      fromPriceLabel: fromPriceLabel(row.fromPricePence ?? null),
      primaryImage: imageByVendor.get(row.id) ?? null,
      features: featuresByVendor.get(row.id) ?? [],
      ...(rating ? { rating } : {}),
      ...(record ? { replies: record } : {}),
    };
  });
}

/** Case-insensitive "contains" pattern for ILIKE with `%`, `_` and `\` escaped, so user text never acts as a wildcard. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `column ILIKE '%text%'` with the text escaped (see {@link containsPattern}). */
export function ilikeContains(column: SQL | typeof vendors.name, text: string): SQL {
  return sql`${column} ilike ${containsPattern(text)}`;
}
