/**
 * Checks that the repository's references can be followed inside it (decision 055): code and docs cite the product
 * specification as `docs/product/<file>.md#<anchor>` or a decision, never a tracker issue number or a numbered
 * section of a specification kept elsewhere. Pure functions plus a file walker, used by doc-references.test.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The code folders, whose files, like the docs, must not cite tracker issue numbers or numbered sections. */
export const CODE_FOLDERS = ["app", "server", "scripts", "tests"] as const;

/** Folders and top-level files that must not cite tracker issue numbers or numbered sections (the section sign). */
export const CITATION_ROOTS = [...CODE_FOLDERS, "docs", "README.md"] as const;

/** Folders and top-level files whose `docs/product/…#…` references must resolve. */
export const REFERENCE_ROOTS = [...CODE_FOLDERS, "docs", "README.md", "eslint.config.js", "vite.config.ts"] as const;

const SKIPPED_DIRECTORIES = new Set(["node_modules", "build", ".data", ".react-router", "generated", "test-results"]);
const TEXT_EXTENSIONS = new Set([".ts", ".tsx", ".js", ".cjs", ".mjs", ".md", ".css", ".sql", ".sh", ".yml", ".yaml", ".html"]);

/** The word issue or issues, in any case, then a number sign and digits, also across a comment line break. */
const ISSUE_CITATION = /\bissues?\s*(?:\n\s*(?:\/\/|\*|--|#)?\s*)?#\d+/gi;

/** A `docs/product/<file>.md#<anchor>` reference, as written in code and documents. */
const PRODUCT_REFERENCE = /docs\/product\/([a-z0-9-]+\.md)#([a-z0-9-]+)/g;

/** A relative Markdown link inside docs/product: `](admin.md#access)` or `](#maps)`. */
const RELATIVE_LINK = /\]\((?:([a-z0-9-]+\.md))?#([a-z0-9-]+)\)/g;

/** One problem found, with where it is (path relative to the repository root, 1-based line). */
export type ReferenceProblem = { file: string; line: number; text: string };

/**
 * The GitHub anchor of a Markdown heading's text: lower-case, punctuation other than hyphens and underscores
 * dropped, each space a hyphen ("Speed and accessibility" → "speed-and-accessibility"). Input: the heading
 * without its `#` marks. Output: the slug.
 */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/**
 * The anchors a Markdown text defines: its headings' slugs (a repeated slug gets GitHub's `-1`, `-2` suffix) and
 * any explicit `<a id="…">`. Headings inside fenced code blocks are ignored. Input: the file's text. Output: a set.
 */
export function markdownAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = headingSlug(heading[1] ?? "");
      const count = seen.get(slug) ?? 0;
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
      seen.set(slug, count + 1);
    }
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1] ?? "");
  }
  return anchors;
}

/** 1-based line number of character `index` in `text`. */
function lineAt(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

/**
 * Issue-number citations and section signs (U+00A7) in one file's text. Input: the path to report and the text.
 * Output: one problem per citation or mark, in order.
 */
export function findOutsideCitations(file: string, text: string): ReferenceProblem[] {
  const problems: ReferenceProblem[] = [];
  for (const match of text.matchAll(ISSUE_CITATION)) {
    problems.push({ file, line: lineAt(text, match.index), text: match[0].replace(/\s+/g, " ") });
  }
  for (const match of text.matchAll(/\u00a7\s?\d*/g)) problems.push({ file, line: lineAt(text, match.index), text: match[0] });
  return problems;
}

/**
 * The `docs/product/…#…` references of one file's text (and, for a file inside docs/product, its relative links)
 * that name a file or an anchor that does not exist. Input: the path to report, the text, and the anchors of each
 * product file by file name. Output: one problem per unresolved reference.
 */
export function findBrokenProductReferences(
  file: string,
  text: string,
  productAnchors: ReadonlyMap<string, ReadonlySet<string>>,
): ReferenceProblem[] {
  const problems: ReferenceProblem[] = [];
  const check = (target: string, anchor: string, index: number, shown: string) => {
    if (!productAnchors.get(target)?.has(anchor)) problems.push({ file, line: lineAt(text, index), text: shown });
  };
  for (const match of text.matchAll(PRODUCT_REFERENCE)) check(match[1] ?? "", match[2] ?? "", match.index, match[0]);
  const inProduct = path.posix.dirname(file) === "docs/product";
  if (inProduct) {
    for (const match of text.matchAll(RELATIVE_LINK)) {
      check(match[1] ?? path.posix.basename(file), match[2] ?? "", match.index, match[0]);
    }
  }
  return problems;
}

/**
 * The text files under `root` for each of `entries` (folders walked recursively, skipping build output and
 * dependencies; files taken as they are). Input: the repository root and entries relative to it. Output: paths
 * relative to the root, with `/` separators. Missing entries are skipped.
 */
export function listTextFiles(root: string, entries: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    let children;
    try {
      children = readdirSync(path.join(root, relative), { withFileTypes: true });
    } catch {
      if (TEXT_EXTENSIONS.has(path.extname(relative))) files.push(relative);
      return;
    }
    for (const child of children) {
      const childPath = path.posix.join(relative, child.name);
      if (child.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(child.name)) walk(childPath);
      } else if (TEXT_EXTENSIONS.has(path.extname(child.name))) {
        files.push(childPath);
      }
    }
  };
  for (const entry of entries) walk(entry);
  return files;
}

/** The anchors of every Markdown file in `root`/docs/product, by file name. Throws when the folder is missing. */
export function readProductAnchors(root: string): Map<string, Set<string>> {
  const folder = path.join(root, "docs", "product");
  const anchors = new Map<string, Set<string>>();
  for (const name of readdirSync(folder)) {
    if (name.endsWith(".md")) anchors.set(name, markdownAnchors(readFileSync(path.join(folder, name), "utf8")));
  }
  return anchors;
}
