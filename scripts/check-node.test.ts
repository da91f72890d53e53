import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const script = path.resolve(import.meta.dirname, "check-node.cjs");
const { isAtLeast, parseMinimum } = require(script) as {
  isAtLeast: (version: string, minimum: number[]) => boolean;
  parseMinimum: (range: string) => number[];
};

// The machine's own Node 20, which cannot load the project's .ts scripts; a fake version where it is absent.
const SYSTEM_NODE = "/usr/bin/node";
const systemNodeIsOld = fs.existsSync(SYSTEM_NODE)
  && Number((await run(SYSTEM_NODE, ["-p", "process.versions.node.split('.')[0]"])).stdout) < 24;

/** Runs the check; resolves its exit code and output whatever the code. */
async function check(node: string, env: NodeJS.ProcessEnv = {}, cwd = process.cwd()) {
  try {
    const { stdout, stderr } = await run(node, [script], { env: { ...process.env, ...env }, cwd });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: failure.stdout + failure.stderr };
  }
}

describe("the Node version check run before an install", () => {
  it("reads the minimum from an engines range", () => {
    expect(parseMinimum(">=24")).toEqual([24, 0, 0]);
    expect(parseMinimum(">= 22.22")).toEqual([22, 22, 0]);
    expect(parseMinimum(">=v24.1.3")).toEqual([24, 1, 3]);
    expect(() => parseMinimum("^24")).toThrow(/engines.node/);
  });

  it("compares versions part by part as numbers", () => {
    expect(isAtLeast("24.0.0", [24, 0, 0])).toBe(true);
    expect(isAtLeast("v24.21.0", [24, 0, 0])).toBe(true);
    expect(isAtLeast("25.0.0", [24, 3, 0])).toBe(true);
    expect(isAtLeast("23.11.1", [24, 0, 0])).toBe(false);
    expect(isAtLeast("20.20.2", [24, 0, 0])).toBe(false);
    // 22.9 is older than 22.22: text comparison would say otherwise.
    expect(isAtLeast("22.9.0", [22, 22, 0])).toBe(false);
    expect(isAtLeast("22.22.0", [22, 22, 0])).toBe(true);
    expect(isAtLeast("24.1.2", [24, 1, 3])).toBe(false);
  });

  it("passes on the Node running the tests", async () => {
    expect(await check(process.execPath)).toEqual({ code: 0, output: "" });
  });

  it("stops on an old Node with the required version and the command to run", async () => {
    // The machine's Node 20 when there is one; otherwise this Node told a fake old version.
    const result = systemNodeIsOld
      ? await check(SYSTEM_NODE)
      : await check(process.execPath, { CHECK_NODE_VERSION: "20.20.2" });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/Node 20\.\d+\.\d+ is too old for this project: it needs Node >=24/);
    expect(result.output).toContain(". scripts/use-node.sh && npm install");
  });

  it("declares the same minimum to npm's devEngines check, whose last alternative says how to get Node 24", () => {
    const manifest = JSON.parse(fs.readFileSync("package.json", "utf8"));
    const [runtime, hint] = manifest.devEngines.runtime as [{ name: string; version: string; onFail: string }, { name: string; onFail: string }];
    expect(runtime).toEqual({ name: "node", version: manifest.engines.node, onFail: "error" });
    // An alternative that no runtime matches: it only puts its text into npm's error.
    expect(hint.name).not.toBe("node");
    expect(hint.name).toContain(". scripts/use-node.sh && npm install");
    expect(hint.onFail).toBe("error");
  });

  /** A package with the project's engines, devEngines and preinstall, and one local dependency. */
  function probePackage(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sv-dev-engines-"));
    fs.mkdirSync(path.join(dir, "scripts"));
    fs.copyFileSync(script, path.join(dir, "scripts", "check-node.cjs"));
    fs.mkdirSync(path.join(dir, "dependency"));
    fs.writeFileSync(path.join(dir, "dependency", "package.json"), JSON.stringify({ name: "probe-dependency", version: "1.0.0" }));
    const manifest = JSON.parse(fs.readFileSync("package.json", "utf8"));
    fs.writeFileSync(
      path.join(dir, "package.json"),
      JSON.stringify({
        name: "dev-engines-probe",
        private: true,
        engines: manifest.engines,
        devEngines: manifest.devEngines,
        scripts: { preinstall: manifest.scripts.preinstall },
        dependencies: { "probe-dependency": "file:./dependency" },
      }),
    );
    return dir;
  }

  /** Runs `npm install` in a folder with the given PATH; resolves its exit code and output whatever the code. */
  async function npmInstall(dir: string, PATH: string) {
    return run("/usr/bin/npm", ["install", "--no-audit", "--no-fund"], { cwd: dir, env: { ...process.env, PATH } }).then(
      ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
    );
  }

  it.runIf(systemNodeIsOld && fs.existsSync("/usr/bin/npm"))(
    "makes `npm install` on the machine's old Node stop before installing anything, naming use-node.sh",
    async () => {
      const dir = probePackage();
      try {
        const installed = await npmInstall(dir, "/usr/bin:/bin");
        expect(installed.code).not.toBe(0);
        expect(installed.output).toContain("EBADDEVENGINES");
        expect(installed.output).toContain("Node 24 or newer: run `. scripts/use-node.sh && npm install`");
        expect(fs.existsSync(path.join(dir, "node_modules"))).toBe(false);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    30_000,
  );

  it.runIf(fs.existsSync("/usr/bin/npm"))("lets `npm install` on the Node running the tests proceed", async () => {
    const dir = probePackage();
    try {
      const installed = await npmInstall(dir, `${path.dirname(process.execPath)}:/usr/bin:/bin`);
      expect(installed.output).not.toContain("EBADDEVENGINES");
      expect(installed.code).toBe(0);
      expect(fs.existsSync(path.join(dir, "node_modules", "probe-dependency", "package.json"))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  // npm older than 10.9 ignores devEngines; the preinstall check is then what stops the install.
  it.runIf(systemNodeIsOld && fs.existsSync("/usr/bin/npm"))(
    "makes `npm install` on the machine's old Node stop before any TypeScript script runs",
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sv-check-node-"));
      try {
        fs.mkdirSync(path.join(dir, "scripts"));
        fs.copyFileSync(script, path.join(dir, "scripts", "check-node.cjs"));
        fs.writeFileSync(path.join(dir, "scripts", "postinstall.ts"), "const reached: number = 1;\n");
        const manifest = JSON.parse(fs.readFileSync("package.json", "utf8"));
        fs.writeFileSync(
          path.join(dir, "package.json"),
          JSON.stringify({
            name: "node-check-probe",
            private: true,
            engines: manifest.engines,
            scripts: { preinstall: manifest.scripts.preinstall, postinstall: "node scripts/postinstall.ts" },
          }),
        );
        const installed = await run("/usr/bin/npm", ["install", "--no-audit", "--no-fund"], {
          cwd: dir,
          env: { ...process.env, PATH: "/usr/bin:/bin" },
        }).then(
          () => ({ code: 0, output: "" }),
          (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr }),
        );
        expect(installed.code).not.toBe(0);
        expect(installed.output).toContain("it needs Node >=24");
        expect(installed.output).toContain(". scripts/use-node.sh");
        expect(installed.output).not.toContain("ERR_UNKNOWN_FILE_EXTENSION");
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    30_000,
  );
});
