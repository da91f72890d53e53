import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { vendors } from "~/db/schema";

// The vendor portal's records (docs/product/public-area.md#enquiries, docs/product/vendor-journey-and-portal.md#statistics): couples' enquiries and each listing's daily counts. Both belong to a
// vendor and go with it.

/** Event types a couple can choose on the enquiry form (docs/product/public-area.md#enquiries); the database holds the same list. */
export const ENQUIRY_EVENT_TYPES = ["Mehndi", "Nikah", "Walima", "Sangeet", "Baraat", "Reception", "Anand Karaj", "Other"] as const;

/** Where an enquiry stands in the vendor's inbox: new until the vendor marks it replied or archives it. */
export const ENQUIRY_STATUSES = ["new", "replied", "archived"] as const;

/**
 * A couple's enquiry to one vendor, sent from the public vendor page. `read_at` is set when the vendor first
 * opens it (the unread count). Personal data: kept for at most 24 months (docs/product/public-area.md#trust-pages).
 */
export const enquiries = pgTable(
  "enquiries",
  {
    id: serial("id").primaryKey(),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    coupleName: text("couple_name").notNull(),
    coupleEmail: text("couple_email").notNull(),
    couplePhone: text("couple_phone"),
    eventDate: date("event_date", { mode: "string" }).notNull(),
    eventType: text("event_type").notNull(),
    guestCount: integer("guest_count").notNull(),
    message: text("message").notNull(),
    status: text("status").notNull().default("new"),
    readAt: timestamp("read_at", { withTimezone: true }),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The inbox, newest first, and the enquiries-per-day figures.
    index("enquiries_vendor_created_idx").on(t.vendorId, t.createdAt),
    check("enquiries_status_check", sql`${t.status} in ('new', 'replied', 'archived')`),
    check(
      "enquiries_event_type_check",
      sql`${t.eventType} in ('Mehndi', 'Nikah', 'Walima', 'Sangeet', 'Baraat', 'Reception', 'Anand Karaj', 'Other')`,
    ),
    check("enquiries_guest_count_check", sql`${t.guestCount} > 0`),
  ],
);

/**
 * Per listing and per day (UTC): how often its public page was viewed and how often it appeared in search or
 * category results. Counts only: no address, user agent or cookie is stored (docs/product/vendor-journey-and-portal.md#statistics).
 */
export const listingDailyStats = pgTable(
  "listing_daily_stats",
  {
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    profileViews: integer("profile_views").notNull().default(0),
    searchAppearances: integer("search_appearances").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.day] })],
);
