import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { guestInvitations, guests, households, PLANNER_LIMITS } from "~/db/schema";
import { guestListOf } from "~/modules/guest-list/guest-list.server";
import { GUEST_MESSAGES } from "~/modules/guest-list/guest-rules";
import { addGuest, removeGuest, removeHousehold, renameHousehold, setRsvpCutoff, updateGuest, type GuestInput } from "~/modules/guest-list/guest-writes.server";
import { listWeddingEvents } from "~/modules/weddings/wedding-events.server";
import { rsvpCountsByEvent } from "~/modules/guest-list/rsvp-counts.server";
import { answerRsvp, rsvpPageOf } from "~/modules/guest-list/rsvp.server";
import { hashRsvpToken, newRsvpCredentials } from "~/modules/guest-list/rsvp-tokens.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { weddingIdOf } from "~/modules/weddings/wedding-access.server";
import { createUser } from "../../../tests/support/factories";
import { insertWeddingEvent } from "../../../tests/support/guest-list";
import { refusal } from "../../../tests/support/rejections";
import { describeEachDatabase } from "../../../tests/support/test-database";

// docs/product/couples-tools.md#guest-list-and-rsvp, decisions 082 and 084: guests in households, invited per event,
// answers counted per event with the attending's dietary needs, links opened by a token whose hash alone is kept.

const guest = (overrides: Partial<GuestInput> = {}): GuestInput => ({
  name: "Amira Khan",
  email: null,
  phone: null,
  householdId: null,
  newHousehold: null,
  side: null,
  dietary: null,
  eventIds: [],
  ...overrides,
});

/** The token of a household's link, as the couple's page shows it. */
async function tokenOf(db: Parameters<typeof guestListOf>[0], userId: string, householdId: number): Promise<string> {
  const list = await guestListOf(db, userId);
  return list.households.find((household) => household.id === householdId)!.rsvpUrl.split("/rsvp/")[1]!;
}

