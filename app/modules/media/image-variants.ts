/**
 * The naming convention of responsive image variants (decision 038), shared by the code that writes them
 * (`image-variants.server.ts`, the demo artwork) and the components that render `srcset`.
 *
 * An image stored with variants is named `<stem>.<width>x<height>[a].webp`: the file itself is the full-size
 * WebP, its name gives its size and, with `a`, says that AVIF copies exist at every width. The narrower copies
 * sit beside it as `<stem>-<w>.webp` and `<stem>-<w>.avif` for each width of {@link VARIANT_WIDTHS} below the
 * full width, plus `<stem>-<full width>.avif`. A URL without that pattern (uploads made before variants,
 * the stock placeholder) is shown as it is. The database keeps one URL per image, so no schema change is needed
 * and the markup is derived from the URL alone.
 */

/** Widths, in CSS pixels of a 1× screen, narrower copies are made at (only those below the full width). */
export const VARIANT_WIDTHS = [400, 800, 1200] as const;

export type VariantFormat = "webp" | "avif";

/** What an image URL says about its copies. */
export type ImageVariants = {
  /** The full-size WebP, the `src` every browser can show. */
  src: string;
  width: number;
  height: number;
  /** Widths a copy exists at, narrowest first; the last is the full width (the `src` itself in WebP). */
  widths: number[];
  /** Whether AVIF copies exist, at every one of `widths`. */
  avif: boolean;
  /** The URL without the size tag and extension, that copies are named from. */
  stem: string;
};

const TAGGED = /^(.+)\.(\d{1,5})x(\d{1,5})(a?)\.webp$/;

/**
 * The file name of a full-size image with copies: `<stem>.<width>x<height>[a].webp`, e.g.
 * `venues-3.1200x800a.webp`. Input: the stem (a key or URL without extension), the size in pixels and whether
 * AVIF copies exist. Output: the name; throws an Error for a size that is not a positive whole number.
 */
export function taggedImageName(stem: string, size: { width: number; height: number }, avif: boolean): string {
  for (const side of [size.width, size.height]) {
    if (!Number.isInteger(side) || side < 1 || side > 99_999) throw new Error(`Invalid image size: ${side}`);
  }
  return `${stem}.${size.width}x${size.height}${avif ? "a" : ""}.webp`;
}

/** The widths copies are made at for an image `width` pixels wide: each of {@link VARIANT_WIDTHS} below it, then itself. */
export function variantWidths(width: number): number[] {
  return [...VARIANT_WIDTHS.filter((w) => w < width), width];
}

/**
 * Reads an image URL (or storage key). Output: its {@link ImageVariants}, or undefined when the name does not
 * follow the convention (an image stored before variants existed), which is then shown as it is.
 */
export function parseImageVariants(url: string): ImageVariants | undefined {
  const match = TAGGED.exec(url);
  if (!match) return undefined;
  const [, stem, w, h, a] = match as unknown as [string, string, string, string, string];
  const width = Number(w);
  const height = Number(h);
  if (width < 1 || height < 1) return undefined;
  return { src: url, width, height, widths: variantWidths(width), avif: a === "a", stem };
}

/**
 * The URL (or key) of one copy: `<stem>-<w>.<format>`, except the full-width WebP, which is the image itself.
 * Input: the parsed image, a width from its `widths` and a format.
 */
export function variantUrl(image: ImageVariants, width: number, format: VariantFormat): string {
  if (format === "webp" && width === image.width) return image.src;
  return `${image.stem}-${width}.${format}`;
}

/**
 * Every copy's URL (or key) besides the image itself, for writing and deleting them together.
 * Input: the parsed image. Output: narrow WebP copies, then the AVIF copies when there are any.
 */
export function variantUrls(image: ImageVariants): string[] {
  const webp = image.widths.filter((w) => w !== image.width).map((w) => variantUrl(image, w, "webp"));
  const avif = image.avif ? image.widths.map((w) => variantUrl(image, w, "avif")) : [];
  return [...webp, ...avif];
}

/**
 * A `srcset` value with `w` descriptors, e.g. `/a-400.webp 400w,/a.1200x800.webp 1200w`, kept compact (no
 * spaces after commas) as a category page repeats it 24 times. Input: the parsed image, the format and the
 * widest copy wanted (copies above it are left out; the narrowest is always kept).
 */
export function srcsetOf(image: ImageVariants, format: VariantFormat, maxWidth = Infinity): string {
  const widths = image.widths.filter((w, index) => w <= maxWidth || index === 0);
  return widths.map((w) => `${variantUrl(image, w, format)} ${w}w`).join(",");
}
