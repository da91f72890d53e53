/**
 * `npm run eval:search`: search quality over the demo catalogue (docs/product/public-area.md#ranking).
 *
 * Seeds the demo catalogue into an in-memory embedded database (PGlite), runs every graded query of
 * scripts/eval-search-queries.ts through the search the results page uses (`searchWithSuggestions`, which answers a
 * misspelt query that finds nothing with its spelling corrected, decision 072; a search that still finds nothing is
 * followed through its first "did you mean", as the page's button does), grades the
 * top 5 by the rules of that file and prints NDCG@5 per query, the mean overall and per kind, every query
 * below 0.8 with what it showed, and every query that found nothing although its category has vendors within
 * the radius. A measurement, not a test: it exits non-zero only when it crashes.
 *
 * Dates and budget (docs/product/public-area.md#dates-and-budget): the demo vendors get packages (85 % of them; the
 * rest stay unpriced) and blocked days from the demo generator (`buildVendorCalendarAndPackages`), written through
 * the package writer and the blocked-days table, so the triggers derive the unavailable days and 'From' prices. For
 * the queries with dates or a budget it also lists every vendor shown on the first page that is unavailable or
 * over budget (none should be), and how many of the relevant vendors that are free and within budget the page shows.
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

const { asc, eq, sql } = await import("drizzle-orm");
const { openDatabase } = await import("~/db/client.server");
const { migrateDatabase } = await import("~/db/migrate.server");
const { categories, vendorBlockedDates, vendorFeatures, vendorPackages, vendorUnavailableDates, vendors } = await import("~/db/schema");
const { buildVendorCalendarAndPackages } = await import("~/modules/demo-catalogue/demo-vendor-builder");
const { insertRows } = await import("~/modules/demo-catalogue/insert-rows.server");
const { hashSeed } = await import("~/modules/demo-catalogue/prng");
const { replacePackages } = await import("~/modules/packages/packages.server");
const { seedDemoCatalogue } = await import("~/modules/demo-catalogue/seed.server");
const { haversineKm } = await import("~/modules/geo/geo-math");
const { makeSearchRequest } = await import("~/modules/search/search-request");
const { searchWithSuggestions } = await import("~/modules/search/search-with-suggestions.server");
const { EVAL_KINDS, EVAL_QUERIES, gradeVendor, ineligibility, ndcgAt } = await import("./eval-search-queries.ts");

const K = 5;
const REPORT_BELOW = 0.8;

type CatalogueVendor = {
  id: number;
  name: string;
  categorySlug: string;
  latitude: number | null;
  longitude: number | null;
  text: string;
  unavailableDays: Set<string>;
  fromPricePence: number | null;
};

/** Label of the random streams of the demo vendors' packages and blocked days in the evaluation. */
const SEED_LABEL = "shaadi-vendors search evaluation v1";
/** Share of vendors left without packages, so a budget meets unpriced vendors too. */
const UNPRICED_PERCENT = 15;

/**
 * Gives the demo vendors their generated packages when the demo catalogue has none (85 %; through the package
 * writer, so the 'From' price follows by trigger) and blocked days (through the table's trigger, which writes the unavailable
 * days). Output: vendors priced, vendors with blocked days.
 */
async function seedDatesAndPrices(db: Database): Promise<{ priced: number; blocked: number }> {
  const rows = await db
    .select({
      id: vendors.id,
      priceRange: vendors.priceRange,
      categorySlug: categories.slug,
      hasPackages: sql<boolean>`exists (select 1 from ${vendorPackages} where ${vendorPackages.vendorId} = ${vendors.id})`,
      hasBlockedDays: sql<boolean>`exists (select 1 from ${vendorBlockedDates} where ${vendorBlockedDates.vendorId} = ${vendors.id})`,
    })
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .orderBy(asc(vendors.id));
  // A demo catalogue that prices its vendors itself keeps its prices, and its unpriced vendors.
  const demoPriced = rows.some((row) => row.hasPackages);
  let priced = 0;
  const blockedRows: (typeof vendorBlockedDates.$inferInsert)[] = [];
  for (const row of rows) {
    const offer = buildVendorCalendarAndPackages(SEED_LABEL, { id: row.id, categorySlug: row.categorySlug, priceRange: row.priceRange as "££" | null });
    if (!demoPriced && hashSeed(`${SEED_LABEL} / unpriced ${row.id}`) % 100 >= UNPRICED_PERCENT) {
      await replacePackages(db, row.id, offer.packages);
      priced++;
    }
    if (!row.hasBlockedDays) for (const { day, source } of offer.blockedDays) blockedRows.push({ vendorId: row.id, day, source });
  }
  await insertRows(db, vendorBlockedDates, blockedRows);
  return { priced, blocked: new Set(blockedRows.map((row) => row.vendorId)).size };
}

