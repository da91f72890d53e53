/**
 * `npm run db:backup [file]`: a consistent copy of the embedded database (PGlite under DATA_DIR) as a .tar.gz,
 * by default `backups/embedded-<time>.tar.gz`. Stop the server first: the copy is taken under the database's lock
 * file. On PostgreSQL (DATABASE_URL) use pg_dump instead (docs/deployment.md). Runs on plain Node 24.
 */
import path from "node:path";
import "./register-app-imports.ts";

const { getConfig } = await import("~/config.server");
const { backupEmbeddedDatabase } = await import("~/db/embedded-backup.server");

const config = getConfig();
if (config.databaseUrl) {
  console.error("DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/deployment.md, Backups).");
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file = path.resolve(process.argv[2] ?? path.join("backups", `embedded-${stamp}.tar.gz`));
try {
  const bytes = await backupEmbeddedDatabase(config.dataDir, file);
  console.log(`Backed up ${path.join(config.dataDir, "pglite")} to ${file} (${bytes} bytes)`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
