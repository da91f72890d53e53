import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { ICON_NAMES } from "./app/components/icon-names.ts";
import { iconSprite } from "./scripts/icon-sprite.ts";

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
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: "app-shell", test: (id) => shell.has(id), includeDependenciesRecursively: false }] } } },
      },
    },
  },
  // Bundled into the server build rather than loaded whole from node_modules: the pages use some sixty of its
  // icons, and loading all of them held about 3 MB of source and their components in every server's heap.
  ssr: { noExternal: ["lucide-react"] },
  // The public pages' icons are <use> of one SVG sprite, built from lucide-react's own data (decision 076).
  plugins: [iconSprite(ICON_NAMES), appShellModules(), tailwindcss(), reactRouter()],
});
