import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { preparedStatement } from "~/db/prepared-statements.server";
import { categories, vendorImages, vendors } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import { fromPriceLabel, packagePriceLabel } from "~/modules/packages/package-labels";
import { packagesJsonSql } from "~/modules/packages/packages.server";
import { cardExtrasColumns, isPublic, toVendorCard } from "~/modules/vendors/vendor-cards.server";
import type { VendorDetail } from "~/modules/vendors/vendor-types";
import { parseRowId } from "~/lib/row-id";

/** The page statement's extra column when no other module adds one. */
const NO_COLUMN = sql<null>`null`;

/**
 * Parses the `/vendor/:id` route parameter: a positive integer of at most 9 digits.
 * Output: the id, or undefined for anything else ("abc", "1.5", "-3", "1e3", 10+ digits).
 */
export function parseVendorId(raw: string | undefined): number | undefined {
  return parseRowId(raw);
}

/**
 * One active vendor with category, contact details, features, all images (primary first), its packages with their
 * price labels and its 'From' price in pence and as shown (null and '' without packages).
 * Input: database, vendor id. Output: {@link VendorDetail}.
 * Throws AppError `not_found` when no active vendor has that id (inactive vendors are never public).
 * docs/product/public-area.md#vendor-page.
 */
export async function getPublicVendor(db: Database, id: number): Promise<VendorDetail> {
  return (await getPublicVendorWith(db, id, "public_vendor_detail", () => NO_COLUMN)).vendor;
}

/**
 * {@link getPublicVendor} with one more column that another module owns, read by the same statement: the vendor page
 * reads its listing and its reviews in one round trip, each under its own module's rules (docs/benchmarks.md,
 * "Uncached pages: the seventeenth round"). The column is read only for a public vendor, by the statement that
 * checks it. Input: database, vendor id, the statement's name (unique in the app: it is prepared once under it, so
 * one name always goes with the same column), and the column made from the vendor row's id. Output: the vendor and
 * the column's value. Throws AppError `not_found` as {@link getPublicVendor} does.
 */
export async function getPublicVendorWith<Along>(
  db: Database,
  id: number,
  name: string,
  along: (vendorId: SQL) => SQL<Along>,
): Promise<{ vendor: VendorDetail; along: Along }> {
  // The public page's statement is prepared once: it runs on every uncached vendor page, and by its id alone it keeps
  // a generic plan, made once per connection (decision 110).
  const statement = preparedStatement(db, name, () =>
    detailQuery(db, and(isPublic, eq(vendors.id, sql.placeholder("id"))), along(sql`${vendors.id}`)).prepare(name),
  );
  const [row] = await statement.execute({ id });
  if (!row) throw new AppError("not_found", "Vendor not found");
  return { vendor: toVendorDetail(row), along: row.along as Along };
}

/**
 * One vendor's page data, whatever reads it: the public page (`isPublic`) or a preview (the owner's or an
 * admin's condition, app/modules/vendors/preview-vendor.server.ts). Input: database, vendor id, the condition
 * the vendor row must also meet. Output: {@link VendorDetail}, or undefined when no vendor meets it.
 */
export async function findVendorDetail(db: Database, id: number, visibility: SQL | undefined): Promise<VendorDetail | undefined> {
  const [row] = await detailQuery(db, and(visibility, eq(vendors.id, id)), NO_COLUMN);
  return row ? toVendorDetail(row) : undefined;
}

/**
 * The statement of one vendor's page data: the row, the card's extras, every image and the packages, in one round
 * trip (docs/benchmarks.md, "Uncached pages"). The packages are read by the same statement that checks the
 * condition, so no hidden vendor's show. Input: the condition on the vendor row (its id included), and a column
 * another module adds (`along`; {@link NO_COLUMN} for none).
 */
function detailQuery(db: Database, where: SQL | undefined, along: SQL) {
  return db
    .select({
      id: vendors.id,
      name: vendors.name,
      location: vendors.location,
      priceRange: vendors.priceRange,
      description: vendors.description,
      isFeatured: vendors.isFeatured,
      categoryName: categories.name,
      categorySlug: categories.slug,
      categoryIcon: categories.icon,
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
      pricingText: vendors.pricingText,
      serviceTags: vendors.serviceTags,
      fromPricePence: vendors.fromPricePence,
      ...cardExtrasColumns(sql`${vendors.id}`),
      images: sql<VendorDetail["images"]>`coalesce((select json_agg(json_build_object('url', ${vendorImages.imageUrl}, 'alt', ${vendorImages.altText},
          'isPrimary', ${vendorImages.isPrimary}) order by ${vendorImages.isPrimary} desc, ${vendorImages.sortOrder} asc, ${vendorImages.id} asc)
        from ${vendorImages} where ${vendorImages.vendorId} = ${vendors.id}), '[]'::json)`,
      packages: packagesJsonSql(sql`${vendors.id}`),
      along,
    })
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .where(where)
    .limit(1);
}

type DetailRow = Awaited<ReturnType<typeof detailQuery>>[number];

function toVendorDetail(row: DetailRow): VendorDetail {
  const card = toVendorCard(row, row);
  return {
    ...card,
    category: { name: row.categoryName, slug: row.categorySlug, icon: row.categoryIcon },
    address: row.address,
    city: row.city,
    region: row.region,
    postcode: row.postcode,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    email: row.email,
    website: row.website,
    socialMediaLink: row.socialMediaLink,
    pricingText: row.pricingText,
    serviceTags: row.serviceTags,
    images: row.images,
    fromPricePence: row.fromPricePence,
    fromPriceLabel: row.packages.length > 0 ? fromPriceLabel(row.fromPricePence) : "",
    packages: row.packages.map((pkg) => ({ ...pkg, priceLabel: packagePriceLabel(pkg) })),
  };
}
