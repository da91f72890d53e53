/**
 * `npm run bench:conversations`: the vendor's side of conversations at scale (docs/product/couples-tools.md#conversations).
 *
 * On PostgreSQL when `DATABASE_URL` is set (a temporary database `bench_<random>` on that server, dropped at the end),
 * on PGlite in memory otherwise (or as `--backends` says), it migrates a fresh database and writes one vendor
 * account's listing with `--conversations` conversations (default 10,000) over two years, in every state the inbox
 * filters on (new, awaiting a reply, quoted, booked, archived, unread), two messages each and a quote line for the
 * quoted and booked ones, plus 20 other listings with 500 conversations each, and one conversation of `--messages`
 * messages (default 500); all drawn from a fixed seed. Then it times, in milliseconds (wall clock):
 *   (a) the inbox list, `listVendorInbox`, over `--runs` runs cycling through the six filters and pages 1 to 4
 *       (target p95 ≤ 50 ms), with the navigation's unread count `countUnreadConversations` beside it;
 *   (b) opening the long conversation: `findVendorConversation` and the first page of `listMessages` (target p95 ≤
 *       50 ms), and the page of older messages before it;
 *   (c) sending a message: `storeMessage` and `notifyParty` mailing the couple through `sendMail` with the job queue
 *       running (the mail is stored as a retry job, delivered to the development outbox, the job deleted), each run
 *       in a different conversation (target p95 ≤ 100 ms).
 * It prints p50/p95/p99/max with each target and PASS or FAIL, the machine (cores, CPU model, memory, load) and the
 * database. Options: --conversations=10000  --messages=500  --runs=240  --backends=postgres|pglite  --help.
 * Runs on plain Node 24 (`node scripts/bench-conversations.ts`). Figures: docs/benchmarks.md, "Conversations".
 */
import os from "node:os";
import { parseArgs } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
// Type-only imports are erased before the app's modules load, so they need no import hook.
import type { Database, DatabaseHandle } from "~/db/client.server";
import type { InboxFilter } from "~/modules/conversations/conversation-rules";
import { figures, printFigures } from "./bench-figures.ts";
import "./register-app-imports.ts";

const USAGE = `Usage: npm run bench:conversations -- [options]   (or node scripts/bench-conversations.ts [options])
  --conversations=10000   conversations of the measured vendor
  --messages=500          messages of the long conversation
  --runs=240              timed runs of each measure (at least 200 recommended)
  --backends=postgres     postgres (needs DATABASE_URL) and/or pglite; default: postgres when DATABASE_URL is set, else pglite
  --help                  this text`;

