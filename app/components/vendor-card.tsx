import { Link } from "react-router";
import { CompactIcon } from "~/components/compact-icon";
import { Badge } from "~/components/ui/badge";
import { ReplyRecord } from "~/components/reply-record";
import { ShortlistButton } from "~/components/shortlist-button";
import { cn } from "~/lib/cn";
import { ratingSummaryLabel, ratingSummaryText } from "~/modules/reviews/rating-format";
import { formatDistance, priceRangeLabel } from "~/modules/vendors/vendor-format";
import type { VendorCard as VendorCardData } from "~/modules/vendors/vendor-types";
import { VendorImage, VendorPlaceholder } from "~/components/vendor-image";

/**
 * One vendor card (docs/product/public-area.md#vendor-page): image (or, without photos, its category's artwork with its
 * initials, decision 071), category badge, name, 'From £X' when the vendor has
 * packages or else its price range, location, the days among the couple's dates it is free on ('Available on 12 Aug
 * and 14 Aug', docs/product/public-area.md#dates-and-budget), description, up to `maxFeatures` features and 'View
 * Details'. Featured cards allow 4 features, category and search cards 3 (docs/product/public-area.md#vendor-page).
 *
 * A category page repeats it 24 times, so its markup is kept lean (docs/product/public-area.md#pagination: the largest category page's HTML
 * stays under 100 KB): the card's frame, link and image are classes in app.css (`.vendor-card`, `.card-link`,
 * `.img-cover`), its icons are CompactIcons and its image's srcset lists only the widths a card needs.
 */
export function VendorCard({
  vendor,
  maxFeatures,
  showFeaturedBadge = false,
  headingLevel = "h3",
  distanceKm = null,
  priority = false,
  imageSlot = "card",
  linkSearch = "",
  className,
}: {
  vendor: VendorCardData;
  maxFeatures: number;
  showFeaturedBadge?: boolean;
  headingLevel?: "h2" | "h3";
  /** Distance from the searched place, shown as "x km away" (docs/product/public-area.md#vendor-page). */
  distanceKm?: number | null;
  /** The grid's first card, the first picture on a phone: fetched at once with high priority (decision 038). */
  priority?: boolean;
  /** The home page's two-column grid has wider cards than the three-column lists. */
  imageSlot?: "card" | "featured";
  /** A query string the vendor link carries ("?dates=2027-08-12"): the couple's dates, kept while browsing. */
  linkSearch?: string;
  className?: string;
}) {
  const Heading = headingLevel;
  const price = vendor.fromPriceLabel || priceRangeLabel(vendor.priceRange);
  // Written on the server, so the card carries no date code (decision 076).
  const available = vendor.availableOnLabel ?? "";
  return (
    <article className={cn("vendor-card", className)}>
      <div className="relative aspect-[3/2] bg-brand-50">
        {vendor.primaryImage ? (
          <VendorImage image={vendor.primaryImage} vendorName={vendor.name} priority={priority} slot={imageSlot} />
        ) : (
          <VendorPlaceholder vendorName={vendor.name} categorySlug={vendor.category.slug} />
        )}
        <div className="absolute left-3 top-3 flex flex-wrap gap-2">
          <Badge variant="neutral">{vendor.category.name}</Badge>
          {showFeaturedBadge && vendor.isFeatured ? (
            <Badge variant="gold">
              <CompactIcon name="star" className="size-3" /> Featured
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <Heading className="text-lg font-bold leading-snug text-ink">{vendor.name}</Heading>
          {price ? (
            <span className="shrink-0 text-sm font-semibold text-gold-700" title={price}>
              {price}
            </span>
          ) : null}
        </div>
        {vendor.location ? (
          <p className="flex items-center gap-1 text-sm text-muted">
            <CompactIcon name="map-pin" className="size-4 shrink-0" />
            {/* One text node: a space and a separate value would be joined by a `<!-- -->` marker. */}
            {` ${vendor.location}`}
            {distanceKm !== null ? (
              <span className="ml-auto shrink-0 font-medium text-brand-700" data-testid="distance">
                {formatDistance(distanceKm)}
              </span>
            ) : null}
          </p>
        ) : null}
        {available ? (
          <p className="flex items-center gap-1 text-sm font-medium text-brand-700" data-testid="available-on">
            <CompactIcon name="calendar-check" className="size-4 shrink-0" />
            {` ${available}`}
          </p>
        ) : null}
        {/* docs/product/couples-tools.md#reviews: only with at least one visible review; one short line, as a category page repeats it. */}
        {vendor.rating ? (
          <p role="img" aria-label={ratingSummaryLabel(vendor.rating)} className="text-sm font-semibold text-gold-700">
            {ratingSummaryText(vendor.rating)}
          </p>
        ) : null}
        <ReplyRecord record={vendor.replies} />
        <p className="line-clamp-2 text-sm text-muted">{vendor.description}</p>
        {vendor.features.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Features">
            {vendor.features.slice(0, maxFeatures).map((feature) => (
              <li key={feature}>
                <Badge variant="feature">{feature}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          {/* `.card-link` is the outline small Button's look, spelled once in app.css rather than on 24 cards. */}
          <Link to={`/vendor/${vendor.id}${linkSearch}`} aria-label={`View details of ${vendor.name}`} className="card-link">
            View Details
          </Link>
          <ShortlistButton vendorId={vendor.id} />
        </div>
      </div>
    </article>
  );
}

/** A placeholder card shown while results load (docs/product/public-area.md#vendor-page, result skeleton). */
export function VendorCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-brand-100" aria-hidden="true" data-testid="vendor-card-skeleton">
      <div className="aspect-[3/2] animate-pulse bg-brand-50" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-2/3 animate-pulse rounded bg-brand-50" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-brand-50" />
        <div className="h-4 w-full animate-pulse rounded bg-brand-50" />
      </div>
    </div>
  );
}
