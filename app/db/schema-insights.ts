import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { categories, vendors } from "~/db/schema";

// Figures for vendors and the team (decision 086): daily roll-ups kept up to date by the job queue from the raw
// records (listing_daily_stats, enquiries, conversations, quotes, bookings), which stay as they are; the
// dashboards read the roll-ups. Counts only: nothing here names or identifies a couple or a visitor.

/**
 * Where a profile view came from, read from the page the visitor was on (the Referer of our own site):
 * 'search' (the search results, by place or keyword), 'category' (a category page), 'city' (a city page),
 * 'shortlist' (a shortlist shared with family), 'site' (any other page of ours: home, blog, a similar vendor),
 * 'direct' (no page of ours: a typed address, a bookmark, another site, an app).
 */
export const VIEW_SOURCES = ["search", "category", "city", "shortlist", "site", "direct"] as const;

/** Per listing, UTC day and source: the profile views that came from there. Written with listing_daily_stats. */
export const listingDailySources = pgTable(
  "listing_daily_sources",
  {
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    source: text("source").notNull(),
    profileViews: integer("profile_views").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.day, t.source] }),
    check("listing_daily_sources_source_check", sql`${t.source} in ('search', 'category', 'city', 'shortlist', 'site', 'direct')`),
  ],
);

/**
 * One vendor's day (UTC): its search appearances and profile views that day, and the delivered enquiries that
 * arrived that day with what has become of them since (a cohort): how many were replied to, quoted and booked
 * (a live booking), the booked value in pence (accepted quotes' prices and amounts of bookings marked outside the
 * site), and the minutes to the first reply of each replied one (for medians over any period). Only days with
 * something to count have a row.
 */
export const vendorDailyRollups = pgTable(
  "vendor_daily_rollups",
  {
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    searchAppearances: integer("search_appearances").notNull().default(0),
    profileViews: integer("profile_views").notNull().default(0),
    enquiries: integer("enquiries").notNull().default(0),
    replied: integer("replied").notNull().default(0),
    quoted: integer("quoted").notNull().default(0),
    booked: integer("booked").notNull().default(0),
    bookedValuePence: bigint("booked_value_pence", { mode: "number" }).notNull().default(0),
    replyMinutes: integer("reply_minutes").array().notNull().default(sql`'{}'::int[]`),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.day] }), index("vendor_daily_rollups_day_idx").on(t.day)],
);

/** The periods a vendor's figures are read over: 30 and 90 days, 12 months, or since the listing went live. */
export const PERFORMANCE_PERIODS = ["30d", "90d", "12m", "all"] as const;

/**
 * Each live vendor's totals over each period ending yesterday (UTC), written by the nightly roll-up, so the medians
 * of its peers (same category, same region) are read from one indexed range. `region` is null for vendors outside
 * the regions of docs/product/public-area.md#places. `median_reply_minutes` null when nothing was replied to.
 */
export const vendorPeriodFigures = pgTable(
  "vendor_period_figures",
  {
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    region: text("region"),
    searchAppearances: integer("search_appearances").notNull(),
    profileViews: integer("profile_views").notNull(),
    enquiries: integer("enquiries").notNull(),
    replied: integer("replied").notNull(),
    quoted: integer("quoted").notNull(),
    booked: integer("booked").notNull(),
    bookedValuePence: bigint("booked_value_pence", { mode: "number" }).notNull(),
    medianReplyMinutes: integer("median_reply_minutes"),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.period] }),
    index("vendor_period_figures_peers_idx").on(t.period, t.categoryId, t.region),
    check("vendor_period_figures_period_check", sql`${t.period} in ('30d', '90d', '12m', 'all')`),
  ],
);

/**
 * The whole site's day (UTC), for the team's figures: listings made, delivered enquiries and their replies
 * (cohort by arrival, as for vendors), enquiries held by their junk score, reported by vendors and upheld, and
 * searches run and those that found nothing.
 */
export const platformDailyRollups = pgTable("platform_daily_rollups", {
  day: date("day", { mode: "string" }).primaryKey(),
  newListings: integer("new_listings").notNull().default(0),
  enquiries: integer("enquiries").notNull().default(0),
  replied: integer("replied").notNull().default(0),
  replyMinutes: integer("reply_minutes").array().notNull().default(sql`'{}'::int[]`),
  held: integer("held").notNull().default(0),
  reported: integer("reported").notNull().default(0),
  upheld: integer("upheld").notNull().default(0),
  searches: integer("searches").notNull().default(0),
  searchesWithoutResults: integer("searches_without_results").notNull().default(0),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The search log, aggregated per UTC day: the query as typed (trimmed, lower case, at most 100 characters), the
 * place ('' for none) and the category slug ('' for all), how often it was run and how many listings it found the
 * last time. No address, cookie or account: nothing links a search to a person. Kept 90 days.
 */
export const searchQueryDays = pgTable(
  "search_query_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    query: text("query").notNull(),
    place: text("place").notNull().default(""),
    categorySlug: text("category_slug").notNull().default(""),
    searches: integer("searches").notNull().default(0),
    results: integer("results").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.query, t.place, t.categorySlug] }),
    check("search_query_days_query_check", sql`char_length(${t.query}) <= 100`),
  ],
);

/**
 * A vendor's choice about the monthly summary mail (docs/product/vendor-journey-and-portal.md): sent unless turned
 * off (a soft opt-in: the vendor's own figures, to the account that pays), with when it was turned off or on again,
 * and the last month (its first day) a summary went, so a run sends each month once.
 */
export const vendorMailPreferences = pgTable("vendor_mail_preferences", {
  vendorId: integer("vendor_id")
    .primaryKey()
    .references(() => vendors.id, { onDelete: "cascade" }),
  monthlySummaryOff: timestamp("monthly_summary_off_at", { withTimezone: true }),
  monthlySummaryChangedAt: timestamp("monthly_summary_changed_at", { withTimezone: true }),
  lastMonthlySummary: date("last_monthly_summary", { mode: "string" }),
});

/** How far a periodic computation has got, by name (e.g. 'insights-rollups': the time its last run started). */
export const rollupState = pgTable("rollup_state", {
  name: text("name").primaryKey(),
  through: timestamp("through", { withTimezone: true }).notNull(),
});
