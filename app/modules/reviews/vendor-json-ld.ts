import { packageOffers } from "~/modules/packages/package-offers";
import { formatAverage } from "~/modules/reviews/rating-format";
import { vendorSchemaType } from "~/modules/categories/category-schema-types";
import { shortDescription } from "~/modules/seo/page-meta";
import { OPENING_HOURS } from "~/modules/vendors/opening-hours";
import type { VendorDetail } from "~/modules/vendors/vendor-types";

/** How many of a vendor's photos the LocalBusiness block names (primary first): enough for a rich result. */
const JSON_LD_IMAGES = 5;
/** Longest description the block carries, ellipsis included: about what a search result shows. */
export const JSON_LD_DESCRIPTION_LENGTH = 300;

/**
 * The schema.org LocalBusiness description of a public vendor page, for search engines (docs/product/public-area.md#seo;
 * docs/product/couples-tools.md#reviews for the rating): its `@type` the category's most precise kind of LocalBusiness
 * (`vendorSchemaType`: BeautySalon, Bakery, EventVenue beside LocalBusiness…; decision 072), name, description (cut
 * at a word boundary with an ellipsis, at most {@link JSON_LD_DESCRIPTION_LENGTH} characters), PostalAddress,
 * GeoCoordinates, telephone, url (the page's own address), the business hours the page shows
 * (`OPENING_HOURS`), priceRange and image (absolute URLs, primary photo first). With packages, priceRange is the 'From' price ('From
 * £1,250') and `makesOffer` lists them as Offers (`packageOffers`, decision 068); without, priceRange is the price
 * band. Fields the vendor has not given are left out, never
 * filled with placeholders. Its `aggregateRating` comes only from the vendor's visible reviews, which only real
 * enquiries lead to, and is left out when there is none (never a made-up figure).
 * Input: the vendor and the public origin without a trailing slash. Output: a JSON-LD object, written into the
 * page by React Router's `script:ld+json` meta descriptor, which escapes `<` as `\u003c` for a script element.
 */
export function vendorJsonLd(
  vendor: Pick<
    VendorDetail,
    | "id"
    | "name"
    | "category"
    | "description"
    | "address"
    | "city"
    | "postcode"
    | "phone"
    | "priceRange"
    | "latitude"
    | "longitude"
    | "rating"
    | "images"
    | "fromPriceLabel"
    | "packages"
  >,
  origin: string,
): Record<string, unknown> {
  const address = vendor.address || vendor.city || vendor.postcode;
  const priceRange = vendor.packages.length > 0 && vendor.fromPriceLabel ? vendor.fromPriceLabel : vendor.priceRange;
  const images = vendor.images.slice(0, JSON_LD_IMAGES).map((image) => (/^https?:\/\//.test(image.url) ? image.url : `${origin}${image.url}`));
  return {
    "@context": "https://schema.org",
    "@type": vendorSchemaType(vendor.category.slug),
    "@id": `${origin}/vendor/${vendor.id}`,
    name: vendor.name,
    url: `${origin}/vendor/${vendor.id}`,
    description: shortDescription(vendor.description, JSON_LD_DESCRIPTION_LENGTH),
    ...(images.length > 0 ? { image: images } : {}),
    ...(address
      ? {
          address: {
            "@type": "PostalAddress",
            ...(vendor.address ? { streetAddress: vendor.address } : {}),
            ...(vendor.city ? { addressLocality: vendor.city } : {}),
            ...(vendor.postcode ? { postalCode: vendor.postcode } : {}),
            addressCountry: "GB",
          },
        }
      : {}),
    ...(vendor.latitude !== null && vendor.longitude !== null
      ? { geo: { "@type": "GeoCoordinates", latitude: vendor.latitude, longitude: vendor.longitude } }
      : {}),
    ...(vendor.phone ? { telephone: vendor.phone } : {}),
    openingHoursSpecification: OPENING_HOURS,
    ...(priceRange ? { priceRange } : {}),
    ...(vendor.packages.length > 0 ? { makesOffer: packageOffers(vendor.packages) } : {}),
    ...(vendor.rating && vendor.rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: formatAverage(vendor.rating.average),
            reviewCount: vendor.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
