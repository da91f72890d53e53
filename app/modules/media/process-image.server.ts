import { AppError } from "~/modules/errors/app-error";
import {
  IMAGE_MESSAGES,
  IMAGE_OUTPUT,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  type VendorImageKind,
} from "~/modules/media/image-rules";
import { loadSharp } from "~/modules/media/sharp.server";

export type ImageFormat = "jpeg" | "png" | "webp";

/** A re-encoded image, ready to store. */
export type ProcessedImage = { bytes: Uint8Array; contentType: "image/webp"; width: number; height: number };

/** Every image we store is WebP (decision 009). */
export const OUTPUT_CONTENT_TYPE = "image/webp";
export const OUTPUT_EXTENSION = "webp";

/**
 * The format named by the file's first bytes (its magic number): JPEG `FF D8 FF`, PNG's 8-byte signature,
 * WebP `RIFF....WEBP`. Output: the format, or undefined for anything else (SVG, GIF, HEIC, scripts…).
 */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  const startsWith = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  // "RIFF", 4 bytes of length, "WEBP".
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return undefined;
}

const invalid = (message: string) => new AppError("invalid", message);

/**
 * Checks an uploaded image and re-encodes it for `kind` (decision 009).
 * Rules, in order, each an AppError('invalid', message) from `image-rules.ts`:
 * at most 5 MB; a JPEG, PNG or WebP by its content (magic bytes, then sharp's reading of the header agrees),
 * never by file name or declared type; at most 40 megapixels, read from the header before any pixel is
 * decoded (and enforced again by sharp's `limitInputPixels`); fully decodable (a truncated or corrupt
 * file fails on sharp's warnings).
 * Output: a WebP turned upright by its EXIF orientation, fitted inside the kind's square (logo 400 px at
 * quality 80, gallery 800 px at quality 90) and never enlarged, with every piece of metadata removed
 * (EXIF including GPS, XMP, IPTC, ICC: sharp writes none unless asked).
 */
export async function processVendorImage(bytes: Uint8Array, kind: VendorImageKind): Promise<ProcessedImage> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw invalid(IMAGE_MESSAGES.tooLarge);
  const format = detectImageFormat(bytes);
  if (!format) throw invalid(IMAGE_MESSAGES.invalidType);

  let width: number | undefined;
  let height: number | undefined;
  try {
    // Reads the header only; the pixel limit is checked by us below, so this does not throw on it.
    const metadata = await (await loadSharp())(bytes, { limitInputPixels: false }).metadata();
    if (metadata.format !== format) throw invalid(IMAGE_MESSAGES.invalidType);
    ({ width, height } = metadata);
  } catch {
    throw invalid(IMAGE_MESSAGES.invalidType);
  }
  if (!width || !height) throw invalid(IMAGE_MESSAGES.invalidType);
  if (width * height > MAX_IMAGE_PIXELS) throw invalid(IMAGE_MESSAGES.tooManyPixels);

  const { maxSide, quality } = IMAGE_OUTPUT[kind];
  try {
    const { data, info } = await (await loadSharp())(bytes, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      // Untrusted input: stop on any decoder warning, such as a truncated file.
      failOn: "warning",
      autoOrient: true,
      animated: false,
    })
      .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), contentType: OUTPUT_CONTENT_TYPE, width: info.width, height: info.height };
  } catch {
    throw invalid(IMAGE_MESSAGES.invalidType);
  }
}
