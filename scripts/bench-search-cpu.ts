/**
 * `npm run bench:search-cpu`: what a search costs the server's main thread apart from the database — reading the
 * request, building its statements (Drizzle) and shaping the result — in ms per search. Runs the real `searchVendors`
 * for each of the 480 searches of `bench:load`'s mixed route (scripts/bench-load-mixed.ts: 40 queries × 12 places),
 * `--rounds` times, against an in-memory PGlite whose session answers every statement with no rows at once, so no
 * statement runs and every search with two concepts or more is widened (two pages built). Prints each round's ms per
 * search, then the fastest and the median. A figure of this machine and this hour: compare builds run in turn
 * (docs/benchmarks.md, "Uncached pages: the tenth round").
 */
import { parseArgs } from "node:util";
import "./register-app-imports.ts";

const { values: options } = parseArgs({ options: { rounds: { type: "string", default: "12" } } });
const rounds = Number(options.rounds);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error("Usage: npm run bench:search-cpu -- [--rounds=12]");
  process.exit(2);
}

const { MIXED_SEARCH_PLACES, MIXED_SEARCH_QUERIES } = await import("./bench-load-mixed.ts");
const { openDatabase } = await import("~/db/client.server");
const { searchVendors } = await import("~/modules/search/search-vendors.server");
const { parseSearchParams } = await import("~/modules/search/search-request");

const handle = await openDatabase({ kind: "pglite-memory" });
// Every statement a search sends goes through the session's prepareQuery (queryByText): answered here, unsent, with
// no rows; the statement that reads a page's hits and facet counts together answers its one row, empty.
const session = (handle.db as unknown as { _: { session: { prepareQuery: (statement: { sql: string }) => unknown } } })._.session;
session.prepareQuery = (statement) => ({
  execute: async () => ({ rows: / as hits, /.test(statement.sql) ? [{ hits: [], groups: [] }] : [] }),
});

// A fixed day, so runs on different days parse the same date words and build the same statements.
const today = "2026-11-30";
const requests = MIXED_SEARCH_QUERIES.flatMap((query) =>
  MIXED_SEARCH_PLACES.map((location) => parseSearchParams(new URLSearchParams({ q: query, location }), today)),
);
const perSearch: number[] = [];
for (let round = 1; round <= rounds; round++) {
  const started = performance.now();
  for (const request of requests) await searchVendors(handle.db, request, today);
  perSearch.push((performance.now() - started) / requests.length);
  console.log(`round ${round}: ${perSearch.at(-1)!.toFixed(3)} ms per search (${requests.length} searches)`);
}
const sorted = perSearch.toSorted((a, b) => a - b);
console.log(`fastest ${sorted[0]!.toFixed(3)} ms, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(3)} ms per search`);
await handle.close();
