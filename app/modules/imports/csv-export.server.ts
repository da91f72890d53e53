import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, vendors } from "~/db/schema";
import type { VendorListQuery } from "~/modules/admin/vendor-admin-list";
import { adminVendorFilter } from "~/modules/admin/vendor-admin-list.server";
import { vendorsCsv } from "~/modules/imports/csv-export";

// The admin's vendor export (issue #10 "a CSV export of vendors"): every vendor, active or not, or those the
// Vendors tab's search and filters select (its URL parameters `q`, `category`, `status`).

/** The export's filter: the Vendors tab's search text, category and status (its sort and page do not apply). */
export type VendorExportFilter = Pick<VendorListQuery, "q" | "categoryId" | "status">;

/**
 * The vendors matching `filter` as a CSV file in the import's columns, oldest first (ids ascending), formula
 * text escaped (`vendorsCsv`). Input: database, {@link VendorExportFilter} (`q` matched anywhere in the name,
 * case-insensitively, `%` and `_` literal; `status` active, inactive or featured). Output: the file's text.
 * Throws the driver's error.
 */
export async function exportVendorsCsv(db: Database, filter: VendorExportFilter): Promise<string> {
  const rows = await db
    .select({
      name: vendors.name,
      category: categories.name,
      description: vendors.description,
      location: vendors.location,
      address: vendors.address,
      city: vendors.city,
      region: vendors.region,
      postcode: vendors.postcode,
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
    })
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .where(adminVendorFilter(filter))
    .orderBy(asc(vendors.id));
  return vendorsCsv(rows);
}
