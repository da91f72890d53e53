/**
 * `npm run db:restore -- <file> [--force]`: replaces the embedded database under DATA_DIR with a backup made by
 * `npm run db:backup`. Refused while the server runs (its lock file); an existing database is replaced only with
 * --force and is kept beside as `pglite.before-restore-<time>`. Runs on plain Node 24.
 */
import path from "node:path";
import "./register-app-imports.ts";

const { getConfig } = await import("~/config.server");
const { restoreEmbeddedDatabase } = await import("~/db/embedded-backup.server");

const args = process.argv.slice(2);
const force = args.includes("--force");
const file = args.find((arg) => !arg.startsWith("--"));
if (!file) {
  console.error("Usage: npm run db:restore -- <backup.tar.gz> [--force]");
  process.exit(1);
}
const config = getConfig();
if (config.databaseUrl) {
  console.error("DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/deployment.md, Backups).");
  process.exit(1);
}
try {
  const kept = await restoreEmbeddedDatabase(config.dataDir, path.resolve(file), { force });
  console.log(`Restored ${path.resolve(file)} into ${path.join(config.dataDir, "pglite")}`);
  if (kept) console.log(`The replaced database is kept at ${kept}; delete it once the restore is checked.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
