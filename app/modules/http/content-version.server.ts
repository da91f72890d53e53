import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";

// The change counter behind the page cache (decision 044): PostgreSQL already counts, per table, the rows every
// connection inserted, updated and deleted (`pg_stat_user_tables`, with `track_counts`, on by default), so the sum
// over the tables public pages show changes whenever a listing, vendor, category, review, like or plan does,
// whichever instance or script wrote it, with no trigger, table or migration. The counts reach the view when the
// writing connection reports them (PostgreSQL 15): at the end of a transaction when its last report is a second
// old, or 10 s after its last transaction when it then stays idle (and when it closes). Deletes by TRUNCATE
// are not counted (the app never truncates). PGlite, one connection in this process, reports its counts only when
// asked, so it is asked first.
// Only the app's own schema counts (`current_schema()`, where the migrations put its tables): the job queue keeps its
// jobs and its bookkeeping in a schema of its own (`pgboss`), whose maintenance rewrites rows every few seconds
// and, counted, emptied every instance's cache as often.

/**
 * Tables written on every visit or sign-in that change nothing an anonymous public page shows: counted, they would
 * empty the cache on every request. Any other table, including one added later, counts as content.
 */
export const NON_CONTENT_TABLES: readonly string[] = [
  "__drizzle_migrations",
  "listing_daily_stats",
  "rate_limits",
  "sessions",
  // Accounts: a couple's first sign-in makes one; no public page shows an account (vendors' names are their listings').
  "users",
  "verifications",
  "accounts",
  "mail_outbox",
  "audit_log",
  "contact_messages",
  "shortlists",
  "shortlist_items",
  "couple_shortlists",
  "enquiries",
  "import_jobs",
  "webhook_events",
  "review_invitations",
  // Conversations are private to their two sides: a message, a quote or a report changes no public page.
  "conversations",
  "conversation_messages",
  "conversation_tokens",
  "quotes",
  "bookings",
  "enquiry_reports",
  "blocked_senders",
  // Calendar settings and sync outcomes; the days they make unavailable are in vendor_unavailable_dates, which counts.
  "vendor_calendars",
  // A couple's wedding planner is theirs alone (decision 082): no public page reads it.
  "weddings",
  "wedding_members",
  "wedding_invitations",
  "wedding_events",
  "households",
  "guests",
  "guest_invitations",
  "budget_lines",
  "wedding_tasks",
  // Figures for vendors and the team (decision 086): counts written by visits, searches and the roll-ups.
  "listing_daily_sources",
  "vendor_daily_rollups",
  "vendor_period_figures",
  "platform_daily_rollups",
  "search_query_days",
  "vendor_mail_preferences",
  "rollup_state",
];

/**
 * The database's content change counter: the sum of rows inserted, updated and deleted in every table of the app's
 * schema but {@link NON_CONTENT_TABLES}, as a decimal string. Input: an open handle. Output: the counter; only its changes
 * mean something (it may also change without a content change, e.g. a rolled-back write, which only costs a
 * refill). Throws the driver's error when the database cannot be reached.
 */
export async function readContentVersion(handle: DatabaseHandle): Promise<string> {
  if (handle.kind === "pglite") await handle.db.execute(sql`select pg_stat_force_next_flush()`);
  const excluded = sql.join(
    NON_CONTENT_TABLES.map((table) => sql`${table}`),
    sql`, `,
  );
  const result = await handle.db.execute(
    sql`select coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0)::text as version
        from pg_stat_user_tables where schemaname = current_schema() and relname not in (${excluded})`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { version: string }[] }).rows) as { version: string }[];
  return String(rows[0]?.version ?? "0");
}
