import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The layers inside app/modules are written down once, in docs/ARCHITECTURE.md, and enforced by lint
// (eslint.config.js, decision 054). These tests read the table from the document and ask the lint about
// imports in both directions, so the two cannot drift apart.

const root = import.meta.dirname;

/** The modules of the table "Layers inside app/modules", lowest first, each with its layer. */
function documentedOrder(): { name: string; layer: string }[] {
  const doc = readFileSync(path.join(root, "docs/ARCHITECTURE.md"), "utf8");
  const section = doc.split("## Layers inside app/modules")[1]?.split("\n## ")[0] ?? "";
  const rows = section.split("\n").filter((line) => /^\| [a-z]+ \| `/.test(line));
  return rows.flatMap((row) => {
    const [layer = "", modules = ""] = row.split("|").slice(1).map((cell) => cell.trim());
    return [...modules.matchAll(/`([a-z-]+)`/g)].map((match) => ({ name: match[1]!, layer }));
  });
}

/** The rule ids and lines of the problems lint reports for `code` written in `filePath`. */
async function lintProblems(eslint: ESLint, code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => ({ rule: message.ruleId, line: message.line, message: message.message }));
}

describe("layers inside app/modules", () => {
  const order = documentedOrder();
  let eslint: ESLint;

  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  it("places every module folder in the documented table exactly once", () => {
    const folders = readdirSync(path.join(root, "app/modules"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(order.map((module) => module.name).sort()).toEqual(folders);
  });

  it("lets each module import the modules before it and refuses every module after it", async () => {
    for (const [index, module] of order.entries()) {
      const others = order.filter((other) => other.name !== module.name);
      const code = others.map((other) => `import "~/modules/${other.name}/probe";`).join("\n") + "\n";
      const problems = await lintProblems(eslint, code, `app/modules/${module.name}/layer-probe.ts`);
      const refused = problems.filter((problem) => problem.rule === "no-restricted-imports").map((problem) => others[problem.line - 1]!.name);
      expect({ module: module.name, refused }).toEqual({ module: module.name, refused: order.slice(index + 1).map((other) => other.name) });
    }
  });

  it("names both layers when a domain imports a feature, and refuses the same import made with import()", async () => {
    const staticImport = await lintProblems(eslint, 'import { getOwnListing } from "~/modules/vendor-portal/own-listing.server";\nexport const use = getOwnListing;\n', "app/modules/billing/layer-probe.server.ts");
    expect(staticImport).toEqual([expect.objectContaining({ rule: "no-restricted-imports", message: expect.stringContaining("app/modules/billing (domain) may not import vendor-portal (feature)") })]);
    const dynamicImport = await lintProblems(eslint, 'export const later = () => import("~/modules/vendor-portal/own-listing.server");\n', "app/modules/billing/layer-probe.server.ts");
    expect(dynamicImport).toEqual([expect.objectContaining({ rule: "no-restricted-syntax" })]);
  });

  it("keeps the one-clock rule in module files beside the layers, and lets the clock read the system time", async () => {
    const code = "export const at = () => new Date();\n";
    const inModule = await lintProblems(eslint, code, "app/modules/billing/layer-probe.server.ts");
    expect(inModule).toEqual([expect.objectContaining({ rule: "no-restricted-syntax", message: expect.stringContaining("now() from ~/modules/time/clock") })]);
    expect(await lintProblems(eslint, code, "app/modules/time/clock.ts")).toEqual([]);
  });

  it("leaves routes and tests free to import any module", async () => {
    const code = 'import "~/modules/site/probe";\nimport "~/modules/errors/probe";\n';
    expect(await lintProblems(eslint, code, "app/routes/layer-probe.ts")).toEqual([]);
    expect(await lintProblems(eslint, code, "app/modules/errors/layer-probe.test.ts")).toEqual([]);
  });
});