describeEachDatabase("the guest list", (getDb) => {
  let userId: string;
  let mehndi: number;
  let walima: number;
  beforeAll(async () => {
    userId = (await createUser(getDb(), { role: "couple" })).id;
    walima = (await insertWeddingEvent(getDb(), userId, { eventType: "Walima", eventDate: "2027-06-13" })).id;
    mehndi = (await insertWeddingEvent(getDb(), userId, { eventType: "Other", customName: "Dholki night", eventDate: "2027-06-10" })).id;
  });
  afterEach(() => resetClock());

  it("lists the wedding's events by date, labelled by type or the couple's name", async () => {
    const events = await listWeddingEvents(getDb(), await weddingIdOf(getDb(), userId));
    expect(events.map((event) => [event.id, event.eventType, event.customName])).toEqual([
      [mehndi, "Other", "Dholki night"],
      [walima, "Walima", null],
    ]);
  });

  it("gives a guest without a household one named after them, and groups a named household", async () => {
    const own = await addGuest(getDb(), userId, guest({ name: "Bilal Ahmed", side: "Friends", eventIds: [walima] }));
    const family = await addGuest(getDb(), userId, guest({ name: "Sana Mirza", newHousehold: "The Mirzas", side: "Bride's family", eventIds: [mehndi, walima] }));
    await addGuest(getDb(), userId, guest({ name: "Omar Mirza", householdId: family.householdId, eventIds: [walima] }));
    const list = await guestListOf(getDb(), userId);
    const byId = new Map(list.households.map((household) => [household.id, household]));
    expect(byId.get(own.householdId)).toMatchObject({ name: "Bilal Ahmed", side: "Friends", guests: [{ name: "Bilal Ahmed", invitations: [{ eventId: walima, response: null }] }] });
    expect(byId.get(family.householdId)?.guests.map((row) => row.name)).toEqual(["Omar Mirza", "Sana Mirza"]);
    expect(byId.get(family.householdId)?.side).toBe("Bride's family");
  });

  it("refuses another wedding's household or event, changing nothing", async () => {
    const other = (await createUser(getDb(), { role: "couple" })).id;
    const theirEvent = (await insertWeddingEvent(getDb(), other, { eventType: "Nikah", eventDate: "2027-07-01" })).id;
    const theirs = await addGuest(getDb(), other, guest({ name: "Their guest", eventIds: [theirEvent] }));
    const before = await getDb().select({ total: sql<number>`count(*)::int` }).from(guests);
    await expect(refusal(addGuest(getDb(), userId, guest({ householdId: theirs.householdId })))).resolves.toMatchObject({ code: "not_found" });
    await expect(refusal(addGuest(getDb(), userId, guest({ eventIds: [walima, theirEvent] })))).resolves.toMatchObject({ code: "not_found", message: GUEST_MESSAGES.eventGone });
    await expect(refusal(updateGuest(getDb(), userId, theirs.guestId, guest({ name: "Taken" })))).resolves.toMatchObject({ code: "not_found" });
    await expect(refusal(removeGuest(getDb(), userId, theirs.guestId))).resolves.toMatchObject({ code: "not_found" });
    await expect(refusal(renameHousehold(getDb(), userId, theirs.householdId, { name: "Taken", side: null }))).resolves.toMatchObject({ code: "not_found" });
    await expect(refusal(removeHousehold(getDb(), userId, theirs.householdId))).resolves.toMatchObject({ code: "not_found" });
    expect(await getDb().select({ total: sql<number>`count(*)::int` }).from(guests)).toEqual(before);
    const [still] = await getDb().select().from(guests).where(eq(guests.id, theirs.guestId));
    expect(still?.name).toBe("Their guest");
  });

  it("moves a guest, drops a household left empty, and keeps the answers of events still invited", async () => {
    const a = await addGuest(getDb(), userId, guest({ name: "Zara Ali", eventIds: [mehndi, walima] }));
    await getDb().update(guestInvitations).set({ response: "attending" }).where(eq(guestInvitations.guestId, a.guestId));
    const target = await addGuest(getDb(), userId, guest({ name: "Yusuf Ali", newHousehold: "The Alis" }));
    await updateGuest(getDb(), userId, a.guestId, guest({ name: "Zara Ali", householdId: target.householdId, eventIds: [walima] }));
    expect(await getDb().select().from(households).where(eq(households.id, a.householdId))).toEqual([]);
    expect(await getDb().select({ eventId: guestInvitations.eventId, response: guestInvitations.response }).from(guestInvitations).where(eq(guestInvitations.guestId, a.guestId))).toEqual([
      { eventId: walima, response: "attending" },
    ]);
  });

  it("counts the replies per event in one statement, the attending by dietary need", async () => {
    const user = (await createUser(getDb(), { role: "couple" })).id;
    const nikah = (await insertWeddingEvent(getDb(), user, { eventType: "Nikah", eventDate: "2027-08-01" })).id;
    const reception = (await insertWeddingEvent(getDb(), user, { eventType: "Reception", eventDate: "2027-08-02" })).id;
    const people = [
      { dietary: "Halal", nikah: "attending", reception: "attending" },
      { dietary: "Halal", nikah: "attending", reception: "declined" },
      { dietary: "Jain", nikah: "declined", reception: null },
      { dietary: "No nuts", nikah: "attending", reception: null },
      { dietary: null, nikah: null, reception: "attending" },
    ] as const;
    for (const [index, person] of people.entries()) {
      const added = await addGuest(getDb(), user, guest({ name: `Guest ${index}`, dietary: person.dietary, eventIds: [nikah, reception] }));
      await updateGuest(getDb(), user, added.guestId, guest({ name: `Guest ${index}`, dietary: person.dietary, eventIds: [nikah, reception], responses: new Map([[nikah, person.nikah], [reception, person.reception]]) }));
    }
    const counts = await rsvpCountsByEvent(getDb(), await weddingIdOf(getDb(), user));
    expect(counts.get(nikah)).toEqual({ invited: 5, attending: 3, declined: 1, awaiting: 1, dietary: { Halal: 2, Vegetarian: 0, Vegan: 0, Jain: 0, "No restrictions": 0, Other: 1, "Not given": 0 } });
    expect(counts.get(reception)).toEqual({ invited: 5, attending: 2, declined: 1, awaiting: 2, dietary: { Halal: 1, Vegetarian: 0, Vegan: 0, Jain: 0, "No restrictions": 0, Other: 0, "Not given": 1 } });
  });

  it("stays one quick statement at the limits: 2,000 guests invited to 20 events", async () => {
    const user = (await createUser(getDb(), { role: "couple" })).id;
    const weddingId = await weddingIdOf(getDb(), user);
    const eventIds: number[] = [];
    for (let index = 0; index < PLANNER_LIMITS.events; index += 1) eventIds.push((await insertWeddingEvent(getDb(), user, { eventType: "Mehndi", eventDate: `2027-09-${String(index + 1).padStart(2, "0")}` })).id);
    const [household] = await getDb().insert(households).values({ weddingId, name: "Everyone", rsvpSalt: "s", rsvpTokenHash: `h-${weddingId}` }).returning();
    const rows = await getDb()
      .insert(guests)
      .values(Array.from({ length: PLANNER_LIMITS.guests }, (_, index) => ({ weddingId, householdId: household!.id, name: `G${index}`, dietary: index % 2 ? "Halal" : "Vegan" })))
      .returning({ id: guests.id });
    for (const eventId of eventIds) {
      await getDb().insert(guestInvitations).values(rows.map((row, index) => ({ guestId: row.id, eventId, response: index % 3 === 0 ? "attending" : null })));
    }
    const started = performance.now();
    const counts = await rsvpCountsByEvent(getDb(), weddingId);
    const elapsed = performance.now() - started;
    expect(counts.size).toBe(20);
    expect(counts.get(eventIds[0]!)).toMatchObject({ invited: 2000, attending: 667, awaiting: 1333 });
    // One grouped statement reads 40,000 invitations in tens of milliseconds; N+1 reads would take seconds.
    expect(elapsed).toBeLessThan(3000);
  });

  it("lists the households 25 a page, offers every household to the guest form, and opens a guest of any page", async () => {
    const couple = (await createUser(getDb(), { role: "couple" })).id;
    const weddingId = await weddingIdOf(getDb(), couple);
    const names = Array.from({ length: 120 }, (_, index) => `Household ${String(index + 1).padStart(3, "0")}`);
    const rows = await getDb()
      .insert(households)
      .values(names.map((name) => ({ weddingId, name, ...newRsvpCredentials("a-test-secret") })))
      .returning({ id: households.id, name: households.name });
    await getDb().insert(guests).values(rows.map((row) => ({ weddingId, householdId: row.id, name: `Guest of ${row.name}` })));
    const last = rows.at(-1)!;
    const [lastGuest] = await getDb().select({ id: guests.id }).from(guests).where(eq(guests.householdId, last.id));

    const first = await guestListOf(getDb(), couple, { editGuestId: lastGuest!.id });
    expect([first.page, first.pageCount, first.householdCount, first.guestCount]).toEqual([1, 5, 120, 120]);
    expect(first.households.map((household) => household.name)).toEqual(names.slice(0, 25));
    expect(first.householdChoices).toHaveLength(120);
    expect(first.editing).toMatchObject({ id: lastGuest!.id, householdId: last.id, name: `Guest of ${last.name}` });
    const fifth = await guestListOf(getDb(), couple, { page: 5 });
    expect(fifth.households.map((household) => household.name)).toEqual(names.slice(100));
    expect(fifth.households.every((household) => household.guests.length === 1)).toBe(true);
    expect((await guestListOf(getDb(), couple, { page: 9 })).page).toBe(5);
    // Another wedding's guest is not found.
    expect((await guestListOf(getDb(), userId, { editGuestId: lastGuest!.id })).editing).toBeNull();
  });

  it("refuses the 2,001st guest in the writing transaction", async () => {
    const user = (await createUser(getDb(), { role: "couple" })).id;
    const weddingId = await weddingIdOf(getDb(), user);
    const [household] = await getDb().insert(households).values({ weddingId, name: "Full", rsvpSalt: "s", rsvpTokenHash: `full-${weddingId}` }).returning();
    await getDb().insert(guests).values(Array.from({ length: PLANNER_LIMITS.guests }, (_, index) => ({ weddingId, householdId: household!.id, name: `G${index}` })));
    await expect(refusal(addGuest(getDb(), user, guest({ householdId: household!.id })))).resolves.toMatchObject({ code: "conflict", message: GUEST_MESSAGES.guestsFull });
    const [row] = await getDb().select({ total: sql<number>`count(*)::int` }).from(guests).where(eq(guests.weddingId, weddingId));
    expect(row?.total).toBe(PLANNER_LIMITS.guests);
  });

  it("refuses the 501st household", async () => {
    const user = (await createUser(getDb(), { role: "couple" })).id;
    const weddingId = await weddingIdOf(getDb(), user);
    await getDb().insert(households).values(Array.from({ length: PLANNER_LIMITS.households }, (_, index) => ({ weddingId, name: `H${index}`, rsvpSalt: "s", rsvpTokenHash: `${weddingId}-${index}` })));
    await expect(refusal(addGuest(getDb(), user, guest()))).resolves.toMatchObject({ code: "conflict", message: GUEST_MESSAGES.householdsFull });
    expect(await getDb().select().from(guests).where(eq(guests.weddingId, weddingId))).toEqual([]);
  });

  describe("a household's RSVP link", () => {
    it("keeps only the token's hash, and opens the household's own page", async () => {
      const added = await addGuest(getDb(), userId, guest({ name: "Hina Shah", eventIds: [walima] }));
      const token = await tokenOf(getDb(), userId, added.householdId);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await getDb().select().from(households).where(eq(households.id, added.householdId));
      expect(row!.rsvpTokenHash).toBe(hashRsvpToken(token));
      expect(JSON.stringify(row)).not.toContain(token);
      const page = await rsvpPageOf(getDb(), token);
      expect(page).toMatchObject({ householdName: "Hina Shah", events: [{ id: walima, label: "Walima", eventDate: "2027-06-13" }], guests: [{ name: "Hina Shah", answers: { [walima]: null } }], closed: false });
    });

    it("takes answers until the end of the cut-off day in the UK, then refuses them", async () => {
      const user = (await createUser(getDb(), { role: "couple" })).id;
      const event = (await insertWeddingEvent(getDb(), user, { eventType: "Walima", eventDate: "2027-06-13" })).id;
      const added = await addGuest(getDb(), user, guest({ name: "Ayaan Patel", eventIds: [event] }));
      const token = await tokenOf(getDb(), user, added.householdId);
      await setRsvpCutoff(getDb(), user, "2027-05-01");
      setClock(() => new Date("2027-05-01T22:30:00Z")); // 23:30 in London, still 1 May.
      await answerRsvp(getDb(), token, [{ guestId: added.guestId, dietary: "Halal", responses: new Map([[event, "attending"]]) }]);
      await answerRsvp(getDb(), token, [{ guestId: added.guestId, dietary: "Vegan", responses: new Map([[event, "declined"]]) }]);
      setClock(() => new Date("2027-05-01T23:30:00Z")); // 2 May in London.
      await expect(refusal(answerRsvp(getDb(), token, [{ guestId: added.guestId, dietary: "Halal", responses: new Map([[event, "attending"]]) }]))).resolves.toMatchObject({
        code: "forbidden",
        message: expect.stringContaining("Answers closed on Saturday 1 May 2027"),
      });
      const page = await rsvpPageOf(getDb(), token);
      expect(page).toMatchObject({ closed: true, guests: [{ dietary: "Vegan", answers: { [event]: "declined" } }] });
    });

    it("refuses an unknown or malformed token and another household's guest, changing nothing", async () => {
      for (const token of [undefined, "short", "A".repeat(43)]) await expect(refusal(rsvpPageOf(getDb(), token))).resolves.toMatchObject({ code: "not_found" });
      const mine = await addGuest(getDb(), userId, guest({ name: "Mine", eventIds: [walima] }));
      const other = (await createUser(getDb(), { role: "couple" })).id;
      const event = (await insertWeddingEvent(getDb(), other, { eventType: "Walima", eventDate: "2027-06-20" })).id;
      const theirs = await addGuest(getDb(), other, guest({ name: "Theirs", eventIds: [event] }));
      const token = await tokenOf(getDb(), other, theirs.householdId);
      await expect(refusal(answerRsvp(getDb(), token, [{ guestId: mine.guestId, dietary: "Halal", responses: new Map([[walima, "attending"]]) }]))).resolves.toMatchObject({ code: "not_found" });
      await expect(refusal(answerRsvp(getDb(), token, [{ guestId: theirs.guestId, dietary: null, responses: new Map([[walima, "attending"]]) }]))).resolves.toMatchObject({ code: "not_found" });
      expect(await getDb().select({ response: guestInvitations.response }).from(guestInvitations).where(eq(guestInvitations.guestId, mine.guestId))).toEqual([{ response: null }]);
      expect((await getDb().select().from(guests).where(eq(guests.id, theirs.guestId)))[0]?.dietary).toBeNull();
    });
  });
});
