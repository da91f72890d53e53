import { asc, eq } from "drizzle-orm";
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
import { fieldErrors, INVALID_FORM_MESSAGE } from "~/modules/http/form-errors";
import type { ObjectStorage } from "~/modules/storage/object-storage";
import { getStorage } from "~/modules/storage/storage.server";
import { discardReplacedImages } from "~/modules/vendor-portal/listing-images.server";
import {
  insertVendors,
  prepareVendor,
  updateVendorColumns,
  vendorColumns,
  vendorColumnSelection,
  type VendorColumns,
} from "~/modules/vendors/write-vendor.server";

// Creating, editing and deleting vendors from the admin's editor (docs/product/admin.md#vendors admin
// dashboard, docs/product/admin.md#vendors
// "DELETE vendor_images and vendor_features by vendor_id then DELETE vendors by id"; docs/product/admin.md#vendors). Each change and
// its audit entry are written in one transaction.

/**
 * The business fields of a checked form, written by the write path's `editor` rule (decision 053): the town and
 * coordinates come from the gazetteer, the city when it names a place, else the location text; a place it does not
 * know leaves the coordinates empty (the vendor is then found by its location text only). A city or region typed by
 * the admin is kept as typed; left empty, they are the place's. The structured attributes are included when the form
 * showed them (docs/product/admin.md#vendors).
 */
function editorFields(input: VendorInput) {
  const { tags, ...fields } = input;
  return { ...fields, serviceTags: tags };
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
  const vendor = prepareVendor(editorFields(input), "editor");
  const { columns } = vendor;
  return db.transaction(async (tx) => {
    await requireCategory(tx, columns.categoryId, VENDOR_ADMIN_MESSAGES.createFailed);
    const [created] = await insertVendors(tx, [vendor]);
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
  const columns = vendorColumns(editorFields(input), "editor");
  return db.transaction(async (tx) => {
    const [before] = await tx.select(vendorColumnSelection).from(vendors).where(eq(vendors.id, vendorId)).for("update");
    if (!before) throw new AppError("not_found", VENDOR_ADMIN_MESSAGES.notFound, { title: VENDOR_ADMIN_MESSAGES.updateFailed });
    await requireCategory(tx, input.categoryId, VENDOR_ADMIN_MESSAGES.updateFailed);
    const changed = changedFields<Partial<VendorColumns>>(before, columns);
    const names = Object.keys(changed.after);
    if (names.length > 0) {
      await updateVendorColumns(tx, { id: vendorId }, changed.after, { alsoClearLapse: "isActive" in changed.after });
      await recordAudit(tx, actor, { action: "vendor.update", entityType: "vendor", entityId: vendorId, ...changed });
    }
    return { id: vendorId, name: input.name, changed: names };
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
      .select({ ...vendorColumnSelection, ownerUserId: vendors.ownerUserId, logoUrl: vendors.logoUrl })
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
