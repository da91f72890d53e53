/**
 * `npm run eval:search`: search quality over the demo catalogue (docs/product/public-area.md#ranking).
 *
 * Seeds the demo catalogue into an in-memory embedded database (PGlite), runs every graded query of
 * scripts/eval-search-queries.ts through the search the results page uses (`searchWithSuggestions`; a search
 * that finds nothing is followed through its first "did you mean", as the page's button does), grades the
 * top 5 by the rules of that file and prints NDCG@5 per query, the mean overall and per kind, every query
 * below 0.8 with what it showed, and every query that found nothing although its category has vendors within
 * the radius. A measurement, not a test: it exits non-zero only when it crashes.
 *
 * Options: --verbose (the top 5 of every query)  --only=text (queries containing it)  --help.
 * Runs on plain Node 24 (`node scripts/eval-search.ts`). Figures: docs/benchmarks.md.
 */
import os from "node:os";
import { parseArgs } from "node:util";
// Type-only imports are erased before the app's modules load, so they need no import hook.
import type { Database } from "~/db/client.server";
import type { EvalKind, EvalQuery, GradedVendor } from "./eval-search-queries.ts";
import "./register-app-imports.ts";

const USAGE = `Usage: npm run eval:search -- [--verbose] [--only=text]
  --verbose     print the top 5 of every query with their grades
  --only=text   run only the queries whose text contains this
  --help        this text`;

const { values: options } = parseArgs({
  options: {
    verbose: { type: "boolean", default: false },
    only: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const { asc, eq } = await import("drizzle-orm");
const { openDatabase } = await import("~/db/client.server");
const { migrateDatabase } = await import("~/db/migrate.server");
const { categories, vendorFeatures, vendors } = await import("~/db/schema");
const { seedDemoCatalogue } = await import("~/modules/demo-catalogue/seed.server");
const { haversineKm } = await import("~/modules/geo/geo-math");
const { makeSearchRequest } = await import("~/modules/search/search-request");
const { searchWithSuggestions } = await import("~/modules/search/search-with-suggestions.server");
const { EVAL_KINDS, EVAL_QUERIES, gradeVendor, ndcgAt } = await import("./eval-search-queries.ts");

const K = 5;
const REPORT_BELOW = 0.8;

type CatalogueVendor = {
  id: number;
  name: string;
  categorySlug: string;
  latitude: number | null;
  longitude: number | null;
  text: string;
};

type Outcome = {
  query: EvalQuery;
  ndcg: number;
  total: number;
  partialMatch: boolean;
  /** The did-you-mean term followed, when the query itself found nothing. */
  followed: string | null;
  /** What went wrong with the place, if anything. */
  placeProblem: string | null;
  top: { name: string; category: string; km: number | null; grade: number }[];
  /** Relevant vendors within the radius (the category's, or any for a place alone). */
  relevantInRadius: number;
  /** The first search (before any did-you-mean) found nothing. */
  foundNothing: boolean;
};

function describe(query: EvalQuery): string {
  const location = query.location && `location ${query.location}${query.radiusKm ? ` ${query.radiusKm} km` : ""}`;
  return [query.query && `"${query.query}"`, location].filter(Boolean).join(" + ");
}

async function loadCatalogue(db: Database): Promise<CatalogueVendor[]> {
  const rows = await db
    .select({
      id: vendors.id,
      name: vendors.name,
      description: vendors.description,
      serviceTags: vendors.serviceTags,
      latitude: vendors.latitude,
      longitude: vendors.longitude,
      categorySlug: categories.slug,
    })
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .where(eq(vendors.isActive, true))
    .orderBy(asc(vendors.id));
  const features = await db.select({ vendorId: vendorFeatures.vendorId, feature: vendorFeatures.feature }).from(vendorFeatures);
  const featuresOf = new Map<number, string[]>();
  for (const { vendorId, feature } of features) featuresOf.set(vendorId, [...(featuresOf.get(vendorId) ?? []), feature]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    categorySlug: row.categorySlug,
    latitude: row.latitude,
    longitude: row.longitude,
    text: [row.name, row.description, ...row.serviceTags, ...(featuresOf.get(row.id) ?? [])].join(" ").toLowerCase(),
  }));
}

async function evaluate(db: Database, catalogue: CatalogueVendor[], query: EvalQuery): Promise<Outcome> {
  const request = (text: string) =>
    makeSearchRequest({ query: text, location: query.location ?? "", ...(query.radiusKm ? { radiusKm: query.radiusKm } : {}) });
  const first = await searchWithSuggestions(db, request(query.query));
  let result = first;
  let followed: string | null = null;
  if (first.total === 0 && first.didYouMean[0]) {
    followed = first.didYouMean[0];
    result = await searchWithSuggestions(db, request(followed));
  }
  let placeProblem: string | null = null;
  const centre = result.place;
  if (query.place !== undefined && centre?.name !== query.place) {
    placeProblem = `expected the place ${query.place}, got ${centre?.name ?? "none"}`;
  } else if (query.place === undefined && centre) {
    placeProblem = `expected no place, got ${centre.name}`;
  }
  const asGraded = (vendor: CatalogueVendor): GradedVendor => ({
    categorySlug: vendor.categorySlug,
    text: vendor.text,
    distanceKm:
      query.place !== undefined && centre && vendor.latitude !== null && vendor.longitude !== null
        ? haversineKm(centre, { lat: vendor.latitude, lng: vendor.longitude })
        : null,
  });
  const byId = new Map(catalogue.map((vendor) => [vendor.id, vendor]));
  const grades = catalogue.map((vendor) => gradeVendor(asGraded(vendor), query, result.radiusKm));
  const top = result.vendors.slice(0, K).map((card) => {
    const vendor = byId.get(card.id);
    return {
      name: card.name,
      category: card.category.slug,
      km: card.distanceKm,
      grade: vendor && !placeProblem ? gradeVendor(asGraded(vendor), query, result.radiusKm) : 0,
    };
  });
  const inCategory = (vendor: CatalogueVendor) => !query.categories || query.categories.includes(vendor.categorySlug);
  const inRadius = (vendor: CatalogueVendor) => {
    const km = asGraded(vendor).distanceKm;
    return query.place === undefined || (km !== null && km <= result.radiusKm);
  };
  return {
    query,
    ndcg: placeProblem ? 0 : ndcgAt(K, top.map((hit) => hit.grade), grades),
    total: result.total,
    partialMatch: result.partialMatch,
    followed,
    placeProblem,
    top,
    relevantInRadius: catalogue.filter((vendor) => inCategory(vendor) && inRadius(vendor)).length,
    foundNothing: first.total === 0,
  };
}

function printTop(outcome: Outcome): void {
  for (const [index, hit] of outcome.top.entries()) {
    const km = hit.km === null ? "" : ` ${hit.km} km`;
    console.log(`      ${index + 1}. [${hit.grade}] ${hit.name} (${hit.category}${km})`);
  }
}

const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);

