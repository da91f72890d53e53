import { randomBytes } from "node:crypto";
import { constants, crc32, deflateRawSync } from "node:zlib";
import sharp from "sharp";

/**
 * Test images made on the fly with sharp (none are downloaded or committed): valid files of each accepted
 * format, and the hostile ones the upload rules must refuse (docs/product/vendor-journey-and-portal.md#image-rules).
 */

const colour = { r: 180, g: 40, b: 90 };

/** A solid image of the given size and format. */
export function solidImage(format: "jpeg" | "png" | "webp", width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/** A PNG with a transparent background and an opaque square, as logos often are. */
export function transparentPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: { create: { width: Math.ceil(width / 2), height: Math.ceil(height / 2), channels: 4, background: { ...colour, alpha: 1 } } },
        gravity: "centre",
      },
    ])
    .png()
    .toBuffer();
}

/** Marker written into the fixture's EXIF so its absence in the output can be checked byte for byte. */
export const EXIF_MARKER = "Shaadi test camera owner";

/**
 * A 300×200 JPEG stored sideways (EXIF Orientation 6: shown rotated 90°, so 200×300) with EXIF that names
 * an owner and a GPS position (51°30′N 0°7′W, central London).
 */
export function jpegWithGpsExif(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Copyright: EXIF_MARKER, Make: "TestCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .toBuffer();
}

/** A JPEG of random noise, which barely compresses: 2800×1800 at quality 100 comes to about 6–7 MB. */
export function noiseJpeg(width = 2800, height = 1800): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

/** A valid noise JPEG cut off partway through its image data (the header still reads fine). */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await noiseJpeg(600, 400);
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

/**
 * A decompression bomb: a valid black greyscale PNG of `size`×`size` pixels (default 20000², 400
 * megapixels) in a few hundred kilobytes. Built without encoding the pixels: each row is a filter byte and
 * `size` zero bytes, so one compressed run of 1000 rows, ended with a full flush (byte-aligned, not final),
 * is repeated for every 1000 rows; then a final empty block and the Adler-32 of the all-zero data
 * (A = 1, B = length mod 65521).
 */
export function pngBomb(size = 20_000): Buffer {
  const rowsPerRun = 1000;
  if (size % rowsPerRun !== 0) throw new Error("size must be a multiple of 1000");
  const rowBytes = size + 1;
  const run = deflateRawSync(Buffer.alloc(rowBytes * rowsPerRun), { finishFlush: constants.Z_FULL_FLUSH, level: 9 });
  const end = deflateRawSync(Buffer.alloc(0));
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((rowBytes * size) % 65521) * 65536 + 1) >>> 0);
  const idat = Buffer.concat([Buffer.from([0x78, 0xda]), ...Array<Buffer>(size / rowsPerRun).fill(run), end, adler]);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", idat),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export const SVG_IMAGE = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>',
);

/** What an attacker uploads as `shell.jpg`. */
export const PHP_SCRIPT = Buffer.from('<?php echo shell_exec($_GET["cmd"]); ?>\n');

/** The same script behind a JPEG's first three bytes, to pass a naive magic-number check. */
export const PHP_BEHIND_JPEG_MAGIC = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), PHP_SCRIPT]);

/**
 * A photograph-like JPEG: soft gradients, overlapping shapes and a little grain, the content where AVIF beats
 * WebP (decision 038). Deterministic: the grain comes from a fixed pattern, not randomness.
 */
export async function photoLikeJpeg(width = 1500, height = 1000): Promise<Buffer> {
  const shapes = Array.from({ length: 24 }, (_, i) => {
    const x = (i * 397) % width;
    const y = (i * 211) % height;
    const r = 40 + ((i * 53) % 160);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(i * 37) % 360},55%,${35 + (i % 5) * 8}%)" opacity="0.55"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7b1d36"/><stop offset="1" stop-color="#f2dcb0"/></linearGradient>
    <filter id="blur"><feGaussianBlur stdDeviation="6"/></filter></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><g filter="url(#blur)">${shapes}</g></svg>`;
  const grain = Buffer.alloc(width * height, 0);
  for (let i = 0; i < grain.length; i++) grain[i] = (i * 2654435761) % 251 < 24 ? 255 : 0;
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, raw: { width, height, channels: 1 }, blend: "soft-light" }])
    .jpeg({ quality: 92 })
    .toBuffer();
}
