/** Shapes of vendor data handed from loaders to components (serialisable, no Dates). */

export type ImageRef = { url: string; alt: string };

export type VendorCard = {
  id: number;
  name: string;
  category: { name: string; slug: string };
  location: string;
  priceRange: string | null;
  description: string;
  isFeatured: boolean;
  /** Primary image, else the first by sort order; null when the vendor has none. */
  primaryImage: ImageRef | null;
  /** Features in display order; cards cut the list to their own limit. */
  features: string[];
  /**
   * Average rating (unrounded) and count of the vendor's visible reviews (docs/product/couples-tools.md#reviews); absent when it has none,
   * so nothing is shown and the page data stays small.
   */
  rating?: { average: number; count: number };
};

export type VendorDetail = VendorCard & {
  category: { name: string; slug: string; icon: string };
  address: string | null;
  city: string | null;
  region: string | null;
  postcode: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  socialMediaLink: string | null;
  pricingText: string | null;
  serviceTags: string[];
  /** All images, primary first, then by sort order. */
  images: (ImageRef & { isPrimary: boolean })[];
};
