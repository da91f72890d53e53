/**
 * Upload rules for vendor images, shared by the browser (instant feedback) and the server (the real check in
 * `process-image.server.ts`). Limits and messages from the spec (docs/product/vendor-journey-and-portal.md#image-rules); decision 009.
 */

/** Largest accepted upload: 5 MB (docs/product/vendor-journey-and-portal.md#image-rules). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Largest accepted image area, checked from the header before any decoding (decompression bombs). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Largest logo the vendor dashboard accepts: 2 MB (docs/product/vendor-journey-and-portal.md#image-rules). */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
/** Most images a gallery holds (docs/product/vendor-journey-and-portal.md#image-rules). */
export const MAX_GALLERY_IMAGES = 10;

/** Formats accepted, judged by content on the server; the MIME types are only a hint for the file picker. */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** Value for an `<input type="file" accept>` attribute. */
export const IMAGE_INPUT_ACCEPT = ACCEPTED_IMAGE_TYPES.join(",");

export type VendorImageKind = "logo" | "gallery";

/** How each kind is re-encoded: fitted inside a square of `maxSide` px (never enlarged) at `quality`. */
export const IMAGE_OUTPUT: Record<VendorImageKind, { maxSide: number; quality: number }> = {
  // docs/product/vendor-journey-and-portal.md#image-rules: logo resized to 400 px at quality 0.8, gallery images to 800 px at quality 0.9.
  logo: { maxSide: 400, quality: 80 },
  gallery: { maxSide: 800, quality: 90 },
};

export const IMAGE_MESSAGES = {
  /** docs/product/vendor-journey-and-portal.md#image-rules, for anything that is not a readable JPEG, PNG or WebP image. */
  invalidType: "Please upload a valid image file (JPEG, PNG, or WebP)",
  /** docs/product/vendor-journey-and-portal.md#image-rules. */
  tooLarge: "Image must be smaller than 5MB",
  /** docs/product/vendor-journey-and-portal.md#image-rules. */
  galleryFull: `Maximum ${MAX_GALLERY_IMAGES} images allowed`,
  /** The dashboard's logo limit (docs/product/vendor-journey-and-portal.md#image-rules). */
  logoTooLarge: "Logo must be smaller than 2MB",
  /** Not in the spec, which only says one file at a time. */
  oneAtATime: "Please upload one image at a time",
  /** Ours: the 40-megapixel limit is ours. */
  tooManyPixels: "Image dimensions are too large (at most 40 megapixels)",
  /** Ours: an upload posted without a file. */
  noFile: "Please choose an image to upload",
  /** Ours: the image store could not be reached or refused the file (decision 042). */
  storageUnavailable: "We couldn't save your photo just now. Please try again in a few minutes.",
} as const;

/** The gallery counter, e.g. '3 of 10 images uploaded' (docs/product/vendor-journey-and-portal.md#image-rules). */
export function galleryCounter(count: number): string {
  return `${count} of ${MAX_GALLERY_IMAGES} images uploaded`;
}

/**
 * The browser's quick check of a picked file, before it is sent: the declared type and the size.
 * Input: a File-like `{ size, type }`. Output: the spec's message, or undefined when the file may be sent.
 * The server judges the content itself; the declared type can lie.
 */
export function checkPickedImage(file: { size: number; type: string }): string | undefined {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.invalidType;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge;
  return undefined;
}

/**
 * The browser's quick check of a logo picked on the vendor dashboard: the declared type as in
 * {@link checkPickedImage}, then the dashboard's 2 MB logo limit (docs/product/vendor-journey-and-portal.md#image-rules) in place of the 5 MB one.
 * Input: a File-like `{ size, type }`. Output: the spec's message, or undefined when the file may be sent.
 */
export function checkPickedLogo(file: { size: number; type: string }): string | undefined {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.invalidType;
  return file.size > MAX_LOGO_BYTES ? IMAGE_MESSAGES.logoTooLarge : undefined;
}

/** Output: 'Maximum 10 images allowed' when a gallery of `count` images is full, else undefined. */
export function checkGalleryRoom(count: number): string | undefined {
  return count >= MAX_GALLERY_IMAGES ? IMAGE_MESSAGES.galleryFull : undefined;
}
