/**
 * First-load JavaScript of a page: the JavaScript the browser fetches before the page is interactive, each file
 * compressed with gzip level 9 and the sizes summed (docs/product/public-area.md#speed-and-accessibility). The files counted,
 * each once however often it is named:
 * 1. every `<script src>` and every `<link rel="modulepreload" href>` of the server-rendered HTML;
 * 2. every module an inline `<script type="module">` of that HTML imports, statically (`import * as route0 from
 *    "/assets/root-….js"`, `import "/assets/manifest-….js"`) or with a dynamic `import("…")`: React Router's
 *    bootstrap script imports the route modules statically and the client entry dynamically, and hydration needs
 *    both;
 * 3. transitively, every module a counted file imports statically (`import … from "…"`, `import "…"`,
 *    `export … from "…"`), resolved against the importing file's URL.
 * The budget first counted the scripts and modulepreload links of the HTML, which then named the whole module graph. The
 * server HTML no longer carries modulepreload hints (decision 046: scripts are fetched after first paint), so the
 * measure follows what the bootstrap script imports instead: the figure is the code the browser fetches before it
 * hydrates, whether or not the HTML hints at it. A dynamic `import()` inside a fetched module is not followed: that
 * code (a map, the lightbox, form rules) is loaded later on purpose. Imports are followed on the page's own origin
 * only: the app serves all its code itself, and a third-party script's graph is not ours to trim.
 * Budget: 130 KB (133,120 bytes) on every public page (decisions 039, 076). Used by tests/e2e/first-load-js.e2e.ts and
 * `npm run bench:lighthouse` (scripts/bench-lighthouse.ts).
 */
import zlib from "node:zlib";

/** The first-load budget (docs/product/public-area.md#speed-and-accessibility), in bytes of gzip -9 (130 KB, 1 KB = 1,024 bytes). */
export const FIRST_LOAD_BUDGET_BYTES = 130 * 1024;

export type FirstLoadFile = { url: string; gzipBytes: number };
export type FirstLoad = { path: string; files: FirstLoadFile[]; totalGzipBytes: number };

/**
 * A static import or re-export with a string specifier, over Vite's minified output (`import{t as e}from"./a.js"`,
 * `import"./b.js"`, `export{a as b}from"./c.js"`, `export*from"./d.js"`) as well as spaced source. A regex, not a
 * parser: a keyword counts only at the start of a statement (start of the text, after `;`, `}`, a line break or a
 * comment's end), which keeps out the word "import" inside prose strings; `import(` and `import.meta` never match,
 * because a binding list, `*`, `{` or a quote must follow the keyword. Group 2 is the specifier.
 */
