import { describe, expect, it } from "vitest";
import { vendorJsonLd } from "~/modules/reviews/vendor-json-ld";
import { breadcrumbJsonLd, jsonLdText, websiteJsonLd, type JsonLd } from "~/modules/seo/json-ld";

const ORIGIN = "https://shaadivendors.example";

/** The block as a search engine reads it: the script text parsed back. */
const parsed = (value: JsonLd) => JSON.parse(jsonLdText(value)) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const vendor = {
  id: 42,
  name: "Henna by Zainab",
  category: { name: "Mehndi Artists", slug: "mehndi-artists", icon: "hand" },
  description: "Bridal mehndi in Leicester and the Midlands.",
  address: "12 Belgrave Road",
  city: "Leicester",
  postcode: "LE4 5AS",
  phone: "0116 123 4567",
  priceRange: "££",
  latitude: 52.65,
  longitude: -1.12,
  images: [
    { url: "/media/vendors/42/a.webp", alt: "Bridal hands", isPrimary: true },
    { url: "https://cdn.example/b.webp", alt: "Feet", isPrimary: false },
  ],
  fromPriceLabel: "",
  packages: [],
};

const PACKAGES = [
  { id: 1, sortOrder: 0, name: "Bridal mehndi", pricePence: 80_000, priceKind: "from" as const, included: "Hands and feet, organic henna.", eventTypes: ["Mehndi" as const], guests: null, priceLabel: "From £800" },
  { id: 2, sortOrder: 1, name: "Bridal and guest mehndi", pricePence: 125_050, priceKind: "fixed" as const, included: "", eventTypes: [], guests: 40, priceLabel: "£1,250.50" },
];

describe("websiteJsonLd", () => {
  it("is a WebSite whose SearchAction targets /search?q={search_term_string}", () => {
    const site = parsed(websiteJsonLd(ORIGIN));
    expect(site["@context"]).toBe("https://schema.org");
    expect(site["@type"]).toBe("WebSite");
    expect(site.url).toBe(`${ORIGIN}/`);
    expect(site.name).toBe("Shaadi Vendors UK");
    expect(site.potentialAction["@type"]).toBe("SearchAction");
    expect(site.potentialAction.target.urlTemplate).toBe(`${ORIGIN}/search?q={search_term_string}`);
    // The placeholder the template names must be the one query-input declares.
    expect(site.potentialAction["query-input"]).toBe("required name=search_term_string");
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the crumbs from 1 with absolute URLs, the page itself last", () => {
    const trail = parsed(
      breadcrumbJsonLd(ORIGIN, [
        { name: "Home", path: "/" },
        { name: "Mehndi Artists", path: "/category/mehndi-artists" },
        { name: "Henna by Zainab", path: "/vendor/42" },
      ]),
    );
    expect(trail["@type"]).toBe("BreadcrumbList");
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "Mehndi Artists", item: `${ORIGIN}/category/mehndi-artists` },
      { "@type": "ListItem", position: 3, name: "Henna by Zainab", item: `${ORIGIN}/vendor/42` },
    ]);
  });
});

