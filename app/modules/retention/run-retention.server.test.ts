import { count, eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import {
  auditLog,
  dataRequests,
  backgroundJobs,
  blockedSenders,
  contactMessages,
  coupleShortlists,
  importJobs,
  mailOutbox,
  rateLimits,
  searchQueryDays,
  sessions,
  shortlists,
  verifications,
} from "~/db/schema";
import { runRetention } from "~/modules/retention/run-retention.server";
import { utcDay } from "~/modules/time/clock";
import { createUser, uniqueNumber } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

// Each kind of the retention schedule the daily sweep applies (docs/product/public-area.md#retention, decision 089):
// kept the day before its period ends, gone the day after; a second run changes nothing; a batch at a time.

const AT = new Date("2029-03-15T03:00:00Z");
const DAY = 24 * 60 * 60_000;
const daysBefore = (days: number) => new Date(AT.getTime() - days * DAY);
const monthsBefore = (months: number) => {
  const time = new Date(AT);
  time.setUTCMonth(time.getUTCMonth() - months);
  return time;
};
/** Just inside the period, and just past it. */
const inside = (edge: Date) => new Date(edge.getTime() + DAY);
const past = (edge: Date) => new Date(edge.getTime() - DAY);

type Seeded = { keep: string; drop: string };

async function seedContact(db: Database, label: string, createdAt: Date): Promise<string> {
  const email = `${label}-${uniqueNumber()}@example.test`;
  await db.insert(contactMessages).values({ firstName: "Rani", lastName: label, email, subject: "Hello", message: "A question", createdAt });
  return email;
}

describeEachDatabase("the daily retention sweep", (getDb) => {
  it("deletes each kind once its period is over and keeps it until then", async () => {
    const db = getDb();
    const contact: Seeded = { keep: await seedContact(db, "keep", inside(monthsBefore(24))), drop: await seedContact(db, "drop", past(monthsBefore(24))) };

    await db.insert(searchQueryDays).values([
      { day: utcDay(daysBefore(89)), query: "kept search", searches: 1, results: 1 },
      { day: utcDay(daysBefore(91)), query: "old search", searches: 1, results: 1 },
    ]);
    await db.insert(rateLimits).values([
      { key: "enquiry:email:open@example.test", count: 1, windowStart: new Date(AT.getTime() - 60 * 60_000) },
      { key: "enquiry:email:over@example.test", count: 1, windowStart: new Date(AT.getTime() - 25 * 60 * 60_000) },
    ]);
    const user = await createUser(db);
    await db.insert(sessions).values([
      { id: `s-live-${uniqueNumber()}`, token: `t-live-${uniqueNumber()}`, userId: user.id, expiresAt: new Date(AT.getTime() + DAY) },
      { id: `s-gone-${uniqueNumber()}`, token: `t-gone-${uniqueNumber()}`, userId: user.id, expiresAt: new Date(AT.getTime() - 1000) },
    ]);
    await db.insert(verifications).values([
      { id: `v-live-${uniqueNumber()}`, identifier: "live@example.test", value: "x", expiresAt: new Date(AT.getTime() + 60_000) },
      { id: `v-gone-${uniqueNumber()}`, identifier: "gone@example.test", value: "x", expiresAt: new Date(AT.getTime() - 60_000) },
    ]);
    await db.insert(mailOutbox).values([
      { to: "recent@example.test", from: "site@example.test", subject: "s", text: "t", html: "h", createdAt: inside(daysBefore(30)) },
      { to: "old@example.test", from: "site@example.test", subject: "s", text: "t", html: "h", createdAt: past(daysBefore(30)) },
    ]);
    await db.insert(backgroundJobs).values([
      { name: "send-mail", data: { to: "failed-recent@example.test" }, state: "failed", createdAt: inside(daysBefore(30)) },
      { name: "send-mail", data: { to: "failed-old@example.test" }, state: "failed", createdAt: past(daysBefore(30)) },
      // Waiting, however old: work still to do.
      { name: "send-mail", data: { to: "waiting@example.test" }, state: "created", createdAt: past(daysBefore(300)) },
    ]);
    await db.insert(importJobs).values([
      { adapter: "builtin", input: ["https://recent.example"], status: "completed", finishedAt: inside(daysBefore(30)) },
      { adapter: "builtin", input: ["https://old.example"], status: "cancelled", finishedAt: past(daysBefore(30)) },
      { adapter: "builtin", input: ["https://running.example"], status: "running", createdAt: past(daysBefore(300)) },
    ]);
    const shortlistIds = { recent: `sl-recent-${uniqueNumber()}`, old: `sl-old-${uniqueNumber()}`, account: `sl-account-${uniqueNumber()}` };
    await db.insert(shortlists).values([
      { id: shortlistIds.recent, shareId: `${shortlistIds.recent}-share`, lastPlaceName: "Leeds", updatedAt: inside(monthsBefore(13)) },
      { id: shortlistIds.old, shareId: `${shortlistIds.old}-share`, lastPlaceName: "Leeds", updatedAt: past(monthsBefore(13)) },
      { id: shortlistIds.account, shareId: `${shortlistIds.account}-share`, updatedAt: past(monthsBefore(40)) },
    ]);
    await db.insert(coupleShortlists).values({ userId: user.id, shortlistId: shortlistIds.account });
    await db.insert(blockedSenders).values([
      { email: `blocked-recent-${uniqueNumber()}@example.test`, createdAt: inside(monthsBefore(24)) },
      { email: `blocked-old-${uniqueNumber()}@example.test`, createdAt: past(monthsBefore(24)) },
    ]);
    await db.insert(auditLog).values([
      { actorEmail: "admin@example.test", action: "audit.recent", entityType: "vendor", createdAt: inside(monthsBefore(72)) },
      { actorEmail: "admin@example.test", action: "audit.old", entityType: "vendor", createdAt: past(monthsBefore(72)) },
    ]);
    await db.insert(dataRequests).values([
      { requesterEmail: "request-recent@example.test", kind: "export", receivedOn: "2020-12-01", createdAt: inside(monthsBefore(72)) },
      { requesterEmail: "request-old@example.test", kind: "erasure", receivedOn: "2020-11-01", createdAt: past(monthsBefore(72)) },
    ]);

    const run = await runRetention(db, { at: AT });
    for (const kind of ["contact-messages", "search-log", "rate-limits", "mail-outbox", "shortlists", "blocked-senders", "audit-log", "data-requests"]) expect(run[kind], kind).toEqual({ rows: 1, batches: 1 });
    expect(run["sessions"]!.rows).toBe(2);
    expect(run["jobs"]!.rows).toBe(2);

    expect((await db.select({ email: contactMessages.email }).from(contactMessages).where(inArray(contactMessages.email, [contact.keep, contact.drop]))).map((row) => row.email)).toEqual([contact.keep]);
    expect((await db.select({ query: searchQueryDays.query }).from(searchQueryDays)).map((row) => row.query)).toEqual(["kept search"]);
    expect((await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key)).toEqual(["enquiry:email:open@example.test"]);
    expect((await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id))).map((row) => row.id)).toEqual([expect.stringMatching(/^s-live-/)]);
    expect((await db.select({ identifier: verifications.identifier }).from(verifications)).map((row) => row.identifier)).toEqual(["live@example.test"]);
    expect((await db.select({ to: mailOutbox.to }).from(mailOutbox)).map((row) => row.to)).toEqual(["recent@example.test"]);
    expect((await db.select({ data: backgroundJobs.data }).from(backgroundJobs).orderBy(backgroundJobs.id)).map((row) => row.data)).toEqual([
      { to: "failed-recent@example.test" },
      { to: "waiting@example.test" },
    ]);
    expect((await db.select({ input: importJobs.input }).from(importJobs).orderBy(importJobs.id)).map((row) => row.input)).toEqual([["https://recent.example"], ["https://running.example"]]);
    expect((await db.select({ id: shortlists.id }).from(shortlists).orderBy(shortlists.id)).map((row) => row.id).sort()).toEqual([shortlistIds.account, shortlistIds.recent].sort());
    expect((await db.select({ email: blockedSenders.email }).from(blockedSenders)).map((row) => row.email)).toEqual([expect.stringMatching(/^blocked-recent-/)]);
    expect((await db.select({ action: auditLog.action }).from(auditLog)).map((row) => row.action)).toEqual(["audit.recent"]);
    expect((await db.select({ email: dataRequests.requesterEmail }).from(dataRequests)).map((row) => row.email)).toEqual(["request-recent@example.test"]);

    // Running again changes nothing more.
    const again = await runRetention(db, { at: AT });
    expect(Object.entries(again).filter(([, counted]) => counted.rows > 0)).toEqual([]);
  });

  it("deletes 2,500 rows in batches of at most 1,000, each statement on its own", async () => {
    const db = getDb();
    const createdAt = past(monthsBefore(24));
    for (let start = 0; start < 2_500; start += 500) {
      await db.insert(contactMessages).values(
        Array.from({ length: 500 }, (_, i) => ({ firstName: "Bulk", lastName: String(start + i), email: `bulk-${start + i}@example.test`, subject: "s", message: "m", createdAt })),
      );
    }
    const run = await runRetention(db, { at: AT });
    expect(run["contact-messages"]).toEqual({ rows: 2_500, batches: 3 });
    expect((await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.firstName, "Bulk")))[0]!.n).toBe(0);
  });
});
