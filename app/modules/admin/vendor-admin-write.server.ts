import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, vendorFeatures, vendorImages, vendors } from "~/db/schema";
import { changedFields, recordAudit, type AuditActor } from "~/modules/audit/audit-log.server";
import {
  VENDOR_ADMIN_MESSAGES,
  VENDOR_FIELD_MESSAGES,
  vendorFormSchema,
  type VendorFormValues,
  type VendorInput,
} from "~/modules/admin/vendor-admin-form";
import type { Executor } from "~/db/client.server";
import { AppError } from "~/modules/errors/app-error";
import { resolvePlace, type PlaceResult } from "~/modules/geo/places.server";
import { CITY_REGIONS, regionForCity } from "~/modules/geo/regions";
import { fieldErrors, INVALID_FORM_MESSAGE } from "~/modules/http/form-errors";
import type { ObjectStorage } from "~/modules/storage/object-storage";
import { getStorage } from "~/modules/storage/storage.server";
import { attributeColumns } from "~/modules/vendor-portal/listing-attributes";
import { discardReplacedImages } from "~/modules/vendor-portal/listing-images.server";

// Creating, editing and deleting vendors from the admin's editor (docs/product/admin.md#vendors admin
// dashboard, docs/product/admin.md#vendors
// "DELETE vendor_images and vendor_features by vendor_id then DELETE vendors by id"; docs/product/admin.md#vendors). Each change and
// its audit entry are written in one transaction.

/** The vendor columns the editor writes, as stored; the attributes only when the editor showed them (docs/product/admin.md#vendors). */
type VendorColumns = Partial<{ facets: string[]; capacity: number | null; eventTypes: string[]; languages: string[] }> & {
  name: string;
  categoryId: number;
  description: string;
  location: string;
  address: string | null;
  city: string | null;
  region: string | null;
  postcode: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  socialMediaLink: string | null;
  priceRange: string | null;
  pricingText: string | null;
  serviceTags: string[];
  isActive: boolean;
  isFeatured: boolean;
};

/** The vendor columns the admin edits (and the CSV export writes, with the category by name instead of id). */
export const editorColumns = {
  name: vendors.name,
  categoryId: vendors.categoryId,
  description: vendors.description,
  location: vendors.location,
  address: vendors.address,
  city: vendors.city,
  region: vendors.region,
  postcode: vendors.postcode,
  latitude: vendors.latitude,
  longitude: vendors.longitude,
  phone: vendors.phone,
  email: vendors.email,
  website: vendors.website,
  socialMediaLink: vendors.socialMediaLink,
  priceRange: vendors.priceRange,
  pricingText: vendors.pricingText,
  serviceTags: vendors.serviceTags,
  isActive: vendors.isActive,
  isFeatured: vendors.isFeatured,
  facets: vendors.facets,
  capacity: vendors.capacity,
  eventTypes: vendors.eventTypes,
  languages: vendors.languages,
};

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
 * The stored columns of a checked form. The town and coordinates come from the gazetteer: the city when it names a
 * place, else the location text; a place it does not know leaves the coordinates empty (the vendor is then found by
 * its location text only). A city or region typed by the admin is kept as typed; left empty, they are the place's.
 * The structured attributes are included when the form showed them (docs/product/admin.md#vendors).
 */
export function vendorColumnsOf(input: VendorInput): VendorColumns {
  const place = resolvePlace(input.city) ?? resolvePlace(input.location);
  const city = input.city || place?.name || null;
  return {
    name: input.name,
    categoryId: input.categoryId,
    description: input.description,
    location: input.location || city || "",
    address: input.address || null,
    city,
    region: input.region || (place ? regionOfPlace(place) : undefined) || null,
    postcode: input.postcode || null,
    latitude: place?.lat ?? null,
    longitude: place?.lng ?? null,
    phone: input.phone || null,
    email: input.email || null,
    website: input.website || null,
    socialMediaLink: input.socialMediaLink || null,
    priceRange: input.priceRange || null,
    pricingText: input.pricingText || null,
    serviceTags: input.tags,
    isActive: input.isActive,
    isFeatured: input.isFeatured,
    ...attributeColumns(input),
  };
}

/** The checked form, or AppError `invalid` with a message per field under the spec's toast title (docs/product/admin.md#vendors). */
function parseVendorForm(values: VendorFormValues, failureTitle: string): VendorInput {
  const parsed = vendorFormSchema.safeParse(values);
  if (!parsed.success) throw new AppError("invalid", INVALID_FORM_MESSAGE, { fieldErrors: fieldErrors(parsed.error), title: failureTitle });
  return parsed.data;
}

/** Refuses a category id that names no category, as a field error of the form. */
async function requireCategory(tx: Executor, categoryId: number, failureTitle: string): Promise<void> {
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!category) {
    throw new AppError("invalid", INVALID_FORM_MESSAGE, { fieldErrors: { categoryId: VENDOR_FIELD_MESSAGES.category }, title: failureTitle });
  }
}

/**
 * Creates a vendor from the admin's editor or Import/Upload → Manual Entry (docs/product/admin.md#vendors: name and category required;
 * all vendor fields; docs/product/admin.md#vendors: coordinates from the gazetteer). Not owned by any account, like imported vendors.
 * Input: database, the acting admin, the posted values ({@link VendorFormValues}). Output: `{ id, name }`.
 * Throws AppError `invalid` (400, title 'Failed to create vendor') with a message per field: no name, no or an
 * unknown category, a web address other than http(s), a bad phone, email, postcode, price range or tag.
 */
