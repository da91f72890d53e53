import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { vendors } from "~/db/schema";

// A vendor's availability (docs/product/vendor-journey-and-portal.md#availability; decisions 065, 066). Three
// sources make a day unavailable: a day the vendor blocked, a busy day of their imported calendar, and as many live
// bookings on the day as the events they take per day. Triggers keep `vendor_unavailable_dates` from the three
// (migrations 0020, 0022) and, from it, the bits of `vendors.unavailable_days` that search reads (decision 075), so every
// writer (the portal, the calendar sync, bookings, imports) stays consistent without knowing the others.

/** Where a blocked day came from: the vendor's calendar card, or their imported calendar feed. */
export const BLOCKED_DATE_SOURCES = ["manual", "calendar"] as const;

/** A day a vendor is not free, by source: one row per vendor, day and source. Days are UK calendar days. */
export const vendorBlockedDates = pgTable(
  "vendor_blocked_dates",
  {
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.day, t.source] }),
    check("vendor_blocked_dates_source_check", sql`${t.source} in ('manual', 'calendar')`),
  ],
);

/**
 * The days a vendor cannot take another wedding, derived by triggers from blocked days, live bookings and
 * `vendor_calendars.events_per_day`; never written by the app. Keyed by day first, the unavailable vendors of a day
 * being one range of the key; read by vendor for the portal's calendar and the cards' 'Available on'. Search reads the
 * same days as each vendor's `unavailable_days` bits (decision 075).
 */
export const vendorUnavailableDates = pgTable(
  "vendor_unavailable_dates",
  {
    day: date("day", { mode: "string" }).notNull(),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.day, t.vendorId] }), index("vendor_unavailable_dates_vendor_idx").on(t.vendorId, t.day)],
);

/** The most weddings a vendor may say they take on one day. */
export const MAX_EVENTS_PER_DAY = 20;

/**
 * A vendor's calendar settings: events per day (default 1), the iCal feed they import (fetched every 30 minutes,
 * decision 066) with the outcome of the last attempt, and the secret of their private export feed. The export
 * token is kept as given because the vendor must be able to copy the address again, as calendar services show
 * theirs; 'Revoke' replaces it. A vendor without a row takes one event a day and has no feeds.
 */
export const vendorCalendars = pgTable(
  "vendor_calendars",
  {
    vendorId: integer("vendor_id")
      .primaryKey()
      .references(() => vendors.id, { onDelete: "cascade" }),
    eventsPerDay: integer("events_per_day").notNull().default(1),
    feedUrl: text("feed_url"),
    // The last successful sync, and the last attempt's failure (null after a success): the card says which.
    feedSyncedAt: timestamp("feed_synced_at", { withTimezone: true }),
    feedCheckedAt: timestamp("feed_checked_at", { withTimezone: true }),
    feedError: text("feed_error"),
    exportToken: text("export_token"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("vendor_calendars_events_per_day_check", sql`${t.eventsPerDay} between 1 and ${sql.raw(String(MAX_EVENTS_PER_DAY))}`),
    uniqueIndex("vendor_calendars_export_token_key").on(t.exportToken),
    // The 30-minute sweep: vendors with a feed, least recently checked first.
    index("vendor_calendars_feed_idx").on(t.feedCheckedAt).where(sql`${t.feedUrl} is not null`),
  ],
);
