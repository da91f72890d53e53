import { inArray, sql } from "drizzle-orm";
import { vendorImages, vendors } from "~/db/schema";
import type { Executor } from "~/db/client.server";
import type { PlaceResult } from "~/modules/geo/gazetteer-types";
import { resolvePlace } from "~/modules/geo/places.server";
import type { PriceRange } from "~/modules/vendors/vendor-format";

// One way for every import to write vendors (docs/product/admin.md#csv-import: CSV, the built-in list, web scraping): town and
// coordinates from the gazetteer, duplicates (same name and town) reported rather than doubled.

/** A vendor as an import supplies it; everything but the name and category is optional. */
export type ImportVendorInput = {
  name: string;
  categoryId: number;
  description?: string | null;
  /** Display text, e.g. "Southall, London"; docs/product/admin.md#csv-import import default 'London, UK' is the caller's to apply. */
  location?: string | null;
  address?: string | null;
  city?: string | null;
  region?: string | null;
  postcode?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  socialMediaLink?: string | null;
  priceRange?: PriceRange | null;
  pricingText?: string | null;
  serviceTags?: string[];
  isActive?: boolean;
  isFeatured?: boolean;
  /** Structured attributes (docs/product/admin.md#csv-import): facet keys, most guests served, event types, languages; empty when absent. */
  facets?: string[];
  capacity?: number | null;
  eventTypes?: string[];
  languages?: string[];
  /** Image URLs, the first one primary (at most 10 are kept). */
  imageUrls?: string[];
};

export type ImportOutcome = {
  created: { id: number; name: string }[];
  /** Rows not written because a vendor with the same name and town exists (or came earlier in this batch). */
  duplicates: { index: number; name: string; town: string }[];
};

/** The town a duplicate check compares: the city, else the first part of the location text, lower-cased. */
export function townOf(row: Pick<ImportVendorInput, "city" | "location">): string {
  return (row.city ?? row.location ?? "").split(",")[0]!.trim().toLocaleLowerCase("en-GB");
}

const duplicateKey = (name: string, town: string) => `${name.trim().toLocaleLowerCase("en-GB")}\u0000${town}`;

// Serialises imports, so two running at once (a double-clicked quick import, a CSV import beside a scraping job)
// cannot both find a vendor missing and both write it. Differs from the migration and seed keys.
const IMPORT_LOCK_KEY = 7_241_907;
// Rows per INSERT: a vendor carries about 20 parameters, so 500 rows stay far below PostgreSQL's 65,535 limit,
// and a 10,000-row CSV takes 20 statements instead of 10,000.
const INSERT_BATCH = 500;

/** A row that will be written: its position in the input, and its town from the gazetteer when it knows the place. */
export type PlannedVendor = { index: number; row: ImportVendorInput; city: string | null; place: PlaceResult | undefined };

/** What an import would do: the rows it would write, and the duplicates it would report instead. */
export type ImportPlan = { toCreate: PlannedVendor[]; duplicates: ImportOutcome["duplicates"] };

/**
 * Decides, without writing, which rows an import writes and which it reports as duplicates (docs/product/admin.md#csv-import: same name
 * and town as an existing vendor or an earlier row of the batch; names compared case-insensitively, towns by
 * {@link townOf} after the gazetteer has named the row's city). The CSV preview shows this; {@link insertImportedVendors}
 * writes it. Input: the database or transaction, the rows. Output: {@link ImportPlan}. Throws the driver's error.
 */
export async function planImportedVendors(tx: Executor, rows: readonly ImportVendorInput[]): Promise<ImportPlan> {
  const plan: ImportPlan = { toCreate: [], duplicates: [] };
  if (rows.length === 0) return plan;
  const names = [...new Set(rows.map((row) => row.name.trim().toLocaleLowerCase("en-GB")))];
  const existing = await tx
    .select({ name: vendors.name, city: vendors.city, location: vendors.location })
    .from(vendors)
    .where(inArray(sql`lower(${vendors.name})`, names));
  const seen = new Set(existing.map((vendor) => duplicateKey(vendor.name, townOf(vendor))));
  for (const [index, row] of rows.entries()) {
    const place = resolvePlace(row.city ?? row.location ?? "");
    const city = row.city ?? place?.name ?? null;
    const town = townOf({ city, location: row.location });
    const key = duplicateKey(row.name, town);
    if (seen.has(key)) {
      plan.duplicates.push({ index, name: row.name, town });
      continue;
    }
    seen.add(key);
    plan.toCreate.push({ index, row, city, place });
  }
  return plan;
}

/**
 * Writes imported vendors in the caller's transaction (docs/product/admin.md#csv-import). Each row's town and coordinates come from the
 * gazetteer (the city, else the location text) when it knows the place; a row whose name and town match an
 * existing vendor, or an earlier row of the same batch, is reported in `duplicates` and not written
 * ({@link planImportedVendors}). Images become `vendor_images` rows in order, the first primary. Imports are
 * serialised by a transaction-scoped advisory lock, so the duplicate rule holds when two run at once.
 * Input: the transaction (or database), the rows (index = position in `rows`). Output: {@link ImportOutcome}, `created`
 * in input order. Throws the driver's error (the caller's transaction then writes nothing).
 */
export async function insertImportedVendors(tx: Executor, rows: readonly ImportVendorInput[]): Promise<ImportOutcome> {
  if (rows.length === 0) return { created: [], duplicates: [] };
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
  const plan = await planImportedVendors(tx, rows);
  const created: ImportOutcome["created"] = [];
  for (let start = 0; start < plan.toCreate.length; start += INSERT_BATCH) {
    const batch = plan.toCreate.slice(start, start + INSERT_BATCH);
    // PostgreSQL returns the rows of a multi-row INSERT … RETURNING in the order of its VALUES list.
    const written = await tx.insert(vendors).values(batch.map(vendorValues)).returning({ id: vendors.id, name: vendors.name });
    if (written.length !== batch.length) throw new Error(`Imported ${written.length} of ${batch.length} vendors`);
    const images = batch.flatMap(({ row }, position) =>
      (row.imageUrls ?? []).slice(0, 10).map((imageUrl, order) => ({
        vendorId: written[position]!.id,
        imageUrl,
        altText: `${written[position]!.name} photo ${order + 1}`,
        isPrimary: order === 0,
        sortOrder: order,
      })),
    );
    for (let from = 0; from < images.length; from += INSERT_BATCH) await tx.insert(vendorImages).values(images.slice(from, from + INSERT_BATCH));
    created.push(...written);
  }
  return { created, duplicates: plan.duplicates };
}

function vendorValues({ row, city, place }: PlannedVendor): typeof vendors.$inferInsert {
  return {
    name: row.name.trim(),
    categoryId: row.categoryId,
    description: row.description ?? "",
    location: row.location ?? city ?? "",
    address: row.address ?? null,
    city,
    region: row.region ?? null,
    postcode: row.postcode ?? null,
    latitude: place?.lat ?? null,
    longitude: place?.lng ?? null,
    phone: row.phone ?? null,
    email: row.email ?? null,
    website: row.website ?? null,
    socialMediaLink: row.socialMediaLink ?? null,
    priceRange: row.priceRange ?? null,
    pricingText: row.pricingText ?? null,
    serviceTags: row.serviceTags ?? [],
    isActive: row.isActive ?? true,
    isFeatured: row.isFeatured ?? false,
    facets: row.facets ?? [],
    capacity: row.capacity ?? null,
    eventTypes: row.eventTypes ?? [],
    languages: row.languages ?? [],
  };
}
