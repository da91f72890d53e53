/**
 * Fails when a tracked file still holds a merge-conflict marker line, so a half-resolved merge cannot pass
 * `npm test` (scripts/test.sh runs this first). Usage: `node scripts/check-conflict-markers.ts [folder]`
 * (default: the repository holding this script); prints `path:line: marker` for each marker line and exits 1,
 * or exits 0 silently.
 * A marker line is one starting `<<<<<<< ` or `>>>>>>> ` (or that text alone), anywhere; a line that is exactly
 * `=======` only counts between an opening `<<<<<<<` and its closing `>>>>>>>`, since outside a conflict it is
 * legitimate text (a Markdown setext heading's underline, a rule in a text file).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export type ConflictMarker = { line: number; text: string };
export type FileConflictMarkers = { file: string; markers: ConflictMarker[] };

const OPENING = /^<{7}(?: |$)/;
const CLOSING = /^>{7}(?: |$)/;
const SEPARATOR = /^={7}$/;

/**
 * The conflict-marker lines of a text. Input: the text (LF or CRLF line ends). Output: each marker line with its
 * 1-based line number and its text without the line end, in order; empty when there is none.
 */
export function findConflictMarkers(text: string): ConflictMarker[] {
  const markers: ConflictMarker[] = [];
  let insideConflict = false;
  text.split("\n").forEach((raw, index) => {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (OPENING.test(line)) insideConflict = true;
    else if (CLOSING.test(line)) insideConflict = false;
    else if (!(insideConflict && SEPARATOR.test(line))) return;
    markers.push({ line: index + 1, text: line });
  });
  return markers;
}

/**
 * The tracked files of a git work tree that hold conflict markers, as they are on disk. Input: a folder inside the
 * work tree. Output: each such file (path from the top of the work tree, `/`-separated) with its markers, sorted by path.
 * Binary files are skipped (`git grep -I`). Throws when the folder is not in a git work tree or git fails.
 */
export function findConflictMarkersInRepository(folder: string): FileConflictMarkers[] {
  let candidates: string;
  try {
    // git grep narrows the search to files with an opening or closing marker; the parse above decides.
    candidates = execFileSync(
      "git",
      ["grep", "-l", "-z", "-I", "--full-name", "-E", "-e", "^(<{7}|>{7})( |\r?$)"],
      { cwd: folder, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
    );
  } catch (error) {
    // Exit status 1 with no output is git grep's "nothing found".
    const failure = error as { status?: number; stderr?: string };
    if (failure.status === 1 && !failure.stderr) return [];
    throw new Error(`git grep failed in ${folder}: ${failure.stderr || String(error)}`, { cause: error });
  }
  const top = execFileSync("git", ["rev-parse", "--show-toplevel"], { cwd: folder, encoding: "utf8" }).trim();
  return candidates
    .split("\0")
    .filter(Boolean)
    .sort()
    .map((file) => ({ file, markers: findConflictMarkers(fs.readFileSync(path.join(top, file), "utf8")) }))
    .filter(({ markers }) => markers.length > 0);
}

if (import.meta.main) {
  const folder = process.argv[2] ?? path.resolve(import.meta.dirname, "..");
  const found = findConflictMarkersInRepository(folder);
  for (const { file, markers } of found) {
    for (const marker of markers) console.error(`${file}:${marker.line}: ${marker.text}`);
  }
  if (found.length > 0) {
    console.error(`Merge-conflict markers in ${found.length} tracked file(s): resolve them before testing.`);
    process.exitCode = 1;
  }
}