type Outcome = {
  query: EvalQuery;
  ndcg: number;
  total: number;
  partialMatch: boolean;
  /** The corrected query searched, when the query as typed found nothing (decision 072). */
  corrected: string | null;
  /** The did-you-mean term followed, when the query (or its correction) found nothing. */
  followed: string | null;
  /** What went wrong with the place, if anything. */
  placeProblem: string | null;
  top: { name: string; category: string; km: number | null; grade: number }[];
  /** Relevant vendors within the radius (the category's, or any for a place alone). */
  relevantInRadius: number;
  /** The query as typed found nothing (before any correction or did-you-mean). */
  foundNothing: boolean;
  /** Dates or budget only: vendors shown on the first page that must not be (unavailable, over budget, unpriced). */
  violations: { name: string; why: string }[];
  /** Dates or budget only: relevant vendors (grade > 0, so free and within budget) in the catalogue, and on the page. */
  eligible: number;
  eligibleShown: number;
  /** Dates or budget only: relevant vendors within the radius that the dates or budget leave out. */
  excluded: number;
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
      fromPricePence: vendors.fromPricePence,
      categorySlug: categories.slug,
    })
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .where(eq(vendors.isActive, true))
    .orderBy(asc(vendors.id));
  const features = await db.select({ vendorId: vendorFeatures.vendorId, feature: vendorFeatures.feature }).from(vendorFeatures);
  const unavailable = await db.select().from(vendorUnavailableDates);
  const unavailableOf = new Map<number, Set<string>>();
  for (const { vendorId, day } of unavailable) unavailableOf.set(vendorId, (unavailableOf.get(vendorId) ?? new Set<string>()).add(day));
  const featuresOf = new Map<number, string[]>();
  for (const { vendorId, feature } of features) featuresOf.set(vendorId, [...(featuresOf.get(vendorId) ?? []), feature]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    categorySlug: row.categorySlug,
    latitude: row.latitude,
    longitude: row.longitude,
    text: [row.name, row.description, ...row.serviceTags, ...(featuresOf.get(row.id) ?? [])].join(" ").toLowerCase(),
    unavailableDays: unavailableOf.get(row.id) ?? new Set(),
    fromPricePence: row.fromPricePence,
  }));
}

async function evaluate(db: Database, catalogue: CatalogueVendor[], query: EvalQuery): Promise<Outcome> {
  const request = (text: string) =>
    makeSearchRequest({ query: text, location: query.location ?? "", ...(query.radiusKm ? { radiusKm: query.radiusKm } : {}), ...query.fields });
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
    unavailableDays: vendor.unavailableDays,
    fromPricePence: vendor.fromPricePence,
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
  const asksDatesOrBudget = query.availableOn !== undefined || query.budgetPence !== undefined;
  const violations = asksDatesOrBudget
    ? result.vendors.flatMap((card) => {
        const vendor = byId.get(card.id);
        const why = vendor ? ineligibility(asGraded(vendor), query) : "not in the catalogue";
        return why ? [{ name: card.name, why }] : [];
      })
    : [];
  const eligibleIds = new Set(catalogue.filter((_, index) => (grades[index] ?? 0) > 0).map((vendor) => vendor.id));
  const withoutDatesOrBudget = { ...query, availableOn: undefined, budgetPence: undefined };
  return {
    query,
    ndcg: placeProblem ? 0 : ndcgAt(K, top.map((hit) => hit.grade), grades),
    violations,
    eligible: eligibleIds.size,
    eligibleShown: result.vendors.filter((card) => eligibleIds.has(card.id)).length,
    excluded: asksDatesOrBudget
      ? catalogue.filter((vendor) => gradeVendor(asGraded(vendor), withoutDatesOrBudget, result.radiusKm) > 0 && !eligibleIds.has(vendor.id)).length
      : 0,
    total: result.total,
    partialMatch: result.partialMatch,
    corrected: first.correction?.query ?? null,
    followed,
    placeProblem,
    top,
    relevantInRadius: catalogue.filter((vendor) => inCategory(vendor) && inRadius(vendor)).length,
    foundNothing: first.total === 0 || first.correction !== null,
  };
}

