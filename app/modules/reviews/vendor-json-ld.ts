import { formatAverage } from "~/modules/reviews/rating-format";
import type { VendorDetail } from "~/modules/vendors/vendor-types";

/**
 * The schema.org LocalBusiness description of a public vendor page, for search engines (issue #12). Its
 * `aggregateRating` comes only from the vendor's visible reviews, which only real enquiries lead to, and is left
 * out when there is none (never a made-up figure). Output: a JSON-LD object, written into the page by React
 * Router's `script:ld+json` meta descriptor, which escapes it for a script element.
 */
export function vendorJsonLd(
  vendor: Pick<VendorDetail, "name" | "description" | "address" | "city" | "postcode" | "phone" | "priceRange" | "latitude" | "longitude" | "rating">,
): Record<string, unknown> {
  const address = vendor.address || vendor.city || vendor.postcode;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: vendor.name,
    description: vendor.description.slice(0, 300),
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
    ...(vendor.priceRange ? { priceRange: vendor.priceRange } : {}),
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
