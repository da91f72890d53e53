import { asc, count, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { categories, vendorBlockedDates, vendorFeatures, vendorImages, vendorPackages, vendors, vendorUnavailableDates } from "~/db/schema";
import { hasFacetFilters } from "~/modules/search/facet-params";
import { resolveSearchPlace } from "~/modules/search/search-place.server";
import { understandSearchQuery } from "~/modules/search/search-sql.server";
import { openTestDatabase } from "../tests/support/test-database";
import { buildQueryMix, createCatalogueLoader, QUERY_KINDS } from "./bench-search-data";
import { benchCalendarAndPackages, checkDerivedData, fillMissingCalendarsAndPackages } from "./bench-search-calendars";
import { buildDateBudgetQueries, DATE_BUDGET_CASES } from "./bench-search-date-cases";

/**
 * The benchmark's synthetic catalogue comes from the demo catalogue's generator, so its
 * vendors follow the same rules as the demo ones (app/modules/demo-catalogue/demo-catalogue.test.ts): unique names and
 * descriptions, galleries, contact details on reserved domains, listing dates in the past.
 */

const ACTIVE = 800;

async function loadCatalogue(db: Database, steps: number[]): Promise<void> {
  const loader = createCatalogueLoader();
  await loader.loadCategories(db);
  for (const target of steps) await loader.loadUpTo(db, target);
}

let db: Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase("pglite");
  db = opened.handle.db;
  dispose = opened.dispose;
  await loadCatalogue(db, [ACTIVE]);
  return () => dispose();
});

it("writes the requested number of active vendors, plus about 3 % awaiting approval", async () => {
  const [active] = await db.select({ total: count() }).from(vendors).where(eq(vendors.isActive, true));
  const [all] = await db.select({ total: count() }).from(vendors);
  expect(active?.total).toBe(ACTIVE);
  expect((all?.total ?? 0) - ACTIVE).toBeGreaterThan(ACTIVE * 0.01);
  expect((all?.total ?? 0) - ACTIVE).toBeLessThan(ACTIVE * 0.06);
});

it("gives every vendor a name and a description of its own, as the demo generator does", async () => {
  const rows = await db.select({ name: vendors.name, description: vendors.description }).from(vendors);
  expect(new Set(rows.map((row) => row.name.toLowerCase())).size).toBe(rows.length);
  expect(new Set(rows.map((row) => row.description)).size).toBe(rows.length);
});

it("gives vendors the demo catalogue's galleries, social links, reserved domains and past listing dates", async () => {
  const rows = await db
    .select({ email: vendors.email, socialMediaLink: vendors.socialMediaLink, createdAt: vendors.createdAt })
    .from(vendors);
  for (const row of rows) expect(row.email).toMatch(/@example\.(co\.uk|com|org)$/);
  expect(rows.filter((row) => row.socialMediaLink !== null).length).toBeGreaterThan(rows.length * 0.8);
  // The generator dates listings up to 900 days before 12 January 2026, never "now".
  for (const row of rows) expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.UTC(2026, 0, 12, 9, 30));

  const galleries = await db
    .select({ vendorId: vendorImages.vendorId, images: count(), primaries: sql<number>`count(*) filter (where ${vendorImages.isPrimary})` })
    .from(vendorImages)
    .groupBy(vendorImages.vendorId);
  expect(galleries.filter((gallery) => gallery.images > 1).length).toBeGreaterThan(rows.length / 2);
  for (const gallery of galleries) expect(Number(gallery.primaries)).toBe(1);
  const [features] = await db.select({ total: count() }).from(vendorFeatures);
  expect((features?.total ?? 0) / rows.length).toBeGreaterThan(2);
});

