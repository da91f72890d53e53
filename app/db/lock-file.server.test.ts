import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { once } from "node:events";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquireLockFile } from "~/db/lock-file.server";

const lockModule = path.resolve(import.meta.dirname, "lock-file.server.ts");

let folder: string;
let lockPath: string;
let child: ChildProcess | undefined;

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "lock-file-test-"));
  lockPath = path.join(folder, "pglite.lock");
});

afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = once(child, "exit");
    child.kill("SIGKILL");
    await exited;
  }
  child = undefined;
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A pid that surely belongs to no running process: a child that has already exited (and been reaped). */
function deadPid(): number {
  const result = spawnSync(process.execPath, ["-e", ""]);
  expect(result.status).toBe(0);
  return result.pid;
}

/** Starts another process that takes the lock through the real module and keeps running. */
async function startHolder(): Promise<ChildProcess> {
  const script = `
    const { acquireLockFile } = await import(${JSON.stringify(lockModule)});
    acquireLockFile(${JSON.stringify(lockPath)});
    process.stdout.write("locked\\n");
    setInterval(() => {}, 1000);
  `;
  const holder = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "pipe"] });
  child = holder;
  let output = "";
  let errors = "";
  holder.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    holder.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("locked")) resolve();
    });
    holder.once("exit", (code) => reject(new Error(`The lock holder exited early (code ${code}): ${errors}`)));
  });
  return holder;
}

describe("acquireLockFile", () => {
  it("writes this process's pid and removes the file on release", () => {
    const release = acquireLockFile(lockPath);
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
    expect(() => release()).not.toThrow();
  });

  it("can be taken again after release", () => {
    acquireLockFile(lockPath)();
    const release = acquireLockFile(lockPath);
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    release();
  });

  it("refuses a second acquire while another live process holds the lock", async () => {
    const holder = await startHolder();
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(holder.pid));

    expect(() => acquireLockFile(lockPath)).toThrow(/already in use/);
    expect(() => acquireLockFile(lockPath)).toThrow(`pid ${holder.pid}`);
    // The refused attempt leaves the holder's lock untouched.
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(holder.pid));
  });

  it("takes over the lock once its holder has died without releasing it", async () => {
    const holder = await startHolder();
    const exited = once(holder, "exit");
    holder.kill("SIGKILL");
    await exited;
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(holder.pid));

    const release = acquireLockFile(lockPath);
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    release();
  });

  it("takes over a stale lock naming a dead pid", () => {
    const pid = deadPid();
    fs.writeFileSync(lockPath, String(pid));

    const release = acquireLockFile(lockPath);
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it("takes over a lock file with unreadable contents", () => {
    fs.writeFileSync(lockPath, "not a pid");
    const release = acquireLockFile(lockPath);
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    release();
  });

  it("does not delete a lock that another process has taken since", () => {
    const release = acquireLockFile(lockPath);
    const other = String(deadPid());
    fs.writeFileSync(lockPath, other);
    release();
    expect(fs.readFileSync(lockPath, "utf8")).toBe(other);
  });

  it("throws the file system error when the folder does not exist", () => {
    expect(() => acquireLockFile(path.join(folder, "missing", "pglite.lock"))).toThrow(/ENOENT/);
  });
});
