import { BadgeCheck, CircleDot, Star } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { LISTING_STATE_TEXT, listingState, type ListingStatusInput } from "~/modules/vendor-portal/listing-status";

/**
 * The dashboard's Listing Status card (docs/product/vendor-journey-and-portal.md#listing): Active or Inactive, Featured, Verified or Unverified, and a
 * sentence on what that means for couples ('under review' for a verified but inactive listing).
 */
export function ListingStatusCard({ listing }: { listing: ListingStatusInput & { isFeatured: boolean } }) {
  return (
    <section aria-labelledby="listing-status-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h2 id="listing-status-heading" className="text-xl font-semibold text-brand-800">
        Listing Status
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Status">
        <li>
          <Badge variant={listing.isActive ? "brand" : "neutral"}>
            <CircleDot className="size-3" aria-hidden="true" /> {listing.isActive ? "Active" : "Inactive"}
          </Badge>
        </li>
        {listing.isFeatured ? (
          <li>
            <Badge variant="gold">
              <Star className="size-3" aria-hidden="true" /> Featured
            </Badge>
          </li>
        ) : null}
        <li>
          <Badge variant={listing.isVerified ? "brand" : "neutral"}>
            <BadgeCheck className="size-3" aria-hidden="true" /> {listing.isVerified ? "Verified" : "Unverified"}
          </Badge>
        </li>
      </ul>
      <p className="mt-4 text-ink">{LISTING_STATE_TEXT[listingState(listing)]}</p>
    </section>
  );
}
