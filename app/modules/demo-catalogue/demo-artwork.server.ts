import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Sharp } from "sharp";
import { ARTWORK_VARIANTS, CATEGORY_MOTIFS, artworkStyle, demoImageUrl, type ArtworkPalette } from "~/modules/demo-catalogue/demo-artwork-spec";
import { parseImageVariants, variantUrl } from "~/modules/media/image-variants";
import { motifSvg } from "~/modules/demo-catalogue/demo-motifs";
import { createRandom, hashSeed } from "~/modules/demo-catalogue/prng";
import { loadSharp } from "~/modules/media/sharp.server";

const WIDTH = 1200;
const HEIGHT = 800;
const WEBP_QUALITY = 78;
// Effort 2 encodes ~30% faster than the default 4 for files within a few per cent of the same size.
const WEBP_EFFORT = 2;

// An open teardrop with a curled tip, drawn around (0, 0) at roughly ±70 px.
const PAISLEY = "M0 70 C-62 58 -72 -22 -22 -52 C18 -76 62 -44 42 -6 C32 14 6 10 10 -12";

function paisley(x: number, y: number, scale: number, angle: number, colour: string, opacity: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})" opacity="${opacity}">
    <path d="${PAISLEY}" stroke="${colour}" stroke-width="6" fill="none" stroke-linecap="round"/>
    <path d="${PAISLEY}" transform="scale(0.55) translate(-6 18)" stroke="${colour}" stroke-width="6" fill="none"/>
    <circle cx="-8" cy="30" r="6" fill="${colour}"/></g>`;
}

function mandala(cx: number, cy: number, palette: ArtworkPalette): string {
  const ring = (count: number, radius: number, length: number, width: number) =>
    Array.from({ length: count }, (_, i) => {
      const angle = (360 / count) * i;
      return (
        `<ellipse cx="0" cy="${-radius - length / 2}" rx="${length / 4}" ry="${length / 2}" ` +
        `transform="rotate(${angle})" stroke="${palette.soft}" stroke-width="${width}" fill="none"/>`
      );
    }).join("");
  const dots = Array.from({ length: 48 }, (_, i) => {
    const t = (Math.PI * 2 * i) / 48;
    const [x, y] = [(Math.cos(t) * 330).toFixed(1), (Math.sin(t) * 330).toFixed(1)];
    return `<circle cx="${x}" cy="${y}" r="5" fill="${palette.soft}"/>`;
  }).join("");
  return `<g transform="translate(${cx} ${cy})" opacity="0.3">
    <circle r="350" stroke="${palette.soft}" stroke-width="3" fill="none"/>${dots}
    <circle r="300" stroke="${palette.soft}" stroke-width="4" fill="none"/>
    ${ring(24, 205, 90, 4)}${ring(12, 210, 50, 3)}
    <circle r="200" stroke="${palette.soft}" stroke-width="4" fill="none"/></g>
    <circle cx="${cx}" cy="${cy}" r="190" fill="${palette.from}" opacity="0.55"/>`;
}

function archFrame(palette: ArtworkPalette): string {
  const arch = (inset: number) =>
    `M${390 + inset} 760 L${390 + inset} ${330 + inset / 2} Q${390 + inset} ${190 + inset} 600 ${90 + inset} ` +
    `Q${810 - inset} ${190 + inset} ${810 - inset} ${330 + inset / 2} L${810 - inset} 760`;
  return `<path d="${arch(0)}" fill="${palette.from}" opacity="0.45"/>
    <path d="${arch(0)}" stroke="${palette.accent}" stroke-width="6" fill="none" opacity="0.85"/>
    <path d="${arch(26)}" stroke="${palette.soft}" stroke-width="3" fill="none" opacity="0.5"/>
    ${paisley(190, 200, 1.3, -20, palette.soft, 0.35)}${paisley(1010, 200, 1.3, 200, palette.soft, 0.35)}
    ${paisley(200, 620, 1.1, 30, palette.soft, 0.3)}${paisley(1000, 620, 1.1, 150, palette.soft, 0.3)}`;
}

function paisleyBorder(palette: ArtworkPalette): string {
  const dots: string[] = [];
  const dot = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="4"/>`;
  for (let x = 60; x <= WIDTH - 60; x += 30) dots.push(dot(x, 48), dot(x, HEIGHT - 48));
  for (let y = 78; y <= HEIGHT - 78; y += 30) dots.push(dot(48, y), dot(WIDTH - 48, y));
  const sprays = [
    paisley(150, 150, 1.2, 135, palette.accent, 0.7), paisley(1050, 150, 1.2, -135, palette.accent, 0.7),
    paisley(150, 650, 1.2, 45, palette.accent, 0.7), paisley(1050, 650, 1.2, -45, palette.accent, 0.7),
    paisley(300, 400, 1.6, 10, palette.soft, 0.22), paisley(900, 400, 1.6, 190, palette.soft, 0.22),
  ];
  return `<g fill="${palette.soft}" opacity="0.45">${dots.join("")}</g>
    <rect x="80" y="80" width="${WIDTH - 160}" height="${HEIGHT - 160}" rx="18"
      stroke="${palette.soft}" stroke-width="2" fill="none" opacity="0.35"/>
    ${sprays.join("")}`;
}

