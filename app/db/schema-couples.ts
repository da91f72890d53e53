import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { vendors } from "~/db/schema";
import { users } from "~/db/schema-accounts";
import { enquiries } from "~/db/schema-portal";

// The couples' tools (docs/product/couples-tools.md): shortlists kept without an account, and reviews that only a real enquiry can
// lead to. A shortlist goes with its vendors' rows (cascade); a review goes with its enquiry.

/** Most vendors one shortlist holds (docs/product/couples-tools.md#shortlist: "a shortlist of 500 vendors (capped at 100 with a message)"). */
export const MAX_SHORTLIST_VENDORS = 100;

/**
 * A couple's shortlist, kept without an account. `id` is the owner's secret (an unguessable value in a cookie: who
 * holds it may change the list); `share_id` is the separate unguessable id of the read-only copy at
 * /shortlist/{share_id}, so sharing the list never gives the right to change it. The place last searched gives each
 * saved vendor its distance.
 */
export const shortlists = pgTable("shortlists", {
  id: text("id").primaryKey(),
  shareId: text("share_id").notNull().unique(),
  lastPlaceName: text("last_place_name"),
  lastPlaceLat: doublePrecision("last_place_lat"),
  lastPlaceLng: doublePrecision("last_place_lng"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The shortlist of a couple's account, one each (decision 081): the browser's shortlist joins it at sign-in and the
 * browser's cookie then names it, so the list follows the couple to every device they sign in on. Goes with the
 * account; the shortlist row stays (its share link may have been passed around the family).
 */
export const coupleShortlists = pgTable("couple_shortlists", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  shortlistId: text("shortlist_id")
    .notNull()
    .unique()
    .references(() => shortlists.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One vendor saved to a shortlist, once; `enquired_at` when the couple sent it an enquiry from this browser. */
export const shortlistItems = pgTable(
  "shortlist_items",
  {
    shortlistId: text("shortlist_id")
      .notNull()
      .references(() => shortlists.id, { onDelete: "cascade" }),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    enquiredAt: timestamp("enquired_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.shortlistId, t.vendorId] }), index("shortlist_items_vendor_idx").on(t.vendorId)],
);

/**
 * A couple's review of a vendor, written from the single-use link of the invitation sent after the event date of
 * their enquiry: one per enquiry (the unique key), so every review comes from a real contact. `status` is the
 * moderation state ('visible' until an admin hides it); reports leave it visible until an admin decides
 * (`moderated_at` is when the admin last did, so later reports queue it again). `is_demo` marks the demo
 * catalogue's reviews.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    enquiryId: integer("enquiry_id")
      .notNull()
      .unique()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** The name shown, e.g. the couple's first name. */
    authorName: text("author_name").notNull(),
    /** The month of the event, "2026-08". */
    eventMonth: text("event_month").notNull(),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    status: text("status").notNull().default("visible"),
    reportCount: integer("report_count").notNull().default(0),
    lastReportedAt: timestamp("last_reported_at", { withTimezone: true }),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reviews_vendor_created_idx").on(t.vendorId, t.createdAt),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_status_check", sql`${t.status} in ('visible', 'hidden')`),
    check("reviews_event_month_check", sql`${t.eventMonth} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/** Photos of a review, processed like listing uploads. */
export const reviewPhotos = pgTable(
  "review_photos",
  {
    id: serial("id").primaryKey(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    altText: text("alt_text").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("review_photos_review_idx").on(t.reviewId, t.sortOrder)],
);

/**
 * The review invitation of an enquiry, sent once after its event date. Only a hash of the link's token is kept, so
 * the table cannot be used to write reviews; `used_at` makes the link single-use.
 */
export const reviewInvitations = pgTable("review_invitations", {
  enquiryId: integer("enquiry_id")
    .primaryKey()
    .references(() => enquiries.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** A visitor's report of a review, with the reason given. */
export const reviewReports = pgTable(
  "review_reports",
  {
    id: serial("id").primaryKey(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("review_reports_review_idx").on(t.reviewId, t.createdAt)],
);
