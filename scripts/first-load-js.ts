/**
 * First-load JavaScript of a page as issue #13 defines it ("Performance and accessibility"): every
 * `<script src>` and every `<link rel="modulepreload">` of the server-rendered HTML, each file compressed
 * with gzip level 9 and the sizes summed. Files the page loads later (a dynamic `import()` on first
 * interaction, a lazily loaded map) are not counted: that is the point of loading them later. Budget: 120 KB
 * (122,880 bytes) on every public page (decision 039). Used by tests/e2e/first-load-js.e2e.ts and
 * `npm run bench:lighthouse` (scripts/bench-lighthouse.ts).
 */
import zlib from "node:zlib";

/** The budget of issue #13, in bytes of gzip -9 (120 KB, 1 KB = 1,024 bytes). */
export const FIRST_LOAD_BUDGET_BYTES = 120 * 1024;

/**
 * What the browser test enforces until the budget is reached (decision 039): the heaviest public page measured
 * 156.3 KB once zod, the lightbox, toasts and maps left the first load, so a page growing past 160 KB is a
 * regression. The budget itself is printed beside each page's figure.
 */
export const FIRST_LOAD_CEILING_BYTES = 160 * 1024;

export type FirstLoadFile = { url: string; gzipBytes: number };
export type FirstLoad = { path: string; files: FirstLoadFile[]; totalGzipBytes: number };

/**
 * The script URLs a page's HTML makes the browser fetch before it is interactive, in document order and
 * without repeats: `src` of every `<script>` and `href` of every `<link rel="modulepreload">`. Attribute
 * order and quoting (single, double) do not matter. Input: the HTML text; output: URLs as written (relative or
 * absolute).
 */
export function firstLoadScriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attribute = (name: string) =>
      new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag)?.slice(1).find((value) => value !== undefined);
    if (/^<script/i.test(tag)) {
      const src = attribute("src");
      if (src) urls.add(src);
    } else if (attribute("rel")?.toLowerCase().split(/\s+/).includes("modulepreload")) {
      const href = attribute("href");
      if (href) urls.add(href);
    }
  }
  return [...urls];
}

/** Size in bytes of `bytes` compressed with gzip at level 9 (`gzip -9`). */
export function gzip9Bytes(bytes: Uint8Array): number {
  return zlib.gzipSync(bytes, { level: 9 }).length;
}

/**
 * Fetches `path` from the server at `baseUrl` (no cookie: an anonymous first visit), then every script
 * URL of its HTML, and returns each file's gzip -9 size and their sum in bytes, largest file first.
 * `cache` (URL → bytes) lets callers measuring many pages fetch a shared chunk once.
 * Throws an Error when the page or one of its scripts does not answer 200.
 */
export async function measureFirstLoad(baseUrl: string, path: string, cache = new Map<string, number>()): Promise<FirstLoad> {
  const response = await fetch(new URL(path, baseUrl));
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  const files: FirstLoadFile[] = [];
  for (const src of firstLoadScriptUrls(html)) {
    const url = new URL(src, new URL(path, baseUrl)).href;
    let size = cache.get(url);
    if (size === undefined) {
      const script = await fetch(url);
      if (script.status !== 200) throw new Error(`${url} (first load of ${path}) answered ${script.status}`);
      size = gzip9Bytes(new Uint8Array(await script.arrayBuffer()));
      cache.set(url, size);
    }
    files.push({ url, gzipBytes: size });
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { path, files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

/** Bytes as kilobytes with one decimal ("118.4 KB", 1 KB = 1,024 bytes), as the budget is stated. */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
