import { and, asc, count, desc, eq, not, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, users, vendors } from "~/db/schema";
import { VENDOR_ADMIN_MESSAGES, VENDOR_TEXT_FIELDS, type AdminVendorDetail } from "~/modules/admin/vendor-admin-form";
import { VENDOR_PAGE_SIZE, type AdminVendorPage, type CategoryOption, type VendorListQuery } from "~/modules/admin/vendor-admin-list";
import type { PackagesCardData } from "~/modules/packages/package-form";
import { loadPackagesCard } from "~/modules/packages/packages.server";
import { storedAttributeValues } from "~/modules/vendor-portal/listing-attributes";
import { AppError } from "~/modules/errors/app-error";
import { galleryRows } from "~/modules/vendor-portal/listing-images.server";
import { ilikeContains } from "~/modules/vendors/vendor-cards.server";
import { storedFieldTexts } from "~/modules/vendors/vendor-fields";

// What the admin's Vendors tab and vendor editor read (docs/product/admin.md#vendors
// "SELECT vendors … ordered by created_at descending", "SELECT vendor_images by vendor_id ordered by sort_order";
// docs/product/admin.md#vendors). Every vendor is listed, active or not: this is the one place where inactive vendors are shown.

/**
 * The SQL condition of the Vendors tab's search text (anywhere in the name, case-insensitive, `%` and `_` literal),
 * category and status (active, inactive, featured); also the CSV export's filter. Input: the query's `q`,
 * `categoryId` and `status`. Output: the condition, or undefined for all vendors.
 */
