/**
 * Packages and availability of the search benchmark's catalogue (scripts/bench-search-data.ts): three packages and
 * 0–100 blocked days per vendor (`buildVendorCalendarAndPackages`, app/modules/demo-catalogue/demo-vendor-builder.ts),
 * loaded in bulk. At 100,000 vendors that is about 5,000,000 blocked days: the row triggers of migration 0020 would
 * run a function per row, so the load switches triggers off for its statements
 * (`session_replication_role = replica`, which needs a superuser, as the benchmark's databases have) and writes what
 * they would have derived, `vendor_unavailable_dates`, `vendors.unavailable_days` and `vendors.from_price_pence`, in
 * set-based statements.
 * {@link checkDerivedData} then compares both with what the triggers keep. Load this module with a dynamic `import()`
 * after `scripts/register-app-imports.ts`, which resolves its `~/` imports.
 */
import { sql } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { vendorBlockedDates } from "~/db/schema";
import { buildVendorCalendarAndPackages, type VendorCalendarAndPackages } from "~/modules/demo-catalogue/demo-vendor-builder";
import { insertRows } from "~/modules/demo-catalogue/insert-rows.server";
import { addPackagesOfNewVendors } from "~/modules/packages/packages.server";
import type { PackageInput } from "~/modules/packages/package-rules";
import type { PriceRange } from "~/modules/vendors/vendor-format";

/** Label of the random streams of the benchmark's packages and blocked days (one per vendor). */
export const CALENDAR_SEED_LABEL = "shaadi-vendors search benchmark calendars v1";
/** Blocked-day rows per INSERT: one JSON parameter of about 1.5 MB. */
const BLOCKED_BATCH = 25_000;

/** A vendor whose packages and blocked days are generated: its id, category and price band. */
export type CalendarVendor = { id: number; categorySlug: string; priceRange: PriceRange | null };

/** What {@link insertCalendarsAndPackages} wrote. */
export type CalendarCounts = { packages: number; blockedDays: number; unavailableDays: number };

/** The packages and blocked days of a benchmark vendor; the same for the same vendor on every run. */
export function benchCalendarAndPackages(vendor: CalendarVendor): VendorCalendarAndPackages {
  return buildVendorCalendarAndPackages(CALENDAR_SEED_LABEL, vendor);
}

/**
 * Writes the packages and blocked days of `vendors` (rows that exist and have neither yet), then their unavailable
 * days, their bits and 'From' prices as the triggers of migrations 0020 and 0022 would, with the triggers off for these
 * statements only.
 * Input: the database or an open transaction, the vendors, and their generated data when the caller
 * has it already (else generated here). Output: rows written. Throws the driver's errors; on PostgreSQL a role that
 * is not a superuser cannot change `session_replication_role`.
 */
export async function insertCalendarsAndPackages(
  db: Executor,
  vendors: readonly CalendarVendor[],
  generated: ReadonlyMap<number, VendorCalendarAndPackages> = new Map(),
): Promise<CalendarCounts> {
  if (vendors.length === 0) return { packages: 0, blockedDays: 0, unavailableDays: 0 };
  const packageLists: { vendorId: number; packages: PackageInput[] }[] = [];
  const blockedRows: (typeof vendorBlockedDates.$inferInsert)[] = [];
  for (const vendor of vendors) {
    const { packages, blockedDays } = generated.get(vendor.id) ?? benchCalendarAndPackages(vendor);
    packageLists.push({ vendorId: vendor.id, packages });
    for (const { day, source } of blockedDays) blockedRows.push({ vendorId: vendor.id, day, source });
  }
  const ids = vendors.map((vendor) => vendor.id);
  const idList = sql`(select unnest(${`{${ids.join(",")}}`}::int[]))`;
  // A transaction of its own (a savepoint inside the caller's), so the setting is local even when `db` is not one.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await addPackagesOfNewVendors(tx, packageLists);
    for (let i = 0; i < blockedRows.length; i += BLOCKED_BATCH) {
      await insertRows(tx, vendorBlockedDates, blockedRows.slice(i, i + BLOCKED_BATCH));
    }
    // What refresh_vendor_unavailable_date gives each (vendor, day): unavailable when blocked by any source, or when
    // its live bookings reach the vendor's events per day.
    const unavailable = await tx.execute(sql`
      insert into vendor_unavailable_dates (day, vendor_id)
      select day, vendor_id from vendor_blocked_dates where vendor_id in ${idList}
      union
      select b.event_date, b.vendor_id from bookings b left join vendor_calendars c on c.vendor_id = b.vendor_id
      where b.vendor_id in ${idList} and b.cancelled_at is null
      group by b.event_date, b.vendor_id, c.events_per_day having count(*) >= coalesce(c.events_per_day, 1)
      on conflict do nothing`);
    // The bits of migration 0022's trigger, by its own function.
    await tx.execute(sql`
      update vendors set unavailable_days = vendor_unavailable_bits(id)
      where id in ${idList} and unavailable_days is distinct from vendor_unavailable_bits(id)`);
    // A vendor inserted with its 'From' price already set is left as it is (no dead row version).
    await tx.execute(sql`
      update vendors set from_price_pence = lowest.price
      from (select vendor_id, min(price_pence) as price from vendor_packages where vendor_id in ${idList} group by vendor_id) as lowest
      where vendors.id = lowest.vendor_id and vendors.from_price_pence is distinct from lowest.price`);
    await tx.execute(sql`set local session_replication_role = origin`);
    return { packages: packageLists.reduce((sum, list) => sum + list.packages.length, 0), blockedDays: blockedRows.length, unavailableDays: affectedRows(unavailable) };
  });
}

