/**
 * Lets a script run on plain Node (`node scripts/x.ts`) import the app's modules, which are written
 * for Vite: it maps the `~/` alias to `app/` and retries an extensionless local import with `.ts`.
 * Import it first, then load app modules with dynamic `import()` so the hook is in place.
 *
 * The one import style: app code is imported as `~/…` without an extension, in app/ and in
 * scripts alike, never by a relative path. Only a script's own siblings are imported relatively, with
 * `.ts` (this file, and modules such as `./bench-search-data.ts`), because this hook is not yet in place
 * when a script's static imports load.
 */
import { readFileSync } from "node:fs";
import { registerHooks } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const appDir = path.resolve(import.meta.dirname, "../app");

const RAW_SUFFIX = "?raw";

registerHooks({
  resolve(specifier, context, nextResolve) {
    // Vite's `?raw` import (a text file as a string, e.g. the common-password list): resolved here, read in `load`.
    if (specifier.endsWith(RAW_SUFFIX)) {
      const bare = specifier.slice(0, -RAW_SUFFIX.length);
      const file = bare.startsWith("~/") ? pathToFileURL(path.join(appDir, bare.slice(2))) : new URL(bare, context.parentURL);
      return { url: `${file.href}${RAW_SUFFIX}`, shortCircuit: true, format: "module" };
    }
    const wanted = specifier.startsWith("~/") ? pathToFileURL(path.join(appDir, specifier.slice(2))).href : specifier;
    try {
      return nextResolve(wanted, context);
    } catch (error) {
      const local = wanted.startsWith(".") || wanted.startsWith("file:");
      const notFound = (error as NodeJS.ErrnoException).code === "ERR_MODULE_NOT_FOUND";
      if (!local || !notFound || wanted.endsWith(".ts")) throw error;
      return nextResolve(`${wanted}.ts`, context);
    }
  },
  load(url, context, nextLoad) {
    if (!url.endsWith(RAW_SUFFIX)) return nextLoad(url, context);
    const text = readFileSync(new URL(url.slice(0, -RAW_SUFFIX.length)), "utf8");
    return { format: "module", source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
  },
});
