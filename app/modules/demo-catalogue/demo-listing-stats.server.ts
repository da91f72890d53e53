import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { DEMO_WINDOW_DAYS } from "~/modules/demo-catalogue/demo-conversations";
import { createRandom, hashSeed } from "~/modules/demo-catalogue/prng";
import { utcDay } from "~/modules/time/clock";

// The demo listings' daily search appearances and profile views, with the pages the views came from (decision 086),
// over the same days as the demo enquiries, so a clean start shows a vendor's Performance figures. Plausible against
// the enquiries: a day's views are 8–25 times its delivered enquiries plus a few browsing views, on every day with an
// enquiry and about a fifth of the others, and appearances 15–40 times the views; a day's views come under one source,
// picked by the vendor's shares (search 30–50 %, category, city, shortlist, site, the rest direct). Sparse on purpose:
// every row costs the seed, which runs at each start. Each vendor's rates come from the seeded random source; the days are expanded in SQL
// (generate_series), so the tens of thousands of rows cost one statement, not thousands of rows built here.

const STATS_SEED = hashSeed("shaadi-vendors demo listing stats v1");
const DAY_MS = 24 * 60 * 60 * 1000;

/** Each vendor's rates: views per enquiry, browsing views per day, appearances per view, and shares of the sources. */
type Rates = { vendorId: number; seed: number; perEnquiry: number; browsing: number; perView: number; search: number; category: number; city: number; shortlist: number; site: number };

/**
 * Inserts `listing_daily_stats` and `listing_daily_sources` for the active vendors of `vendorIds` (in the
 * catalogue's order, so the rates follow the vendor and not its id) on each of the {@link DEMO_WINDOW_DAYS} UTC days
 * up to `at`'s, in one statement. Input: a transaction, the vendors' ids by name, the seed time. Output: the
 * number of (listing, day) rows written. Throws the driver's error.
 */
export async function insertDemoListingStats(tx: Executor, vendorIds: ReadonlyMap<string, number>, at: Date): Promise<number> {
  const rng = createRandom(STATS_SEED);
  const rates: Rates[] = [...vendorIds.values()].map((vendorId) => {
    const search = rng.int(30, 50);
    const category = rng.int(12, 22);
    const city = rng.int(5, 12);
    const shortlist = rng.int(2, 6);
    const site = rng.int(6, 12);
    return { vendorId, seed: rng.int(1, 1_000_000), perEnquiry: rng.int(8, 25), browsing: rng.int(1, 6), perView: rng.int(15, 40), search, category, city, shortlist, site };
  });
  if (rates.length === 0) return 0;
  const first = utcDay(new Date(at.getTime() - (DEMO_WINDOW_DAYS - 1) * DAY_MS));
  const last = utcDay(at);
  // A day's noise, 0–1: the fraction of the vendor's offset plus the day's number times an irrational step (a Weyl
  // sequence, spread evenly over the days), a different step for each use so they do not move together. Plain
  // arithmetic, the same on every database.
  const noise = (step: number) => sql.raw(`(((r.seed::bigint * 7919 + d.n * ${Math.round(step * 1_000_000)}) % 1000000) / 1000000.0)`);
  const result = await tx.execute(sql`
    with r as (
      select r.* from json_to_recordset(${JSON.stringify(rates)}::json) as r("vendorId" int, seed int, "perEnquiry" int, browsing int,
        "perView" int, search int, category int, city int, shortlist int, site int)
      join vendors v on v.id = r."vendorId" and v.is_active
    ),
    d as (select day::date as day, row_number() over (order by day) as n from generate_series(${first}::date, ${last}::date, interval '1 day') as day),
    arrived as (
      select vendor_id as "vendorId", (created_at at time zone 'UTC')::date as day, count(*)::int as n from enquiries
      where delivery = 'delivered' and created_at >= (${first}::date::timestamp at time zone 'UTC') group by 1, 2
    ),
    counted as (
      select r.*, d.day, (coalesce(a.n, 0) * r."perEnquiry" + 1 + floor(r.browsing * ${noise(0.754878)}))::int as views,
        floor(40 * ${noise(0.718282)})::int as extra_appearances, ${noise(0.414214)} * 100 as pick
      from r cross join d left join arrived a on a."vendorId" = r."vendorId" and a.day = d.day
      -- Views on every day with an enquiry, and on about a fifth of the others.
      where a.n is not null or ${noise(0.618034)} < 0.2
    ),
    stats as (
      insert into listing_daily_stats (vendor_id, day, profile_views, search_appearances)
      select c."vendorId", c.day, c.views, c.views * c."perView" + c.extra_appearances
      from counted c order by c."vendorId", c.day
      returning 1
    ),
    sources as (
      -- A day's views under one source, picked by the vendor's shares: the shares show over the days of a period.
      insert into listing_daily_sources (vendor_id, day, source, profile_views)
      select c."vendorId", c.day, case
          when c.pick < c.search then 'search'
          when c.pick < c.search + c.category then 'category'
          when c.pick < c.search + c.category + c.city then 'city'
          when c.pick < c.search + c.category + c.city + c.shortlist then 'shortlist'
          when c.pick < c.search + c.category + c.city + c.shortlist + c.site then 'site'
          else 'direct' end, c.views
      from counted c
    )
    select count(*)::int as written from stats`);
  return Number((result as unknown as { rows: { written: number }[] }).rows[0]?.written ?? 0);
}
