import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { CATEGORY_MOTIFS } from "~/modules/demo-catalogue/demo-artwork-spec";
import { renderDemoImages, renderPlaceholderImage } from "~/modules/demo-catalogue/demo-artwork.server";
import { buildDemoCatalogue } from "~/modules/demo-catalogue/demo-catalogue.server";

const outDir = await fs.mkdtemp(path.join(os.tmpdir(), "demo-artwork-"));

afterAll(async () => {
  await fs.rm(outDir, { recursive: true, force: true });
});

describe("renderDemoImages", () => {
  it("renders every image the catalogue refers to, once", async () => {
    const first = await renderDemoImages(outDir);
    expect(first.written).toBe(17 * 8);
    expect(await renderDemoImages(outDir)).toEqual({ written: 0 });

    const files = new Set(await fs.readdir(outDir));
    expect(files.size).toBe(17 * 8);
    const catalogue = buildDemoCatalogue();
    expect(Object.keys(CATEGORY_MOTIFS).sort()).toEqual(catalogue.categories.map((c) => c.slug).sort());
    for (const vendor of catalogue.vendors) {
      for (const image of vendor.images) expect(files).toContain(path.basename(image.url));
    }

    const meta = await sharp(path.join(outDir, "venues-1.webp")).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1200, height: 800 });
  }, 60_000);

  it("renders a small neutral placeholder", async () => {
    const file = path.join(outDir, "nested", "placeholder.webp");
    await renderPlaceholderImage(file);
    const stat = await fs.stat(file);
    expect(stat.size).toBeLessThanOrEqual(40 * 1024);
    expect(await sharp(file).metadata()).toMatchObject({ format: "webp", width: 1200, height: 800 });
  });
});
