import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, shortlistItems, shortlists, vendors } from "~/db/schema";
import { availabilityOnDays } from "~/modules/availability/availability-on-days.server";
import type { DayAvailability } from "~/modules/availability/couple-dates";
import { AppError } from "~/modules/errors/app-error";
import { haversineKm } from "~/modules/geo/geo-math";
import { FACETS, isFacetKey } from "~/modules/search/attribute-facets";
import { listPackagesOf } from "~/modules/packages/packages.server";
import type { VendorPackage } from "~/modules/packages/package-rules";
import { isShortlistToken, PACKAGES_SHOWN } from "~/modules/shortlist/shortlist-rules";
import { isPublic, toVendorCards, vendorCardColumns } from "~/modules/vendors/vendor-cards.server";
import type { VendorCard } from "~/modules/vendors/vendor-types";

// Reading shortlists (docs/product/couples-tools.md#shortlist): the owner's list, the read-only shared copy, the compare table and the ids the
// header and the save buttons need. Only active vendors are ever shown (isPublic), like every public read.

/** A package as the shortlist and compare name it: its name and price. */
export type PackageLine = Pick<VendorPackage, "name" | "pricePence" | "priceKind">;

/**
 * What the shortlist and compare show of a vendor's prices and the couple's dates (decision 068): its 'From' price
 * (null without packages), its cheapest packages (at most {@link PACKAGES_SHOWN}, cheapest first), how many more it
 * has, and its state on each of the couple's dates ([] without dates).
 */
export type PricesAndDates = { fromPricePence: number | null; packages: PackageLine[]; morePackages: number; dates: DayAvailability[] };

/** Each vendor's {@link PricesAndDates}: one read of the packages and one of the unavailable days for all of them. */
async function pricesAndDates(db: Database, vendorIds: readonly number[], days: readonly string[]): Promise<Map<number, PricesAndDates>> {
  const [packages, availability] = await Promise.all([listPackagesOf(db, vendorIds), availabilityOnDays(db, vendorIds, days)]);
  const result = new Map<number, PricesAndDates>();
  for (const id of vendorIds) {
    const cheapest = [...(packages.get(id) ?? [])].sort((a, b) => a.pricePence - b.pricePence || a.sortOrder - b.sortOrder);
    result.set(id, {
      fromPricePence: cheapest[0]?.pricePence ?? null,
      packages: cheapest.slice(0, PACKAGES_SHOWN).map(({ name, pricePence, priceKind }) => ({ name, pricePence, priceKind })),
      morePackages: Math.max(0, cheapest.length - PACKAGES_SHOWN),
      dates: availability.get(id) ?? [],
    });
  }
  return result;
}

/** One saved vendor as /shortlist lists it. */
export type ShortlistVendor = PricesAndDates & {
  id: number;
  name: string;
  category: { name: string; slug: string };
  /** The town (the listing's city, else its display location). */
  town: string;
  priceRange: string | null;
  /** Km from the place last searched, 1 decimal; null without a place or the vendor's coordinates. */
  distanceKm: number | null;
  /** When the couple sent it an enquiry from this shortlist (ISO text), else null. */
  enquiredAt: string | null;
};

/** The owner's view: the vendors, the share id (for the share link) and the place distances are measured from. */
export type OwnShortlistView = { shareId: string; placeName: string | null; vendors: ShortlistVendor[] };

/**
 * The ids of the active vendors on the owner's shortlist, oldest saved first: the header count and each save
 * button's state. One index scan of the shortlist's items (primary key `shortlist_id, vendor_id`) joined to
 * vendors by id; no query at all without a well-formed id. Input: database, the id from the cookie or undefined.
 */
export async function shortlistVendorIds(db: Database, ownerId: string | undefined): Promise<number[]> {
  if (!isShortlistToken(ownerId)) return [];
  const rows = await db
    .select({ id: shortlistItems.vendorId })
    .from(shortlistItems)
    .innerJoin(vendors, eq(vendors.id, shortlistItems.vendorId))
    .where(and(eq(shortlistItems.shortlistId, ownerId), isPublic))
    .orderBy(asc(shortlistItems.addedAt), asc(shortlistItems.vendorId));
  return rows.map((row) => row.id);
}

async function listVendors(
  db: Database,
  shortlistId: string,
  place: { lat: number; lng: number } | null,
  days: readonly string[],
): Promise<ShortlistVendor[]> {
  const rows = await db
    .select({
      id: vendors.id,
      name: vendors.name,
      categoryName: categories.name,
      categorySlug: categories.slug,
      city: vendors.city,
      location: vendors.location,
      priceRange: vendors.priceRange,
      lat: vendors.latitude,
      lng: vendors.longitude,
      enquiredAt: shortlistItems.enquiredAt,
    })
    .from(shortlistItems)
    .innerJoin(vendors, eq(vendors.id, shortlistItems.vendorId))
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .where(and(eq(shortlistItems.shortlistId, shortlistId), isPublic))
    .orderBy(asc(shortlistItems.addedAt), asc(shortlistItems.vendorId));
  const extras = await pricesAndDates(db, rows.map((row) => row.id), days);
  return rows.map((row) => ({
    ...extras.get(row.id)!,
    id: row.id,
    name: row.name,
    category: { name: row.categoryName, slug: row.categorySlug },
    town: row.city?.trim() || row.location,
    priceRange: row.priceRange,
    distanceKm:
      place && row.lat !== null && row.lng !== null ? Math.round(haversineKm(place, { lat: row.lat, lng: row.lng }) * 10) / 10 : null,
    enquiredAt: row.enquiredAt?.toISOString() ?? null,
  }));
}