/** The rows of a statement's result: both drivers give them as `rows`. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/** Rows an INSERT or UPDATE touched, as node-postgres (`rowCount`) and PGlite (`affectedRows`) report them. */
function affectedRows(result: unknown): number {
  const { rowCount, affectedRows: affected } = result as { rowCount?: number | null; affectedRows?: number };
  return Number(rowCount ?? affected ?? 0);
}

/**
 * Gives every vendor without packages its generated packages and blocked days, 1,000 vendors per transaction: a
 * catalogue kept from a run before packages and availability existed gets the same data a fresh one has.
 * Input: the database. Output: vendors filled and rows written. Throws the driver's errors.
 */
export async function fillMissingCalendarsAndPackages(db: Database): Promise<CalendarCounts & { vendors: number }> {
  const totals = { vendors: 0, packages: 0, blockedDays: 0, unavailableDays: 0 };
  let after = 0;
  for (;;) {
    const list = rowsOf(await db.execute(sql`
      select v.id, c.slug as category_slug, v.price_range from vendors v join categories c on c.id = v.category_id
      where v.id > ${after} and not exists (select 1 from vendor_packages p where p.vendor_id = v.id)
      order by v.id limit 1000`));
    if (list.length === 0) return totals;
    const vendors = list.map((row) => ({
      id: Number(row.id),
      categorySlug: String(row.category_slug),
      priceRange: (row.price_range ?? null) as PriceRange | null,
    }));
    const counts = await db.transaction((tx) => insertCalendarsAndPackages(tx, vendors));
    totals.vendors += vendors.length;
    totals.packages += counts.packages;
    totals.blockedDays += counts.blockedDays;
    totals.unavailableDays += counts.unavailableDays;
    after = vendors.at(-1)?.id ?? after;
  }
}

/**
 * How far the derived data is from what the triggers of migration 0020 keep: `unavailable` rows against `expected`
 * (distinct blocked (vendor, day) pairs, plus days whose live bookings reach the vendor's events per day);
 * `unexplained`, unavailable rows with no such cause (so equal counts and none unexplained mean equal sets, the
 * primary key forbidding duplicates); `fromPriceMismatches`, vendors whose 'From' price is not their lowest package
 * price (null without packages); `bitMismatches`, vendors whose `unavailable_days` bits are not those of their
 * unavailable days (migration 0022). Input: the database. Output: the five counts. Throws the driver's errors.
 */
export async function checkDerivedData(
  db: Executor,
): Promise<{ unavailable: number; expected: number; unexplained: number; fromPriceMismatches: number; bitMismatches: number }> {
  // The unavailable rows without a blocked day are found first (one merge of two indexes in (vendor, day) order);
  // only those few are then held against bookings, whose test per row would cost millions of lookups.
  const [row = {}] = rowsOf(await db.execute(sql`
    with unblocked as materialized (
      select u.vendor_id, u.day from vendor_unavailable_dates u
      where not exists (select 1 from vendor_blocked_dates d where d.vendor_id = u.vendor_id and d.day = u.day)
    )
    select
      (select count(*) from vendor_unavailable_dates)::int as unavailable,
      ((select count(*) from (select distinct vendor_id, day from vendor_blocked_dates) as blocked)
        + (select count(*) from (
            select b.vendor_id, b.event_date from bookings b left join vendor_calendars c on c.vendor_id = b.vendor_id
            where b.cancelled_at is null
              and not exists (select 1 from vendor_blocked_dates d where d.vendor_id = b.vendor_id and d.day = b.event_date)
            group by b.vendor_id, b.event_date, c.events_per_day having count(*) >= coalesce(c.events_per_day, 1)) as booked))::int as expected,
      (select count(*) from unblocked u
        where (select count(*) from bookings b where b.vendor_id = u.vendor_id and b.event_date = u.day and b.cancelled_at is null)
            < coalesce((select events_per_day from vendor_calendars c where c.vendor_id = u.vendor_id), 1))::int as unexplained,
      (select count(*) from vendors v
        left join (select vendor_id, min(price_pence) as price from vendor_packages group by vendor_id) as lowest on lowest.vendor_id = v.id
        where v.from_price_pence is distinct from lowest.price)::int as from_price_mismatches,
      (select count(*) from vendors v where v.unavailable_days is distinct from vendor_unavailable_bits(v.id))::int as bit_mismatches`));
  return {
    unavailable: Number(row.unavailable),
    expected: Number(row.expected),
    unexplained: Number(row.unexplained),
    fromPriceMismatches: Number(row.from_price_mismatches),
    bitMismatches: Number(row.bit_mismatches),
  };
}
