import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { findConflictMarkers, findConflictMarkersInRepository } from "./check-conflict-markers.ts";

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, "check-conflict-markers.ts");

// Built from pieces so that this file never holds a marker line itself.
const OPEN = "<".repeat(7);
const SEPARATOR = "=".repeat(7);
const CLOSE = ">".repeat(7);
const conflict = ["before", `${OPEN} HEAD`, "ours", SEPARATOR, "theirs", `${CLOSE} main`, "after"].join("\n");

describe("finding conflict markers in a text", () => {
  it("finds the three lines of a conflict with their line numbers", () => {
    expect(findConflictMarkers(conflict)).toEqual([
      { line: 2, text: `${OPEN} HEAD` },
      { line: 4, text: SEPARATOR },
      { line: 6, text: `${CLOSE} main` },
    ]);
  });

  it("reads CRLF line ends", () => {
    expect(findConflictMarkers(conflict.replaceAll("\n", "\r\n")).map((marker) => marker.line)).toEqual([2, 4, 6]);
  });

  it("finds an opening or closing marker left alone", () => {
    expect(findConflictMarkers(`a\n${CLOSE} feature\nb`)).toEqual([{ line: 2, text: `${CLOSE} feature` }]);
    expect(findConflictMarkers(`${OPEN}\nb`)).toEqual([{ line: 1, text: OPEN }]);
  });

  it("leaves a separator line outside a conflict alone, as a Markdown setext heading", () => {
    expect(findConflictMarkers(`Title\n${SEPARATOR}\n\ntext\n${SEPARATOR}`)).toEqual([]);
    expect(findConflictMarkers(`${OPEN} HEAD\n${CLOSE} main\n${SEPARATOR}`).map((marker) => marker.line)).toEqual([1, 2]);
  });

  it("leaves lines that only look alike alone", () => {
    const text = [`  ${OPEN} HEAD`, `${OPEN}x`, `${SEPARATOR}=`, `${SEPARATOR} `, `<<< ${CLOSE.slice(3)}`, "a <<<<<<< b"].join("\n");
    expect(findConflictMarkers(text)).toEqual([]);
  });
});

describe("checking a repository's tracked files", () => {
  let dir = "";
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A git repository with the given files, all committed. */
  function repository(files: Record<string, string | Buffer>): string {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "sv-conflict-markers-"));
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), content);
    }
    execFileSync("git", ["init", "-q"], { cwd: dir });
    execFileSync("git", ["add", "-A"], { cwd: dir });
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", "files"], { cwd: dir });
    return dir;
  }

  /** Runs the script on a folder; resolves its exit code and stderr whatever the code. */
  async function check(folder: string) {
    return run(process.execPath, [script, folder]).then(
      ({ stderr }) => ({ code: 0, stderr }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );
  }

  it("passes a repository without markers", async () => {
    const folder = repository({ "README.md": `Title\n${SEPARATOR}\n`, "src/a.ts": "export const a = 1;\n" });
    expect(findConflictMarkersInRepository(folder)).toEqual([]);
    expect(await check(folder)).toEqual({ code: 0, stderr: "" });
  });

  it("fails on a tracked file with a conflict, naming the file and lines", async () => {
    const folder = repository({ "README.md": "fine\n", "src/a.ts": conflict });
    expect(findConflictMarkersInRepository(folder)).toEqual([
      { file: "src/a.ts", markers: findConflictMarkers(conflict) },
    ]);
    const result = await check(folder);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`src/a.ts:2: ${OPEN} HEAD`);
    expect(result.stderr).toContain(`src/a.ts:4: ${SEPARATOR}`);
    expect(result.stderr).toContain(`src/a.ts:6: ${CLOSE} main`);
    expect(result.stderr).not.toContain("README.md");
  });

  it("reads tracked files as they are on disk, and ignores untracked ones", async () => {
    const folder = repository({ "a.txt": "fine\n" });
    fs.writeFileSync(path.join(folder, "untracked.txt"), conflict);
    expect(findConflictMarkersInRepository(folder)).toEqual([]);
    fs.writeFileSync(path.join(folder, "a.txt"), conflict);
    expect(findConflictMarkersInRepository(folder).map((found) => found.file)).toEqual(["a.txt"]);
  });

  it("finds files from a subfolder of the work tree by their path from its top", () => {
    const folder = repository({ "docs/notes.md": conflict, "docs/other.md": "fine\n" });
    expect(findConflictMarkersInRepository(path.join(folder, "docs")).map((found) => found.file)).toEqual(["docs/notes.md"]);
  });

  it("skips binary files", () => {
    const folder = repository({ "image.bin": Buffer.concat([Buffer.from([0, 1, 2]), Buffer.from(`\n${conflict}`)]) });
    expect(findConflictMarkersInRepository(folder)).toEqual([]);
  });

  it("throws outside a git work tree", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "sv-conflict-markers-"));
    expect(() => findConflictMarkersInRepository(dir)).toThrow(/git grep failed/);
  });
});
