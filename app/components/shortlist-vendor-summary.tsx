import { Link } from "react-router";
import { enquiryStatusText } from "~/modules/shortlist/shortlist-rules";
import { formatDistance, priceRangeLabel } from "~/modules/vendors/vendor-format";

/** What a shortlist row shows of a vendor (the loaders' ShortlistVendor, serialised). */
export type ShortlistVendorData = {
  id: number;
  name: string;
  category: { name: string; slug: string };
  town: string;
  priceRange: string | null;
  distanceKm: number | null;
  enquiredAt: string | null;
};

/**
 * One saved vendor on /shortlist and its shared copy (docs/product/couples-tools.md#shortlist): name (a link to its page), category, town, price
 * range, the distance from the place last searched and, for the owner, whether it was sent an enquiry.
 */
export function ShortlistVendorSummary({ vendor, placeName, showEnquiry }: { vendor: ShortlistVendorData; placeName: string | null; showEnquiry: boolean }) {
  const price = priceRangeLabel(vendor.priceRange);
  return (
    <div className="min-w-0 space-y-1">
      <h2 className="text-lg font-bold text-ink">
        <Link to={`/vendor/${vendor.id}`} className="hover:text-brand-700 hover:underline">
          {vendor.name}
        </Link>
      </h2>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
        <span>{vendor.category.name}</span>
        {vendor.town ? <span>{vendor.town}</span> : null}
        {price ? <span className="font-semibold text-gold-700">{price}</span> : null}
        {vendor.distanceKm !== null && placeName ? (
          <span className="font-medium text-brand-700" data-testid="distance">
            {`${formatDistance(vendor.distanceKm)} from ${placeName}`}
          </span>
        ) : null}
      </p>
      {showEnquiry ? <p className="text-sm text-muted">{enquiryStatusText(vendor.enquiredAt)}</p> : null}
    </div>
  );
}
