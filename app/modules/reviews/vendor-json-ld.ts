import { packageOffers } from "~/modules/packages/package-offers";
import { formatAverage } from "~/modules/reviews/rating-format";
import type { VendorDetail } from "~/modules/vendors/vendor-types";

/** How many of a vendor's photos the LocalBusiness block names (primary first): enough for a rich result. */
const JSON_LD_IMAGES = 5;

/**
 * The schema.org LocalBusiness description of a public vendor page, for search engines (docs/product/public-area.md#seo;
 * docs/product/couples-tools.md#reviews for the rating): name, description, PostalAddress, GeoCoordinates, telephone, url (the page's own address),
 * priceRange and image (absolute URLs, primary photo first). With packages, priceRange is the 'From' price ('From
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
    "@type": "LocalBusiness",
    "@id": `${origin}/vendor/${vendor.id}`,
    name: vendor.name,
    url: `${origin}/vendor/${vendor.id}`,
    description: vendor.description.slice(0, 300),
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
