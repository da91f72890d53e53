import { parseImageVariants, srcsetOf } from "~/modules/media/image-variants";

/**
 * An image with its responsive copies (decision 038): a `<picture>` with an AVIF source when AVIF copies exist,
 * and an `<img>` whose `srcset` lists the WebP copies with `w` descriptors and `sizes`, so the browser fetches the
 * narrowest copy that fills the slot at its pixel density. An image stored without copies (its URL does not
 * follow the naming convention) is a plain `<img>`. `width`/`height` always give the shape, so the page does not
 * move when the picture arrives: the image's own size when its name says it, else `fallbackSize`.
 *
 * `priority` marks the first image a visitor sees (the vendor page's main photo, the first card of a grid on a
 * phone): fetched at once with `fetchpriority="high"`; every other image is `loading="lazy"` and
 * `decoding="async"`. `maxWidth` leaves out copies wider than a slot can ever need (cards stop at 800 px), which
 * keeps long lists' markup small.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  maxWidth,
  priority = false,
  fallbackSize = { width: 1200, height: 800 },
  className,
}: {
  src: string;
  alt: string;
  sizes: string;
  maxWidth?: number;
  priority?: boolean;
  fallbackSize?: { width: number; height: number };
  className?: string;
}) {
  const variants = parseImageVariants(src);
  const loading = priority ? ({ fetchPriority: "high" } as const) : ({ loading: "lazy", decoding: "async" } as const);
  const size = variants ?? fallbackSize;
  const img = (
    <img
      src={src}
      srcSet={variants && variants.widths.length > 1 ? srcsetOf(variants, "webp", maxWidth) : undefined}
      sizes={variants && variants.widths.length > 1 ? sizes : undefined}
      alt={alt}
      width={size.width}
      height={size.height}
      {...loading}
      className={className}
    />
  );
  if (!variants?.avif) return img;
  return (
    // `contents`: the picture adds no box, so the image sizes itself against its slot as a bare <img> does.
    <picture className="contents">
      <source type="image/avif" srcSet={srcsetOf(variants, "avif", maxWidth)} sizes={sizes} />
      {img}
    </picture>
  );
}
