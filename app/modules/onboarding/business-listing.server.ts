import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, checkoutSessions, subscriptions, users, vendorImages, vendors } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import type { PlanId } from "~/modules/billing/plans";
import type { StoredVendorImage } from "~/modules/media/store-vendor-image.server";
import type { BusinessDetails } from "~/modules/onboarding/business-form";
import { now } from "~/modules/time/clock";

const CATEGORY_MESSAGE = "Please choose a category.";

export type ListingPlace = { city: string; latitude: number; longitude: number };

export type NewListing = {
  ownerUserId: string;
  plan: PlanId;
  /** The checkout the plan was bought with; its subscription is linked to the listing. */
  checkoutSessionId?: string;
  details: BusinessDetails;
  /** The place the location names, when the gazetteer knows it. */
  place?: ListingPlace;
  logo?: StoredVendorImage;
  gallery: readonly StoredVendorImage[];
};

/** The listing of an account, if it has one (one listing per account). Input: the database and the user id. */
export async function findListingOfUser(db: Database, userId: string): Promise<{ id: number; isVerified: boolean } | undefined> {
  const [row] = await db
    .select({ id: vendors.id, isVerified: vendors.isVerified })
    .from(vendors)
    .where(eq(vendors.ownerUserId, userId))
    .limit(1);
  return row;
}

/**
 * Creates a submitted listing in one transaction (docs/product/vendor-journey-and-portal.md#business-details): the vendor row owned by the account, inactive until
 * review, with the plan recorded (the featured plan sets `is_featured`), its gallery images (the first one
 * primary) and its subscription linked. Either all of it is written or nothing.
 * The listing starts verified when the account's email already is (decision 012: an account that proved its
 * mailbox before submitting gets no second link, so nothing else would mark it), otherwise unverified until
 * the link is followed (docs/product/vendor-journey-and-portal.md#email-verification, email_verified false → true).
 * Input: the database and {@link NewListing} (images already stored). Output: `{ id, isVerified }` of the new
 * listing. Throws AppError `invalid` (field `category`) for an unknown category and `conflict` when the account
 * already has a listing (the row lock on the account's checkout serialises two submissions at once).
 */
export async function createSubmittedListing(db: Database, listing: NewListing): Promise<{ id: number; isVerified: boolean }> {
  return db.transaction(async (tx) => {
    const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, listing.details.category));
    if (!category) throw new AppError("invalid", CATEGORY_MESSAGE, { fieldErrors: { category: CATEGORY_MESSAGE } });
    // Serialise submissions of one account: lock the account's own listings (none yet) through its checkout.
    if (listing.checkoutSessionId) {
      await tx
        .select({ id: checkoutSessions.id })
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, listing.checkoutSessionId))
        .for("update");
    }
    const [existing] = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.ownerUserId, listing.ownerUserId)).limit(1);
    if (existing) throw new AppError("conflict", "This account already has a business listing.");
    const [owner] = await tx.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, listing.ownerUserId));
    const isVerified = owner?.emailVerified === true;
    const { details } = listing;
    const [vendor] = await tx
      .insert(vendors)
      .values({
        name: details.businessName,
        categoryId: category.id,
        description: details.description,
        location: details.location,
        city: listing.place?.city,
        latitude: listing.place?.latitude,
        longitude: listing.place?.longitude,
        pricingText: details.pricing,
        email: details.email,
        phone: details.phone || null,
        website: details.website || null,
        socialMediaLink: details.socialMediaLink || null,
        isActive: false,
        isVerified,
        isFeatured: listing.plan === "featured",
        plan: listing.plan,
        ownerUserId: listing.ownerUserId,
        logoUrl: listing.logo?.url,
        submittedAt: now(),
      })
      .returning({ id: vendors.id });
    const vendorId = vendor!.id;
    if (listing.gallery.length > 0) {
      await tx.insert(vendorImages).values(
        listing.gallery.map((image, index) => ({
          vendorId,
          imageUrl: image.url,
          altText: `${details.businessName} photo ${index + 1}`,
          isPrimary: index === 0,
          sortOrder: index,
        })),
      );
    }
    if (listing.checkoutSessionId) {
      await tx
        .update(subscriptions)
        .set({ vendorId, userId: listing.ownerUserId })
        .where(eq(subscriptions.checkoutSessionId, listing.checkoutSessionId));
    }
    return { id: vendorId, isVerified };
  });
}
