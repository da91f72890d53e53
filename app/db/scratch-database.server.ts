import { randomBytes } from "node:crypto";
import pg from "pg";

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database `<prefix>_<random hex>` on the PostgreSQL server of `serverUrl`, for tests
 * and benchmarks that must never share data with each other or with the app.
 * Input: a postgres:// URL whose user may create databases; a name prefix (letters and underscores); optionally
 * `template`, the name of a database to copy (tests copy one migrated database instead of migrating each,
 * decision 051; nobody may be connected to it). Output: `{ url, drop }`: the new database's URL, and a function
 * that drops it (`WITH (FORCE)`, so open connections are cut; safe to call twice). Throws the driver's error when
 * the server is unreachable or the template is missing or in use.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!/^[a-z_]{1,20}$/.test(prefix)) throw new Error(`Invalid scratch database prefix: ${prefix}`);
  if (options.template !== undefined && !/^[a-z0-9_]{1,63}$/.test(options.template)) throw new Error(`Invalid template database: ${options.template}`);
  const name = `${prefix}_${randomBytes(8).toString("hex")}`;
  const copy = options.template ? ` template "${options.template}"` : "";
  await withAdminClient(serverUrl, (client) => client.query(`create database "${name}"${copy}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
