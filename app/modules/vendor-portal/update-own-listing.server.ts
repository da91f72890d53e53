import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { vendors } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import { resolvePlace } from "~/modules/geo/places.server";
import { invalidForm } from "~/modules/http/route-errors.server";
import { attributeColumns } from "~/modules/vendor-portal/listing-attributes";
import { LISTING_MESSAGES, NO_LISTING_MESSAGE, listingFormSchema, type ListingFormValues } from "~/modules/vendor-portal/listing-form";
import { getOwnListing, type OwnListing } from "~/modules/vendor-portal/own-listing.server";
import { getOwnListingId } from "~/modules/vendors/owned-listings.server";

/**
 * 'Save Changes' on the vendor dashboard (docs/product/vendor-journey-and-portal.md#listing "may edit name, phone, website, location, description,
 * pricing, tags, logo and gallery; may not edit category or email"; also social link, address and price
 * range, and the structured attributes: facets, capacity, event types and languages, written only when the form
 * showed them). The listing is the one the account `userId` owns, never one named by the browser. The location is
 * re-geocoded through the gazetteer, as at onboarding: a place it knows sets the town and coordinates used by
 * radius search; one it does not know clears them, so the listing is no longer placed at its old town (it is
 * still found by its location text). Category, email, status flags and images are left alone.
 * Input: database, user id (from the session), the form values ({@link ListingFormValues}).
 * Output: the listing afterwards ({@link OwnListing}).
 * Throws AppError `invalid` (400) with a message per field and 'Failed to save changes. Please try again.'
 * (docs/product/vendor-journey-and-portal.md#listing) for the form; `not_found` (404) when the account has no listing.
 */
export async function updateOwnListing(db: Database, userId: string, values: ListingFormValues): Promise<OwnListing> {
  const parsed = listingFormSchema.safeParse(values);
  if (!parsed.success) throw invalidForm(parsed.error, LISTING_MESSAGES.saveFailed);
  const listingId = await getOwnListingId(db, userId);
  if (listingId === undefined) throw new AppError("not_found", NO_LISTING_MESSAGE);
  const update = parsed.data;
  const place = resolvePlace(update.location);
  await db
    .update(vendors)
    .set({
      name: update.name,
      phone: update.phone || null,
      website: update.website || null,
      socialMediaLink: update.socialMediaLink || null,
      location: update.location,
      city: place?.name ?? null,
      latitude: place?.lat ?? null,
      longitude: place?.lng ?? null,
      address: update.address || null,
      description: update.description,
      pricingText: update.pricingText,
      priceRange: update.priceRange || null,
      serviceTags: update.tags,
      ...attributeColumns(update),
      updatedAt: sql`now()`,
    })
    // The owner condition again, so the row written is the one the session owns even if ownership changed.
    .where(and(eq(vendors.id, listingId), eq(vendors.ownerUserId, userId)));
  const listing = await getOwnListing(db, userId);
  if (!listing) throw new AppError("not_found", NO_LISTING_MESSAGE);
  return listing;
}
