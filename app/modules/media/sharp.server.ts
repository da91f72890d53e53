import type sharpModule from "sharp";

// sharp (libvips) is loaded on first use, not at start-up: most processes never touch an image (PostgreSQL
// deployments render no demo artwork, and uploads are rare), and loading libvips starts its thread pool and maps
// its libraries. Its operation cache (by default up to 50 MB and 100 operations, kept after each image) is turned
// off: every upload is a new image, so nothing in it is reused, and it is memory held for nothing between uploads
// (decision 044).

type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * The sharp module, loaded once with its cache off. Input: none. Output: sharp's default export. Throws when the
 * native library cannot be loaded (a broken install), and on every later call too.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import("sharp").then((module) => {
    const sharp = module.default;
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
