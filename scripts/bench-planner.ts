/**
 * `npm run bench:planner`: a couple's wedding planner at its limits (docs/product/couples-tools.md#wedding-planner),
 * through the production build over HTTP.
 *
 * On the PostgreSQL server of `DATABASE_URL` it makes a temporary database `planner_<random>` (dropped at the end,
 * also on Ctrl-C), migrates it, builds the app when the build is stale and starts the production server with the
 * development outbox. A couple signs in the way couples do: /planner mails a link, the bench reads it from the
 * outbox and spends it. Their wedding is then filled, from a fixed seed, to the limits: --events=20 events,
 * --households=500 households of 4 guests (2,000 guests), each household invited to a share of the events and half
 * the invitations answered with dietary needs, 150 checklist tasks and 60 budget lines. Then, one request at a time,
 * wall clock at the client (ms), it times:
 *   (a) the planner's pages, `--runs` each after a warm-up: /planner (target p95 ≤ 100 ms), /planner/guests
 *       (target p95 ≤ 100 ms: the whole guest list with its answers), /planner/budget and /planner/checklist;
 *   (b) an RSVP sent through a household's private link, `POST /rsvp/{token}`, each run a different household,
 *       every guest answering every event they are invited to (target p95 ≤ 50 ms).
 * Every answer must be 200 (a redirect after an RSVP counts as sent when it is the page's own); any other fails the
 * run. It prints p50/p95/p99/max with each target and PASS or FAIL, the machine and the database.
 * Options: --events=20 --households=500 --guests-per-household=4 --runs=200 --help.
 * Figures: docs/benchmarks.md, "Wedding planner".
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { figures, printFigures } from "./bench-figures.ts";
import { BENCH_AUTH_SECRET, buildIfStale, startProductionServer } from "./bench-server.ts";
import "./register-app-imports.ts";

const USAGE = `Usage: DATABASE_URL=postgres://… npm run bench:planner -- [options]
  --events=20                 events of the wedding
  --households=500            households invited
  --guests-per-household=4    guests in each household
  --runs=200                  timed requests per page and RSVPs sent
  --help                      this text`;

const { values: options } = parseArgs({
  options: {
    events: { type: "string", default: "20" },
    households: { type: "string", default: "500" },
    "guests-per-household": { type: "string", default: "4" },
    runs: { type: "string", default: "200" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const serverUrl = process.env.DATABASE_URL?.trim();
if (!serverUrl) throw new Error(`bench:planner runs on PostgreSQL: set DATABASE_URL.\n${USAGE}`);
const eventCount = Number.parseInt(options.events, 10);
const householdCount = Number.parseInt(options.households, 10);
const perHousehold = Number.parseInt(options["guests-per-household"], 10);
const runs = Number.parseInt(options.runs, 10);
if (![eventCount, householdCount, perHousehold, runs].every((value) => Number.isInteger(value) && value > 0) || runs > householdCount) {
  throw new Error(`Invalid option value (runs may not exceed households).\n${USAGE}`);
}

const root = path.resolve(import.meta.dirname, "..");
const { openDatabase } = await import("~/db/client.server");
const { migrateDatabase } = await import("~/db/migrate.server");
const { createScratchDatabase } = await import("~/db/scratch-database.server");
const { newRsvpCredentials, rsvpToken } = await import("~/modules/guest-list/rsvp-tokens.server");
const { sql } = await import("drizzle-orm");

const cleanups: (() => Promise<void>)[] = [];
async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) await cleanups.pop()?.().catch((error: unknown) => console.warn("Clean-up failed:", error));
}
process.once("SIGINT", () => {
  console.error("\nInterrupted: stopping the server and removing the temporary database");
  void cleanUp().finally(() => process.exit(130));
});

const EMAIL = "bench-couple@example.test";
const WARM_UP = 10;
const EVENT_TYPES = ["Mehndi", "Nikah", "Walima", "Sangeet", "Baraat", "Reception", "Anand Karaj"];
const DIETARY = ["Halal", "Vegetarian", "Vegan", "Jain", "No restrictions"];
const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(" ");

type Handle = Awaited<ReturnType<typeof openDatabase>>;
async function rows(handle: Handle, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** A form post as the browser sends it from the site's own page. Output: the response, its body read. */
async function post(origin: string, pathname: string, form: Record<string, string | string[]>, cookie = ""): Promise<Response> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) for (const one of [value].flat()) body.append(name, one);
  const response = await fetch(`${origin}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin, "content-type": "application/x-www-form-urlencoded", cookie, "x-forwarded-for": `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    body,
  });
  await response.arrayBuffer();
  return response;
}

