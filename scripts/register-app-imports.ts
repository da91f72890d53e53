/**
 * Lets a script run on plain Node (`node scripts/x.ts`) import the app's modules, which are written
 * for Vite: it maps the `~/` alias to `app/` and retries an extensionless local import with `.ts`.
 * Import it first, then load app modules with dynamic `import()` so the hook is in place.
 *
 * The one import style (issue #8): app code is imported as `~/…` without an extension, in app/ and in
 * scripts alike, never by a relative path. Only a script's own siblings are imported relatively, with
 * `.ts` (this file, and modules such as `./bench-search-data.ts`), because this hook is not yet in place
 * when a script's static imports load.
 */
import { registerHooks } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const appDir = path.resolve(import.meta.dirname, "../app");

registerHooks({
  resolve(specifier, context, nextResolve) {
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
});
