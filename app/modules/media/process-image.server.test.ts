import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  EXIF_MARKER,
  jpegWithGpsExif,
  noiseJpeg,
  PHP_BEHIND_JPEG_MAGIC,
  PHP_SCRIPT,
  pngBomb,
  solidImage,
  SVG_IMAGE,
  transparentPng,
  truncatedJpeg,
} from "../../../tests/support/image-fixtures";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "~/modules/media/image-rules";
import { detectImageFormat, processVendorImage } from "~/modules/media/process-image.server";
import { refusal } from "../../../tests/support/rejections";

describe("detectImageFormat", () => {
  it("reads the magic bytes of JPEG, PNG and WebP only", async () => {
    expect(detectImageFormat(await solidImage("jpeg", 10, 10))).toBe("jpeg");
    expect(detectImageFormat(await solidImage("png", 10, 10))).toBe("png");
    expect(detectImageFormat(await solidImage("webp", 10, 10))).toBe("webp");
    expect(detectImageFormat(await sharp({ create: { width: 4, height: 4, channels: 3, background: "red" } }).gif().toBuffer())).toBeUndefined();
    expect(detectImageFormat(SVG_IMAGE)).toBeUndefined();
    expect(detectImageFormat(PHP_SCRIPT)).toBeUndefined();
    expect(detectImageFormat(new Uint8Array())).toBeUndefined();
    expect(detectImageFormat(Buffer.from("RIFF\0\0\0\0WAVE"))).toBeUndefined();
  });
});

describe("processVendorImage", () => {
  it.each(["jpeg", "png", "webp"] as const)("accepts a %s and re-encodes it as WebP within the gallery size", async (format) => {
    const input = await solidImage(format, 1600, 1000);
    const output = await processVendorImage(input, "gallery");
    expect(output.contentType).toBe("image/webp");
    expect(detectImageFormat(output.bytes)).toBe("webp");
    expect([output.width, output.height]).toEqual([800, 500]);
    const metadata = await sharp(output.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 800, 500]);
  });

  it("fits a logo inside 400 px and a gallery image inside 800 px, keeping the shape", async () => {
    const tall = await solidImage("jpeg", 1000, 2000);
    expect(await processVendorImage(tall, "logo")).toMatchObject({ width: 200, height: 400 });
    expect(await processVendorImage(tall, "gallery")).toMatchObject({ width: 400, height: 800 });
    const square = await solidImage("png", 1200, 1200);
    expect(await processVendorImage(square, "logo")).toMatchObject({ width: 400, height: 400 });
  });

  it("never enlarges a small image", async () => {
    const small = await solidImage("png", 120, 80);
    expect(await processVendorImage(small, "logo")).toMatchObject({ width: 120, height: 80 });
    expect(await processVendorImage(small, "gallery")).toMatchObject({ width: 120, height: 80 });
  });

  it("keeps a logo's transparency", async () => {
    const output = await processVendorImage(await transparentPng(600, 600), "logo");
    const metadata = await sharp(output.bytes).metadata();
    expect(metadata.hasAlpha).toBe(true);
  });

  it("strips EXIF, GPS included, and turns the image upright first", async () => {
    const input = await jpegWithGpsExif();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif!.includes(EXIF_MARKER)).toBe(true);
    // The GPS IFD pointer tag 0x8825, in either byte order.
    expect(before.exif!.includes(Buffer.from([0x88, 0x25])) || before.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(before.orientation).toBe(6);

    const output = await processVendorImage(input, "gallery");
    const after = await sharp(output.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(Buffer.from(output.bytes).includes(EXIF_MARKER)).toBe(false);
    expect(Buffer.from(output.bytes).includes("Exif")).toBe(false);
    // Stored 300×200 sideways; shown (and now stored) as 200×300.
    expect([after.width, after.height]).toEqual([200, 300]);
  });

  it("rejects an SVG", async () => {
    const error = await refusal(processVendorImage(SVG_IMAGE, "logo"));
    expect([error.code, error.message]).toEqual(["invalid", IMAGE_MESSAGES.invalidType]);
  });

  it("rejects a PHP script renamed .jpg, even behind JPEG magic bytes", async () => {
    for (const bytes of [PHP_SCRIPT, PHP_BEHIND_JPEG_MAGIC]) {
      const error = await refusal(processVendorImage(bytes, "gallery"));
      expect([error.code, error.message]).toEqual(["invalid", IMAGE_MESSAGES.invalidType]);
    }
  });

  it("rejects a 6 MB JPEG with the size message", async () => {
    const big = await noiseJpeg();
    expect(big.length).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect(detectImageFormat(big)).toBe("jpeg");
    const error = await refusal(processVendorImage(big, "gallery"));
    expect([error.code, error.message]).toEqual(["invalid", "Image must be smaller than 5MB"]);
  });

  describe("a 20000×20000 PNG (decompression bomb)", () => {
    let bomb: Buffer;
    beforeAll(() => {
      bomb = pngBomb();
    });

    it("is a small, valid PNG claiming 400 megapixels", async () => {
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const metadata = await sharp(bomb, { limitInputPixels: false }).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 20_000, 20_000]);
    });

    it("is rejected from its header by the pixel limit, without being decoded", async () => {
      const error = await refusal(processVendorImage(bomb, "gallery"));
      // The pixel message comes from the header check; a decoding failure would give the type message.
      expect([error.code, error.message]).toEqual(["invalid", IMAGE_MESSAGES.tooManyPixels]);
    });
  });

  it("rejects a truncated JPEG whose header is intact", async () => {
    const truncated = await truncatedJpeg();
    expect((await sharp(truncated).metadata()).width).toBe(600);
    const error = await refusal(processVendorImage(truncated, "gallery"));
    expect([error.code, error.message]).toEqual(["invalid", IMAGE_MESSAGES.invalidType]);
  });

  it("rejects empty input", async () => {
    const error = await refusal(processVendorImage(new Uint8Array(), "logo"));
    expect(error.message).toBe(IMAGE_MESSAGES.invalidType);
  });
});
