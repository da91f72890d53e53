// Zod 4 compiles object parsers with `new Function` where it may, and finds out once by trying it. The site's
// Content-Security-Policy has no 'unsafe-eval' (decision 042), so in the browser that attempt is refused and
// reported as a violation, even though zod catches the error. Parsers are interpreted in the browser instead: the
// forms there are small. Must run before any schema is built, hence imported first by app/root.tsx.
//
// Zod is not imported here: the pages load it lazily, only where a form needs it (decision 039), and importing it
// for its `z.config` would put all of it in every page's first load. Zod keeps its configuration in one object on
// `globalThis.__zod_globalConfig` (so that several copies of the library share it) and adopts an object already
// there when it loads, so setting `jitless` on that object first is the same as `z.config({ jitless: true })`.
type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };

if (typeof document !== "undefined") {
  const global = globalThis as ZodGlobal;
  global.__zod_globalConfig = Object.assign(global.__zod_globalConfig ?? {}, { jitless: true });
}

export {};
