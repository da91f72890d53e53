import { FALLBACK_IMAGE } from "~/modules/vendors/vendor-format";
import type { ImageRef } from "~/modules/vendors/vendor-types";
import { cn } from "~/lib/cn";

/** A vendor image, or the stock fallback when the vendor has none (spec: public-area §9). */
export function VendorImage({
  image,
  vendorName,
  className,
  eager = false,
}: {
  image: ImageRef | null;
  vendorName: string;
  className?: string;
  eager?: boolean;
}) {
  const src = image?.url ?? FALLBACK_IMAGE.url;
  const alt = image ? image.alt || vendorName : `${vendorName}: no photos yet`;
  return (
    <img
      src={src}
      alt={alt}
      width={1200}
      height={800}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={cn("h-full w-full object-cover", className)}
    />
  );
}
