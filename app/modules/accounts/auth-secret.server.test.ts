import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resolveAuthSecret } from "~/modules/accounts/auth-secret.server";

describe("the auth secret", () => {
  const folders: string[] = [];
  const tempDir = () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sv-secret-"));
    folders.push(folder);
    return path.join(folder, "data");
  };
  afterEach(() => {
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  it("uses AUTH_SECRET when set, without touching DATA_DIR", () => {
    const dataDir = tempDir();
    expect(resolveAuthSecret({ authSecret: "configured-secret-configured-secret", dataDir })).toBe("configured-secret-configured-secret");
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it("otherwise creates a random key once under DATA_DIR, readable by the owner only, and reuses it", () => {
    const dataDir = tempDir();
    const first = resolveAuthSecret({ authSecret: undefined, dataDir });
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fs.statSync(path.join(dataDir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret({ authSecret: undefined, dataDir })).toBe(first);
    expect(resolveAuthSecret({ authSecret: undefined, dataDir: tempDir() })).not.toBe(first);
  });

  it("refuses a damaged key file", () => {
    const dataDir = tempDir();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, "auth-secret"), "short\n");
    expect(() => resolveAuthSecret({ authSecret: undefined, dataDir })).toThrow(/shorter than 32 characters/);
  });
});