/**
 * The SVG source of one artwork variant. Input: a category slug (unknown slugs get a plain flower
 * motif) and a 1-based variant number, whose palette and frame come from demo-artwork-spec.ts.
 * Output: a 1200×800 SVG document as a string. Pure: the same inputs give the same picture; never throws.
 */
export function demoArtworkSvg(categorySlug: string, variant: number): string {
  const { palette, layout } = artworkStyle(variant);
  const rng = createRandom(hashSeed(`${categorySlug}-${variant}`));
  // A scatter of faint specks gives each variant its own texture without changing the composition.
  const specks = Array.from({ length: 70 }, () => {
    const x = rng.int(0, WIDTH);
    const y = rng.int(0, HEIGHT);
    return `<circle cx="${x}" cy="${y}" r="${rng.int(2, 5)}"/>`;
  }).join("");
  const frame =
    layout === "Mughal arch" ? archFrame(palette) : layout === "mandala" ? mandala(600, 400, palette) : paisleyBorder(palette);
  const motifY = layout === "Mughal arch" ? 470 : 400;
  const scale = layout === "mandala" ? 1 : layout === "Mughal arch" ? 1.15 : 1.4;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.55">
      <stop offset="0" stop-color="${palette.soft}" stop-opacity="0.22"/>
      <stop offset="1" stop-color="${palette.soft}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  <g fill="${palette.soft}" opacity="0.16">${specks}</g>
  ${frame}
  <g transform="translate(600 ${motifY}) scale(${scale})">${motifSvg(categorySlug, palette.accent, palette.from)}</g>
</svg>`;
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

// Written under a temporary name and renamed, so an interrupted run never leaves a truncated file
// that the next run would skip as already rendered.
async function writeWebp(image: Sharp, file: string, quality: number): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await image.webp({ quality, effort: WEBP_EFFORT }).toFile(temporary);
    await fs.rename(temporary, file);
  } finally {
    await fs.rm(temporary, { force: true });
  }
}

/**
 * The files of one artwork picture (decision 038): the 1200 px original named by {@link demoImageUrl}
 * (`venues-3.1200x800.webp`) and its narrower WebP copies (`venues-3-400.webp`, `venues-3-800.webp`), each
 * as a file name and the width it is drawn at (undefined for the full size).
 */
export function demoImageFiles(categorySlug: string, variant: number): { name: string; width?: number }[] {
  const image = parseImageVariants(demoImageUrl(categorySlug, variant))!;
  return image.widths.map((w) => ({
    name: path.posix.basename(variantUrl(image, w, "webp")),
    width: w === image.width ? undefined : w,
  }));
}

/**
 * Renders the shared demo artwork: 8 variants for each of the 17 categories, each a 1200×800 WebP (quality 78)
 * named by {@link demoImageUrl} with 400 and 800 px wide copies ({@link demoImageFiles}), in `outDir` (created
 * when missing). Existing files are kept, so a second run writes nothing. Renders in parallel, one job per CPU core.
 * Input: absolute or relative folder path. Output: how many files were written.
 * Throws the file-system or sharp error of the first failing file.
 */
export async function renderDemoImages(outDir: string): Promise<{ written: number }> {
  await fs.mkdir(outDir, { recursive: true });
  const jobs = Object.keys(CATEGORY_MOTIFS).flatMap((slug) =>
    Array.from({ length: ARTWORK_VARIANTS }, (_, i) => ({ slug, variant: i + 1, files: demoImageFiles(slug, i + 1) })),
  );
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++] as (typeof jobs)[number];
      const missing: typeof job.files = [];
      for (const file of job.files) if (!(await exists(path.join(outDir, file.name)))) missing.push(file);
      if (missing.length === 0) continue;
      // The SVG is drawn once (the costly part); every width is resized from that raster.
      const { data, info } = await (await loadSharp())(Buffer.from(demoArtworkSvg(job.slug, job.variant))).raw().toBuffer({ resolveWithObject: true });
      for (const file of missing) {
        const image = (await loadSharp())(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
        if (file.width) image.resize({ width: file.width });
        await writeWebp(image, path.join(outDir, file.name), WEBP_QUALITY);
        written++;
      }
    }
  };
  const concurrency = Math.max(2, os.availableParallelism());
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { written };
}

/**
 * Renders the neutral stock image shown for vendors without pictures (FALLBACK_IMAGE in
 * vendor-format.ts): soft stone tones, an arch and a simple picture glyph, 1200×800 WebP.
 * Input: destination file path (its folder is created). Output: resolves once written, overwriting
 * any existing file. Throws the file-system or sharp error.
 */
export async function renderPlaceholderImage(file: string): Promise<void> {
  const ink = "#b3a797";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f1ece6"/><stop offset="1" stop-color="#ddd5cb"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <path d="M430 700 L430 360 Q430 230 600 150 Q770 230 770 360 L770 700 Z"
    fill="#e9e2d9" stroke="${ink}" stroke-width="4" opacity="0.9"/>
  <g transform="translate(600 450)" stroke="${ink}" stroke-width="10" fill="none"
    stroke-linecap="round" stroke-linejoin="round">
    <rect x="-110" y="-80" width="220" height="160" rx="16"/>
    <circle cx="48" cy="-28" r="18"/>
    <path d="M-100 64 L-34 -6 L14 42 L46 14 L100 64"/>
  </g>
</svg>`;
  await fs.mkdir(path.dirname(file), { recursive: true });
  await writeWebp((await loadSharp())(Buffer.from(svg)), file, 72);
}
