import type { PGlite } from "@electric-sql/pglite";
import { and, isNull, sql, type SQL } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { Logger } from "drizzle-orm/logger";
import type pg from "pg";
import { beforeAll, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import { vendors } from "~/db/schema";
import type { SearchSort } from "~/modules/search/search-request";
import { findPage, type FoundPage, type PageQuery } from "~/modules/search/find-search-page.server";
import { categoryIdOf, distanceKm, withinRadius } from "~/modules/search/search-sql.server";
import { isPublic } from "~/modules/vendors/vendor-cards.server";
import { createCategory, createVendor } from "../../../tests/support/factories";
import { describeEachDatabase, type TestBackend } from "../../../tests/support/test-database";

// The page and the counts of a search in one statement or in two (decision 103) must list and count the same
// vendors in the same order, whatever the sort and the page.

const LEICESTER = { lat: 52.6369, lng: -1.1398 };

// Built once per function (findPage keeps the card's SQL), so one function for every test.
const card = (vendorId: SQL) => sql`(select json_build_object('name', ${vendors.name}) from ${vendors} where ${vendors.id} = ${vendorId})`;

/** A Drizzle over the same connection that records the text of every statement it sends. */
function recording(db: Database, backend: TestBackend, statements: string[]): Database {
  const logger: Logger = { logQuery: (query) => void statements.push(query) };
  const client = (db as unknown as { $client: unknown }).$client;
  return (
    backend === "postgres" ? drizzlePg(client as pg.Pool, { schema, logger }) : drizzlePglite(client as PGlite, { schema, logger })
  ) as unknown as Database;
}

/** The page of the vendors within 60 km of Leicester or not geocoded, ranked up for the photographers. */
function pageQuery(sort: SearchSort, offset: number, countsApart: boolean): PageQuery {
  const near = and(isPublic, withinRadius(LEICESTER, 60))!;
  const unplaced = and(isPublic, isNull(vendors.latitude))!;
  return {
    where: and(isPublic, sql`(${withinRadius(LEICESTER, 60)} or ${vendors.latitude} is null)`),
    branches: [near, unplaced],
    rank: { words: undefined, boosts: sql`(case when ${vendors.categoryId} = ${categoryIdOf("photographers")} then 0.8 else 0 end)::float8` },
    indexOnly: true,
    distance: distanceKm(LEICESTER),
    matched: undefined,
    sort,
    radiusKm: 60,
    limit: 7,
    offset,
    card,
    countsApart,
  };
}

const withoutTime = (found: FoundPage) => ({ ...found, counts: { ...found.counts, elapsedMs: 0 } });

/** The vendors of the tests: two categories, three names twice over (the id settles their order), every fifth far
 * away in Glasgow, every seventh not geocoded, the last one inactive. */
const fixture = Array.from({ length: 24 }, (_, n) => ({
  photographer: n % 3 === 0,
  name: n < 6 ? `Shared Name ${n % 3}` : `Vendor ${String.fromCharCode(90 - n)}`,
  latitude: n % 7 === 6 ? null : n % 5 === 4 ? 55.8642 : LEICESTER.lat + (n % 4) * 0.05,
  longitude: n % 7 === 6 ? null : n % 5 === 4 ? -4.2518 : LEICESTER.lng,
  isFeatured: n % 4 === 0,
  facets: n % 2 ? ["halal"] : ["female", "halal"],
  capacity: n % 3 ? 100 * n : null,
  isActive: n !== 23,
}));
const matching = fixture.filter((vendor) => vendor.isActive && vendor.latitude !== 55.8642);

describeEachDatabase("a search's page and counts", (getDb, backend) => {
  beforeAll(async () => {
    const db = getDb();
    const photographers = await createCategory(db, { name: "Photographers", slug: "photographers" });
    const venues = await createCategory(db, { name: "Venues", slug: "venues" });
    for (const { photographer, ...columns } of fixture) await createVendor(db, { ...columns, categoryId: photographer ? photographers.id : venues.id });
  });

  it("reads a search with a place in one statement, the page and the counts together", async () => {
    const statements: string[] = [];
    const found = await findPage(recording(getDb(), backend, statements), pageQuery("relevance", 0, false)).page;
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain("grouping(facet_bits");
    expect(found.hits).toHaveLength(7);
    expect(found.total).toBe(matching.length);
  });

  for (const sort of ["relevance", "name", "distance", "price-asc"] as const) {
    it(`lists and counts the same vendors in one statement as in two, sorted by ${sort}, page after page`, async () => {
      const db = getDb();
      const listed: number[] = [];
      for (const offset of [0, 7, 14]) {
        const apart = await findPage(db, pageQuery(sort, offset, true)).page;
        const shared = await findPage(db, pageQuery(sort, offset, false)).page;
        expect(withoutTime(shared)).toEqual(withoutTime(apart));
        listed.push(...shared.hits.map((hit) => hit.id));
      }
      // Every match once over the three pages.
      expect(listed).toHaveLength(matching.length);
      expect(new Set(listed).size).toBe(matching.length);
    });
  }

  it("orders the page by name with the id settling equal names, and counts every match's attributes", async () => {
    const pages = await Promise.all([0, 7, 14].map((offset) => findPage(getDb(), pageQuery("name", offset, false)).page));
    const hits = pages.flatMap((found) => found.hits.map((hit) => ({ id: hit.id, name: (hit.card as { name: string }).name })));
    const byName = (a: { id: number; name: string }, b: { id: number; name: string }) =>
      a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : a.id - b.id;
    expect(hits).toEqual(hits.toSorted(byName));
    expect(hits.map((hit) => hit.name).toSorted()).toEqual(matching.map((vendor) => vendor.name).toSorted());
    expect(pages[0]!.counts.facets.halal).toBe(matching.length);
    expect(pages[0]!.counts.facets.female).toBe(matching.filter((vendor) => vendor.facets.includes("female")).length);
  });

  it("gives an empty page past the last match, with the counts of every match", async () => {
    const found = await findPage(getDb(), pageQuery("relevance", 70, false)).page;
    expect(found.hits).toEqual([]);
    expect(found.total).toBe(matching.length);
  });
});