const { values: options } = parseArgs({
  options: {
    conversations: { type: "string", default: "10000" },
    messages: { type: "string", default: "500" },
    runs: { type: "string", default: "240" },
    backends: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

// Mail goes to the development outbox whatever the shell says, and the configuration is read as in development.
delete process.env.SMTP_URL;
process.env.NODE_ENV ??= "development";

const { getConfig } = await import("~/config.server");
const { openDatabase, setDatabaseHandle } = await import("~/db/client.server");
const { migrateDatabase } = await import("~/db/migrate.server");
const { createScratchDatabase } = await import("~/db/scratch-database.server");
const { INBOX_FILTERS } = await import("~/modules/conversations/conversation-rules");
const { findVendorConversation } = await import("~/modules/conversations/conversation-access.server");
const { listMessages, storeMessage } = await import("~/modules/conversations/messages.server");
const { notifyParty } = await import("~/modules/conversations/notifications.server");
const { countUnreadConversations, listVendorInbox } = await import("~/modules/conversations/vendor-inbox.server");
const { createJobQueue, setJobQueue } = await import("~/modules/jobs/jobs.server");
const { sendMail, workMailQueue } = await import("~/modules/mail/send-mail.server");

type Backend = "pglite" | "postgres";
const conversationCount = Number.parseInt(options.conversations, 10);
const messageCount = Number.parseInt(options.messages, 10);
const runs = Number.parseInt(options.runs, 10);
const serverUrl = process.env.DATABASE_URL?.trim() || undefined;
const backends = (options.backends?.split(",") ?? [serverUrl ? "postgres" : "pglite"]).filter(
  (backend): backend is Backend => backend === "pglite" || (backend === "postgres" && Boolean(serverUrl)),
);
if (!(conversationCount > 0) || !(messageCount > 50) || !(runs > 0) || backends.length === 0) {
  throw new Error(`Invalid options (postgres needs DATABASE_URL).\n${USAGE}`);
}

const USER_ID = "bench-vendor";
const OTHER_LISTINGS = 20;
const OTHER_CONVERSATIONS = 500;
const WARM_UP = 12;
const INBOX_PAGE_NOTE = "50 a page, unread first, then the newest activity";
const NOW = new Date();

const thousands = (value: number) => value.toLocaleString("en-GB");

async function rawQuery(handle: DatabaseHandle, text: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  if (handle.kind === "postgres") return (await (handle.pool as pg.Pool).query(text, params)).rows;
  return (await (handle.db as unknown as { $client: PGlite }).$client.query<Record<string, unknown>>(text, params)).rows;
}

/**
 * The data, in set-based statements drawing from `setseed`: the account and its listing, the other listings, the
 * enquiries and their conversations in every state, two messages each, the quote lines, and the long conversation.
 * Output: the measured listing's id and the long conversation's id.
 */
async function fill(handle: DatabaseHandle): Promise<{ vendorId: number; longId: number }> {
  const now = NOW.toISOString();
  await rawQuery(handle, "insert into users (id, name, email, email_verified) values ($1, 'Bench Vendor', 'bench-vendor@example.test', true)", [USER_ID]);
  await rawQuery(handle, "insert into categories (name, slug, description) values ('Bench', 'bench', 'Bench')");
  const [vendor] = await rawQuery(
    handle,
    "insert into vendors (name, category_id, is_active, owner_user_id) select 'Bench Photography', id, true, $1 from categories where slug = 'bench' returning id",
    [USER_ID],
  );
  const vendorId = Number(vendor?.id);
  await rawQuery(handle, "insert into vendors (name, category_id, is_active) select 'Other listing ' || g, (select id from categories), true from generate_series(1, $1::int) g", [OTHER_LISTINGS]);
  await rawQuery(handle, "select setseed(0.61)");
  await rawQuery(
    handle,
    `insert into enquiries (vendor_id, couple_name, couple_email, event_date, event_type, guest_count, message, delivery, created_at)
     select v.id, 'Couple ' || g, 'couple' || v.id || '-' || g || '@example.test', date '2027-06-01' + (random() * 300)::int, 'Walima', 200,
       'Salaam, are you free on our date? We expect about 200 guests and would love to see your packages and prices.',
       case when random() < 0.02 then 'not_genuine' else 'delivered' end, $1::timestamptz - random() * interval '730 days'
     from vendors v cross join lateral generate_series(1, case when v.id = $2 then $3::int else $4::int end) g`,
    [now, vendorId, conversationCount, OTHER_CONVERSATIONS],
  );
  // Every state the filters read: open, quoted, booked; unanswered; the couple or the vendor last; unread; archived.
  await rawQuery(
    handle,
    `insert into conversations (enquiry_id, vendor_id, stage, last_message_at, last_message_from, vendor_read_at, first_reply_at, archived_at, created_at)
     select id, vendor_id,
       case when r1 < 0.55 then 'open' when r1 < 0.8 then 'quoted' else 'booked' end, last_at,
       case when r1 < 0.07 or r3 < 0.45 then 'couple' else 'vendor' end,
       case when r4 < 0.1 then null when r4 < 0.25 then created_at else last_at end,
       case when r1 < 0.07 then null else created_at + interval '3 hours' end,
       case when r5 < 0.15 then last_at + interval '1 day' end,
       created_at
     from (select e.*, least($1::timestamptz, e.created_at + e.r2 * interval '30 days') as last_at
           from (select *, random() r1, random() r2, random() r3, random() r4, random() r5 from enquiries) e) x`,
    [now],
  );
  await rawQuery(
    handle,
    `insert into conversation_messages (enquiry_id, sender, body, via, notified_at, created_at)
     select c.enquiry_id, case when g = 1 then 'vendor' else 'couple' end,
       case when g = 1 then 'Thank you for your enquiry! We are free on your date; shall I send a quote?' else 'Yes please, with the album included.' end,
       'site', c.created_at + g * interval '1 hour', c.created_at + g * interval '1 hour'
     from conversations c cross join generate_series(1, 2) g
     where c.first_reply_at is not null`,
  );
  await rawQuery(
    handle,
    `insert into quotes (enquiry_id, vendor_id, price_pence, included, events, event_date, valid_until, status, created_at)
     select c.enquiry_id, c.vendor_id, 120000 + (random() * 330000)::int, 'Full-day coverage and an album', 'Walima', e.event_date,
       e.event_date, case when c.stage = 'booked' then 'accepted' else 'sent' end, c.created_at + interval '3 hours'
     from conversations c join enquiries e on e.id = c.enquiry_id where c.stage <> 'open'`,
  );
  await rawQuery(
    handle,
    `insert into conversation_messages (enquiry_id, sender, body, quote_id, via, notified_at, created_at)
     select enquiry_id, 'vendor', '', id, 'site', created_at, created_at from quotes`,
  );
  const [long] = await rawQuery(handle, "select min(c.enquiry_id) as id from conversations c join enquiries e on e.id = c.enquiry_id where c.vendor_id = $1 and e.delivery = 'delivered'", [vendorId]);
  const longId = Number(long?.id);
  await rawQuery(
    handle,
    `insert into conversation_messages (enquiry_id, sender, body, via, notified_at, created_at)
     select $1::int, case when g % 2 = 0 then 'vendor' else 'couple' end,
       'Message ' || g || ': we would like to change the timings of the day again, could you confirm the arrival at the venue and the order of the entrances?',
       'site', $2::timestamptz - ($3::int - g) * interval '10 minutes', $2::timestamptz - ($3::int - g) * interval '10 minutes'
     from generate_series(1, $3::int) g`,
    [longId, now, messageCount],
  );
  await rawQuery(handle, "vacuum analyze");
  return { vendorId, longId };
}

async function time(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function benchBackend(backend: Backend): Promise<boolean> {
  const scratch = backend === "postgres" ? await createScratchDatabase(serverUrl as string, "bench") : undefined;
  const handle = await openDatabase(scratch ? { kind: "postgres", url: scratch.url } : { kind: "pglite-memory" });
  const config = getConfig();
  const queue = createJobQueue({ jobs: config.jobs, databaseUrl: scratch?.url }, handle);
  let passed = true;
  try {
    await migrateDatabase(handle);
    const [version] = await rawQuery(handle, "select version() as version");
    const database = backend === "postgres" ? `PostgreSQL (${String(version?.version).split(",")[0]}) at ${new URL(serverUrl as string).host}` : `PGlite in memory (${String(version?.version).split(",")[0]})`;
    const filled = performance.now();
    const { vendorId, longId } = await fill(handle);
    const [counts] = await rawQuery(
      handle,
      "select (select count(*)::int from conversations where vendor_id = $1) as mine, (select count(*)::int from conversations) as conversations, (select count(*)::int from conversation_messages) as messages",
      [vendorId],
    );
    console.log(`\n=== ${database}`);
    console.log(
      `Wrote ${thousands(Number(counts?.mine))} conversations of the measured listing (${thousands(Number(counts?.conversations))} in all, ` +
        `${thousands(Number(counts?.messages))} messages) in ${((performance.now() - filled) / 1000).toFixed(1)} s`,
    );
    // The server's mail path: the process's database and queue, the mail queue worked as at start (decision 043).
    setDatabaseHandle(handle);
    await queue.start();
    setJobQueue(queue);
    await workMailQueue(queue, config);
    const db: Database = handle.db;

    // (a) The inbox list, every filter and the first four pages.
    const cases = Array.from({ length: runs }, (_, i) => ({ filter: INBOX_FILTERS[i % INBOX_FILTERS.length] as InboxFilter, page: 1 + (Math.floor(i / INBOX_FILTERS.length) % 4) }));
    for (const entry of cases.slice(0, WARM_UP)) await listVendorInbox(db, USER_ID, entry);
    const inbox: { filter: InboxFilter; ms: number; rows: number }[] = [];
    for (const entry of cases) {
      let rows = 0;
      const spent = await time(async () => {
        rows = (await listVendorInbox(db, USER_ID, entry)).conversations.length;
      });
      inbox.push({ filter: entry.filter, ms: spent, rows });
    }
    const unread: number[] = [];
    for (let i = 0; i < runs; i++) unread.push(await time(() => countUnreadConversations(db, vendorId)));
    console.log(`\n(a) Inbox list of ${thousands(conversationCount)} conversations, filters × pages 1–4 (${INBOX_PAGE_NOTE}):`);
    passed = printFigures("listVendorInbox, all filters", figures(inbox.map((run) => run.ms)), 50) && passed;
    for (const filter of INBOX_FILTERS) {
      const ofFilter = inbox.filter((run) => run.filter === filter);
      printFigures(`  ${filter} (${Math.min(...ofFilter.map((run) => run.rows))}–${Math.max(...ofFilter.map((run) => run.rows))} rows)`, figures(ofFilter.map((run) => run.ms)));
    }
    printFigures("countUnreadConversations (navigation)", figures(unread));

    // (b) Opening the long conversation, then its previous page.
    const opening: number[] = [];
    const older: number[] = [];
    let shown = 0;
    for (let i = 0; i < runs + WARM_UP; i++) {
      const openStarted = performance.now();
      await findVendorConversation(db, USER_ID, longId);
      const page = await listMessages(db, longId);
      const openMs = performance.now() - openStarted;
      shown = page.messages.length;
      const olderMs = await time(() => listMessages(db, longId, page.olderBefore ?? undefined));
      if (i >= WARM_UP) {
        opening.push(openMs);
        older.push(olderMs);
      }
    }
    console.log(`\n(b) A conversation of ${thousands(messageCount)} messages, ${shown} messages a page:`);
    passed = printFigures("findVendorConversation + first page", figures(opening), 50) && passed;
    passed = printFigures("an older page (listMessages before)", figures(older), 50) && passed;

    // (c) Sending: each run a message in a different conversation, the couple mailed at once.
    const targets = await rawQuery(
      handle,
      `select c.enquiry_id as id from conversations c join enquiries e on e.id = c.enquiry_id
       where c.vendor_id = $1 and e.delivery = 'delivered' and c.archived_at is null and c.enquiry_id <> $2 order by c.enquiry_id limit $3`,
      [vendorId, longId, runs + WARM_UP],
    );
    const deps = { db, sendMail, publicUrl: config.publicUrl, supportEmail: config.supportEmail, replyDomain: "replies.example.test" };
    const sending: number[] = [];
    let mailed = 0;
    for (const [i, target] of targets.entries()) {
      const enquiryId = Number(target.id);
      const spent = await time(async () => {
        await storeMessage(db, { enquiryId, sender: "vendor", body: `Thank you! Here are the details we discussed (${i}).` });
        mailed += await notifyParty(deps, enquiryId, "couple");
      });
      if (i >= WARM_UP) sending.push(spent);
    }
    const [outbox] = await rawQuery(handle, "select count(*)::int as mails from mail_outbox");
    console.log(`\n(c) Sending a message and mailing the couple (${mailed} messages mailed, ${outbox?.mails} mails in the outbox):`);
    passed = printFigures("storeMessage + notifyParty", figures(sending), 100) && passed;
  } finally {
    setJobQueue(undefined);
    await queue.stop().catch(() => undefined);
    setDatabaseHandle(undefined);
    await handle.close();
    await scratch?.drop();
  }
  return passed;
}

const cpus = os.cpus();
console.log(`Conversations benchmark: ${thousands(conversationCount)} conversations, ${thousands(messageCount)} messages in the long one, ${runs} runs per measure`);
console.log(
  `Machine: ${cpus.length} × ${cpus[0]?.model ?? "CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB memory, Node ${process.version}, ` +
    `load average ${os.loadavg().map((value) => value.toFixed(2)).join(" ")}`,
);
let allPassed = true;
for (const backend of backends) allPassed = (await benchBackend(backend)) && allPassed;
console.log(`\n${allPassed ? "PASS: every target met" : "FAIL: a target was missed"}; load average at the end ${os.loadavg().map((value) => value.toFixed(2)).join(" ")}`);
