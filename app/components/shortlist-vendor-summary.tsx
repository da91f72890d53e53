import { Link } from "react-router";
import { PackageLines, type PackageLineData } from "~/components/package-lines";
import { VendorDatesAvailability } from "~/components/vendor-packages";
import { availabilityLines, vendorPathWithDates, type DayAvailability } from "~/modules/availability/couple-dates";
import { fromPriceLabel } from "~/modules/packages/package-labels";
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
  /** The lowest package price in pence; null without packages (the price range shows instead). */
  fromPricePence: number | null;
  /** The cheapest packages (at most three) and how many more there are. */
  packages: PackageLineData[];
  morePackages: number;
  /** The vendor's state on the couple's dates from the address; [] without dates. */
  dates: DayAvailability[];
};

/**
 * One saved vendor on /shortlist and its shared copy (docs/product/couples-tools.md#shortlist): name (a link to its page, carrying the
 * couple's dates), category, town, 'From £X' or else the price range, the distance from the place last searched, its
 * cheapest packages, its state on the couple's dates and, for the owner, whether it was sent an enquiry.
 */
export function ShortlistVendorSummary({ vendor, placeName, showEnquiry }: { vendor: ShortlistVendorData; placeName: string | null; showEnquiry: boolean }) {
  const price = vendor.packages.length > 0 ? fromPriceLabel(vendor.fromPricePence) : priceRangeLabel(vendor.priceRange);
  const days = vendor.dates.map((entry) => entry.day);
  return (
    <div className="min-w-0 space-y-1">
      <h2 className="text-lg font-bold text-ink">
        <Link to={vendorPathWithDates(vendor.id, days)} className="hover:text-brand-700 hover:underline">
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
      <PackageLines packages={vendor.packages} more={vendor.morePackages} />
      <VendorDatesAvailability lines={availabilityLines(vendor.dates)} />
      {showEnquiry ? <p className="text-sm text-muted">{enquiryStatusText(vendor.enquiredAt)}</p> : null}
    </div>
  );
}
