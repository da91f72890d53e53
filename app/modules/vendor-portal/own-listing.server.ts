import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, enquiries, vendors } from "~/db/schema";
import { unreadEnquiry } from "~/modules/enquiries/vendor-inbox.server";

/** What every portal page needs of the signed-in vendor's listing: the navigation, Preview, the inbox count. */
export type OwnListingSummary = {
  id: number;
  name: string;
  isActive: boolean;
  /** Enquiries not yet opened and not archived. */
  unreadEnquiries: number;
};

/**
 * The listing owned by the account `userId`, resolved from the session, never from an id sent by the browser
 * (docs/product/vendor-journey-and-portal.md#authorization). Input: database, user id. Output: {@link OwnListingSummary}, or undefined when the
 * account has no listing yet ('No Business Listing Found', docs/product/vendor-journey-and-portal.md#listing). An account owns at most one listing
 * (onboarding refuses a second); should there be more, the oldest is the one managed.
 */
export async function getOwnListingSummary(db: Database, userId: string): Promise<OwnListingSummary | undefined> {
  const [row] = await db
    .select({
      id: vendors.id,
      name: vendors.name,
      isActive: vendors.isActive,
      unreadEnquiries: sql<number>`count(${enquiries.id})::int`,
    })
    .from(vendors)
    // A join, not a correlated subquery: Drizzle leaves columns unqualified in a single-table select, so a
    // subquery's `id` would have meant the enquiry's.
    .leftJoin(enquiries, and(eq(enquiries.vendorId, vendors.id), unreadEnquiry))
    .where(eq(vendors.ownerUserId, userId))
    .groupBy(vendors.id)
    .orderBy(vendors.id)
    .limit(1);
  return row;
}

/** The signed-in vendor's listing as the dashboard edits it (docs/product/vendor-journey-and-portal.md#listing). */
export type OwnListing = {
  id: number;
  name: string;
  /** Read-only in the dashboard (docs/product/vendor-journey-and-portal.md#listing). */
  email: string | null;
  category: { name: string; slug: string; serviceTags: string[] };
  phone: string | null;
  website: string | null;
  socialMediaLink: string | null;
  location: string;
  address: string | null;
  description: string;
  pricingText: string | null;
  priceRange: string | null;
  serviceTags: string[];
  /** Structured attributes (docs/product/vendor-journey-and-portal.md#listing): facet keys, most guests served (null when not said), event types, languages. */
  facets: string[];
  capacity: number | null;
  eventTypes: string[];
  languages: string[];
  isActive: boolean;
  isFeatured: boolean;
  isVerified: boolean;
  /** Set while the listing is hidden because its subscription ended (docs/product/vendor-journey-and-portal.md#billing). */
  subscriptionLapsedAt: Date | null;
};

/**
 * The listing owned by the account `userId`, with everything the dashboard's cards show (docs/product/vendor-journey-and-portal.md#listing), resolved
 * from the session. Input: database, user id. Output: {@link OwnListing}, or undefined without a listing.
 */
export async function getOwnListing(db: Database, userId: string): Promise<OwnListing | undefined> {
  const [row] = await db
    .select({
      id: vendors.id,
      name: vendors.name,
      email: vendors.email,
      category: { name: categories.name, slug: categories.slug, serviceTags: categories.serviceTags },
      phone: vendors.phone,
      website: vendors.website,
      socialMediaLink: vendors.socialMediaLink,
      location: vendors.location,
      address: vendors.address,
      description: vendors.description,
      pricingText: vendors.pricingText,
      priceRange: vendors.priceRange,
      serviceTags: vendors.serviceTags,
      facets: vendors.facets,
      capacity: vendors.capacity,
      eventTypes: vendors.eventTypes,
      languages: vendors.languages,
      isActive: vendors.isActive,
      isFeatured: vendors.isFeatured,
      isVerified: vendors.isVerified,
      subscriptionLapsedAt: vendors.subscriptionLapsedAt,
    })
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .where(eq(vendors.ownerUserId, userId))
    .orderBy(vendors.id)
    .limit(1);
  return row;
}