/**
 * The owner's shortlist for /shortlist, or null when the cookie names none (no cookie, a forged or an old value).
 * Distances are from the place last searched (see rememberSearchPlace), great-circle km. Each vendor carries its
 * prices and its state on `days`, the couple's dates from the address ({@link PricesAndDates}; none by default).
 */
export async function getOwnShortlist(db: Database, ownerId: string | undefined, days: readonly string[] = []): Promise<OwnShortlistView | null> {
  if (!isShortlistToken(ownerId)) return null;
  const [row] = await db.select().from(shortlists).where(eq(shortlists.id, ownerId));
  if (!row) return null;
  const place = row.lastPlaceLat !== null && row.lastPlaceLng !== null ? { lat: row.lastPlaceLat, lng: row.lastPlaceLng } : null;
  return { shareId: row.shareId, placeName: place ? row.lastPlaceName : null, vendors: await listVendors(db, row.id, place, days) };
}

/**
 * The read-only copy at /shortlist/{shareId}: the same vendors, without the owner's place or enquiry dates (the
 * link is meant to be passed around the family; what the couple searched and whom they contacted stays theirs).
 * Prices and the state on `days` as for the owner. Throws AppError `not_found` for a share id that names no
 * shortlist (or does not have the shape of one).
 */
export async function getSharedShortlist(db: Database, shareId: string, days: readonly string[] = []): Promise<{ vendors: ShortlistVendor[] }> {
  const [row] = isShortlistToken(shareId) ? await db.select({ id: shortlists.id }).from(shortlists).where(eq(shortlists.shareId, shareId)) : [];
  if (!row) throw new AppError("not_found", "Shortlist not found");
  const list = await listVendors(db, row.id, null, days);
  return { vendors: list.map((vendor) => ({ ...vendor, enquiredAt: null })) };
}

/**
 * One vendor of the comparison (docs/product/couples-tools.md#compare; decision 071): what its card shows (photo or
 * none, 'From £X' label, rating, reply record, features) and its attributes. The plan it pays for is not a quality
 * of the vendor and is not carried.
 */
export type CompareVendor = PricesAndDates &
  Pick<VendorCard, "primaryImage" | "rating" | "replies" | "features"> & {
    id: number;
    name: string;
    categoryName: string;
    categorySlug: string;
    priceRange: string | null;
    /** 'From £800' for the lowest package price, '' without packages. */
    fromPriceLabel: string;
    location: string;
    /** Facet labels (FACETS), in the facet list's order. */
    facets: string[];
    capacity: number | null;
    eventTypes: string[];
    languages: string[];
    enquiredAt: string | null;
  };

/**
 * The owner's shortlisted, active vendors among `vendorIds`, in the order asked, for the compare table; ids not on
 * the owner's shortlist are left out. Input: database, the id from the cookie or undefined, the vendor ids.
 * Each carries its prices and its state on `days`, the couple's dates ({@link PricesAndDates}; none by default).
 * Output: {@link CompareVendor}[] (empty without a shortlist). The caller checks the 2–4 rule on the result.
 */
export async function compareShortlisted(
  db: Database,
  ownerId: string | undefined,
  vendorIds: readonly number[],
  days: readonly string[] = [],
): Promise<CompareVendor[]> {
  if (!isShortlistToken(ownerId) || vendorIds.length === 0) return [];
  const rows = await db
    .select({
      ...vendorCardColumns,
      facets: vendors.facets,
      capacity: vendors.capacity,
      eventTypes: vendors.eventTypes,
      languages: vendors.languages,
      enquiredAt: shortlistItems.enquiredAt,
    })
    .from(shortlistItems)
    .innerJoin(vendors, eq(vendors.id, shortlistItems.vendorId))
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .where(and(eq(shortlistItems.shortlistId, ownerId), inArray(shortlistItems.vendorId, [...vendorIds]), isPublic));
  const byId = new Map(rows.map((row) => [row.id, row]));
  // Only the vendors found on the owner's shortlist: their packages and days are read, no one else's.
  const [extras, cards] = await Promise.all([pricesAndDates(db, rows.map((row) => row.id), days), toVendorCards(db, rows)]);
  const cardById = new Map(cards.map((card) => [card.id, card]));
  return vendorIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const facetKeys = new Set(row.facets);
    const card = cardById.get(row.id)!;
    return [
      {
        ...extras.get(row.id)!,
        id: row.id,
        name: row.name,
        categoryName: row.categoryName,
        categorySlug: row.categorySlug,
        priceRange: row.priceRange,
        fromPriceLabel: card.fromPriceLabel ?? "",
        primaryImage: card.primaryImage,
        features: card.features,
        ...(card.rating ? { rating: card.rating } : {}),
        ...(card.replies ? { replies: card.replies } : {}),
        location: row.location,
        facets: Object.keys(FACETS).filter((key) => isFacetKey(key) && facetKeys.has(key)).map((key) => FACETS[key as keyof typeof FACETS].label),
        capacity: row.capacity,
        eventTypes: row.eventTypes,
        languages: row.languages,
        enquiredAt: row.enquiredAt?.toISOString() ?? null,
      },
    ];
  });
}
