import fs from "node:fs/promises";
import path from "node:path";
import { BLOG_IMAGE_SIZE } from "~/modules/blog/blog-article";
import { demoArtworkSvg } from "~/modules/demo-catalogue/demo-artwork.server";
import { loadSharp } from "~/modules/media/sharp.server";

// Article pictures (issue #13: "image (generated locally)"): the demo catalogue's artwork, drawn from a motif and
// variant named in the article's front matter, scaled to 960×640 WebP. They are committed under
// public/images/blog/ by `node scripts/render-blog-images.ts`, so a start renders nothing (decision 033).

// Quality 70 keeps each picture at 8–16 KB; the artwork is flat colour, where WebP loses little.
const WEBP_QUALITY = 70;

/**
 * Writes one article picture. Input: a demo-artwork motif (category slug), a variant 1–8 and the destination file
 * (its folder is created). Output: the file's size in bytes. Throws the file-system or sharp error.
 */
export async function renderArticleImage(motif: string, variant: number, file: string): Promise<number> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const info = await (await loadSharp())(Buffer.from(demoArtworkSvg(motif, variant)))
    .resize(BLOG_IMAGE_SIZE.width, BLOG_IMAGE_SIZE.height)
    .webp({ quality: WEBP_QUALITY, effort: 6 })
    .toFile(file);
  return info.size;
}