/** Signs the couple in as a couple does: asks /planner for a link, reads it from the outbox, spends it. Output: the Cookie header. */
async function signIn(handle: Handle, origin: string): Promise<string> {
  const asked = await post(origin, "/planner", { email: EMAIL });
  if (asked.status !== 200) throw new Error(`Asking for a sign-in link answered ${asked.status}`);
  let token: string | undefined;
  for (let tries = 0; !token && tries < 100; tries++) {
    const [mail] = await rows(handle, sql`select text from mail_outbox where "to" = ${EMAIL} order by id desc limit 1`);
    token = /\/planner\/sign-in\?token=([A-Za-z]+)/.exec(String(mail?.text ?? ""))?.[1];
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!token) throw new Error("No sign-in link reached the outbox within 10 s");
  const signedIn = await post(origin, "/planner/sign-in", { token });
  const cookies = signedIn.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).filter((cookie) => !cookie?.endsWith("="));
  if (cookies.length === 0) throw new Error(`Spending the sign-in link answered ${signedIn.status} without a session`);
  return cookies.join("; ");
}

/**
 * Fills the couple's wedding in set-based statements from `setseed`. Output: the households' RSVP tokens and, per
 * household, its guests and the events each is invited to.
 */
async function fill(handle: Handle): Promise<{ tokens: string[]; invitations: Map<number, { guestId: number; eventIds: number[] }[]>; households: number[] }> {
  const [user] = await rows(handle, sql`select id from users where email = ${EMAIL}`);
  const [wedding] = await rows(handle, sql`insert into weddings (total_budget_pence, rsvp_cutoff) values (4500000, current_date + 300) returning id`);
  const weddingId = Number(wedding?.id);
  await rows(handle, sql`insert into wedding_members (wedding_id, user_id) values (${weddingId}, ${String(user?.id)})`);
  await rows(handle, sql`select setseed(0.29)`);
  await rows(
    handle,
    sql`insert into wedding_events (wedding_id, event_type, event_date, place_name, guest_count)
        select ${weddingId}, (string_to_array(${EVENT_TYPES.join(",")}, ','))[1 + g % 7], current_date + 200 + g, 'Leicester', 50 + (random() * 450)::int
        from generate_series(1, ${eventCount}::int) g`,
  );
  const tokens: string[] = [];
  const households: number[] = [];
  for (let index = 0; index < householdCount; index++) {
    // The households' links derived as the server derives them, from the secret it was started with.
    const { rsvpSalt: salt, rsvpTokenHash: tokenHash } = newRsvpCredentials(BENCH_AUTH_SECRET);
    const token = rsvpToken(salt, BENCH_AUTH_SECRET);
    const [household] = await rows(
      handle,
      sql`insert into households (wedding_id, name, side, rsvp_salt, rsvp_token_hash) values (${weddingId}, ${`Household ${index + 1}`}, ${index % 2 ? "Bride's family" : "Groom's family"}, ${salt}, ${tokenHash}) returning id`,
    );
    tokens.push(token);
    households.push(Number(household?.id));
  }
  await rows(
    handle,
    sql`insert into guests (wedding_id, household_id, name, email, phone, dietary)
        select ${weddingId}, h.id, 'Guest ' || h.id || '-' || g, case when g = 1 then 'guest' || h.id || '@example.test' end, null,
          case when random() < 0.5 then (string_to_array(${DIETARY.join(",")}, ','))[1 + (random() * 4)::int] end
        from households h cross join generate_series(1, ${perHousehold}::int) g where h.wedding_id = ${weddingId}`,
  );
  // Each household is invited to a run of the events; half the invitations are answered.
  await rows(
    handle,
    sql`insert into guest_invitations (guest_id, event_id, response, responded_at)
        select guest_id, event_id, response, case when response is not null then now() - interval '2 days' end
        from (select gu.id as guest_id, e.id as event_id,
                case when random() < 0.5 then null when random() < 0.8 then 'attending' else 'declined' end as response
              from guests gu join wedding_events e on e.wedding_id = gu.wedding_id
              where gu.wedding_id = ${weddingId} and (gu.household_id + e.id) % 3 <> 0) drawn`,
  );
  await rows(
    handle,
    sql`insert into wedding_tasks (wedding_id, event_id, title, due_date, done_at)
        select ${weddingId}, (select id from wedding_events where wedding_id = ${weddingId} order by id limit 1 offset g % ${eventCount}::int),
          'Task ' || g, current_date + (random() * 300)::int, case when random() < 0.3 then now() end
        from generate_series(1, 150) g`,
  );
  await rows(
    handle,
    sql`insert into budget_lines (wedding_id, event_id, category, planned_pence, paid_pence)
        select ${weddingId}, e.id, c.category, 50000 + (random() * 500000)::int, (random() * 50000)::int
        from (select id, row_number() over (order by id) n from wedding_events where wedding_id = ${weddingId}) e
        cross join (values ('venues'), ('caterers'), ('photographers')) c(category)`,
  );
  const invited = await rows(
    handle,
    sql`select gu.household_id, gu.id as guest_id, array_agg(i.event_id order by i.event_id) as event_ids
        from guests gu join guest_invitations i on i.guest_id = gu.id where gu.wedding_id = ${weddingId}
        group by gu.household_id, gu.id`,
  );
  const invitations = new Map<number, { guestId: number; eventIds: number[] }[]>();
  for (const row of invited) {
    const list = invitations.get(Number(row.household_id)) ?? [];
    list.push({ guestId: Number(row.guest_id), eventIds: (row.event_ids as unknown[]).map(Number) });
    invitations.set(Number(row.household_id), list);
  }
  await handle.db.execute(sql`vacuum analyze`);
  return { tokens, invitations, households };
}

