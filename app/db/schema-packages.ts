import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { vendors } from "~/db/schema";
import { ENQUIRY_EVENT_TYPES } from "~/db/schema-portal";

// A vendor's packages and prices (docs/product/vendor-journey-and-portal.md#packages; decision 064). The rules a form
// checks live in app/modules/packages/package-rules.ts; the database repeats the ones that keep the data sound.

/** Whether a package's price is where it starts ('from £800') or what it costs ('£1,250'). */
export const PACKAGE_PRICE_KINDS = ["from", "fixed"] as const;

/**
 * One package of a vendor: a name, a price in pence (£1 to £1,000,000), what it includes, the event types it covers
 * (the enquiry form's list) and optionally the most guests it serves. At most ten per vendor, kept by
 * app/modules/packages/packages.server.ts under a lock on the vendor's row. A trigger (migration 0020) keeps
 * `vendors.from_price_pence`, the lowest price, in step with every insert, update and delete.
 */
export const vendorPackages = pgTable(
  "vendor_packages",
  {
    id: serial("id").primaryKey(),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    pricePence: integer("price_pence").notNull(),
    priceKind: text("price_kind").notNull().default("from"),
    included: text("included").notNull().default(""),
    eventTypes: text("event_types").array().notNull().default(sql`'{}'::text[]`),
    guests: integer("guests"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("vendor_packages_vendor_idx").on(t.vendorId, t.sortOrder),
    check("vendor_packages_price_check", sql`${t.pricePence} between 100 and 100000000`),
    check("vendor_packages_price_kind_check", sql`${t.priceKind} in ('from', 'fixed')`),
    check("vendor_packages_name_check", sql`length(btrim(${t.name})) between 1 and 120`),
    check("vendor_packages_guests_check", sql`${t.guests} is null or ${t.guests} between 1 and 10000`),
    check(
      "vendor_packages_event_types_check",
      sql`${t.eventTypes} <@ ${sql.raw(`array[${ENQUIRY_EVENT_TYPES.map((type) => `'${type}'`).join(", ")}]::text[]`)}`,
    ),
  ],
);
