import fs from "node:fs/promises";
import path from "node:path";
import { BLOG_IMAGE_SIZE } from "~/modules/blog/blog-article";
import { demoArtworkSvg } from "~/modules/demo-catalogue/demo-artwork.server";
import { parseImageVariants, variantUrl } from "~/modules/media/image-variants";
import { loadSharp } from "~/modules/media/sharp.server";

// Article pictures (docs/product/public-area.md#blog: "image (generated locally)"): the demo catalogue's artwork, drawn from a motif and
// variant named in the article's front matter, scaled to 960×640 WebP with 400 and 800 px copies (decision 038).
// They are committed under public/images/blog/ by `node scripts/render-blog-images.ts`, so a start renders nothing
// (decision 033).

// Quality 70 keeps each full-size picture at 8–16 KB; the artwork is flat colour, where WebP loses little.
const WEBP_QUALITY = 70;

/**
 * Writes one article picture and its narrower copies. Input: a demo-artwork motif (category slug), a variant 1–8
 * and the full-size file, named as `articleImagePath` names it (`…/3.960x640.webp`, its folder is created); the
 * copies go beside it under the names decision 038 gives them (`…/3-400.webp`, `…/3-800.webp`). The SVG is
 * rasterised once and every width resized from it. Output: each file written, full size first, with its width and
 * size in bytes. Throws an Error for a file name without the size tag, or the file-system or sharp error.
 */
export async function renderArticleImage(motif: string, variant: number, file: string): Promise<{ file: string; width: number; bytes: number }[]> {
  const image = parseImageVariants(file);
  if (!image || image.width !== BLOG_IMAGE_SIZE.width || image.height !== BLOG_IMAGE_SIZE.height) {
    throw new Error(`Not a ${BLOG_IMAGE_SIZE.width}x${BLOG_IMAGE_SIZE.height} article picture name: ${file}`);
  }
  await fs.mkdir(path.dirname(file), { recursive: true });
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(demoArtworkSvg(motif, variant))).raw().toBuffer({ resolveWithObject: true });
  const written: { file: string; width: number; bytes: number }[] = [];
  for (const width of [...image.widths].reverse()) {
    const target = variantUrl(image, width, "webp");
    const output = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .resize(width, Math.round((width * image.height) / image.width))
      .webp({ quality: WEBP_QUALITY, effort: 6 })
      .toFile(target);
    written.push({ file: target, width, bytes: output.size });
  }
  return written;
}
