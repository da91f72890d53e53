import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { listingDailySources, listingDailyStats } from "~/db/schema";
import { flushListingActivity } from "~/modules/listing-stats/activity-buffer.server";
import { captureListingActivity, recordProfileView } from "~/modules/listing-stats/record-listing-activity.server";
import { createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

// A profile view is counted under its source too (decision 086), in the same batch as the day's counts.

const DAY = new Date("2026-07-01T12:00:00Z");
const USER_AGENT = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const visit = (vendorId: number, referer?: string) =>
  new Request(`http://localhost:3000/vendor/${vendorId}`, { headers: { "user-agent": USER_AGENT, ...(referer ? { referer } : {}) } });

describeEachDatabase("profile views by source", (getDb) => {
  const sourcesOf = async (vendorId: number) =>
    Object.fromEntries(
      (await getDb().select().from(listingDailySources).where(eq(listingDailySources.vendorId, vendorId)).orderBy(asc(listingDailySources.source))).map(
        (row) => [`${row.day} ${row.source}`, row.profileViews],
      ),
    );

  it("counts each view under the page it came from, with the day's total", async () => {
    const { id } = await createVendor(getDb());
    const referers = [
      "http://localhost:3000/search?q=henna",
      "http://localhost:3000/search?q=mehndi",
      "http://localhost:3000/category/florists",
      "http://localhost:3000/category/florists/leicester",
      "http://localhost:3000/shortlist/abc123",
      "http://localhost:3000/blog",
      "https://www.google.com/",
      undefined,
    ];
    for (const referer of referers) await recordProfileView(getDb(), id, visit(id, referer), DAY);
    await recordProfileView(getDb(), id, new Request(`http://localhost:3000/vendor/${id}`, { headers: { "user-agent": "Googlebot/2.1", referer: "http://localhost:3000/search" } }), DAY);
    await flushListingActivity(getDb());
    expect(await sourcesOf(id)).toEqual({
      "2026-07-01 category": 1,
      "2026-07-01 city": 1,
      "2026-07-01 direct": 2,
      "2026-07-01 search": 2,
      "2026-07-01 shortlist": 1,
      "2026-07-01 site": 1,
    });
    const [stats] = await getDb().select().from(listingDailyStats).where(eq(listingDailyStats.vendorId, id));
    expect(stats?.profileViews).toBe(8);
    // Later views add to the stored rows.
    await recordProfileView(getDb(), id, visit(id, "http://localhost:3000/search"), DAY);
    await flushListingActivity(getDb());
    expect((await sourcesOf(id))["2026-07-01 search"]).toBe(3);
  });

  it("replays a captured view with the next visitor's source", async () => {
    const { id } = await createVendor(getDb());
    const { activity } = await captureListingActivity(async () => recordProfileView(getDb(), id, visit(id, "http://localhost:3000/search"), DAY));
    for (const count of activity) await count(visit(id, "http://localhost:3000/category/florists/leicester"));
    await flushListingActivity(getDb());
    const sources = await sourcesOf(id);
    expect(Object.keys(sources).map((key) => key.slice(11))).toEqual(["city", "search"]);
  });
});
