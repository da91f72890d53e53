import { loadSharp } from "~/modules/media/sharp.server";
import { variantWidths, type VariantFormat } from "~/modules/media/image-variants";

/** One encoded copy of an image. */
export type EncodedVariant = { width: number; height: number; format: VariantFormat; bytes: Uint8Array };

/** How copies are encoded: WebP quality (sharp's 1–100) and AVIF quality and effort (0 fastest – 9 smallest). */
export type VariantEncoding = { webpQuality: number; avifQuality: number; avifEffort: number; webpEffort?: number };

/**
 * Encodes the narrower copies of a full-size image (decision 038).
 * Input: the full-size image's bytes (any format sharp reads; our own re-encoded WebP in practice, so no
 * untrusted decoding happens here) and the encoding settings.
 * Output: `webp`, one WebP copy per width of `variantWidths(width)` below the full width (the full-size file
 * serves as the widest WebP), and `avif`, an AVIF copy at every width including the full one, or an empty list
 * when AVIF is not smaller than WebP at some width (compared with the full-size file at the full width). All or
 * none: a `<picture>` picks its AVIF source by type before width, so an AVIF set missing a width would make the
 * browser take a wrong width rather than the WebP one.
 * Also `width` and `height` of the full-size image (pixels). Throws sharp's error for bytes it cannot decode.
 */
export async function encodeImageVariants(
  fullSize: Uint8Array,
  encoding: VariantEncoding,
): Promise<{ width: number; height: number; webp: EncodedVariant[]; avif: EncodedVariant[] }> {
  const sharp = await loadSharp();
  const { width, height } = await sharp(fullSize).metadata();
  if (!width || !height) throw new Error("The image has no size");
  const widths = variantWidths(width);
  const encode = async (w: number, format: VariantFormat): Promise<EncodedVariant> => {
    const pipeline = sharp(fullSize).resize({ width: w, withoutEnlargement: true });
    const encoded =
      format === "webp"
        ? pipeline.webp({ quality: encoding.webpQuality, effort: encoding.webpEffort ?? 4 })
        : pipeline.avif({ quality: encoding.avifQuality, effort: encoding.avifEffort });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, format, bytes: new Uint8Array(data) };
  };
  const webp: EncodedVariant[] = [];
  for (const w of widths.slice(0, -1)) webp.push(await encode(w, "webp"));
  const webpBytesAt = (w: number) => (w === width ? fullSize.byteLength : (webp.find((v) => v.width === w)?.bytes.byteLength ?? 0));
  const avif: EncodedVariant[] = [];
  for (const w of widths) {
    const copy = await encode(w, "avif");
    // One larger AVIF rules out the set, so the remaining widths are not encoded at all.
    if (copy.bytes.byteLength >= webpBytesAt(w)) return { width, height, webp, avif: [] };
    avif.push(copy);
  }
  return { width, height, webp, avif };
}
