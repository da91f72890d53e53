import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listTextFiles } from "./doc-references";

// Libraries that no public page calls are imported by the first call that needs them, so an instance serving
// pages does not hold them (decision 097). Type-only imports cost nothing at run time and stay allowed.

const ROOT = path.resolve(import.meta.dirname, "..");
const LOADED_ON_FIRST_USE = ["pdfkit", "stripe", "nodemailer", "cheerio"];

/** The packages of {@link LOADED_ON_FIRST_USE} that `source` imports statically (not `import type`). */
function staticImportsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*import\s+(?!type\s)[^;]*?\sfrom\s+["']([^"']+)["']/gm)) {
    if (LOADED_ON_FIRST_USE.includes(match[1]!)) found.push(match[1]!);
  }
  return found;
}

describe("libraries loaded on first use", () => {
  it("the check finds a static import and lets type imports and import() through", () => {
    expect(staticImportsOf('import Stripe from "stripe";\nimport { load } from "cheerio";')).toEqual(["stripe", "cheerio"]);
    expect(staticImportsOf('import type Stripe from "stripe";\nconst { load } = await import("cheerio");')).toEqual([]);
  });

  it("no server module imports one of them at start-up (tests may)", () => {
    const files = listTextFiles(ROOT, ["app", "server"]).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) => staticImportsOf(readFileSync(path.join(ROOT, file), "utf8")).length > 0);
    expect(offenders).toEqual([]);
  });
});