it("grows to the same vendors in steps as in one go, so 10,000 then 100,000 measures one catalogue", async () => {
  const stepped = await openTestDatabase("pglite");
  try {
    await loadCatalogue(stepped.handle.db, [300, ACTIVE]);
    const columns = { id: vendors.id, name: vendors.name, latitude: vendors.latitude, isActive: vendors.isActive };
    const once = await db.select(columns).from(vendors).orderBy(asc(vendors.id));
    const inSteps = await stepped.handle.db.select(columns).from(vendors).orderBy(asc(vendors.id));
    expect(inSteps).toEqual(once);
  } finally {
    await stepped.dispose();
  }
});

it("fills the attribute columns as the listings' words say (decision 026), so chips and filters have vendors to count", async () => {
  const rows = await db
    .select({ slug: categories.slug, facets: vendors.facets, capacity: vendors.capacity, eventTypes: vendors.eventTypes, languages: vendors.languages })
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .where(eq(vendors.isActive, true));
  // About half of the listings name at least one facet (51 % of 100,000); no facet is on most listings.
  const withFacet = rows.filter((row) => row.facets.length > 0).length;
  expect(withFacet).toBeGreaterThan(rows.length * 0.35);
  expect(withFacet).toBeLessThan(rows.length * 0.7);
  const facetShares = new Map<string, number>();
  for (const row of rows) for (const facet of row.facets) facetShares.set(facet, (facetShares.get(facet) ?? 0) + 1 / rows.length);
  expect(facetShares.size).toBeGreaterThanOrEqual(12);
  for (const share of facetShares.values()) expect(share).toBeLessThan(0.2);
  // Capacities for the trades that seat or serve guests only, with hundreds to over a thousand.
  const capacities = rows.filter((row) => row.capacity !== null);
  for (const row of capacities) expect(["venues", "catering", "decorators"]).toContain(row.slug);
  const venues = rows.filter((row) => row.slug === "venues");
  expect(venues.filter((row) => row.capacity !== null).length).toBeGreaterThan(venues.length / 3);
  expect(capacities.some((row) => (row.capacity ?? 0) >= 1000)).toBe(true);
  expect(capacities.some((row) => (row.capacity ?? 0) < 500)).toBe(true);
  // Everyone speaks English and at least one other language; event types on a fair share.
  for (const row of rows) expect(row.languages[0]).toBe("English");
  expect(rows.every((row) => row.languages.length > 1)).toBe(true);
  expect(rows.filter((row) => row.eventTypes.length > 0).length).toBeGreaterThan(rows.length * 0.2);

  // Every chip the query mix filters by is held by some vendors of this small catalogue already.
  const chips = buildQueryMix().filter((query) => query.kind === "filter").map((query) => query.request.filters);
  for (const facet of new Set(chips.flatMap((chip) => chip.facets))) {
    expect(rows.filter((row) => row.facets.includes(facet)).length, facet).toBeGreaterThan(0);
  }
  for (const eventType of new Set(chips.flatMap((chip) => chip.eventTypes))) {
    expect(rows.filter((row) => row.eventTypes.includes(eventType)).length, eventType).toBeGreaterThan(0);
  }
  for (const language of new Set(chips.flatMap((chip) => chip.languages))) {
    expect(rows.filter((row) => row.languages.includes(language)).length, language).toBeGreaterThan(0);
  }
  for (const minCapacity of new Set(chips.flatMap((chip) => (chip.minCapacity === null ? [] : [chip.minCapacity])))) {
    expect(capacities.filter((row) => (row.capacity ?? 0) >= minCapacity).length, String(minCapacity)).toBeGreaterThan(0);
  }
});

