import { sql } from "drizzle-orm";
import { check, date, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { vendors } from "~/db/schema";
import { users } from "~/db/schema-accounts";

// A couple's wedding planner (docs/product/couples-tools.md#wedding-planner; decision 082): one wedding per couple's
// account, shared with a partner, its events on different days, the households and guests invited to them and their
// answers, the budget and the checklist. Everything goes with its wedding (cascade); a wedding goes when its last
// member's account goes.

/** Limits of one wedding (docs/product/couples-tools.md#wedding-planner). */
export const PLANNER_LIMITS = { events: 20, guests: 2000, households: 500, tasks: 200, budgetLines: 200, members: 2 } as const;

/**
 * A wedding. `total_budget_pence` is the couple's overall budget; `rsvp_cutoff` the last UK day guests may change an
 * answer; `guest_list_warning_sent_at` when the couple was told their guest list goes 12 months after the last event
 * (decision 089), so the list is deleted only 30 days after a warning about its current last event.
 */
export const weddings = pgTable(
  "weddings",
  {
    id: serial("id").primaryKey(),
    totalBudgetPence: integer("total_budget_pence"),
    rsvpCutoff: date("rsvp_cutoff", { mode: "string" }),
    guestListWarningSentAt: timestamp("guest_list_warning_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("weddings_total_budget_check", sql`${t.totalBudgetPence} is null or ${t.totalBudgetPence} between 0 and 100000000`)],
);

/** Who manages a wedding: the couple who began it and the partner they invited, with the same rights. One wedding per account. */
export const weddingMembers = pgTable(
  "wedding_members",
  {
    weddingId: integer("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.weddingId, t.userId] })],
);

/** A partner invited by email to manage a wedding; accepted when that address signs in to the planner. Email kept lower-case. */
export const weddingInvitations = pgTable(
  "wedding_invitations",
  {
    id: serial("id").primaryKey(),
    weddingId: integer("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    invitedByUserId: text("invited_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("wedding_invitations_wedding_email_key").on(t.weddingId, t.email), index("wedding_invitations_email_idx").on(t.email)],
);

/**
 * One event of a wedding (a mehndi, a nikah, a walima…) on its own day. `event_type` is the enquiry form's list;
 * 'Other' carries `custom_name`. The town is a place of the gazetteer (name and coordinates); the venue either a
 * listed vendor or free text. `checklist_seeded_at` is when the starting tasks for the event were added.
 */
export const weddingEvents = pgTable(
  "wedding_events",
  {
    id: serial("id").primaryKey(),
    weddingId: integer("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    eventType: text("event_type").notNull(),
    customName: text("custom_name"),
    eventDate: date("event_date", { mode: "string" }).notNull(),
    placeName: text("place_name"),
    placeLat: doublePrecision("place_lat"),
    placeLng: doublePrecision("place_lng"),
    venueVendorId: integer("venue_vendor_id").references(() => vendors.id, { onDelete: "set null" }),
    venueName: text("venue_name"),
    guestCount: integer("guest_count").notNull(),
    checklistSeededAt: timestamp("checklist_seeded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("wedding_events_wedding_date_idx").on(t.weddingId, t.eventDate),
    check(
      "wedding_events_event_type_check",
      sql`${t.eventType} in ('Mehndi', 'Nikah', 'Walima', 'Sangeet', 'Baraat', 'Reception', 'Anand Karaj', 'Other')`,
    ),
    check("wedding_events_guest_count_check", sql`${t.guestCount} between 1 and 10000`),
  ],
);

/**
 * Guests who answer together, with one private RSVP link. Only the SHA-256 of the link's token is kept
 * (`rsvp_token_hash`); the token is derived from the server's secret and `rsvp_salt`, so the couple can copy the
 * link again while the table alone cannot open it. `side` is a label: "Bride's family", "Groom's family", "Friends"
 * or the couple's own.
 */
export const households = pgTable(
  "households",
  {
    id: serial("id").primaryKey(),
    weddingId: integer("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    side: text("side"),
    rsvpSalt: text("rsvp_salt").notNull(),
    rsvpTokenHash: text("rsvp_token_hash").notNull().unique(),
    rsvpMailedAt: timestamp("rsvp_mailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("households_wedding_idx").on(t.weddingId, t.name)],
);

/** A guest of a household. Personal data shown to the couple only. `dietary` is 'Halal', 'Vegetarian', 'Vegan', 'Jain', 'No restrictions' or other text. */
export const guests = pgTable(
  "guests",
  {
    id: serial("id").primaryKey(),
    weddingId: integer("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    householdId: integer("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    dietary: text("dietary"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("guests_wedding_idx").on(t.weddingId, t.householdId), index("guests_household_idx").on(t.householdId)],
);

/** A guest invited to one event, and their answer: null while awaited, 'attending' or 'declined'. */
export const guestInvitations = pgTable(
  "guest_invitations",
  {
    guestId: integer("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => weddingEvents.id, { onDelete: "cascade" }),
    response: text("response"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.guestId, t.eventId] }),
    index("guest_invitations_event_idx").on(t.eventId),
    check("guest_invitations_response_check", sql`${t.response} is null or ${t.response} in ('attending', 'declined')`),
  ],
);

/**
 * A planned amount of the budget, for one event (or the whole wedding when `event_id` is null) and one category
 * (a category slug, or the couple's own label). `paid_pence` is what the couple noted as paid by hand. Pence.
 */
export const budgetLines = pgTable(
  "budget_lines",
  {
    id: serial("id").primaryKey(),
    weddingId: integer("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    eventId: integer("event_id").references(() => weddingEvents.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    plannedPence: integer("planned_pence").notNull().default(0),
    paidPence: integer("paid_pence").notNull().default(0),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("budget_lines_wedding_event_category_key").on(t.weddingId, sql`coalesce(${t.eventId}, 0)`, t.category),
    check("budget_lines_planned_check", sql`${t.plannedPence} between 0 and 100000000`),
    check("budget_lines_paid_check", sql`${t.paidPence} between 0 and 100000000`),
  ],
);

/**
 * A checklist task, for one event or the whole wedding. `template_key` names the starting task it came from (so it is
 * added once per event), null for the couple's own. `done_at` when ticked.
 */
export const weddingTasks = pgTable(
  "wedding_tasks",
  {
    id: serial("id").primaryKey(),
    weddingId: integer("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    eventId: integer("event_id").references(() => weddingEvents.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    dueDate: date("due_date", { mode: "string" }),
    templateKey: text("template_key"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("wedding_tasks_wedding_due_idx").on(t.weddingId, t.dueDate),
    uniqueIndex("wedding_tasks_event_template_key").on(t.eventId, t.templateKey).where(sql`${t.templateKey} is not null`),
  ],
);
