import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { guestInvitations, guests, households, users, weddingEvents, weddings } from "~/db/schema";
import { createLogger, setLogger } from "~/modules/logging/logger.server";
import type { MailMessage } from "~/modules/mail/mail-message";
import { runRetention } from "~/modules/retention/run-retention.server";
import { uniqueNumber } from "../../../tests/support/factories";
import { createWedding, createWeddingEvent } from "../../../tests/support/wedding-planner";
import { describeEachDatabase } from "../../../tests/support/test-database";

// docs/product/public-area.md#retention, decision 089: a guest list goes 12 months after the wedding's last event,
// the couple warned by mail 30 days before; the events stay.

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

async function guestListOf(db: Database, weddingId: number, eventIds: number[]): Promise<void> {
  const n = uniqueNumber();
  const [household] = await db
    .insert(households)
    .values({ weddingId, name: `Household ${n}`, rsvpSalt: `salt-${n}`, rsvpTokenHash: `hash-${n}` })
    .returning({ id: households.id });
  const [guest] = await db
    .insert(guests)
    .values({ weddingId, householdId: household!.id, name: `Guest ${n}`, email: `guest-${n}@example.test`, dietary: "Halal" })
    .returning({ id: guests.id });
  for (const eventId of eventIds) await db.insert(guestInvitations).values({ guestId: guest!.id, eventId, response: "attending" });
}

const householdsOf = (db: Database, weddingId: number) => db.select({ id: households.id }).from(households).where(eq(households.weddingId, weddingId));

describeEachDatabase("guest lists after the wedding", (getDb) => {
  it("warns the couple 30 days before, deletes the list a year after the last event, and keeps the events", async () => {
    const db = getDb();
    const { userId, weddingId } = await createWedding(db);
    const [couple] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const events = [await createWeddingEvent(db, weddingId, { eventType: "Mehndi", eventDate: "2027-06-10" }), await createWeddingEvent(db, weddingId, { eventType: "Walima", eventDate: "2027-06-12" })];
    await guestListOf(db, weddingId, events);
    const recent = await createWedding(db);
    await guestListOf(db, recent.weddingId, [await createWeddingEvent(db, recent.weddingId, { eventType: "Nikah", eventDate: "2028-01-20" })]);

    const sent: MailMessage[] = [];
    const mail = { sendMail: async (message: MailMessage) => void sent.push(message), publicUrl: "https://shaadi.example", supportEmail: "help@shaadi.example" };
    const raw: string[] = [];
    setLogger(createLogger({ level: "debug", destination: { write: (line: string) => void raw.push(line) } }));

    // 31 days before the year is up: no warning yet.
    await runRetention(db, { at: noon("2028-05-12"), mail });
    expect(sent).toEqual([]);
    // 30 days before: the couple is warned, once.
    const warning = await runRetention(db, { at: noon("2028-05-13"), mail });
    expect(warning["guest-list-warnings"]!.rows).toBe(1);
    expect(sent.map((message) => [message.to, message.template])).toEqual([[couple!.email, "guest-list-deletion"]]);
    expect(sent[0]!.subject).toContain("Monday 12 June 2028");
    expect(sent[0]!.text).toContain("https://shaadi.example/planner/guests.csv");
    expect(sent[0]!.text).not.toContain("Guest ");
    await runRetention(db, { at: noon("2028-05-14"), mail });
    expect(sent).toHaveLength(1);

    // The year is up but the warning is not 30 days old yet, then it is.
    await runRetention(db, { at: noon("2028-06-12"), mail });
    expect(await householdsOf(db, weddingId)).toHaveLength(1);
    const deletion = await runRetention(db, { at: noon("2028-06-13"), mail });
    expect(deletion["guest-lists"]).toEqual({ rows: 1, batches: 1 });
    expect(await householdsOf(db, weddingId)).toEqual([]);
    expect(await db.select().from(guests).where(eq(guests.weddingId, weddingId))).toEqual([]);
    expect(await db.select({ id: weddingEvents.id }).from(weddingEvents).where(eq(weddingEvents.weddingId, weddingId))).toHaveLength(2);
    // The other wedding's list, its last event under a year ago, stays.
    expect(await householdsOf(db, recent.weddingId)).toHaveLength(1);
    expect(raw.join("\n")).not.toMatch(/guest-\d+@example|Halal/);
    expect(raw.join("\n")).not.toContain(couple!.email);
    setLogger(undefined);

    // Nothing more to do on a second run the same day.
    const again = await runRetention(db, { at: noon("2028-06-13"), mail });
    expect([again["guest-list-warnings"]!.rows, again["guest-lists"]!.rows]).toEqual([0, 0]);
  });

  it("never deletes a list without a warning about its current last event", async () => {
    const db = getDb();
    const { userId, weddingId } = await createWedding(db);
    const [couple] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    await createWeddingEvent(db, weddingId, { eventType: "Nikah", eventDate: "2027-03-01" });
    await guestListOf(db, weddingId, []);
    // Without a mail port no warning goes, so nothing is deleted, however late.
    await runRetention(db, { at: noon("2029-03-01") });
    expect(await householdsOf(db, weddingId)).toHaveLength(1);
    // Warned, then a later event is added: the old warning no longer counts.
    const sent: MailMessage[] = [];
    const mail = { sendMail: async (message: MailMessage) => void (message.to === couple!.email && sent.push(message)), publicUrl: "https://shaadi.example", supportEmail: "help@shaadi.example" };
    await runRetention(db, { at: noon("2029-03-01"), mail });
    expect(sent).toHaveLength(1);
    expect((await db.select({ at: weddings.guestListWarningSentAt }).from(weddings).where(eq(weddings.id, weddingId)))[0]!.at).toEqual(noon("2029-03-01"));
    await createWeddingEvent(db, weddingId, { eventType: "Reception", eventDate: "2029-01-10" });
    await runRetention(db, { at: noon("2029-04-15"), mail });
    expect(await householdsOf(db, weddingId)).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it("retries a wedding whose warning could not be mailed", async () => {
    const db = getDb();
    const { weddingId } = await createWedding(db);
    await createWeddingEvent(db, weddingId, { eventType: "Nikah", eventDate: "2026-01-05" });
    await guestListOf(db, weddingId, []);
    const failing = { sendMail: async () => Promise.reject(new Error("SMTP down")), publicUrl: "https://shaadi.example", supportEmail: "help@shaadi.example" };
    const raw: string[] = [];
    setLogger(createLogger({ level: "debug", destination: { write: (line: string) => void raw.push(line) } }));
    const run = await runRetention(db, { at: noon("2027-06-01"), mail: failing });
    setLogger(undefined);
    expect(run["guest-list-warnings"]!.rows).toBe(0);
    expect(raw.join("\n")).toMatch(/"failed":1,"msg":"Guest list warnings could not be mailed"/);
    expect(raw.join("\n")).not.toContain("@example");
    expect((await db.select({ at: weddings.guestListWarningSentAt }).from(weddings).where(eq(weddings.id, weddingId)))[0]!.at).toBeNull();
    await runRetention(db, { at: noon("2027-08-01") });
    expect(await householdsOf(db, weddingId)).toHaveLength(1);
  });
});
