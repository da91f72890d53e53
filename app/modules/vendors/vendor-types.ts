/** Shapes of vendor data handed from loaders to components (serialisable, no Dates); fields as stored (decision 053). */

import type { VendorPackage } from "~/modules/packages/package-rules";
import type { ResponseRecord } from "~/modules/response-times/response-time-rules";
import type { VendorRow } from "~/modules/vendors/vendor-fields";

export type ImageRef = { url: string; alt: string };

/** A package with its price as shown ('From £800', '£1,250'), written on the server (decision 068). */
export type PricedPackage = VendorPackage & { priceLabel: string };

export type VendorCard = Pick<VendorRow, "id" | "name" | "location" | "priceRange" | "description" | "isFeatured"> & {
  category: { name: string; slug: string };
  /** Primary image, else the first by sort order; null when the vendor has none. */
  primaryImage: ImageRef | null;
  /** Features in display order; cards cut the list to their own limit. */
  features: string[];
  /**
   * Average rating (unrounded) and count of the vendor's visible reviews (docs/product/couples-tools.md#reviews); absent when it has none,
   * so nothing is shown and the page data stays small.
   */
  rating?: { average: number; count: number };
  /**
   * The vendor's reply record over the last 90 days (docs/product/couples-tools.md#response-times); absent below 5
   * counted enquiries, when nothing is shown.
   */
  replies?: ResponseRecord;
  /**
   * The lowest price of the vendor's packages in pence (decision 064); null without packages. Every card read from the
   * database has it (`toVendorCards`); a card made without it shows the price band.
   */
  fromPricePence?: number | null;
  /** The same as the card shows it, 'From £800' (`fromPriceLabel`), '' without packages; written on the server. */
  fromPriceLabel?: string;
  /**
   * With the couple's dates (docs/product/public-area.md#dates-and-budget): the days among them the vendor is free on,
   * in order, for 'Available on 12 Aug and 14 Aug'; absent when the list was not asked for dates.
   */
  availableOn?: string[];
  /** `availableOn` as the card shows it ('Available on 12 Aug and 14 Aug'; '' for none), written on the server. */
  availableOnLabel?: string;
};

export type VendorDetail = VendorCard &
  Pick<
    VendorRow,
    | "address"
    | "city"
    | "region"
    | "postcode"
    | "latitude"
    | "longitude"
    | "phone"
    | "email"
    | "website"
    | "socialMediaLink"
    | "pricingText"
    | "serviceTags"
  > & {
    category: { name: string; slug: string; icon: string };
    /** All images, primary first, then by sort order. */
    images: (ImageRef & { isPrimary: boolean })[];
    /** The lowest package price in pence (`vendors.from_price_pence`, kept by trigger); null without packages. */
    fromPricePence: number | null;
    /** 'From £800' for that price, '' without packages; written on the server, so the page needs no price code. */
    fromPriceLabel: string;
    /** The vendor's packages in its own order (docs/product/public-area.md#vendor-page; decision 068); [] for none. */
    packages: PricedPackage[];
  };
