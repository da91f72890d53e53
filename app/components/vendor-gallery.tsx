import { Icon } from "~/components/icon";
import type { ImageRef } from "~/modules/vendors/vendor-types";
import { VendorImage } from "~/components/vendor-image";

/** Thumbnails under the main image, and the count above which 'View All' shows (docs/product/public-area.md#vendor-page). */
export const GALLERY_THUMBNAILS = 8;
export const GALLERY_VIEW_ALL_OVER = 9;

/**
 * The vendor page gallery: main image plus up to 8 thumbnails; each opens the lightbox on itself.
 * 'View All' appears when there are more than 9 images. No images → nothing. The main image is the
 * page's first picture, so it is fetched at once with high priority; thumbnails load lazily (decision 038).
 */
export function VendorGallery({
  images,
  vendorName,
  onOpen,
}: {
  images: ImageRef[];
  vendorName: string;
  onOpen: (index: number) => void;
}) {
  const [main, ...rest] = images;
  // Without photos there is no hero at all: the page shows the category's artwork beside the name (decision 071).
  if (!main) return null;
  const thumbnails = rest.slice(0, GALLERY_THUMBNAILS);
  return (
    <div className="space-y-3">
      <button
        type="button"
        className="block aspect-[3/2] w-full overflow-hidden rounded-3xl bg-brand-50"
        onClick={() => onOpen(0)}
        aria-label={`Open photo 1 of ${images.length}`}
      >
        <VendorImage image={main} vendorName={vendorName} slot="hero" priority />
      </button>
      {thumbnails.length > 0 ? (
        <ul className="grid grid-cols-4 gap-2 md:grid-cols-8">
          {thumbnails.map((image, offset) => (
            <li key={`${image.url}-${offset}`}>
              <button
                type="button"
                className="block aspect-square w-full overflow-hidden rounded-xl bg-brand-50"
                onClick={() => onOpen(offset + 1)}
                aria-label={`Open photo ${offset + 2} of ${images.length}`}
              >
                <VendorImage image={image} vendorName={vendorName} slot="thumbnail" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {images.length > GALLERY_VIEW_ALL_OVER ? (
        <button
          type="button"
          onClick={() => onOpen(0)}
          className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
        >
          <Icon name="images" className="size-4" /> View All ({images.length} photos)
        </button>
      ) : null}
    </div>
  );
}