async function main(): Promise<void> {
  const queries = EVAL_QUERIES.filter((query) => !options.only || query.query.toLowerCase().includes(options.only.toLowerCase()));
  console.log(`Search evaluation: ${queries.length} graded queries over the demo catalogue, NDCG@${K}`);
  console.log(`Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, load average ${os.loadavg().map((value) => value.toFixed(2)).join(" ")}`);
  const handle = await openDatabase({ kind: "pglite-memory" });
  try {
    await migrateDatabase(handle);
    await seedDemoCatalogue(handle.db);
    const catalogue = await loadCatalogue(handle.db);
    console.log(`Catalogue: ${catalogue.length} active vendors\n`);
    const outcomes: Outcome[] = [];
    const started = performance.now();
    for (const query of queries) {
      const outcome = await evaluate(handle.db, catalogue, query);
      outcomes.push(outcome);
      const flags = [
        outcome.partialMatch ? "partial" : "",
        outcome.followed ? `did you mean → "${outcome.followed}"` : "",
        outcome.placeProblem ?? "",
      ].filter(Boolean);
      console.log(
        `${outcome.ndcg.toFixed(3)}  [${query.kind}] ${describe(query)} → ${outcome.total} found${flags.length ? ` (${flags.join("; ")})` : ""}`,
      );
      if (options.verbose) printTop(outcome);
    }
    const seconds = (performance.now() - started) / 1000;

    console.log(`\nMean NDCG@${K}: ${mean(outcomes.map((outcome) => outcome.ndcg)).toFixed(3)} over ${outcomes.length} queries (${seconds.toFixed(1)} s)`);
    for (const kind of EVAL_KINDS) {
      const ofKind = outcomes.filter((outcome) => outcome.query.kind === kind);
      if (ofKind.length > 0) console.log(`  ${kind.padEnd(14)} ${mean(ofKind.map((outcome) => outcome.ndcg)).toFixed(3)} (${ofKind.length})`);
    }
    const low = outcomes.filter((outcome) => outcome.ndcg < REPORT_BELOW).sort((a, b) => a.ndcg - b.ndcg);
    console.log(`\nQueries below ${REPORT_BELOW}: ${low.length === 0 ? "none" : low.length}`);
    for (const outcome of low) {
      console.log(`  ${outcome.ndcg.toFixed(3)}  [${outcome.query.kind}] ${describe(outcome.query)}${outcome.placeProblem ? ` (${outcome.placeProblem})` : ""}`);
      printTop(outcome);
    }
    // A misspelt category is no category the engine can know: it counts as a dead end only if its "did you mean" finds nothing too.
    const deadEnds = outcomes.filter(
      (outcome) =>
        outcome.query.categories &&
        outcome.relevantInRadius > 0 &&
        (outcome.total === 0 || (outcome.foundNothing && outcome.query.kind !== "misspelling")),
    );
    console.log(
      `\nZero results although the category has vendors within the radius (misspellings after "did you mean"): ${deadEnds.length === 0 ? "none" : deadEnds.length}`,
    );
    for (const outcome of deadEnds) console.log(`  [${outcome.query.kind}] ${describe(outcome.query)}: ${outcome.relevantInRadius} in the category`);
    const rescued = outcomes.filter((outcome) => outcome.foundNothing && outcome.followed);
    if (rescued.length > 0) {
      console.log(`Found nothing as typed, answered through "did you mean": ${rescued.map((outcome) => `${describe(outcome.query)} → "${outcome.followed}"`).join(", ")}`);
    }
    const byKindRows = (EVAL_KINDS as readonly EvalKind[])
      .map((kind) => outcomes.filter((outcome) => outcome.query.kind === kind))
      .filter((ofKind) => ofKind.length > 0)
      .map((ofKind) => `| ${ofKind[0]!.query.kind} | ${ofKind.length} | ${mean(ofKind.map((outcome) => outcome.ndcg)).toFixed(3)} |`);
    console.log(`\n| Kind | Queries | Mean NDCG@${K} |\n|---|---:|---:|\n${byKindRows.join("\n")}`);
    console.log(`| all | ${outcomes.length} | ${mean(outcomes.map((outcome) => outcome.ndcg)).toFixed(3)} |`);
  } finally {
    await handle.close();
  }
}

try {
  await main();
} catch (error) {
  console.error("Search evaluation failed:", error);
  process.exitCode = 1;
}