const STATIC_IMPORT =
  /(?<=(?:^|[;}\n]|\*\/)\s*)(?:import\b\s*(?:(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s+[\w$]+\s*|\{[^{}]*\}\s*)?from\s*)?|export\b\s*(?:\*\s*(?:as\s+[\w$]+\s*)?|\{[^{}]*\}\s*)from\s*)(["'])([^"'\r\n]*)\1/g;

/** `import("…")` with a literal specifier (group 2); only read in the HTML's inline module scripts. */
const DYNAMIC_IMPORT = /(?<![\w$.])import\s*\(\s*(["'`])([^"'`\r\n]*)\1\s*[,)]/g;

/**
 * A specifier the browser resolves as a URL (`/…`, `./…`, `../…`, `https://…`). A bare one (`react`) would need an
 * import map, which the app does not use, so it names no file the browser fetches.
 */
function isUrlSpecifier(specifier: string): boolean {
  return /^(?:\.{0,2}\/|[a-z][a-z\d+.-]*:)/i.test(specifier);
}

/**
 * The specifiers a module imports statically, in source order and without repeats: `import … from "…"`,
 * `import "…"` and the re-exports `export … from "…"`. Dynamic `import("…")` calls are left out: they load later.
 * Input: JavaScript text, typically Vite's minified output; output: specifiers as written (relative, absolute or
 * bare). A pragmatic regex (see STATIC_IMPORT): a string literal that itself holds a whole import statement after
 * a `;` could still match. Throws nothing.
 */
export function staticImportSpecifiers(code: string): string[] {
  return [...new Set(Array.from(code.matchAll(STATIC_IMPORT), (match) => match[2]!))];
}

/** What a page's HTML names: URLs of script tags (`tag`) and of modules its inline module scripts import (`import`). */
function htmlScripts(html: string): { url: string; from: "tag" | "import" }[] {
  const scripts: { url: string; from: "tag" | "import" }[] = [];
  // Script bodies are matched whole so that text inside them (serialised loader data) is never read as a tag.
  for (const [, scriptAttributes, body, linkAttributes] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>|<link\b([^>]*)>/gi)) {
    const attribute = (name: string) =>
      new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i")
        .exec(scriptAttributes ?? linkAttributes ?? "")
        ?.slice(1)
        .find((value) => value !== undefined);
    if (scriptAttributes !== undefined) {
      const src = attribute("src");
      if (src) scripts.push({ url: src, from: "tag" });
      // A script with a src runs that file, not its body.
      else if (attribute("type")?.trim().toLowerCase() === "module") {
        const dynamic = Array.from(body!.matchAll(DYNAMIC_IMPORT), (match) => match[2]!);
        for (const specifier of [...staticImportSpecifiers(body!), ...dynamic]) {
          if (isUrlSpecifier(specifier)) scripts.push({ url: specifier, from: "import" });
        }
      }
    } else if (attribute("rel")?.toLowerCase().split(/\s+/).includes("modulepreload")) {
      const href = attribute("href");
      if (href) scripts.push({ url: href, from: "tag" });
    }
  }
  return scripts;
}

/**
 * The script URLs a page's HTML itself names for the first load, in document order and without repeats: `src` of
 * every `<script>`, `href` of every `<link rel="modulepreload">`, and the modules every inline
 * `<script type="module">` imports, statically or with `import("…")` (bare specifiers left out). The modules those
 * files import in turn are not read here (see measureFirstLoad). Attribute order and quoting (single, double, none)
 * do not matter. Input: the HTML text; output: URLs as written (relative or absolute). Throws nothing.
 */
export function firstLoadScriptUrls(html: string): string[] {
  return [...new Set(htmlScripts(html).map((script) => script.url))];
}

/** Size in bytes of `bytes` compressed with gzip at level 9 (`gzip -9`). Throws nothing. */
export function gzip9Bytes(bytes: Uint8Array): number {
  return zlib.gzipSync(bytes, { level: 9 }).length;
}

/**
 * Absolute URLs a file imports statically, per caller's size cache: the cache's values stay sizes (its callers
 * build it as `Map<string, number>`), and following the graph needs each file's imports as well, so they are kept
 * beside it for as long as the cache lives.
 */
const importsByCache = new WeakMap<Map<string, number>, Map<string, string[]>>();

/**
 * Fetches `path` from the server at `baseUrl` (no cookie: an anonymous first visit), then every file of its first
 * load as the top of this file defines it: the scripts its HTML names, the modules its inline module scripts import
 * and, on the page's origin, the static imports of each of those files, transitively. Returns each file once with
 * its gzip -9 size in bytes, largest first, and their sum. `cache` (absolute URL → gzip -9 bytes) lets callers
 * measuring many pages fetch a shared chunk once; a file's static imports are remembered alongside it.
 * Throws an Error when the page or one of the files does not answer 200, and a TypeError when the server cannot be
 * reached or a URL in the HTML does not parse.
 */
export async function measureFirstLoad(baseUrl: string, path: string, cache = new Map<string, number>()): Promise<FirstLoad> {
  const pageUrl = new URL(path, baseUrl);
  const response = await fetch(pageUrl);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  let imports = importsByCache.get(cache);
  if (!imports) importsByCache.set(cache, (imports = new Map()));

  const sameOrigin = (url: string) => new URL(url).origin === pageUrl.origin;
  const counted = new Set<string>();
  for (const script of htmlScripts(html)) {
    const url = new URL(script.url, pageUrl).href;
    // A script tag counts wherever it points, as the budget counts it; a module import only on the page's origin.
    if (script.from === "tag" || sameOrigin(url)) counted.add(url);
  }

  const files: FirstLoadFile[] = [];
  // A Set's iteration visits members added during it, so this walks the module graph breadth first, each file once.
  for (const url of counted) {
    const follow = sameOrigin(url);
    if (cache.get(url) === undefined || (follow && !imports.has(url))) {
      const file = await fetch(url);
      if (file.status !== 200) throw new Error(`${url} (first load of ${path}) answered ${file.status}`);
      const bytes = new Uint8Array(await file.arrayBuffer());
      cache.set(url, gzip9Bytes(bytes));
      const specifiers = staticImportSpecifiers(new TextDecoder().decode(bytes)).filter(isUrlSpecifier);
      imports.set(url, specifiers.map((specifier) => new URL(specifier, url).href));
    }
    files.push({ url, gzipBytes: cache.get(url)! });
    if (follow) for (const imported of imports.get(url)!) if (sameOrigin(imported)) counted.add(imported);
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { path, files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

/** Bytes as kilobytes with one decimal ("118.4 KB", 1 KB = 1,024 bytes), as the budget is stated. Throws nothing. */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
