/**
 * `npm run bench:response-stats`: how long the hourly refresh of every vendor's reply record takes
 * (docs/product/couples-tools.md#response-times, decision 060).
 *
 * For each backend (PGlite in memory always; PostgreSQL too when `DATABASE_URL` is set, in a temporary database
 * `bench_<random>` dropped at the end) it migrates a fresh database, writes `--vendors` vendors and on average
 * `--enquiries` enquiries each over the last 120 days (so about three quarters fall in the 90-day window), each with
 * its conversation: four in five answered, from minutes to days later, one in twenty held, all drawn from a fixed seed.
 * Then it times `refreshResponseStats` three times: the first run (every record new), a second at the same time
 * (nothing changes, nothing is written) and a third an hour later (enquiries settle and leave the window).
 *
 * Options: --vendors=100000  --enquiries=10  --backends=pglite,postgres  --help.
 * Runs on plain Node 24 (`node scripts/bench-response-stats.ts`).
 */
import { parseArgs } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import type { DatabaseHandle } from "~/db/client.server";
import "./register-app-imports.ts";

const USAGE = `Usage: npm run bench:response-stats -- [options]
  --vendors=100000        vendors to write
  --enquiries=10          enquiries per vendor on average (over 120 days)
  --backends=pglite,postgres
                          which databases; postgres needs DATABASE_URL (default: both when it is set)
  --help                  this text`;

const { values: options } = parseArgs({
  options: {
    vendors: { type: "string", default: "100000" },
    enquiries: { type: "string", default: "10" },
    backends: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const { openDatabase } = await import("~/db/client.server");
const { migrateDatabase } = await import("~/db/migrate.server");
const { createScratchDatabase } = await import("~/db/scratch-database.server");
const { refreshResponseStats } = await import("~/modules/response-times/response-stats.server");

type Backend = "pglite" | "postgres";
const vendorCount = Number.parseInt(options.vendors, 10);
const perVendor = Number.parseInt(options.enquiries, 10);
const serverUrl = process.env.DATABASE_URL?.trim() || undefined;
const backends = (options.backends?.split(",") ?? ["pglite", "postgres"]).filter(
  (backend): backend is Backend => backend === "pglite" || (backend === "postgres" && Boolean(serverUrl)),
);
if (!(vendorCount > 0) || !(perVendor > 0) || backends.length === 0) throw new Error(`Invalid options.\n${USAGE}`);

const NOW = new Date("2026-06-01T12:00:00Z");

async function rawQuery(handle: DatabaseHandle, text: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  if (handle.kind === "postgres") return (await (handle.pool as pg.Pool).query(text, params)).rows;
  return (await (handle.db as unknown as { $client: PGlite }).$client.query<Record<string, unknown>>(text, params)).rows;
}

/** Vendors, then enquiries and conversations, in set-based statements drawing from `setseed`. */
async function fill(handle: DatabaseHandle): Promise<number> {
  await rawQuery(handle, "insert into categories (name, slug, description) values ('Bench', 'bench', 'Bench')");
  await rawQuery(
    handle,
    `insert into vendors (name, category_id, is_active)
     select 'Vendor ' || g, (select id from categories where slug = 'bench'), true from generate_series(1, $1::int) g`,
    [vendorCount],
  );
  await rawQuery(handle, "select setseed(0.42)");
  await rawQuery(
    handle,
    `insert into enquiries (vendor_id, couple_name, couple_email, event_date, event_type, guest_count, message, delivery, created_at)
     select v.id, 'Couple', 'couple' || g || '@example.test', '2027-06-01', 'Walima', 200, 'Hello',
       case when random() < 0.05 then 'held' else 'delivered' end,
       $1::timestamptz - random() * interval '120 days'
     from vendors v cross join lateral generate_series(1, 1 + (random() * ($2::int * 2 - 1))::int) g`,
    [NOW.toISOString(), perVendor],
  );
  await rawQuery(
    handle,
    `insert into conversations (enquiry_id, vendor_id, last_message_at, created_at, first_reply_at)
     select id, vendor_id, created_at, created_at,
       case when random() < 0.8 then created_at + power(random(), 3) * interval '5 days' end
     from enquiries`,
  );
  await rawQuery(handle, "vacuum analyze");
  const [row] = await rawQuery(handle, "select count(*)::int as count from enquiries");
  return Number(row?.count ?? 0);
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

for (const backend of backends) {
  const scratch = backend === "postgres" ? await createScratchDatabase(serverUrl as string, "bench") : undefined;
  const handle = await openDatabase(scratch ? { kind: "postgres", url: scratch.url } : { kind: "pglite-memory" });
  try {
    await migrateDatabase(handle);
    const loaded = await timed(() => fill(handle));
    console.log(`\n=== ${backend}: ${vendorCount.toLocaleString("en-GB")} vendors, ${loaded.result.toLocaleString("en-GB")} enquiries (written in ${(loaded.ms / 1000).toFixed(1)} s)`);
    const runs = [
      ["first refresh (every record new)", NOW],
      ["second refresh, same time (nothing changes)", NOW],
      ["third refresh, an hour later", new Date(NOW.getTime() + 3_600_000)],
    ] as const;
    for (const [title, at] of runs) {
      const run = await timed(() => refreshResponseStats(handle.db, at));
      console.log(`${title.padEnd(46)} ${run.ms.toFixed(0).padStart(6)} ms  written ${run.result.written}, removed ${run.result.removed}`);
    }
  } finally {
    await handle.close();
    await scratch?.drop();
  }
}