export async function createAdminVendor(db: Database, actor: AuditActor, values: VendorFormValues): Promise<{ id: number; name: string }> {
  const input = parseVendorForm(values, VENDOR_ADMIN_MESSAGES.createFailed);
  const columns = vendorColumnsOf(input);
  return db.transaction(async (tx) => {
    await requireCategory(tx, columns.categoryId, VENDOR_ADMIN_MESSAGES.createFailed);
    const [created] = await tx.insert(vendors).values(columns).returning({ id: vendors.id, name: vendors.name });
    await recordAudit(tx, actor, { action: "vendor.create", entityType: "vendor", entityId: created!.id, after: columns });
    return created!;
  });
}

/**
 * Saves the admin's edits to vendor `vendorId` (docs/product/admin.md#vendors: vendors can be edited), re-geocoding its place as on
 * creation. Changing whether it is active also clears a subscription lapse mark, so renewing never overrides the
 * admin's decision (decision 019). Only the fields that changed are written to the audit entry; a save that
 * changes nothing records nothing.
 * Input: database, the acting admin, the vendor id, the posted values. Output: `{ id, name, changed }` (the
 * names of the fields that changed).
 * Throws AppError `not_found` (404) for no such vendor; `invalid` (400, title 'Failed to update vendor') as
 * {@link createAdminVendor}.
 */
export async function updateAdminVendor(
  db: Database,
  actor: AuditActor,
  vendorId: number,
  values: VendorFormValues,
): Promise<{ id: number; name: string; changed: string[] }> {
  const input = parseVendorForm(values, VENDOR_ADMIN_MESSAGES.updateFailed);
  const columns = vendorColumnsOf(input);
  return db.transaction(async (tx) => {
    const [before] = await tx.select(editorColumns).from(vendors).where(eq(vendors.id, vendorId)).for("update");
    if (!before) throw new AppError("not_found", VENDOR_ADMIN_MESSAGES.notFound, { title: VENDOR_ADMIN_MESSAGES.updateFailed });
    await requireCategory(tx, columns.categoryId, VENDOR_ADMIN_MESSAGES.updateFailed);
    const changed = changedFields<VendorColumns>(before, columns);
    const names = Object.keys(changed.after);
    if (names.length > 0) {
      const lapse = "isActive" in changed.after ? { subscriptionLapsedAt: null } : {};
      await tx.update(vendors).set({ ...changed.after, ...lapse, updatedAt: sql`now()` }).where(eq(vendors.id, vendorId));
      await recordAudit(tx, actor, { action: "vendor.update", entityType: "vendor", entityId: vendorId, ...changed });
    }
    return { id: vendorId, name: columns.name, changed: names };
  });
}

/**
 * Deletes vendor `vendorId` after the admin confirmed it (docs/product/admin.md#vendors: its images
 * and features, then the vendor). Its enquiries and figures go with it; a subscription keeps its record without the
 * link. The audit entry keeps what was deleted. The stored files of its logo and gallery are then deleted when they
 * are our own uploads for this vendor (best effort: a file left behind is harmless); catalogue and imported image
 * URLs are never touched.
 * Input: database, the acting admin, the vendor id, optionally the storage adapter. Output: `{ id, name }` of the
 * deleted vendor. Throws AppError `not_found` (404) for no such vendor (nothing changes then).
 */
export async function deleteAdminVendor(
  db: Database,
  actor: AuditActor,
  vendorId: number,
  storage: ObjectStorage = getStorage(),
): Promise<{ id: number; name: string }> {
  const deleted = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ ...editorColumns, ownerUserId: vendors.ownerUserId, logoUrl: vendors.logoUrl })
      .from(vendors)
      .where(eq(vendors.id, vendorId))
      .for("update");
    if (!before) throw new AppError("not_found", VENDOR_ADMIN_MESSAGES.notFound, { title: VENDOR_ADMIN_MESSAGES.deleteFailed });
    const images = await tx
      .select({ url: vendorImages.imageUrl })
      .from(vendorImages)
      .where(eq(vendorImages.vendorId, vendorId))
      .orderBy(asc(vendorImages.sortOrder), asc(vendorImages.id));
    const features = await tx
      .select({ feature: vendorFeatures.feature })
      .from(vendorFeatures)
      .where(eq(vendorFeatures.vendorId, vendorId))
      .orderBy(asc(vendorFeatures.sortOrder), asc(vendorFeatures.id));
    await tx.delete(vendorImages).where(eq(vendorImages.vendorId, vendorId));
    await tx.delete(vendorFeatures).where(eq(vendorFeatures.vendorId, vendorId));
    await tx.delete(vendors).where(eq(vendors.id, vendorId));
    const imageUrls = images.map((image) => image.url);
    await recordAudit(tx, actor, {
      action: "vendor.delete",
      entityType: "vendor",
      entityId: vendorId,
      before: { ...before, imageUrls, features: features.map((row) => row.feature) },
    });
    return { name: before.name, files: [before.logoUrl, ...imageUrls] };
  });
  await discardReplacedImages(deleted.files, vendorId, storage);
  return { id: vendorId, name: deleted.name };
}