function printTop(outcome: Outcome): void {
  for (const [index, hit] of outcome.top.entries()) {
    const km = hit.km === null ? "" : ` ${hit.km} km`;
    console.log(`      ${index + 1}. [${hit.grade}] ${hit.name} (${hit.category}${km})`);
  }
}

/**
 * The dates and budget queries: vendors shown that must not be (none should), relevant vendors the dates or budget
 * leave out (so the query tests something), and relevant vendors that are free and within budget shown on the page
 * out of those there are (up to a page).
 */
function printDatesAndBudget(outcomes: Outcome[]): void {
  const ofDates = outcomes.filter((outcome) => outcome.query.availableOn !== undefined || outcome.query.budgetPence !== undefined);
  if (ofDates.length === 0) return;
  const shown = ofDates.reduce((sum, outcome) => sum + outcome.violations.length, 0);
  console.log(`\nDates and budget: ${shown === 0 ? "no" : shown} vendor(s) shown that are unavailable or over budget, over ${ofDates.length} queries`);
  console.log("\n| Query | Left out by dates/budget | Free and within budget | Shown of them | Shown but unavailable or over budget | NDCG@5 |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const outcome of ofDates) {
    const fields = outcome.query.fields ? ` ${JSON.stringify(outcome.query.fields)}` : "";
    console.log(
      `| ${describe(outcome.query)}${fields} | ${outcome.excluded} | ${outcome.eligible} | ${outcome.eligibleShown} of ${Math.min(outcome.eligible, 24)} | ` +
        `${outcome.violations.length} | ${outcome.ndcg.toFixed(3)} |`,
    );
  }
  for (const outcome of ofDates.filter((entry) => entry.violations.length > 0)) {
    const reasons = new Map<string, number>();
    for (const { why } of outcome.violations) reasons.set(why, (reasons.get(why) ?? 0) + 1);
    console.log(`  ${describe(outcome.query)}: ${[...reasons].map(([why, count]) => `${count} ${why}`).join(", ")}`);
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
    const seeded = await seedDatesAndPrices(handle.db);
    const catalogue = await loadCatalogue(handle.db);
    console.log(
      `Catalogue: ${catalogue.length} active vendors; ${seeded.priced} given packages, ${seeded.blocked} given blocked days ` +
        `(${catalogue.reduce((sum, vendor) => sum + vendor.unavailableDays.size, 0)} unavailable days of active vendors)\n`,
    );
    const outcomes: Outcome[] = [];
    const started = performance.now();
    for (const query of queries) {
      const outcome = await evaluate(handle.db, catalogue, query);
      outcomes.push(outcome);
      const flags = [
        outcome.partialMatch ? "partial" : "",
        outcome.corrected ? `corrected → "${outcome.corrected}"` : "",
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
    const corrected = outcomes.filter((outcome) => outcome.corrected);
    if (corrected.length > 0) {
      console.log(`Found nothing as typed, answered with the spelling corrected: ${corrected.map((outcome) => `${describe(outcome.query)} → "${outcome.corrected}"`).join(", ")}`);
    }
    const rescued = outcomes.filter((outcome) => outcome.foundNothing && outcome.followed);
    if (rescued.length > 0) {
      console.log(`Found nothing as typed, answered through "did you mean": ${rescued.map((outcome) => `${describe(outcome.query)} → "${outcome.followed}"`).join(", ")}`);
    }
    printDatesAndBudget(outcomes);
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
