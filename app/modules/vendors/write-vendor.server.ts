import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { vendors } from "~/db/schema";
import type { PlaceResult } from "~/modules/geo/gazetteer-types";
import { resolvePlace } from "~/modules/geo/places.server";
import { CITY_REGIONS, regionForCity } from "~/modules/geo/regions";
import { ATTRIBUTE_FIELDS, VENDOR_FIELDS, type VendorFields, type VendorFieldsInput } from "~/modules/vendors/vendor-fields";

// The one way vendors' business fields reach the `vendors` table (docs/decisions/053): onboarding, the vendor
// dashboard, the admin editor, every import (CSV, quick import, scraping) and the demo catalogue map their fields
// to columns here and insert or update through here. The search document (a trigger, migration 0001) and the
// attribute bits (generated columns, decision 026) are kept by PostgreSQL; the town and coordinates are found here.

type VendorInsert = typeof vendors.$inferInsert;

/** The columns the write path writes: the business fields and the coordinates the gazetteer gives them. */
export const VENDOR_COLUMNS = [...VENDOR_FIELDS, "latitude", "longitude"] as const;
export type VendorColumn = (typeof VENDOR_COLUMNS)[number];

/** The written columns as stored. */
export type VendorColumns = Pick<VendorInsert, VendorColumn>;

/** Columns of `vendors` as Drizzle selects them, keyed by property: `select(vendorSelection(["name", "email"]))`. */
export function vendorSelection<C extends VendorColumn>(columns: readonly C[]): { [K in C]: (typeof vendors)[K] } {
  return Object.fromEntries(columns.map((column) => [column, vendors[column]])) as { [K in C]: (typeof vendors)[K] };
}

/** The written columns as Drizzle selects them (the admin's before-image, the CSV export). */
export const vendorColumnSelection = vendorSelection(VENDOR_COLUMNS);

/** Columns that say who owns a listing and when it was made; written on creation beside the business fields. */
export type VendorRecordColumns = Pick<VendorInsert, "ownerUserId" | "plan" | "isVerified" | "logoUrl" | "submittedAt" | "createdAt" | "updatedAt">;

/**
 * How a writer's fields give the vendor's town and coordinates (each writer keeps the rule it had before the write
 * path was shared; decision 053):
 * - `listing`: the vendor's own listing (onboarding, the dashboard). The location text names the place; the town and
 *   coordinates are the place's, or none when the gazetteer does not know it (the listing is then found by its text).
 * - `editor`: the admin's editor (docs/product/admin.md#vendors). The city names the place, else the location; a
 *   typed city or region is kept, else the place's; an empty location becomes the town.
 * - `import`: CSV, quick import, scraping (docs/product/admin.md#csv-import). The city, when given, names the place,
 *   else the location; a given city is kept, else the place's; the region only as given; an absent location becomes
 *   the town.
 * - coordinates: the demo catalogue, whose towns are chosen with their coordinates.
 */
export type PlaceRule = "listing" | "editor" | "import" | { latitude: number; longitude: number };

/** A vendor ready to insert: its columns, mapped by {@link prepareVendor} only. */
export type PreparedVendor = { readonly columns: VendorColumns; readonly record: VendorRecordColumns; readonly prepared: typeof PREPARED };
const PREPARED: unique symbol = Symbol("prepared vendor");

/**
 * The category page's region a place lies in: the place is one of its ten cities, or its address names one of them
 * or its region ('Southall, Greater London, England' → Greater London). Undefined elsewhere (Leicester).
 */
function regionOfPlace(place: PlaceResult): string | undefined {
  for (const part of [place.name, ...place.formattedAddress.split(",")]) {
    const key = part.trim().toLowerCase();
    const region = regionForCity(key) ?? CITY_REGIONS.find((entry) => entry.region.toLowerCase() === key)?.region;
    if (region) return region;
  }
  return undefined;
}

/**
 * The given fields as stored: undefined skipped, '' → null where the column allows null, null skipped where it does
 * not. The four attributes are written together or not at all (a form that did not show them leaves them alone,
 * decision 026, `ATTRIBUTES_SHOWN_FIELD`).
 */
function storedFields(fields: VendorFieldsInput): Partial<VendorColumns> {
  const stored: Record<string, unknown> = {};
  const attributesGiven = ATTRIBUTE_FIELDS.every((field) => fields[field] !== undefined);
  for (const field of VENDOR_FIELDS) {
    const value = fields[field];
    if (value === undefined || (!attributesGiven && (ATTRIBUTE_FIELDS as readonly string[]).includes(field))) continue;
    if (vendors[field].notNull) {
      if (value !== null) stored[field] = value;
    } else {
      stored[field] = value === "" ? null : value;
    }
  }
  return stored as Partial<VendorColumns>;
}

