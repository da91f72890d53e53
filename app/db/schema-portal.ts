import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { vendors } from "~/db/schema";

// The vendor portal's records (docs/product/public-area.md#enquiries, docs/product/vendor-journey-and-portal.md#statistics): couples' enquiries and each listing's daily counts. Both belong to a
// vendor and go with it.

/** Event types a couple can choose on the enquiry form (docs/product/public-area.md#enquiries); the database holds the same list. */
export const ENQUIRY_EVENT_TYPES = ["Mehndi", "Nikah", "Walima", "Sangeet", "Baraat", "Reception", "Anand Karaj", "Other"] as const;

/**
 * Whether an enquiry reached its vendor (docs/product/couples-tools.md#lead-quality): 'delivered'; 'held' for an
 * admin when its junk score is at or above the threshold; 'rejected' by an admin or from a blocked sender;
 * 'not_genuine' when the vendor's report of it was upheld. Only delivered enquiries count in a vendor's figures.
 */
export const ENQUIRY_DELIVERIES = ["delivered", "held", "rejected", "not_genuine"] as const;

/**
 * A couple's enquiry to one vendor, sent from the public vendor page or a quote request; it opens a conversation
 * (app/db/schema-conversations.ts) once delivered. Personal data: kept for at most 24 months (docs/product/public-area.md#trust-pages).
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
    delivery: text("delivery").notNull().default("delivered"),
    /** The junk score when it was sent (0–100) and the signals that made it, e.g. ["disposable_domain", "links"]. */
    junkScore: integer("junk_score").notNull().default(0),
    junkSignals: text("junk_signals").array().notNull().default(sql`'{}'::text[]`),
    /**
     * SHA-256 (hex) of the message normalised (lower case, letters and digits only, single spaces), so the same text
     * sent to many vendors is found (decision 059). Null for enquiries stored before it was kept.
     */
    messageHash: text("message_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The inbox, newest first, and the enquiries-per-day figures.
    index("enquiries_vendor_created_idx").on(t.vendorId, t.createdAt),
    check("enquiries_delivery_check", sql`${t.delivery} in ('delivered', 'held', 'rejected', 'not_genuine')`),
    // The admin's queue of held enquiries.
    index("enquiries_held_idx").on(t.createdAt).where(sql`${t.delivery} = 'held'`),
    // The junk score's look-backs over 24 hours (decision 059): one sender's enquiries, one text's.
    index("enquiries_sender_created_idx").on(sql`lower(${t.coupleEmail})`, t.createdAt),
    index("enquiries_message_hash_created_idx").on(t.messageHash, t.createdAt),
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
