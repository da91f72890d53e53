import type { Database } from "~/db/client.server";
import type { BookingSummary } from "~/modules/conversations/bookings";
import { listBookings } from "~/modules/conversations/bookings.server";
import { getVendorSubscription, type VendorSubscriptionSummary } from "~/modules/billing/vendor-subscription.server";
import type { PackagesCardData } from "~/modules/packages/package-form";
import { loadPackagesCard } from "~/modules/packages/packages.server";
import { getListingStats } from "~/modules/listing-stats/listing-stats.server";
import type { ListingStats } from "~/modules/listing-stats/listing-stats";
import { now } from "~/modules/time/clock";
import { imagesOfListing } from "~/modules/vendor-portal/listing-images.server";
import type { ListingImages } from "~/modules/vendor-portal/listing-images";
import { getOwnListing, type OwnListing } from "~/modules/vendor-portal/own-listing.server";

/** Everything the dashboard's cards show (docs/product/vendor-journey-and-portal.md#listing). */
export type VendorDashboard = {
  listing: OwnListing;
  images: ListingImages;
  subscription: VendorSubscriptionSummary | null;
  stats: ListingStats;
  /** The Bookings card (docs/product/couples-tools.md#quotes-and-bookings). */
  bookings: BookingSummary[];
  /** The Packages card and the 'From' price it previews (docs/product/vendor-journey-and-portal.md#packages). */
  packages: PackagesCardData;
};

/**
 * The vendor dashboard of the account `userId` (from the session, never from the browser): its listing, logo and
 * gallery, the subscription card's summary, the last 30 days' figures at time `at`, the bookings and the packages.
 * Input: database, user id, time (default: the app clock). Output: {@link VendorDashboard}, or undefined when the
 * account has no listing yet ('No Business Listing Found', docs/product/vendor-journey-and-portal.md#listing).
 */
export async function getVendorDashboard(db: Database, userId: string, at: Date = now()): Promise<VendorDashboard | undefined> {
  const listing = await getOwnListing(db, userId);
  if (!listing) return undefined;
  // One at a time: PGlite has a single connection, and on PostgreSQL these are each a few milliseconds.
  const images = await imagesOfListing(db, listing.id);
  const subscription = await getVendorSubscription(db, userId, at);
  const stats = await getListingStats(db, listing.id, at);
  const bookings = await listBookings(db, userId, at);
  const packages = await loadPackagesCard(db, listing.id);
  return { listing, images, subscription: subscription ?? null, stats, bookings, packages };
}
