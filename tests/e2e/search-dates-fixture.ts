import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { categories, vendorBlockedDates, vendors, vendorUnavailableDates } from "~/db/schema";
import { replacePackages } from "~/modules/packages/packages.server";
import { makeSearchRequest } from "~/modules/search/search-request";
import { searchVendors } from "~/modules/search/search-vendors.server";
import { now } from "~/modules/time/clock";
import { shiftDay, ukDay } from "~/modules/time/uk-dates";

/** Two demo photographers set up for the dates-and-budget journey, and the day one of them is busy. */
export type SearchDatesFixture = {
  /** Busy on `day`, packages from £300. */
  busy: { id: number; name: string };
  /** Free on `day`, packages from £900. */
  free: { id: number; name: string };
  /** `YYYY-MM-DD`, 400 days after the seeding day: past every demo booking, within the 3 years a search may ask. */
  day: string;
};

/** Where the fixture is written, in the seeded DATA_DIR the workers copy. */
export const SEARCH_DATES_FIXTURE_FILE = "search-dates-fixture.json";

/**
 * Prepares the seeded database for tests/e2e/search-dates.e2e.ts: of the demo photographers whose own name, searched
 * for, lists them on the first page, the first two get packages (£300 and £900, through the one writer of packages)
 * and the first blocks a day in its calendar (as the portal writes it; the triggers make it unavailable). Writes
 * {@link SearchDatesFixture} to {@link SEARCH_DATES_FIXTURE_FILE} in `dataDir`. Input: the seeded DATA_DIR.
 */
export async function seedSearchDatesFixture(dataDir: string): Promise<SearchDatesFixture> {
  const handle = await openDatabase({ kind: "pglite", dataDir });
  try {
    const db = handle.db;
    const candidates = await db
      .select({ id: vendors.id, name: vendors.name })
      .from(vendors)
      .innerJoin(categories, eq(categories.id, vendors.categoryId))
      .where(and(eq(vendors.isActive, true), eq(categories.slug, "photographers")))
      .orderBy(vendors.id)
      .limit(40);
    const chosen: { id: number; name: string }[] = [];
    for (const candidate of candidates) {
      const found = await searchVendors(db, makeSearchRequest({ query: candidate.name }));
      if (found.vendors.some((vendor) => vendor.id === candidate.id)) chosen.push(candidate);
      if (chosen.length === 2) break;
    }
    const [busy, free] = chosen;
    if (!busy || !free) throw new Error("No two demo photographers are found by their own names");
    const day = shiftDay(ukDay(now()), { days: 400 });
    const priced = (pounds: number) => [{ name: "Full day", pricePence: pounds * 100, priceKind: "from" as const, included: "", eventTypes: [], guests: null }];
    await replacePackages(db, busy.id, priced(300));
    await replacePackages(db, free.id, priced(900));
    await db.insert(vendorBlockedDates).values({ vendorId: busy.id, day, source: "manual" }).onConflictDoNothing();
    const [freeBusy] = await db
      .select({ day: vendorUnavailableDates.day })
      .from(vendorUnavailableDates)
      .where(and(eq(vendorUnavailableDates.vendorId, free.id), eq(vendorUnavailableDates.day, day)));
    if (freeBusy) throw new Error(`${free.name} is already unavailable on ${day}`);
    const fixture: SearchDatesFixture = { busy, free, day };
    fs.writeFileSync(path.join(dataDir, SEARCH_DATES_FIXTURE_FILE), JSON.stringify(fixture));
    return fixture;
  } finally {
    await handle.close();
  }
}
