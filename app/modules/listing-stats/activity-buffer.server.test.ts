import { afterEach, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { listingDailyStats, vendors } from "~/db/schema";
import { addListingActivity, flushListingActivity } from "~/modules/listing-stats/activity-buffer.server";
import { createLogger, setLogger } from "~/modules/logging/logger.server";
import { createVendor } from "../../../tests/support/factories";
import { statementsOf } from "../../../tests/support/statements-sent";
import { describeEachDatabase } from "../../../tests/support/test-database";

afterEach(() => {
  setLogger(undefined);
});

const view = { profileViews: 1, searchAppearances: 0 };
const appearance = { profileViews: 0, searchAppearances: 1 };

describeEachDatabase("listing activity batches", (getDb) => {
  const rowsOf = (ids: number[]) =>
    getDb()
      .select({ vendorId: listingDailyStats.vendorId, day: listingDailyStats.day, views: listingDailyStats.profileViews, appearances: listingDailyStats.searchAppearances })
      .from(listingDailyStats)
      .where(inArray(listingDailyStats.vendorId, ids))
      .orderBy(listingDailyStats.vendorId, listingDailyStats.day);

  it("adds up counts in memory and writes them in one statement, dropping a listing deleted meanwhile", async () => {
    const db = getDb();
    const [first, second, deleted] = await Promise.all([createVendor(db), createVendor(db), createVendor(db)]);
    for (let i = 0; i < 3; i++) addListingActivity(db, second!.id, "2026-07-01", appearance);
    addListingActivity(db, first!.id, "2026-07-01", view);
    addListingActivity(db, first!.id, "2026-07-02", view);
    addListingActivity(db, first!.id, "2026-07-01", appearance);
    addListingActivity(db, deleted!.id, "2026-07-01", view);
    await db.delete(vendors).where(eq(vendors.id, deleted!.id));
    const ids = [first!.id, second!.id, deleted!.id];
    expect(await rowsOf(ids)).toEqual([]);

    let flushed = 0;
    const sent = await statementsOf(async () => (flushed = await flushListingActivity(db)));
    expect(flushed).toBe(4);

    expect(sent).toHaveLength(1);
    expect(await rowsOf(ids)).toEqual([
      { vendorId: first!.id, day: "2026-07-01", views: 1, appearances: 1 },
      { vendorId: first!.id, day: "2026-07-02", views: 1, appearances: 0 },
      { vendorId: second!.id, day: "2026-07-01", views: 0, appearances: 3 },
    ]);
    // Written counts are not written again; new ones add to the stored row.
    addListingActivity(db, second!.id, "2026-07-01", appearance);
    expect(await flushListingActivity(db)).toBe(1);
    expect(await flushListingActivity(db)).toBe(0);
    expect((await rowsOf([second!.id]))[0]).toMatchObject({ appearances: 4 });
  });

  it("keeps the counts of a failed write and writes them with the next batch", async () => {
    const db = getDb();
    const listing = await createVendor(db);
    let reachable = false;
    // The same database behind a connection that fails until it is back.
    const flaky = new Proxy(db, {
      get: (target, property, receiver) =>
        property === "execute" && !reachable ? () => Promise.reject(new Error("connection refused")) : Reflect.get(target, property, receiver),
    }) as Database;
    const logged: Record<string, unknown>[] = [];
    setLogger(createLogger({ level: "warn", destination: { write: (line: string) => void logged.push(JSON.parse(line)) } }));
    addListingActivity(flaky, listing.id, "2026-07-03", view);
    addListingActivity(flaky, listing.id, "2026-07-03", appearance);
    expect(await flushListingActivity(flaky)).toBe(0);
    expect(await rowsOf([listing.id])).toEqual([]);
    // Counts only: nothing about the listing or its visitors.
    expect(logged.map((line) => line.msg)).toEqual(["Listing counts for 1 listing days could not be written; kept for the next write"]);

    reachable = true;
    addListingActivity(flaky, listing.id, "2026-07-03", view);
    expect(await flushListingActivity(flaky)).toBe(1);
    expect(await rowsOf([listing.id])).toEqual([{ vendorId: listing.id, day: "2026-07-03", views: 2, appearances: 1 }]);
  });
});
