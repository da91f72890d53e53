import { CATEGORY_ART_BOX, categoryArtHref } from "~/modules/categories/category-art";
import { vendorInitials } from "~/modules/vendors/vendor-format";
import { cn } from "~/lib/cn";

/**
 * The picture of a vendor without photos (decision 071): its category's artwork from the site's own sprite
 * (`/images/category-art.svg`) with the vendor's initials in the medallion, drawn as one inline SVG so the initials
 * are text in the site's font. It fills its frame and is cropped around its centre, so the same artwork serves a
 * card's 3:2 picture and the square beside a name.
 */
export function VendorPlaceholder({ vendorName, categorySlug, className }: { vendorName: string; categorySlug: string; className?: string }) {
  const { width, height } = CATEGORY_ART_BOX;
  return (
    <svg
      role="img"
      aria-label={`${vendorName}: no photos yet`}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid slice"
      className={cn("block h-full w-full", className)}
      data-testid="category-art"
    >
      <use href={categoryArtHref(categorySlug)} width={width} height={height} />
      <text
        x={width / 2}
        y={height / 2 - 6}
        textAnchor="middle"
        dominantBaseline="central"
        className="fill-ink font-bold"
        fontSize="34"
        aria-hidden="true"
        data-testid="vendor-initials"
      >
        {vendorInitials(vendorName)}
      </text>
    </svg>
  );
}
