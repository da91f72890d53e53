import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import gzipPlugin from "rollup-plugin-gzip";
import { defineConfig, type Plugin } from "vite";
import { ICON_NAMES } from "./app/components/icon-names.ts";
import { iconSprite } from "./scripts/icon-sprite.ts";

/** The client files sent compressed: text that shrinks (images and fonts are compressed already). */
const PRECOMPRESSED = /\.(js|css|svg|json)$/;
const brotliAsync = promisify(brotliCompress);
/** The copies in the client build of `public/`'s text files of 1 KB or more (the placeholder art), compressed too. */
const publicTextFiles = () =>
  fs
    .readdirSync(path.join(import.meta.dirname, "public"), { recursive: true, encoding: "utf8" })
    .filter((name) => PRECOMPRESSED.test(name) && fs.statSync(path.join(import.meta.dirname, "public", name)).size >= 1024)
    .map((name) => path.join(import.meta.dirname, "build/client", name));
const brotli = (content: string | Buffer) =>
  brotliAsync(Buffer.from(content), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } });

/**
 * Left to the bundler's own chunking: React, React DOM and React Router (decision 039: a framework chunk broke a
 * scroll), lucide (its index names every icon and each page needs a few), virtual modules, asset URLs, and the module
 * that must run before any zod schema is built (app/root.tsx's first import).
 */
const NOT_SHELL = /[\\/]node_modules[\\/](?:react|react-dom|react-router|@react-router|scheduler|lucide-react)[\\/]|^\0|\?url$|zod-without-eval/;

/**
 * The modules the root route imports statically, transitively, outside the framework, that other modules import too
 * (the button, `cn`, the status pages, toasts), with what they import: every page loads them, so one chunk holds them
 * instead of a dozen small ones each with its own overhead (decision 076). Those only the root route's own modules
 * use (header, footer) stay in its chunk. Read from the module graph once the client build has it, so the list
 * follows the root route's imports.
 */
const shell = new Set<string>();

/** The route modules of the pages couples land on most, whose common imports share chunks (see below). */
const MAIN_PUBLIC_ROUTES = ["home", "search", "category", "category-town", "vendor"].map((name) => `${path.sep}app${path.sep}routes${path.sep}${name}.tsx`);

/**
 * Outside the shell, the modules at least two of {@link MAIN_PUBLIC_ROUTES} import statically, grouped by which of
 * those routes reach them (module id → that set as a bit mask): modules needed by exactly the same main pages share
 * one chunk (the card's and the vendor page's formatting, the shortlist button, the page's meta, the list pages'
 * filters) instead of a dozen of a few hundred bytes, each with its own import and export overhead (decision 076).
 * No main page loads a module it does not need; another page that needs one module of a chunk loads the chunk.
 */
const publicGroups = new Map<string, number>();

function appShellModules(): Plugin {
  return {
    name: "app-shell-modules",
    applyToEnvironment: (environment) => environment.name === "client",
    // Keeping the group to its own modules lets a route module's chunk export more than the module declares
    // (React Router asks "exports-only"); React Router reads a route's exports by name, so extra ones are harmless.
    configEnvironment: (name) => (name === "client" ? { build: { rollupOptions: { preserveEntrySignatures: "allow-extension" } } } : undefined),
    buildEnd() {
      shell.clear();
      const roots = [...this.getModuleIds()].filter((id) => id.split("?")[0]!.endsWith(`${path.sep}app${path.sep}root.tsx`));
      const seen = new Set(roots);
      const pending = roots.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
      const closure = new Set<string>();
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (seen.has(id) || NOT_SHELL.test(id)) continue;
        seen.add(id);
        closure.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      const shared = [...closure].filter((id) => this.getModuleInfo(id)?.importers.some((importer) => !closure.has(importer) && !roots.includes(importer)));
      for (let id = shared.pop(); id !== undefined; id = shared.pop()) {
        if (shell.has(id) || !closure.has(id)) continue;
        shell.add(id);
        shared.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }

      publicGroups.clear();
      const ids = [...this.getModuleIds()];
      const routes = MAIN_PUBLIC_ROUTES.map((suffix) => ids.find((id) => id.split("?")[0]!.endsWith(suffix)));
      if (routes.some((route) => route === undefined)) return;
      const closures = routes.map((route) => {
        const reached = new Set<string>();
        const queue = [...(this.getModuleInfo(route!)?.importedIds ?? [])];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (reached.has(id) || NOT_SHELL.test(id) || shell.has(id) || roots.includes(id)) continue;
          reached.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return reached;
      });
      for (const reached of closures) {
        for (const id of reached) {
          if (publicGroups.has(id) || this.getModuleInfo(id)?.isEntry) continue;
          const mask = closures.reduce((bits, other, index) => (other.has(id) ? bits | (1 << index) : bits), 0);
          // A module only one main page needs stays with the bundler's chunking: its route chunk, or one other pages share.
          if (mask & (mask - 1)) publicGroups.set(id, mask);
        }
      }
    },
    // A shell that imported a route's chunk would be a cycle in which a module can run before what it needs.
    generateBundle(_options, bundle) {
      const entries = new Set(Object.values(bundle).flatMap((file) => (file.type === "chunk" && file.isEntry ? [file.fileName] : [])));
      for (const file of Object.values(bundle)) {
        if (file.type === "chunk" && file.name === "app-shell" && file.imports.some((imported) => entries.has(imported))) {
          this.error(`The app-shell chunk imports a route's chunk (${file.imports.filter((imported) => entries.has(imported)).join(", ")})`);
        }
      }
    },
  };
}

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // The server build's entry is our Express app, so it shares one module graph (and one database) with the routes.
  // React Router builds through Vite's environment API and reads the entry from the ssr environment.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        // Our own dynamic imports load their chunk alone (no preload helper around each), decision 076.
        modulePreload: false,
        rolldownOptions: {
          // The client's text files of 1 KB or more, also written gzipped and in Brotli at the highest levels
          // (`name.js.gz`, `name.js.br`), so the server sends them as they are instead of compressing each request
          // (decision 108). The server build gets none.
          plugins: [
            gzipPlugin({ filter: PRECOMPRESSED, minSize: 1024, gzipOptions: { level: 9 }, additionalFiles: publicTextFiles() }),
            gzipPlugin({ filter: PRECOMPRESSED, minSize: 1024, fileName: ".br", customCompression: brotli, additionalFiles: publicTextFiles() }),
          ],
          output: { codeSplitting: {
            groups: [
              { name: "app-shell", test: (id) => shell.has(id), includeDependenciesRecursively: false },
              // One group per set of main pages.
              ...Array.from({ length: 2 ** MAIN_PUBLIC_ROUTES.length }, (_, mask) => ({
                name: `public-${mask.toString(2).padStart(MAIN_PUBLIC_ROUTES.length, "0")}`,
                test: (id: string) => publicGroups.get(id) === mask,
                includeDependenciesRecursively: false,
              })),
            ],
          } } },
      },
    },
  },
  // Bundled into the server build rather than loaded whole from node_modules: the pages use some sixty of its
  // icons, and loading all of them held about 3 MB of source and their components in every server's heap.
  ssr: { noExternal: ["lucide-react"] },
  // The public pages' icons are <use> of one SVG sprite, built from lucide-react's own data (decision 076).
  plugins: [iconSprite(ICON_NAMES), appShellModules(), tailwindcss(), reactRouter()],
});
