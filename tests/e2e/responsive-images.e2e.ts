import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, eventually, useBrowser, visit } from "./browser";

// docs/product/public-area.md#speed-and-accessibility, decision 038: a phone fetches a narrow copy of each card's picture rather than the
// 1200 px file, every picture has its width and height (no layout shift), the first card and the vendor page's
// main photo are fetched at once with high priority, the rest lazily, and the lightbox shows the full width.

const session = useBrowser();

/** A phone: 390×844 CSS px at 2 device pixels per CSS pixel. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** Opens `path` on a phone, recording every image URL the page fetches. */
async function openRecording(path: string): Promise<{ page: Page; images: string[] }> {
  const page = await session.open(PHONE);
  const images: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") images.push(new URL(request.url()).pathname);
  });
  await visit(page, path);
  return { page, images };
}

/** Scrolls to the bottom a screen at a time, so lazy pictures load as a visitor would see them. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
}

const bytesOf = async (path: string) => (await (await fetch(new URL(path, baseUrl()))).arrayBuffer()).byteLength;

describe("responsive images", () => {
  it("a phone fetches 800 px copies for the cards of a category page, never the 1200 px files", async () => {
    const { page, images } = await openRecording("/category/venues");
    const cards = page.locator("article.vendor-card img");
    const attributes = await cards.evaluateAll((nodes) =>
      nodes.map((node) => ({
        width: node.getAttribute("width"),
        height: node.getAttribute("height"),
        loading: node.getAttribute("loading"),
        fetchpriority: node.getAttribute("fetchpriority"),
        srcset: node.getAttribute("srcset"),
        src: node.getAttribute("src")!,
      })),
    );
    expect(attributes.length).toBeGreaterThan(3);
    for (const image of attributes) {
      expect(image.width).toBe("1200");
      expect(image.height).toBe("800");
      // A vendor without photos shows the stock picture, which has no copies.
      if (image.src.startsWith("/media/demo/")) expect(image.srcset).toMatch(/ 400w,.* 800w$/);
    }
    // The first card is the first picture on a phone; the others wait until they come near the screen.
    expect(attributes[0]).toMatchObject({ fetchpriority: "high", loading: null });
    for (const image of attributes.slice(1)) expect(image).toMatchObject({ fetchpriority: null, loading: "lazy" });

    await scrollThrough(page);
    await eventually(async () => {
      const complete = await cards.evaluateAll((nodes) => nodes.every((node) => (node as HTMLImageElement).complete));
      expect(complete).toBe(true);
    });
    // The catalogue's venues share eight pictures, so the browser fetches each once.
    const demo = images.filter((path) => path.startsWith("/media/demo/"));
    expect(new Set(demo).size).toBe(new Set(attributes.filter((image) => image.src.startsWith("/media/demo/")).map((image) => image.src)).size);
    const shown = await cards.evaluateAll((nodes) => nodes.map((node) => new URL((node as HTMLImageElement).currentSrc).pathname));
    for (const path of shown.filter((path) => path.startsWith("/media/demo/"))) expect(path).toMatch(/-800\.webp$/);
    // A 358 CSS px slot at 2× wants 716 px: the 800 px copy, not the 1200 px file.
    for (const path of demo) expect(path).toMatch(/-800\.webp$/);
    const chosen = await cards.first().evaluate((node) => new URL((node as HTMLImageElement).currentSrc).pathname);
    const full = chosen.replace(/-800\.webp$/, ".1200x800.webp");
    const [after, before] = [await bytesOf(chosen), await bytesOf(full)];
    expect(after).toBeLessThan(before);
    console.info(`first card at 390 px, 2×: ${chosen} ${after} B instead of ${full} ${before} B (${Math.round((100 * after) / before)}%)`);
  });

  it("a 1× phone fetches the 400 px copies", async () => {
    const page = await session.open({ ...PHONE, deviceScaleFactor: 1 });
    const images: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") images.push(new URL(request.url()).pathname);
    });
    await visit(page, "/category/venues");
    const chosen = await page.locator("article.vendor-card img").first().evaluate((node) => new URL((node as HTMLImageElement).currentSrc).pathname);
    expect(chosen).toMatch(/-400\.webp$/);
    expect(images.filter((path) => /\.1200x800\.webp$/.test(path))).toEqual([]);
    console.info(`first card at 390 px, 1×: ${chosen} ${await bytesOf(chosen)} B`);
  });

  it("lays the category page out once: no layout shift from pictures arriving", async () => {
    const { page } = await openRecording("/category/venues");
    await scrollThrough(page);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    console.info(`cumulative layout shift on /category/venues at 390 px: ${shift.toFixed(4)}`);
    expect(shift).toBeLessThan(0.01);
  });

  it("fetches the vendor page's main photo at once and shows the full width in the lightbox", async () => {
    const { page, images } = await openRecording("/category/venues");
    const href = await page.locator("article.vendor-card a.card-link").first().getAttribute("href");
    await visit(page, href!);
    const main = page.getByRole("button", { name: /^Open photo 1 of/ }).locator("img");
    expect(await main.getAttribute("fetchpriority")).toBe("high");
    expect(await main.getAttribute("loading")).toBeNull();
    expect(await main.getAttribute("srcset")).toMatch(/ 1200w$/);
    const thumbnails = page.locator("button[aria-label^='Open photo 1 of'] + ul img");
    for (const srcset of await thumbnails.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("srcset")))) {
      expect(srcset).toMatch(/^\S+-400\.webp 400w$/);
    }

    await page.getByRole("button", { name: /^Open photo 1 of/ }).click();
    const large = page.getByRole("dialog").locator("img");
    await eventually(async () => expect(await large.evaluate((node) => (node as HTMLImageElement).complete)).toBe(true));
    const src = await large.evaluate((node) => new URL((node as HTMLImageElement).currentSrc).pathname);
    expect(src).toMatch(/\.1200x800\.webp$/);
    expect([await large.getAttribute("width"), await large.getAttribute("height")]).toEqual(["1200", "800"]);
    expect(images).toContain(src);
  });
});
