import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users, vendors } from "~/db/schema";

// A vendor's 'Delete my account' (docs/product/vendor-journey-and-portal.md#delete-account; decision 091).

/**
 * One request to delete a vendor account: made at `requested_at` with the password re-entered, the listing hidden
 * at once (`listing_was_active` says whether it was public then, so a restore puts back only what was shown), the
 * account deleted at `erase_after` (30 days later) unless `restored_at` is set first. Once `erased_at` is set the
 * account and listing are gone and both links are null: the row keeps only the dates, as proof the request was met.
 * At most one open request per account.
 */
export const vendorErasures = pgTable(
  "vendor_erasures",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    vendorId: integer("vendor_id").references(() => vendors.id, { onDelete: "set null" }),
    listingWasActive: boolean("listing_was_active").notNull().default(false),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    eraseAfter: timestamp("erase_after", { withTimezone: true }).notNull(),
    restoredAt: timestamp("restored_at", { withTimezone: true }),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("vendor_erasures_open_user_key").on(t.userId).where(sql`${t.restoredAt} is null and ${t.erasedAt} is null`),
    index("vendor_erasures_due_idx").on(t.eraseAfter).where(sql`${t.restoredAt} is null and ${t.erasedAt} is null`),
  ],
);

/**
 * True while the vendor `vendorId` (a column or expression) has an open deletion request: neither restored nor
 * erased (decision 091). Input: the vendor id to test, as SQL. Output: a boolean SQL expression.
 */
export function vendorDeletionPending(vendorId: AnyColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${vendorErasures} where ${vendorErasures.vendorId} = ${vendorId}
    and ${vendorErasures.restoredAt} is null and ${vendorErasures.erasedAt} is null)`;
}