/** The town, region, location and coordinates of `stored` under `rule` (see {@link PlaceRule}). */
function placeColumns(stored: Partial<VendorColumns>, rule: PlaceRule): Partial<VendorColumns> {
  if (typeof rule === "object") return { latitude: rule.latitude, longitude: rule.longitude };
  if (rule === "listing") {
    const place = resolvePlace(stored.location ?? "");
    return { city: place?.name ?? null, latitude: place?.lat ?? null, longitude: place?.lng ?? null };
  }
  if (rule === "editor") {
    const place = resolvePlace(stored.city ?? "") ?? resolvePlace(stored.location ?? "");
    const city = stored.city || place?.name || null;
    return {
      location: stored.location || city || "",
      city,
      region: stored.region || (place ? regionOfPlace(place) : undefined) || null,
      latitude: place?.lat ?? null,
      longitude: place?.lng ?? null,
    };
  }
  const place = resolvePlace(stored.city ?? stored.location ?? "");
  const city = stored.city ?? place?.name ?? null;
  return { location: stored.location ?? city ?? "", city, latitude: place?.lat ?? null, longitude: place?.lng ?? null };
}

/**
 * The columns of a vendor's business fields (decision 053): each given field as stored ({@link VendorFieldsInput}),
 * then the town, region, location and coordinates by `rule` ({@link PlaceRule}, the gazetteer in memory). Fields not
 * given are absent (an update leaves them alone, an insert takes the column default).
 * Input: the fields, the place rule. Output: the columns, keyed by `vendors` property. Throws nothing.
 */
export function vendorColumns(fields: VendorFieldsInput, rule: PlaceRule): Partial<VendorColumns> {
  const stored = storedFields(fields);
  return { ...stored, ...placeColumns(stored, rule) };
}

/**
 * A vendor to insert: {@link vendorColumns} of its fields, with its ownership and dates (`record`, none for catalogue
 * and imported vendors). Input: the fields (name and category required), the place rule, the record columns.
 * Output: a {@link PreparedVendor} for {@link insertVendors}. Throws nothing.
 */
export function prepareVendor(
  fields: VendorFieldsInput & Pick<VendorFields, "name" | "categoryId">,
  rule: PlaceRule,
  record: VendorRecordColumns = {},
): PreparedVendor {
  const columns = vendorColumns(fields, rule) as VendorColumns;
  return { columns, record, prepared: PREPARED };
}

// Rows per INSERT: a vendor carries about 25 parameters, so 500 rows stay far below PostgreSQL's 65,535 limit.
const INSERT_BATCH = 500;

/**
 * Inserts vendors in the caller's transaction, 500 rows a statement. Input: the executor, the vendors
 * ({@link prepareVendor}). Output: `{ id, name }` of each, in input order (PostgreSQL returns the rows of a multi-row
 * INSERT … RETURNING in the order of its VALUES list). Throws the driver's error (an unknown category violates
 * the foreign key), and when fewer rows come back than were sent.
 */
export async function insertVendors(tx: Executor, rows: readonly PreparedVendor[]): Promise<{ id: number; name: string }[]> {
  const written: { id: number; name: string }[] = [];
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = rows.slice(start, start + INSERT_BATCH);
    const values = batch.map((row): VendorInsert => ({ ...row.record, ...row.columns }));
    const returned = await tx.insert(vendors).values(values).returning({ id: vendors.id, name: vendors.name });
    if (returned.length !== batch.length) throw new Error(`Inserted ${returned.length} of ${batch.length} vendors`);
    written.push(...returned);
  }
  return written;
}

/** The vendor an update writes: its id, and when given the owning account, so a listing changes only while still owned. */
export type VendorTarget = { id: number; ownerUserId?: string };

/**
 * Writes columns of one vendor ({@link vendorColumns}, or the part of them that changed) and sets `updated_at`.
 * `alsoClearLapse` clears the subscription lapse mark (decision 019: the admin decided whether it is shown).
 * Input: the executor, {@link VendorTarget}, the columns. Output: whether a row was written. Throws the driver's error.
 */
export async function updateVendorColumns(
  tx: Executor,
  target: VendorTarget,
  columns: Partial<VendorColumns>,
  options: { alsoClearLapse?: boolean } = {},
): Promise<boolean> {
  const where = target.ownerUserId === undefined ? eq(vendors.id, target.id) : and(eq(vendors.id, target.id), eq(vendors.ownerUserId, target.ownerUserId));
  const lapse = options.alsoClearLapse ? { subscriptionLapsedAt: null } : {};
  const rows = await tx
    .update(vendors)
    .set({ ...columns, ...lapse, updatedAt: sql`now()` })
    .where(where)
    .returning({ id: vendors.id });
  return rows.length > 0;
}

/**
 * Maps `fields` by `rule` ({@link vendorColumns}) and writes them to one vendor ({@link updateVendorColumns}).
 * Output: the columns written, or undefined when no row matched `target`. Throws the driver's error.
 */
export async function updateVendorFields(tx: Executor, target: VendorTarget, fields: VendorFieldsInput, rule: PlaceRule): Promise<Partial<VendorColumns> | undefined> {
  const columns = vendorColumns(fields, rule);
  return (await updateVendorColumns(tx, target, columns)) ? columns : undefined;
}