it("mixes 240 searches, 20 of them with attribute words the engine applies and 20 with filter chips", () => {
  const mix = buildQueryMix();
  const counts = Object.fromEntries(QUERY_KINDS.map((kind) => [kind, mix.filter((query) => query.kind === kind).length]));
  expect(counts).toEqual({ text: 70, location: 80, typo: 25, empty: 25, attribute: 20, filter: 20 });
  for (const query of mix.filter((entry) => entry.kind === "attribute")) {
    const { text } = resolveSearchPlace(query.request);
    expect(understandSearchQuery(text).applied.length, query.label).toBeGreaterThan(0);
    expect(hasFacetFilters(query.request.filters), query.label).toBe(false);
  }
  for (const query of mix.filter((entry) => entry.kind === "filter")) expect(hasFacetFilters(query.request.filters), query.label).toBe(true);
  // The examples the issue names are in the mix.
  const labels = mix.map((query) => query.label);
  for (const example of ['"halal caterer in Bradford"', '"lady photographer"', '"venue for 1000 guests"', '"hijabi makeup artist near Birmingham"']) {
    expect(labels.some((label) => label.startsWith(example)), example).toBe(true);
  }
  expect(labels.some((label) => label.startsWith('"caterer" @ Bradford') && label.includes("[halal]"))).toBe(true);
  expect(labels.some((label) => label.startsWith("category venues [≥500 guests]"))).toBe(true);
});

it("gives every vendor three packages and up to 100 blocked days, with the 'From' price and unavailable days the triggers would keep", async () => {
  const [all] = await db.select({ total: count() }).from(vendors);
  const perVendor = await db
    .select({ vendorId: vendorPackages.vendorId, packages: count(), lowest: sql<number>`min(${vendorPackages.pricePence})` })
    .from(vendorPackages)
    .groupBy(vendorPackages.vendorId);
  expect(perVendor).toHaveLength(all?.total ?? 0);
  for (const row of perVendor) expect(row.packages).toBe(3);
  const blocked = await db.select({ vendorId: vendorBlockedDates.vendorId, days: count() }).from(vendorBlockedDates).groupBy(vendorBlockedDates.vendorId);
  for (const row of blocked) expect(row.days).toBeLessThanOrEqual(100);
  const [range] = await db.select({ first: sql<string>`min(day)::text`, last: sql<string>`max(day)::text` }).from(vendorBlockedDates);
  expect(range?.first).toBeDefined();
  expect((range?.first ?? "") >= "2027-01-01" && (range?.last ?? "9") <= "2028-12-30").toBe(true);
  // The rows are the generator's, so a kept catalogue filled later gets the same ones.
  const [vendor] = await db.select({ id: vendors.id, priceRange: vendors.priceRange, slug: categories.slug, fromPricePence: vendors.fromPricePence })
    .from(vendors).innerJoin(categories, eq(categories.id, vendors.categoryId)).orderBy(asc(vendors.id)).limit(1);
  const generated = benchCalendarAndPackages({ id: vendor!.id, categorySlug: vendor!.slug, priceRange: vendor!.priceRange as "££" });
  expect(vendor?.fromPricePence).toBe(generated.fromPricePence);
  const days = await db.select({ day: vendorUnavailableDates.day }).from(vendorUnavailableDates).where(eq(vendorUnavailableDates.vendorId, vendor!.id)).orderBy(asc(vendorUnavailableDates.day));
  expect(days.map((row) => row.day)).toEqual(generated.blockedDays.map((row) => row.day));

  const derived = await checkDerivedData(db);
  expect(derived.unavailable).toBeGreaterThan(ACTIVE * 30);
  expect(derived).toEqual({ unavailable: derived.expected, expected: derived.expected, unexplained: 0, fromPriceMismatches: 0, bitMismatches: 0 });
});