export function adminVendorFilter(query: Pick<VendorListQuery, "q" | "categoryId" | "status">): SQL | undefined {
  const conditions: SQL[] = [];
  // The search text is escaped, so '%' or '_' typed by the admin match themselves (containsPattern).
  if (query.q) conditions.push(ilikeContains(vendors.name, query.q));
  if (query.categoryId !== undefined) conditions.push(eq(vendors.categoryId, query.categoryId));
  if (query.status === "active") conditions.push(eq(vendors.isActive, true));
  if (query.status === "inactive") conditions.push(not(vendors.isActive));
  if (query.status === "featured") conditions.push(eq(vendors.isFeatured, true));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function listOrder(query: VendorListQuery): SQL[] {
  if (query.sort === "name") return [asc(sql`lower(${vendors.name})`), asc(vendors.id)];
  if (query.sort === "oldest") return [asc(vendors.createdAt), asc(vendors.id)];
  return [desc(vendors.createdAt), desc(vendors.id)];
}

/**
 * One page of the admin's Vendors table (docs/product/admin.md#vendors: server-paginated, search by name, filter by category and
 * status, sort). Input: database, {@link VendorListQuery} — `q` matched anywhere in the name, case-insensitively,
 * with `%`, `_` and `\` taken literally; `status` active, inactive or featured; `sort` newest (default), oldest or
 * name A–Z; `page` 1-based, 25 rows a page, a page past the end read as the last one.
 * Output: {@link AdminVendorPage}. Throws the driver's error (the page then says 'Failed to fetch vendors', docs/product/admin.md#vendors).
 */
export async function listAdminVendors(db: Database, query: VendorListQuery): Promise<AdminVendorPage> {
  const where = adminVendorFilter(query);
  const [counted] = await db.select({ total: count() }).from(vendors).where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / VENDOR_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const rows = await db
    .select({
      id: vendors.id,
      name: vendors.name,
      categoryId: categories.id,
      categoryName: categories.name,
      location: vendors.location,
      city: vendors.city,
      isActive: vendors.isActive,
      isFeatured: vendors.isFeatured,
      isVerified: vendors.isVerified,
      ownerEmail: users.email,
      createdAt: vendors.createdAt,
    })
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .leftJoin(users, eq(users.id, vendors.ownerUserId))
    .where(where)
    .orderBy(...listOrder(query))
    .limit(VENDOR_PAGE_SIZE)
    .offset((page - 1) * VENDOR_PAGE_SIZE);
  return {
    rows: rows.map(({ categoryId, categoryName, ...row }) => ({ ...row, category: { id: categoryId, name: categoryName } })),
    total,
    page,
    pageCount,
    pageSize: VENDOR_PAGE_SIZE,
  };
}

/**
 * The categories the filter and the editor offer, A–Z, each with its common service tags. Input: database.
 * Output: {@link CategoryOption}[].
 */
export async function listCategoryOptions(db: Database): Promise<CategoryOption[]> {
  return db
    .select({ id: categories.id, name: categories.name, serviceTags: categories.serviceTags })
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
}

/** The name of vendor `vendorId` for the delete confirmation, or undefined when there is no such vendor. */
export async function findVendorName(db: Database, vendorId: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db.select({ id: vendors.id, name: vendors.name }).from(vendors).where(eq(vendors.id, vendorId));
  return row;
}

/**
 * The Vendors tab in one read: the page of the table, the categories for the filter, and the vendor whose
 * deletion is being confirmed (`confirmDeleteId`, from the URL; undefined when it names no vendor).
 * Input: database, {@link VendorListQuery}, the id to confirm or undefined. Throws the driver's error.
 */
export async function loadVendorsTab(
  db: Database,
  query: VendorListQuery,
  confirmDeleteId?: number,
): Promise<{ list: AdminVendorPage; categories: CategoryOption[]; confirmDelete?: { id: number; name: string } }> {
  const [list, options, confirmDelete] = await Promise.all([
    listAdminVendors(db, query),
    listCategoryOptions(db),
    confirmDeleteId === undefined ? undefined : findVendorName(db, confirmDeleteId),
  ]);
  return { list, categories: options, confirmDelete };
}

/**
 * Vendor `vendorId` for the editor (docs/product/admin.md#vendors: create and edit, "image management once the vendor is saved"): its
 * fields as form values ('' for empty), its flags, its owner's email and its gallery in display order.
 * Input: database, the vendor id. Output: {@link AdminVendorDetail}. Throws AppError `not_found` (404) for no such vendor.
 */
export async function getAdminVendor(db: Database, vendorId: number): Promise<AdminVendorDetail> {
  const [row] = await db
    .select({ vendor: vendors, ownerEmail: users.email })
    .from(vendors)
    .leftJoin(users, eq(users.id, vendors.ownerUserId))
    .where(eq(vendors.id, vendorId));
  if (!row) throw new AppError("not_found", VENDOR_ADMIN_MESSAGES.notFound);
  const { vendor } = row;
  const gallery = await galleryRows(db, vendorId);
  return {
    id: vendor.id,
    name: vendor.name,
    values: {
      ...storedFieldTexts(vendor, VENDOR_TEXT_FIELDS),
      tags: vendor.serviceTags,
      isActive: vendor.isActive,
      isFeatured: vendor.isFeatured,
      ...storedAttributeValues(vendor),
    },
    isVerified: vendor.isVerified,
    ownerEmail: row.ownerEmail,
    logoUrl: vendor.logoUrl,
    hasCoordinates: vendor.latitude !== null && vendor.longitude !== null,
    createdAt: vendor.createdAt,
    images: gallery.map(({ sortOrder: _sortOrder, ...image }) => image),
  };
}

/**
 * The editor's page in one read: vendor `vendorId` ({@link getAdminVendor}), the categories it may be given and its
 * Packages card (docs/product/vendor-journey-and-portal.md#packages). Input: database, vendor id.
 * Throws AppError `not_found` (404) for no such vendor.
 */
export async function loadVendorEditor(
  db: Database,
  vendorId: number,
): Promise<{ vendor: AdminVendorDetail; categories: CategoryOption[]; packages: PackagesCardData }> {
  const [vendor, options] = await Promise.all([getAdminVendor(db, vendorId), listCategoryOptions(db)]);
  return { vendor, categories: options, packages: await loadPackagesCard(db, vendorId) };
}