describe("jsonLdText", () => {
  it("cannot end its script element or open a comment, and parses back to the same value", () => {
    const value = { "@type": "Thing", name: "</script><script>alert(1)</script> <!-- & \u2028" };
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe("vendorJsonLd", () => {
  it("carries name, address, geo, telephone, url, priceRange and image", () => {
    const business = parsed(vendorJsonLd({ ...vendor, rating: undefined }, ORIGIN));
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BeautySalon",
      description: "Bridal mehndi in Leicester and the Midlands.",
      name: "Henna by Zainab",
      url: `${ORIGIN}/vendor/42`,
      telephone: "0116 123 4567",
      priceRange: "££",
      address: { "@type": "PostalAddress", streetAddress: "12 Belgrave Road", addressLocality: "Leicester", postalCode: "LE4 5AS", addressCountry: "GB" },
      geo: { "@type": "GeoCoordinates", latitude: 52.65, longitude: -1.12 },
    });
    // Relative paths made absolute, absolute URLs kept, primary first.
    expect(business.image).toEqual([`${ORIGIN}/media/vendors/42/a.webp`, "https://cdn.example/b.webp"]);
    expect(business).not.toHaveProperty("aggregateRating");
  });

  it("rates only from reviews, only when there is at least one", () => {
    expect(parsed(vendorJsonLd({ ...vendor, rating: { average: 4.66, count: 3 } }, ORIGIN)).aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: "4.7",
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(parsed(vendorJsonLd({ ...vendor, rating: { average: 0, count: 0 } }, ORIGIN))).not.toHaveProperty("aggregateRating");
  });

  it("gives a vendor with packages its 'From' price as priceRange and each package as an Offer in pounds", () => {
    const business = parsed(vendorJsonLd({ ...vendor, rating: undefined, fromPriceLabel: "From £800", packages: PACKAGES }, ORIGIN));
    expect(business.priceRange).toBe("From £800");
    expect(business.makesOffer).toEqual([
      {
        "@type": "Offer",
        name: "Bridal mehndi",
        price: "800",
        priceCurrency: "GBP",
        priceSpecification: { "@type": "PriceSpecification", minPrice: 800, priceCurrency: "GBP" },
        itemOffered: { "@type": "Service", name: "Bridal mehndi", description: "Hands and feet, organic henna." },
      },
      // A fixed price is the price: no minimum; pence as decimals, never a symbol or a thousands comma.
      { "@type": "Offer", name: "Bridal and guest mehndi", price: "1250.50", priceCurrency: "GBP", itemOffered: { "@type": "Service", name: "Bridal and guest mehndi" } },
    ]);
    // Without packages: the band, and no offers.
    const banded = parsed(vendorJsonLd({ ...vendor, rating: undefined }, ORIGIN));
    expect(banded.priceRange).toBe("££");
    expect(banded).not.toHaveProperty("makesOffer");
  });

  it("leaves out what the vendor has not given rather than inventing it", () => {
    const bare = parsed(
      vendorJsonLd(
        { ...vendor, address: null, city: null, postcode: null, phone: null, priceRange: null, latitude: null, longitude: null, images: [], rating: undefined },
        ORIGIN,
      ),
    );
    // The hours are the page's own, shown on every vendor page, so they are never invented.
    expect(Object.keys(bare).sort()).toEqual(["@context", "@id", "@type", "description", "name", "openingHoursSpecification", "url"]);
  });

  // docs/product/public-area.md#seo; decision 072.
  it("is typed by its category: EventVenue beside LocalBusiness for a venue, LocalBusiness for a category without a type", () => {
    const typeOf = (slug: string) => parsed(vendorJsonLd({ ...vendor, category: { ...vendor.category, slug }, rating: undefined }, ORIGIN))["@type"];
    expect(typeOf("wedding-cake-shops")).toBe("Bakery");
    expect(typeOf("venues")).toEqual(["EventVenue", "LocalBusiness"]);
    expect(typeOf("catering")).toBe("FoodEstablishment");
    expect(typeOf("balloon-artists")).toBe("LocalBusiness");
  });

  it("carries the business hours the vendor page shows", () => {
    expect(parsed(vendorJsonLd({ ...vendor, rating: undefined }, ORIGIN)).openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "10:00", closes: "16:00" },
    ]);
  });

  it("cuts a long description at a word boundary with an ellipsis", () => {
    const long = `${"Bridal mehndi ".repeat(25)}and intricate Arabic designs.`;
    const { description } = parsed(vendorJsonLd({ ...vendor, description: long, rating: undefined }, ORIGIN));
    expect(description.length).toBeLessThanOrEqual(300);
    expect(description).toMatch(/ (Bridal|mehndi)…$/);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
  });
});