it("writes the same unavailable days and 'From' prices as the triggers do when the same rows go in one by one", async () => {
  const triggered = await openTestDatabase("pglite");
  try {
    const loader = createCatalogueLoader();
    await loader.loadCategories(triggered.handle.db);
    await loader.loadUpTo(triggered.handle.db, 60);
    const ids = (await triggered.handle.db.select({ id: vendors.id }).from(vendors)).map((row) => row.id);
    const snapshot = async (target: Database) => ({
      unavailable: await target.select().from(vendorUnavailableDates).orderBy(asc(vendorUnavailableDates.vendorId), asc(vendorUnavailableDates.day)),
      prices: await target.select({ id: vendors.id, from: vendors.fromPricePence, bits: vendors.unavailableDays }).from(vendors).orderBy(asc(vendors.id)),
    });
    const bulk = await snapshot(triggered.handle.db);
    // Again through the triggers: every package and blocked day re-inserted with them on.
    const run = (statement: string) => triggered.handle.db.execute(sql.raw(statement));
    await run("create temporary table saved_blocked as select * from vendor_blocked_dates");
    await run("create temporary table saved_packages as select * from vendor_packages");
    await run("delete from vendor_blocked_dates");
    await run("delete from vendor_packages");
    expect((await snapshot(triggered.handle.db)).unavailable).toEqual([]);
    await run("insert into vendor_packages select * from saved_packages");
    await run("insert into vendor_blocked_dates select * from saved_blocked");
    expect(await snapshot(triggered.handle.db)).toEqual(bulk);
    expect(ids.length).toBeGreaterThan(60);
  } finally {
    await triggered.dispose();
  }
});

it("reports derived rows that differ from the triggers', and fills a kept catalogue's vendors that have no packages", async () => {
  const kept = await openTestDatabase("pglite");
  try {
    const loader = createCatalogueLoader();
    await loader.loadCategories(kept.handle.db);
    await loader.loadUpTo(kept.handle.db, 40);
    const before = await checkDerivedData(kept.handle.db);
    // As a catalogue loaded before packages and availability existed: none of either (triggers off, as a kept copy).
    await kept.handle.db.execute(sql`set session_replication_role = replica`);
    await kept.handle.db.execute(sql`delete from vendor_packages where vendor_id % 2 = 0`);
    await kept.handle.db.execute(sql`delete from vendor_blocked_dates where vendor_id % 2 = 0`);
    await kept.handle.db.execute(sql`set session_replication_role = origin`);
    const broken = await checkDerivedData(kept.handle.db);
    expect(broken.unexplained).toBeGreaterThan(0);
    expect(broken.unavailable).toBeGreaterThan(broken.expected);
    expect(broken.fromPriceMismatches).toBeGreaterThan(0);
    expect(broken.bitMismatches).toBe(0);
    await kept.handle.db.execute(sql`delete from vendor_unavailable_dates where vendor_id % 2 = 0`);
    const filled = await fillMissingCalendarsAndPackages(kept.handle.db);
    expect(filled.vendors).toBeGreaterThan(15);
    expect(await checkDerivedData(kept.handle.db)).toEqual(before);
  } finally {
    await kept.dispose();
  }
});

it("has searches of every case of dates and budget, with 1, 3 or 7 dates inside the catalogue's calendar", () => {
  const queries = buildDateBudgetQueries(4);
  expect(queries).toHaveLength(4 * DATE_BUDGET_CASES.length);
  for (const which of DATE_BUDGET_CASES) expect(queries.filter((query) => query.case === which)).toHaveLength(4);
  for (const { request, label } of queries) {
    expect([0, 1, 3, 7], label).toContain(request.dates.length);
    expect([...request.dates].sort(), label).toEqual(request.dates);
    expect(new Set(request.dates).size, label).toBe(request.dates.length);
    for (const day of request.dates) expect(day >= "2027-01-01" && day <= "2028-12-30", label).toBe(true);
    if (request.maxPricePence !== null) expect(request.maxPricePence % 100, label).toBe(0);
  }
  const anyOf = (test: (query: (typeof queries)[number]) => boolean) => expect(queries.some(test)).toBe(true);
  anyOf((query) => query.request.dates.length === 7 && query.request.dateMode === "any");
  anyOf((query) => query.request.includeUnpriced && query.request.maxPricePence !== null);
  anyOf((query) => query.request.sort === "price-desc");
  anyOf((query) => query.request.dates.length > 0 && query.request.maxPricePence !== null && query.request.location !== "");
  expect(buildDateBudgetQueries(4)).toEqual(queries);
});
