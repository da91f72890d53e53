import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { acquireLockFile } from "~/db/lock-file.server";

// Backups of the embedded database (decision 041): PGlite's own dump of its data folder, a gzipped tarball,
// taken while holding the folder's lock file, so no server writes during the dump and the copy is consistent.

const lockPathOf = (dataDir: string) => path.join(dataDir, "pglite.lock");
const databaseDirOf = (dataDir: string) => path.join(dataDir, "pglite");

/**
 * Writes a consistent copy of the embedded database under `dataDir` to `file` (a .tar.gz from PGlite's
 * `dumpDataDir`). Input: DATA_DIR and the backup's path (its folder is created). Output: the backup's size in
 * bytes. Throws when the server (or another process) holds the lock: stop it first; or when there is no database.
 */
export async function backupEmbeddedDatabase(dataDir: string, file: string): Promise<number> {
  if (!fs.existsSync(path.join(databaseDirOf(dataDir), "PG_VERSION"))) {
    throw new Error(`There is no embedded database in ${databaseDirOf(dataDir)}`);
  }
  const release = acquireLockFile(lockPathOf(dataDir));
  try {
    const client = await PGlite.create(databaseDirOf(dataDir));
    try {
      const dump = await client.dumpDataDir("gzip");
      const bytes = Buffer.from(await dump.arrayBuffer());
      fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      // Written beside, then renamed: a backup cut short never looks complete.
      fs.writeFileSync(`${file}.partial`, bytes);
      fs.renameSync(`${file}.partial`, file);
      return bytes.length;
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Replaces the embedded database under `dataDir` with the backup `file`. Refused while a server holds the lock
 * file (a live process: always, since the running server would corrupt the copy), and refused over an existing
 * database unless `force`; the replaced database is kept beside as `pglite.before-restore-<time>`, so a restore
 * loses nothing. The restored copy is opened and queried before the call returns.
 * Output: the path of the kept copy, or undefined when there was none. Throws on a missing or unreadable backup.
 */
export async function restoreEmbeddedDatabase(dataDir: string, file: string, options: { force?: boolean } = {}): Promise<string | undefined> {
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireLockFile(lockPathOf(dataDir));
  try {
    const target = databaseDirOf(dataDir);
    let kept: string | undefined;
    if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
      if (!options.force) {
        throw new Error(`${target} already holds a database. Run again with --force to replace it (it is kept beside).`);
      }
      kept = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      fs.renameSync(target, kept);
    }
    const backup = new Blob([fs.readFileSync(file)]);
    try {
      const client = await PGlite.create(target, { loadDataDir: backup });
      try {
        await client.query("select 1");
      } finally {
        await client.close();
      }
    } catch (error) {
      // Put the previous database back rather than leave a half-restored folder.
      fs.rmSync(target, { recursive: true, force: true });
      if (kept) fs.renameSync(kept, target);
      throw new Error(`The backup ${file} could not be restored: ${(error as Error).message}`, { cause: error });
    }
    return kept;
  } finally {
    release();
  }
}
