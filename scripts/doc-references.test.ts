import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  CITATION_ROOTS,
  REFERENCE_ROOTS,
  findBrokenProductReferences,
  findOutsideCitations,
  headingSlug,
  listTextFiles,
  markdownAnchors,
  readProductAnchors,
} from "./doc-references";

// References a maintainer can follow inside the repository (decision 055): no tracker issue numbers or numbered
// sections in code or docs, and every docs/product/<file>.md#<anchor> reference names a section that exists. The
// examples below are assembled from parts, so this file passes its own check.

const ROOT = path.resolve(import.meta.dirname, "..");
const ISSUE = "issue";
const SECTION = "\u00a7";
const PRODUCT = "docs/product/";

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const describeProblems = (problems: { file: string; line: number; text: string }[]) =>
  problems.map((problem) => `${problem.file}:${problem.line}: ${problem.text}`);

describe("the checker", () => {
  it("finds issue numbers in any case, in lists and broken over comment lines, and section marks", () => {
    const text = [`// see ${ISSUE} #12`, ` * I${ISSUE.slice(1)}s #3, #11: words`, ` * rows (${ISSUE}`, " * #10)", `// spec ${SECTION}5`];
    expect(describeProblems(findOutsideCitations("a.ts", text.join("\n")))).toEqual([
      `a.ts:1: ${ISSUE} #12`,
      `a.ts:2: I${ISSUE.slice(1)}s #3`,
      `a.ts:3: ${ISSUE} * #10`,
      `a.ts:5: ${SECTION}5`,
    ]);
    expect(findOutsideCitations("a.ts", `// ${PRODUCT}admin.md#access; decision 028; a #hash`)).toEqual([]);
  });

  it("slugs headings as GitHub does, numbering repeats", () => {
    expect(headingSlug("Speed and accessibility")).toBe("speed-and-accessibility");
    expect(headingSlug("Couples' tools: shortlist & share")).toBe("couples-tools-shortlist--share");
    const anchors = markdownAnchors("# Title\n## Search\n```\n## Not a heading\n```\n## Search\n<a id=\"custom\"></a>");
    expect([...anchors].sort()).toEqual(["custom", "search", "search-1", "title"]);
  });

  it("reports a reference to a missing file or anchor, and accepts one that exists", () => {
    const anchors = new Map([["admin.md", new Set(["access"])]]);
    const text = [`${PRODUCT}admin.md#access`, `${PRODUCT}admin.md#nowhere`, `${PRODUCT}gone.md#access`].join("\n");
    expect(describeProblems(findBrokenProductReferences("x.ts", text, anchors))).toEqual([
      `x.ts:2: ${PRODUCT}admin.md#nowhere`,
      `x.ts:3: ${PRODUCT}gone.md#access`,
    ]);
    const relative = "[a](admin.md#access) [b](#missing)";
    expect(describeProblems(findBrokenProductReferences("docs/product/admin.md", relative, anchors))).toEqual([
      "docs/product/admin.md:1: ](#missing)",
    ]);
  });
});

describe("the repository", () => {
  const productAnchors = readProductAnchors(ROOT);

  it("has the product specification's five files", () => {
    expect([...productAnchors.keys()].sort()).toEqual([
      "README.md",
      "admin.md",
      "couples-tools.md",
      "public-area.md",
      "vendor-journey-and-portal.md",
    ]);
  });

  it("cites no issue numbers and no numbered sections in app, server, scripts, tests, docs or the README", () => {
    const files = listTextFiles(ROOT, CITATION_ROOTS);
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((file) => findOutsideCitations(file, read(file)));
    expect(describeProblems(problems)).toEqual([]);
  });

  it("resolves every docs/product reference to an existing file and section", () => {
    const files = listTextFiles(ROOT, REFERENCE_ROOTS);
    const problems = files.flatMap((file) => findBrokenProductReferences(file, read(file), productAnchors));
    expect(describeProblems(problems)).toEqual([]);
  });
});
