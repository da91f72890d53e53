import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle } from "drizzle-orm/pglite";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import * as schema from "~/db/schema";
import { seedDemoCatalogue } from "~/modules/demo-catalogue/seed.server";

// Test databases are copies of databases built once per run (decision 051): migrating (and seeding) each
// describe block's database took most of the suite's time. PGlite copies a `dumpDataDir` tarball written to a
// temporary folder; PostgreSQL copies a template database with CREATE DATABASE … TEMPLATE.

/** What a test database holds when it is handed out: the migrated schema, and the demo catalogue or nothing. */
export type DatabaseContent = "empty" | "demo-catalogue";

export const DATABASE_CONTENTS: readonly DatabaseContent[] = ["empty", "demo-catalogue"];

/** Where the copies come from: tarball paths (PGlite) and template database names (PostgreSQL, when it is used). */
export type DatabaseTemplates = {
  pglite: Record<DatabaseContent, string>;
  postgres?: Record<DatabaseContent, string>;
};

declare module "vitest" {
  export interface ProvidedContext {
    /** The databases test databases are copied from in this run (tests/setup/database-templates.ts). */
    databaseTemplates: DatabaseTemplates;
  }
}

/** Writes `content` into a fresh database (already migrated). */
export async function fillDatabase(db: Database, content: DatabaseContent): Promise<void> {
  if (content === "demo-catalogue") await seedDemoCatalogue(db);
}

async function withAdminClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// Template names carry this machine and the process that made them, so a later run can tell a template left by a
// killed run (its process is gone) from one another run on this machine is still copying.
const HOST_TAG = createHash("sha256").update(os.hostname()).digest("hex").slice(0, 6);
const TEMPLATE_PATTERN = /^test_template_([0-9a-f]{6})_(\d+)_[0-9a-f]{4}_(?:empty|demo)$/;

function processIsGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

async function dropTemplate(client: pg.Client, name: string): Promise<void> {
  await client.query(`alter database "${name}" is_template false allow_connections true`).catch(() => undefined);
  await client.query(`drop database if exists "${name}" with (force)`);
}

async function buildPostgresTemplates(serverUrl: string): Promise<Record<DatabaseContent, string>> {
  const stem = `test_template_${HOST_TAG}_${process.pid}_${randomBytes(2).toString("hex")}`;
  const names: Record<DatabaseContent, string> = { empty: `${stem}_empty`, "demo-catalogue": `${stem}_demo` };
  await withAdminClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like 'test\\_template\\_%'");
    for (const { datname } of rows) {
      const match = TEMPLATE_PATTERN.exec(datname);
      if (match && match[1] === HOST_TAG && processIsGone(Number(match[2]))) await dropTemplate(client, datname);
    }
  });
  let previous: string | undefined;
  for (const content of DATABASE_CONTENTS) {
    const name = names[content];
    // Each template starts as a copy of the one before (the demo catalogue is the migrated schema plus rows).
    await withAdminClient(serverUrl, (client) => client.query(`create database "${name}"${previous ? ` template "${previous}"` : ""}`));
    // Not openDatabase: its 5 s connection timeout runs on this event loop, which the PGlite build beside this one
    // blocks for seconds at a time, so a connection that was answered in time would be given up.
    const pool = new pg.Pool({ connectionString: databaseUrl(serverUrl, name), max: 2 });
    const handle: DatabaseHandle = { db: drizzlePg(pool, { schema }) as unknown as Database, kind: "postgres", pool, close: () => pool.end() };
    try {
      if (!previous) await migrateDatabase(handle);
      await fillDatabase(handle.db, content);
    } finally {
      await handle.close();
    }
    previous = name;
  }
  // No connections allowed: CREATE DATABASE … TEMPLATE refuses a template someone is connected to.
  await withAdminClient(serverUrl, async (client) => {
    for (const name of Object.values(names)) await client.query(`alter database "${name}" is_template true allow_connections false`);
  });
  return names;
}

async function buildPgliteTemplates(folder: string): Promise<Record<DatabaseContent, string>> {
  const files = {} as Record<DatabaseContent, string>;
  const client = await PGlite.create();
  const handle: DatabaseHandle = { db: drizzle(client, { schema }) as unknown as Database, kind: "pglite", close: () => client.close() };
  try {
    await migrateDatabase(handle);
    for (const content of DATABASE_CONTENTS) {
      await fillDatabase(handle.db, content);
      // Uncompressed: a copy is made for every describe block, and gunzipping each would cost more than the disk.
      const snapshot = await client.dumpDataDir("none");
      files[content] = path.join(folder, `pglite-${content}.tar`);
      fs.writeFileSync(files[content], new Uint8Array(await snapshot.arrayBuffer()));
    }
  } finally {
    await handle.close();
  }
  return files;
}

/**
 * Builds the databases every test database of this run is copied from: a migrated empty one and one with the demo
 * catalogue, on PGlite always and on the PostgreSQL server of `serverUrl` when given (templates named
 * `test_template_<host>_<pid>_<random>_<empty|demo>`; templates of this machine whose process is gone, left by a
 * killed run, are dropped first). Output: the {@link DatabaseTemplates} and `dispose`, which deletes them.
 * Throws the driver's error when PostgreSQL is unreachable or a migration fails.
 */
export async function buildDatabaseTemplates(serverUrl?: string): Promise<{ templates: DatabaseTemplates; dispose: () => Promise<void> }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "shaadi-test-databases-"));
  const [pglite, postgres] = await Promise.all([buildPgliteTemplates(folder), serverUrl ? buildPostgresTemplates(serverUrl) : undefined]);
  return {
    templates: { pglite, postgres },
    dispose: async () => {
      fs.rmSync(folder, { recursive: true, force: true });
      if (serverUrl && postgres) {
        await withAdminClient(serverUrl, async (client) => {
          for (const name of Object.values(postgres)) await dropTemplate(client, name);
        });
      }
    },
  };
}
