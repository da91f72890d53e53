import type { OfferLeaf } from "schema-dts";
import type { VendorPackage } from "~/modules/packages/package-rules";

// A vendor's packages as schema.org offers in its page's LocalBusiness block (docs/product/public-area.md#seo;
// decision 068). The shape is checked against schema.org's vocabulary by the `schema-dts` types at compile time.

/** Longest description of a package's service written into the page's JSON-LD. */
const OFFER_DESCRIPTION_LENGTH = 300;

/** A price in pence as schema.org wants it: pounds as a plain number text, '1250' or '1250.50', no symbol or commas. */
export function poundsText(pence: number): string {
  return pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2);
}

/**
 * Each package as a schema.org `Offer`: its name, `price` in pounds ('1250') and `priceCurrency` 'GBP'; a 'from'
 * price also carries a `PriceSpecification` whose `minPrice` says the price is where it starts, not what it costs;
 * `itemOffered` is the `Service` with what's included (cut to 300 characters). Input: the packages in the page's
 * order. Output: the offers, [] without packages.
 */
export function packageOffers(packages: readonly Pick<VendorPackage, "name" | "pricePence" | "priceKind" | "included">[]): OfferLeaf[] {
  return packages.map((pkg) => {
    const price = poundsText(pkg.pricePence);
    const included = pkg.included.trim();
    return {
      "@type": "Offer",
      name: pkg.name,
      price,
      priceCurrency: "GBP",
      ...(pkg.priceKind === "from" ? { priceSpecification: { "@type": "PriceSpecification", minPrice: Number(price), priceCurrency: "GBP" } } : {}),
      itemOffered: {
        "@type": "Service",
        name: pkg.name,
        ...(included ? { description: included.slice(0, OFFER_DESCRIPTION_LENGTH) } : {}),
      },
    };
  });
}
