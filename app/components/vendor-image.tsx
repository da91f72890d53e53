import { ResponsiveImage } from "~/components/responsive-image";
import { CATEGORY_ART_URL } from "~/modules/categories/category-art";
import { FALLBACK_IMAGE, vendorInitials } from "~/modules/vendors/vendor-format";
import type { ImageRef } from "~/modules/vendors/vendor-types";
import { cn } from "~/lib/cn";

/**
 * Slot widths for `sizes` (decision 038), from the layouts in app/routes: a card in the category, search and
 * home grids (one column on a phone, two from 640 px, three of at most 352 px in the 72rem container from
 * 1024 px; the home page's featured grid has two from 768 px), the vendor page's main photo (the column beside the 360 px sidebar), its gallery tab (two, then three
 * columns) and the thumbnail strip (four, then eight).
 */
export const IMAGE_SIZES = {
  card: "(min-width:1024px) 352px,(min-width:640px) 50vw,100vw",
  featured: "(min-width:1152px) 540px,(min-width:768px) 50vw,100vw",
  hero: "(min-width:1024px) 712px,100vw",
  gallery: "(min-width:1024px) 232px,(min-width:768px) 33vw,50vw",
  thumbnail: "(min-width:768px) 12vw,25vw",
} as const;

/** A card never needs a copy wider than 800 px: 400 CSS px at 2× (a 3× phone gets 800 rather than 1200). */
export const CARD_MAX_WIDTH = 800;

/**
 * A vendor image, or the stock fallback when the vendor has none (docs/product/public-area.md#vendor-page), with its responsive
 * copies ({@link ResponsiveImage}). `slot` picks the `sizes`; `priority` is for the first image a visitor sees.
 */
export function VendorImage({
  image,
  vendorName,
  className,
  slot = "card",
  priority = false,
}: {
  image: ImageRef | null;
  vendorName: string;
  className?: string;
  slot?: keyof typeof IMAGE_SIZES;
  priority?: boolean;
}) {
  const src = image?.url ?? FALLBACK_IMAGE.url;
  const alt = image ? image.alt || vendorName : `${vendorName}: no photos yet`;
  return (
    <ResponsiveImage
      src={src}
      alt={alt}
      sizes={IMAGE_SIZES[slot]}
      maxWidth={slot === "hero" ? undefined : slot === "thumbnail" ? 400 : CARD_MAX_WIDTH}
      priority={priority}
      className={cn("img-cover", className)}
    />
  );
}

/**
 * The picture of a vendor without photos (decision 071): its category's artwork from the site's own sprite
 * (`/images/category-art.svg`) with the vendor's initials in the medallion, one inline SVG so the initials are text in
 * the site's font. The default symbol is drawn first and the category's over it, so a category the sprite lacks shows
 * the default without the page carrying the list of categories. It fills its frame, cropped around its centre, so
 * the same 3:2 artwork serves a card's picture and the square beside a name. Beside `VendorImage`, which it stands in
 * for, so pages load no extra file for it (decision 039).
 */
export function VendorPlaceholder({ vendorName, categorySlug }: { vendorName: string; categorySlug: string }) {
  return (
    <svg
      role="img"
      aria-label={`${vendorName}: no photos yet`}
      viewBox="0 0 300 200"
      preserveAspectRatio="xMidYMid slice"
      className="block h-full w-full"
      data-testid="category-art"
    >
      <use href={`${CATEGORY_ART_URL}#default`} />
      <use href={`${CATEGORY_ART_URL}#${categorySlug}`} />
      <text x="150" y="94" textAnchor="middle" dominantBaseline="central" className="fill-ink font-bold" fontSize="34" aria-hidden="true" data-testid="vendor-initials">
        {vendorInitials(vendorName)}
      </text>
    </svg>
  );
}
