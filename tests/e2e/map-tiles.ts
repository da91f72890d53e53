import type { Page } from "@playwright/test";

/** The default MAP_TILE_URL's host: the browser tests run with the default settings. */
export const TILE_ORIGIN = "https://tile.openstreetmap.org";

// A 1×1 grey PNG: Leaflet stretches it over the tile's 256×256 box.
const TILE_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN4+P//fwAJ5gPPWJ0ZuwAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Answers the page's tile requests with a small PNG, as a tile server would (the machine is offline), and returns
 * the tile URLs asked for so far.
 */
export async function serveTiles(page: Page): Promise<() => string[]> {
  const requested: string[] = [];
  await page.route(`${TILE_ORIGIN}/**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "image/png", body: TILE_PNG });
  });
  return () => [...requested];
}
