import type { Database } from "~/db/client.server";
import { AppError } from "~/modules/errors/app-error";
import type { PackageChange } from "~/modules/packages/package-form";
import { applyPackageChange, type PackageChangeResult } from "~/modules/packages/packages.server";
import { NO_LISTING_MESSAGE } from "~/modules/vendor-portal/listing-form";
import { getOwnListingId } from "~/modules/vendors/owned-listings.server";

/**
 * A change of the dashboard's 'Packages' card (docs/product/vendor-journey-and-portal.md#packages): add, save or
 * delete a package of the listing the account `userId` owns, found from the session, never from an id the browser
 * sends (docs/product/vendor-journey-and-portal.md#authorization). A package id of another listing is not found.
 * Input: database, user id (from the session), the posted change. Output: what changed ({@link PackageChangeResult}).
 * Throws AppError `invalid` (400) with a message per field or 'You can have at most 10 packages…'; `not_found` (404)
 * for another listing's package, or when the account has no listing.
 */
export async function changeOwnPackages(db: Database, userId: string, change: PackageChange): Promise<PackageChangeResult> {
  const listingId = await getOwnListingId(db, userId);
  if (listingId === undefined) throw new AppError("not_found", NO_LISTING_MESSAGE);
  // The owner again under the lock, so the listing written is the one the session owns.
  return applyPackageChange(db, { id: listingId, ownerUserId: userId }, change);
}
