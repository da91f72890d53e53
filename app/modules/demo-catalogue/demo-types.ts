import type { VendorAttributes } from "~/modules/demo-catalogue/demo-attributes";
import type { PackageInput } from "~/modules/packages/package-rules";
import type { VendorFields } from "~/modules/vendors/vendor-fields";
import type { PriceRange } from "~/modules/vendors/vendor-format";

/** A category row of the demo catalogue, ready to insert. */
export type DemoCategory = {
  name: string;
  slug: string;
  /** A lucide icon name; names outside the spec's list fall back to a default icon in the UI. */
  icon: string;
  sortPriority: number;
  description: string;
  serviceTags: string[];
};

export type DemoImage = { url: string; alt: string; isPrimary: boolean };

/**
 * A vendor of the demo catalogue with its features and images, ready to insert: its business fields as stored
 * (decision 053; the category by slug), every town placed and every contact given; its structured attributes (facets,
 * capacity, event types, languages) are read from its own texts (demo-attributes.ts).
 */
export type DemoVendor = VendorAttributes &
  Omit<VendorFields, "categoryId" | keyof VendorAttributes | "city" | "region" | "priceRange" | "pricingText" | "phone" | "email"> & {
    categorySlug: string;
    city: string;
    region: string;
    latitude: number;
    longitude: number;
    priceRange: PriceRange;
    pricingText: string;
    phone: string;
    email: string;
    features: string[];
    images: DemoImage[];
    /** Its packages, cheapest first (demo-packages.ts); empty for a vendor that shows only its price band. */
    packages: PackageInput[];
    createdAt: Date;
    updatedAt: Date;
  };

export type DemoCatalogue = { categories: DemoCategory[]; vendors: DemoVendor[] };

/** Owner backgrounds used to pick names, words and languages that belong together. */
export type Heritage = "pakistani" | "indian" | "bangladeshi" | "sinhalese" | "tamil";

/** Everything needed to write one category and its vendors (content files, one per category group). */
export type CategoryContent = {
  name: string;
  slug: string;
  icon: string;
  sortPriority: number;
  description: string;
  serviceTags: readonly string[];
  features: readonly string[];
  /** How a tag reads inside a sentence, where its label alone would not ("Doli car" → "doli cars"). */
  tagPhrases?: Readonly<Record<string, string>>;
  /** Active vendors generated for this category. */
  activeVendors: number;
  /** Share of owners who are women, so "DJ {given}" and "Henna by {given}" read naturally. */
  femaleShare: number;
  /** False for places couples visit (venues, shops), which changes the closing sentence pool. */
  travels: boolean;
  /** Hand-written names used first, each with the owner background and town that suit it. */
  signatures: readonly { name: string; heritage: Heritage; town: string; surname?: string; female?: boolean }[];
  /** Name patterns: {given}, {surname}, {word}. */
  nameTemplates: readonly string[];
  /**
   * First sentence patterns: {name}, {owner}, {given}, {surname}, {town}, {region}, {years}, {languages},
   * {t1} (the first service tag as prose) and {t12} (the first two, joined).
   */
  openers: readonly string[];
  /** Middle sentence patterns; may also use {capacity}, {distance}, {minimum}, {party}. */
  details: readonly string[];
  pricing: { templates: readonly string[]; bands: readonly [number, number, number, number] };
  /** Category whose artwork fills galleries beyond the eight variants of this one. */
  artworkPartner: string;
};
