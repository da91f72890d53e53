import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from "~/db/embedded-backup.server";

let root: string;
let dataDir: string;
let handle: DatabaseHandle | undefined;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "sv-backup-"));
  dataDir = path.join(root, "data");
});

afterEach(async () => {
  await handle?.close();
  handle = undefined;
  fs.rmSync(root, { recursive: true, force: true });
});

async function notes(): Promise<string[]> {
  const result = await handle!.db.execute(sql`select note from notes order by note`);
  return (result as unknown as { rows: { note: string }[] }).rows.map((row) => row.note);
}

describe("backing up and restoring the embedded database", () => {
  it("restores the data as it was at the backup, keeping the replaced database", async () => {
    handle = await openDatabase({ kind: "pglite", dataDir });
    await handle.db.execute(sql`create table notes (note text)`);
    await handle.db.execute(sql`insert into notes values ('before backup')`);
    await handle.close();

    const file = path.join(root, "backups", "embedded.tar.gz");
    expect(await backupEmbeddedDatabase(dataDir, file)).toBeGreaterThan(1000);

    handle = await openDatabase({ kind: "pglite", dataDir });
    await handle.db.execute(sql`insert into notes values ('after backup')`);
    expect(await notes()).toEqual(["after backup", "before backup"]);

    await handle.close();

    // While a server (here: another live process named in the lock file) holds the lock, neither a backup nor a
    // restore runs, even forced.
    const server = spawn("sleep", ["60"]);
    try {
      fs.writeFileSync(path.join(dataDir, "pglite.lock"), String(server.pid));
      await expect(backupEmbeddedDatabase(dataDir, file)).rejects.toThrow(/already in use/);
      await expect(restoreEmbeddedDatabase(dataDir, file, { force: true })).rejects.toThrow(/already in use/);
    } finally {
      server.kill("SIGKILL");
      await once(server, "exit");
    }

    // An existing database is only replaced when asked.
    await expect(restoreEmbeddedDatabase(dataDir, file)).rejects.toThrow(/--force/);
    const kept = await restoreEmbeddedDatabase(dataDir, file, { force: true });
    expect(kept && fs.existsSync(path.join(kept, "PG_VERSION"))).toBe(true);

    handle = await openDatabase({ kind: "pglite", dataDir });
    expect(await notes()).toEqual(["before backup"]);
    // Five embedded databases opened from disk: slow on a shared two-core machine.
  }, 240_000);

  it("restores into an empty DATA_DIR without --force, and refuses a missing backup", async () => {
    await expect(restoreEmbeddedDatabase(dataDir, path.join(root, "none.tar.gz"))).rejects.toThrow(/No backup/);
    await expect(backupEmbeddedDatabase(dataDir, path.join(root, "x.tar.gz"))).rejects.toThrow(/no embedded database/);
  });
});