/** The RSVP form as the page sends it: every guest of the household answering each invited event, with dietary needs. */
function rsvpForm(guests: { guestId: number; eventIds: number[] }[], run: number): Record<string, string | string[]> {
  const form: Record<string, string | string[]> = {};
  for (const guest of guests) {
    for (const eventId of guest.eventIds) form[`response-${guest.guestId}-${eventId}`] = (guest.guestId + run) % 4 === 0 ? "declined" : "attending";
    form[`dietary-${guest.guestId}`] = DIETARY[(guest.guestId + run) % DIETARY.length]!;
  }
  return form;
}

/** Times one request; fails the run on an unexpected status. Output: ms. */
async function timed(request: () => Promise<Response>, expected: (status: number) => boolean, what: string): Promise<number> {
  const started = performance.now();
  const response = await request();
  const spent = performance.now() - started;
  if (!expected(response.status)) throw new Error(`${what} answered ${response.status}`);
  return spent;
}

async function main(): Promise<boolean> {
  const cpus = os.cpus();
  console.log(`Planner benchmark: ${eventCount} events, ${householdCount} households × ${perHousehold} guests, ${runs} runs per measure`);
  console.log(`Machine: ${cpus.length} × ${cpus[0]?.model ?? "CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB memory, Node ${process.version}, load average ${loadAverage()}`);
  await buildIfStale(root);
  const scratch = await createScratchDatabase(serverUrl as string, "planner");
  cleanups.push(scratch.drop);
  const handle = await openDatabase({ kind: "postgres", url: scratch.url });
  cleanups.push(() => handle.close());
  await migrateDatabase(handle);
  const [version] = await rows(handle, sql`select version() as version`);
  console.log(`Database: PostgreSQL (${String(version?.version).split(",")[0]}) at ${new URL(serverUrl as string).host}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-planner-"));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const server = await startProductionServer({ root, target: { kind: "postgres", url: scratch.url }, dataDir, env: { DEV_OUTBOX: "on", SMTP_URL: "" } });
  cleanups.push(server.stop);
  const origin = `http://127.0.0.1:${server.port}`;

  const cookie = await signIn(handle, origin);
  const filled = performance.now();
  const { tokens, invitations, households } = await fill(handle);
  const [counts] = await rows(handle, sql`select (select count(*)::int from guests) as guests, (select count(*)::int from guest_invitations) as invitations`);
  console.log(`Filled the wedding: ${counts?.guests} guests, ${counts?.invitations} invitations, in ${((performance.now() - filled) / 1000).toFixed(1)} s`);

  let passed = true;
  console.log(`\n(a) The planner's pages, one request at a time, signed in:`);
  const pages: [string, number | undefined][] = [["/planner", 100], ["/planner/guests", 100], ["/planner/budget", undefined], ["/planner/checklist", undefined]];
  for (const [page, target] of pages) {
    const get = () => fetch(`${origin}${page}`, { headers: { cookie, accept: "text/html", "accept-encoding": "gzip" } }).then(async (response) => (await response.arrayBuffer(), response));
    for (let i = 0; i < WARM_UP; i++) await timed(get, (status) => status === 200, page);
    const timings: number[] = [];
    for (let i = 0; i < runs; i++) timings.push(await timed(get, (status) => status === 200, page));
    passed = printFigures(`GET ${page}`, figures(timings), target) && passed;
  }

  console.log(`\n(b) An RSVP through a household's link, a different household each time:`);
  const sending: number[] = [];
  for (let i = 0; i < runs + WARM_UP; i++) {
    const index = i % households.length;
    const form = rsvpForm(invitations.get(households[index]!) ?? [], i);
    const spent = await timed(() => post(origin, `/rsvp/${tokens[index]}`, form), (status) => status === 200 || status === 303, "POST /rsvp/{token}");
    if (i >= WARM_UP) sending.push(spent);
  }
  passed = printFigures("POST /rsvp/{token}", figures(sending), 50) && passed;
  const [answered] = await rows(handle, sql`select count(*)::int as answered from guest_invitations where responded_at > now() - interval '1 hour'`);
  console.log(`Invitations answered within the hour: ${answered?.answered}; server RSS ${server.rssMb().toFixed(0)} MB; load average at the end ${loadAverage()}`);
  return passed;
}

try {
  const allPassed = await main();
  console.log(allPassed ? "PASS: every target met" : "FAIL: a target was missed");
  process.exitCode = allPassed ? 0 : 1;
} finally {
  await cleanUp();
}
