import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { CATEGORY_MOTIFS } from "~/modules/demo-catalogue/demo-artwork-spec";
import { demoImageFiles, renderDemoImages, renderPlaceholderImage } from "~/modules/demo-catalogue/demo-artwork.server";
import { parseImageVariants, variantUrls } from "~/modules/media/image-variants";
import { buildDemoCatalogue } from "~/modules/demo-catalogue/demo-catalogue.server";

const outDir = await fs.mkdtemp(path.join(os.tmpdir(), "demo-artwork-"));

afterAll(async () => {
  await fs.rm(outDir, { recursive: true, force: true });
});

describe("renderDemoImages", () => {
  it("renders every image the catalogue refers to, once, with its 400 and 800 px copies", async () => {
    const first = await renderDemoImages(outDir);
    expect(first.written).toBe(17 * 8 * 3);
    expect(await renderDemoImages(outDir)).toEqual({ written: 0 });

    const files = new Set(await fs.readdir(outDir));
    expect(files.size).toBe(17 * 8 * 3);
    const catalogue = buildDemoCatalogue();
    expect(Object.keys(CATEGORY_MOTIFS).sort()).toEqual(catalogue.categories.map((c) => c.slug).sort());
    for (const vendor of catalogue.vendors) {
      for (const image of vendor.images) {
        const variants = parseImageVariants(image.url);
        expect(variants, image.url).toMatchObject({ width: 1200, height: 800, widths: [400, 800, 1200], avif: false });
        for (const url of [image.url, ...variantUrls(variants!)]) expect(files).toContain(path.posix.basename(url));
      }
    }

    const sizes: Record<number, number> = {};
    for (const { name, width } of demoImageFiles("venues", 1)) {
      const file = path.join(outDir, name);
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: "webp", width: width ?? 1200, height: Math.round(((width ?? 1200) * 2) / 3) });
      sizes[width ?? 1200] = (await fs.stat(file)).size;
    }
    // Each narrower copy is a fraction of the full-size file a phone used to fetch.
    expect(sizes[400]).toBeLessThan(sizes[800]! / 1.5);
    expect(sizes[800]).toBeLessThan(sizes[1200]! / 1.3);
    console.info(`venues-1: 400 px ${sizes[400]} B, 800 px ${sizes[800]} B, 1200 px ${sizes[1200]} B`);
  }, 300_000);

  it("renders a small neutral placeholder", async () => {
    const file = path.join(outDir, "nested", "placeholder.webp");
    await renderPlaceholderImage(file);
    const stat = await fs.stat(file);
    expect(stat.size).toBeLessThanOrEqual(40 * 1024);
    expect(await sharp(file).metadata()).toMatchObject({ format: "webp", width: 1200, height: 800 });
  });
});
