import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "~/modules/seo/page-meta";

// Structured data for search engines (docs/product/public-area.md#seo: "JSON-LD: ... BreadcrumbList on category and vendor pages,
// WebSite with a SearchAction on the home page"). Pure builders: routes hand the result to React Router's
// `script:ld+json` meta descriptor ({@link jsonLdMeta}). The vendor's LocalBusiness block lives with its rating
// rule in app/modules/reviews/vendor-json-ld.ts.

/** A JSON-LD object: plain JSON, `@context` and `@type` at the top. */
export type JsonLd = Record<string, unknown>;

/** One step of a breadcrumb trail: the label shown and the page's path under the public origin ("/category/venues"). */
export type Crumb = { name: string; path: string };

/**
 * The site itself, with the search box search engines may show under the home page result (schema.org `WebSite`
 * + `SearchAction`). Input: the public origin without a trailing slash. Output: JSON-LD whose `potentialAction`
 * targets `/search?q={search_term_string}`, the same address the hero search submits to.
 */
export function websiteJsonLd(origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    url: `${origin}/`,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/**
 * A breadcrumb trail (schema.org `BreadcrumbList`): Home › Category on category pages, Home › Category › Vendor
 * on vendor pages. Input: the public origin and the crumbs in order, the page itself last. Output: JSON-LD whose
 * `itemListElement` are `ListItem`s numbered from 1, each with an absolute `item` URL.
 */
export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/**
 * The meta descriptor that writes `value` into the page as `<script type="application/ld+json">`. React Router
 * serialises it with {@link jsonLdText}'s escaping (`<`, `>`, `&`, U+2028, U+2029 as `\uXXXX`), so a vendor named
 * "</script>…" cannot close the element.
 */
export function jsonLdMeta(value: JsonLd): MetaDescriptor {
  return { "script:ld+json": value };
}

/**
 * `value` as the text of a `<script type="application/ld+json">` element, for markup written outside route
 * `meta`: JSON with `<`, `>` and `&` written as `\u003c`, `\u003e`, `\u0026` and the two JavaScript line
 * separators escaped, which parses back to the same value but can never end the script element or open a comment.
 */
export function jsonLdText(value: JsonLd): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

