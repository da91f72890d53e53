import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, vendorFeatures, vendorImages, vendors } from "~/db/schema";
import { idRelation, statementRows } from "~/db/statement-rows.server";
import { shownResponseRecordSql } from "~/modules/response-times/response-stats.server";
import { ratingSummarySql } from "~/modules/vendors/vendor-ratings.server";
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

/** What a card shows beside its row: see {@link cardExtrasColumns}. */
export type CardExtras = {
  image: ImageRef | null;
  features: string[];
  rating: NonNullable<VendorCard["rating"]> | null;
  replies: NonNullable<VendorCard["replies"]> | null;
};

/**
 * Correlated subqueries of what a card shows beside its row, to select in the statement that reads the vendor: its
 * primary image (primary first, else lowest sort order), its features in order, the average and count of its visible
 * reviews (docs/product/couples-tools.md#reviews; null without one) and its reply record
 * (docs/product/couples-tools.md#response-times; null below 5 enquiries). A round trip to the database costs an
 * uncached page more than these reads (docs/benchmarks.md, "Uncached pages"). Input: the SQL of the vendor's id in
 * the outer statement. Output: named SQL columns typed as {@link CardExtras}.
 */
export function cardExtrasColumns(vendorId: SQL): { [K in keyof CardExtras]: SQL<CardExtras[K]> } {
  return {
    image: sql<ImageRef | null>`(select json_build_object('url', ${vendorImages.imageUrl}, 'alt', ${vendorImages.altText}) from ${vendorImages}
      where ${vendorImages.vendorId} = ${vendorId}
      order by ${vendorImages.isPrimary} desc, ${vendorImages.sortOrder} asc, ${vendorImages.id} asc limit 1)`,
    features: sql<string[]>`coalesce((select json_agg(${vendorFeatures.feature} order by ${vendorFeatures.sortOrder} asc, ${vendorFeatures.id} asc)
      from ${vendorFeatures} where ${vendorFeatures.vendorId} = ${vendorId}), '[]'::json)`,
    rating: sql<CardExtras["rating"]>`${ratingSummarySql(vendorId)}`,
    replies: sql<CardExtras["replies"]>`${shownResponseRecordSql(vendorId)}`,
  };
}

/** A card from its row and extras ({@link cardExtrasColumns}; none read gives a card without them). */
export function toVendorCard(row: VendorCardRow, extras: CardExtras | undefined): VendorCard {
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
    primaryImage: extras?.image ?? null,
    features: extras?.features ?? [],
    ...(extras?.rating ? { rating: extras.rating } : {}),
    ...(extras?.replies ? { replies: extras.replies } : {}),
  };
}

/**
 * Completes card rows with their 'From £X' (decision 064) and {@link cardExtrasColumns}, in one statement whatever the
 * number of rows. Input: rows from {@link selectVendorCardRows}, keeping their order. Output: {@link VendorCard}[].
 */
export async function toVendorCards(db: Database, rows: VendorCardRow[]): Promise<VendorCard[]> {
  if (rows.length === 0) return [];
  const extras = cardExtrasColumns(sql`v.id`);
  const result = await db.execute(sql`select v.id, ${extras.image} as image, ${extras.features} as features,
      ${extras.rating} as rating, ${extras.replies} as replies
    from ${idRelation(
      rows.map((row) => row.id),
      "v",
    )}`);
  const byId = new Map(statementRows<CardExtras & { id: number }>(result).map((extra) => [Number(extra.id), extra]));
  return rows.map((row) => toVendorCard(row, byId.get(row.id)));
}

/** Case-insensitive "contains" pattern for ILIKE with `%`, `_` and `\` escaped, so user text never acts as a wildcard. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `column ILIKE '%text%'` with the text escaped (see {@link containsPattern}). */
export function ilikeContains(column: SQL | typeof vendors.name, text: string): SQL {
  return sql`${column} ilike ${containsPattern(text)}`;
}
