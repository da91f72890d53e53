import { desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { guestInvitations, guests, households, mailOutbox, PLANNER_LIMITS, weddingMembers, weddings } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { requestSignInLink } from "~/modules/couples/request-sign-in-link.server";
import { signInWithLink } from "~/modules/couples/sign-in-with-link.server";
import { GUEST_CSV_MESSAGES } from "~/modules/guest-list/guest-csv";
import { GUEST_MESSAGES } from "~/modules/guest-list/guest-rules";
import { RSVP_MESSAGES } from "~/modules/guest-list/rsvp-form";
import { RSVP_MAIL_LIMITS } from "~/modules/guest-list/rsvp-mail.server";
import { RSVP_POST_LIMIT } from "~/modules/guest-list/rsvp.server";
import { now } from "~/modules/time/clock";
import { shiftDay, ukDay } from "~/modules/time/uk-dates";
import * as plannerGuests from "~/routes/planner-guests";
import * as plannerGuestsExport from "~/routes/planner-guests-export";
import * as plannerGuestsImport from "~/routes/planner-guests-import";
import * as rsvp from "~/routes/rsvp";
import { signInTokenIn } from "../../tests/support/couple-account";
import { uniqueNumber } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { insertWeddingEvent } from "../../tests/support/guest-list";
import { createPortalVendor } from "../../tests/support/portal-vendor";
import { cookieHeader, runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";

// docs/product/couples-tools.md#guest-list-and-rsvp, decision 084: the couple's /planner/guests, its CSV import and
// export, and a household's /rsvp/{token}. Every id the browser sends is looked up in the couple's own wedding.

const ORIGIN = "http://localhost:3000";

type Failure = { values: Record<string, unknown>; fieldErrors: Record<string, string>; formError: { message: string } };
type GuestListBody = {
  events: { id: number }[];
  households: { id: number; name: string; side: string | null; rsvpUrl: string; guests: { id: number; name: string; email: string | null; invitations: { eventId: number; response: string | null }[] }[] }[];
  counts: { eventId: number; counts: { invited: number; attending: number; dietary: Record<string, number> } }[];
  rsvpCutoff: string | null;
};

function request(path: string, options: { cookie?: string; form?: Record<string, string | string[]>; ip?: string } = {}): Request {
  const headers: Record<string, string> = { origin: ORIGIN, "x-shaadi-client-ip": options.ip ?? `192.0.2.${uniqueNumber() % 250}` };
  if (options.cookie) headers.cookie = options.cookie;
  if (!options.form) return new Request(`${ORIGIN}${path}`, { headers });
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(options.form)) for (const one of [value].flat()) body.append(name, one);
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body });
}

describeEachDatabase("the guest list pages", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);

  /** A couple signed in by their emailed link. Output: their user id and Cookie header. */
  async function signedInCouple(): Promise<{ userId: string; cookie: string }> {
    const email = `guests-${uniqueNumber()}-${Date.now()}@example.test`;
    await requestSignInLink(getDb(), getAuth(), { email, ip: `192.0.2.${uniqueNumber() % 250}`, headers: new Headers() });
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
    const signedIn = await signInWithLink(getDb(), getAuth(), { token: signInTokenIn(mail!.text)!, headers: new Headers(), browserShortlistId: undefined });
    return { userId: signedIn.userId, cookie: cookieHeader(signedIn.headers) };
  }

  const page = async (cookie: string) => (await runRoute<GuestListBody>(plannerGuests.loader, request("/planner/guests", { cookie }))).body!;
  const post = (cookie: string | undefined, form: Record<string, string | string[]>) => runRoute<Failure>(plannerGuests.action, request("/planner/guests", { cookie, form }));
  const addForm = (fields: Record<string, string | string[]>) => ({ intent: "add-guest", name: "", email: "", phone: "", household: "", newHousehold: "", side: "", sideOther: "", dietary: "", dietaryOther: "", ...fields });

  /** Every row of the guest list's tables, to show that a refused request changed nothing. */
  async function snapshot() {
    return {
      weddings: await getDb().select().from(weddings).orderBy(weddings.id),
      households: await getDb().select().from(households).orderBy(households.id),
      guests: await getDb().select().from(guests).orderBy(guests.id),
      invitations: await getDb().select().from(guestInvitations).orderBy(guestInvitations.guestId, guestInvitations.eventId),
    };
  }

  let a: { userId: string; cookie: string };
  let b: { userId: string; cookie: string };
  let walima: number;
  let mehndi: number;
  let vendorCookie: string;
  let aGuest: number;
  let aHousehold: number;
  beforeAll(async () => {
    a = await signedInCouple();
    b = await signedInCouple();
    mehndi = (await insertWeddingEvent(getDb(), a.userId, { eventType: "Mehndi", eventDate: "2027-06-10" })).id;
    walima = (await insertWeddingEvent(getDb(), a.userId, { eventType: "Walima", eventDate: "2027-06-13" })).id;
    vendorCookie = (await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true })).cookie;
    const added = await post(a.cookie, addForm({ name: "Sana Mirza", email: "sana@example.test", newHousehold: "The Mirzas", side: "Bride's family", events: [String(mehndi), String(walima)] }));
    expect(added.status).toBe(303);
    const household = (await page(a.cookie)).households.find((row) => row.name === "The Mirzas")!;
    aHousehold = household.id;
    aGuest = household.guests[0]!.id;
  });

  describe("the couple's page", () => {
    it("lists guests by household with their invitations, never cached", async () => {
      const answer = await runRoute<GuestListBody>(plannerGuests.loader, request("/planner/guests", { cookie: a.cookie }));
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.body?.households.find((row) => row.id === aHousehold)).toMatchObject({
        name: "The Mirzas",
        side: "Bride's family",
        rsvpUrl: expect.stringMatching(/^http:\/\/localhost:3000\/rsvp\/[A-Za-z0-9_-]{43}$/),
        guests: [{ name: "Sana Mirza", email: "sana@example.test", invitations: [{ eventId: mehndi, response: null }, { eventId: walima, response: null }] }],
      });
    });

    it("refuses bad input with a message per field, keeping what was typed", async () => {
      const before = await snapshot();
      const typed = addForm({ name: "  ", email: "sana@", phone: "call me", newHousehold: "The Khans", side: "other", sideOther: "Neighbours", events: [String(walima)] });
      const refused = await post(a.cookie, typed);
      expect(refused.status).toBe(400);
      expect(refused.body?.fieldErrors).toEqual({ name: GUEST_MESSAGES.nameRequired, email: GUEST_MESSAGES.emailInvalid, phone: GUEST_MESSAGES.phoneInvalid });
      expect(refused.body?.values).toMatchObject({ intent: "add-guest", email: "sana@", phone: "call me", newHousehold: "The Khans", sideOther: "Neighbours", events: [String(walima)] });
      expect(await snapshot()).toEqual(before);
    });

    it("edits a guest and their answers, and removes a guest", async () => {
      const added = await post(a.cookie, addForm({ name: "Imran Shah", phone: "+44 7700 900123", side: "other", sideOther: "Work", events: [String(walima)] }));
      expect(added.status).toBe(303);
      const household = (await page(a.cookie)).households.find((row) => row.name === "Imran Shah")!;
      expect(household.side).toBe("Work");
      const guestId = household.guests[0]!.id;
      const edited = await post(a.cookie, { ...addForm({ name: "Imran Shah", household: String(aHousehold), events: [String(walima)], [`response-${walima}`]: "declined" }), intent: "update-guest", guestId: String(guestId) });
      expect(edited.status).toBe(303);
      const after = await page(a.cookie);
      expect(after.households.some((row) => row.id === household.id)).toBe(false);
      expect(after.households.find((row) => row.id === aHousehold)?.guests.find((row) => row.id === guestId)?.invitations).toEqual([{ eventId: walima, response: "declined" }]);
      const removed = await runRoute(plannerGuests.action, request("/planner/guests?page=2", { cookie: a.cookie, form: { intent: "remove-guest", guestId: String(guestId) } }));
      expect([removed.status, removed.headers.get("location")]).toEqual([303, "/planner/guests?page=2"]);
      expect(await getDb().select().from(guests).where(eq(guests.id, guestId))).toEqual([]);
    });

    it("shows the counts of each event, the attending's dietary needs among them", async () => {
      const couple = await signedInCouple();
      const nikah = (await insertWeddingEvent(getDb(), couple.userId, { eventType: "Nikah", eventDate: "2027-07-01" })).id;
      for (const [name, dietary, response] of [["One", "Halal", "attending"], ["Two", "Vegan", "declined"], ["Three", "", ""]] as const) {
        await post(couple.cookie, addForm({ name, dietary, events: [String(nikah)] }));
        const guestId = (await page(couple.cookie)).households.flatMap((row) => row.guests).find((row) => row.name === name)!.id;
        await post(couple.cookie, { ...addForm({ name, dietary, events: [String(nikah)], [`response-${nikah}`]: response }), intent: "update-guest", guestId: String(guestId) });
      }
      const counts = (await page(couple.cookie)).counts.find((row) => row.eventId === nikah)!.counts;
      expect(counts).toMatchObject({ invited: 3, attending: 1, declined: 1, awaiting: 1, dietary: { Halal: 1, Vegan: 0 } });
    });

    it("refuses a guest past the households' limit with its message, keeping what was typed", async () => {
      const couple = await signedInCouple();
      await post(couple.cookie, { intent: "set-cutoff", rsvpBy: "" });
      const [member] = await getDb().select({ weddingId: weddings.id }).from(weddings).innerJoin(weddingMembers, eq(weddingMembers.weddingId, weddings.id)).where(eq(weddingMembers.userId, couple.userId));
      const weddingId = member!.weddingId;
      await getDb().insert(households).values(Array.from({ length: PLANNER_LIMITS.households }, (_, index) => ({ weddingId, name: `H${index}`, rsvpSalt: "s", rsvpTokenHash: `limit-${weddingId}-${index}` })));
      const before = await snapshot();
      const refused = await post(couple.cookie, addForm({ name: "One too many", email: "many@example.test" }));
      expect(refused.status).toBe(409);
      expect(refused.body?.formError.message).toBe(GUEST_MESSAGES.householdsFull);
      expect(refused.body?.values).toMatchObject({ name: "One too many", email: "many@example.test" });
      expect(await snapshot()).toEqual(before);
    });

    it("saves the RSVP date, refusing a day that does not exist", async () => {
      expect((await post(a.cookie, { intent: "set-cutoff", rsvpBy: "2027-02-30" })).body?.fieldErrors).toEqual({ rsvpBy: GUEST_MESSAGES.cutoffInvalid });
      expect((await post(a.cookie, { intent: "set-cutoff", rsvpBy: "2099-12-31" })).body?.fieldErrors).toEqual({ rsvpBy: GUEST_MESSAGES.cutoffTooFar });
      const inFiveMonths = shiftDay(ukDay(now()), { days: 150 });
      expect((await post(a.cookie, { intent: "set-cutoff", rsvpBy: inFiveMonths })).status).toBe(200);
      expect((await page(a.cookie)).rsvpCutoff).toBe(inFiveMonths);
      expect((await post(a.cookie, { intent: "set-cutoff", rsvpBy: "" })).status).toBe(200);
      expect((await page(a.cookie)).rsvpCutoff).toBeNull();
    });
  });

  describe("ids of another wedding (couple B with A's ids), a vendor and a visitor", () => {
    const attempts = (): Record<string, string | string[]>[] => [
      { ...addForm({ name: "Taken" }), intent: "update-guest", guestId: String(aGuest) },
      { intent: "remove-guest", guestId: String(aGuest) },
      { intent: "rename-household", householdId: String(aHousehold), name: "Taken", side: "", sideOther: "" },
      { intent: "remove-household", householdId: String(aHousehold) },
      addForm({ name: "Intruder", household: String(aHousehold) }),
      addForm({ name: "Intruder", events: [String(walima)] }),
    ];

    it("answers couple B 404 for each and changes nothing", async () => {
      await post(b.cookie, addForm({ name: "B's own guest" }));
      const before = await snapshot();
      for (const form of attempts()) {
        const refused = await post(b.cookie, form);
        expect({ form, status: refused.status }).toEqual({ form, status: 404 });
      }
      expect((await runRoute(plannerGuests.loader, request(`/planner/guests?edit=${aGuest}`, { cookie: b.cookie }))).status).toBe(404);
      expect(await snapshot()).toEqual(before);
    });

    it("refuses a vendor's session and a visitor every id (404), and sends them home from the pages, changing nothing", async () => {
      const before = await snapshot();
      for (const [cookie, home] of [[vendorCookie, "/vendor-dashboard"], [undefined, "/planner"]] as const) {
        for (const form of attempts()) expect((await post(cookie, form)).status).toBe(404);
        const shown = await runRoute(plannerGuests.loader, request("/planner/guests", { cookie }));
        expect([shown.status, shown.headers.get("location")]).toEqual([302, home]);
        const exported = await runRoute(plannerGuestsExport.loader, request("/planner/guests.csv", { cookie }));
        expect([exported.status, exported.headers.get("location")]).toEqual([302, home]);
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  describe("a household's RSVP page", () => {
    async function linkOf(couple: { cookie: string }, name: string): Promise<{ token: string; guestIds: number[] }> {
      const household = (await page(couple.cookie)).households.find((row) => row.name === name)!;
      return { token: household.rsvpUrl.split("/rsvp/")[1]!, guestIds: household.guests.map((row) => row.id) };
    }
    const rsvpPost = (token: string, form: Record<string, string>, ip?: string) => runRoute<Failure & { sent?: true }>(rsvp.action, request(`/rsvp/${token}`, { form, ip }), { token });

    it("shows the household's events and guests only, takes answers and changes them before the cut-off", async () => {
      const couple = await signedInCouple();
      const event = (await insertWeddingEvent(getDb(), couple.userId, { eventType: "Walima", eventDate: "2027-06-13" })).id;
      const other = (await insertWeddingEvent(getDb(), couple.userId, { eventType: "Mehndi", eventDate: "2027-06-10" })).id;
      await post(couple.cookie, addForm({ name: "Hina", newHousehold: "The Shahs", events: [String(event)] }));
      await post(couple.cookie, addForm({ name: "Someone else", events: [String(other)] }));
      await post(couple.cookie, { intent: "set-cutoff", rsvpBy: shiftDay(ukDay(now()), { years: 2 }) });
      const { token, guestIds } = await linkOf(couple, "The Shahs");
      const shown = await runRoute<{ events: { id: number }[]; guests: { name: string }[] }>(rsvp.loader, request(`/rsvp/${token}`), { token });
      expect(shown.headers.get("cache-control")).toBe("no-store");
      expect(shown.body?.events.map((row) => row.id)).toEqual([event]);
      expect(shown.body?.guests.map((row) => row.name)).toEqual(["Hina"]);

      const [guestId] = guestIds;
      expect((await rsvpPost(token, { [`response-${guestId}-${event}`]: "attending", [`dietary-${guestId}`]: "Halal" })).body).toEqual({ sent: true });
      expect((await rsvpPost(token, { [`response-${guestId}-${event}`]: "declined", [`dietary-${guestId}`]: "Other", [`dietaryOther-${guestId}`]: "No nuts" })).body).toEqual({ sent: true });
      const [row] = await getDb().select({ response: guestInvitations.response, dietary: guests.dietary }).from(guestInvitations).innerJoin(guests, eq(guests.id, guestInvitations.guestId)).where(eq(guests.id, guestId!));
      expect(row).toEqual({ response: "declined", dietary: "No nuts" });
    });

    it("asks for every answer, keeping what was chosen", async () => {
      const couple = await signedInCouple();
      const event = (await insertWeddingEvent(getDb(), couple.userId, { eventType: "Nikah", eventDate: "2027-06-13" })).id;
      await post(couple.cookie, addForm({ name: "Asked", events: [String(event)] }));
      const { token, guestIds } = await linkOf(couple, "Asked");
      const refused = await rsvpPost(token, { [`dietary-${guestIds[0]}`]: "Vegan" });
      expect(refused.status).toBe(400);
      expect(refused.body?.fieldErrors).toEqual({ [`response-${guestIds[0]}-${event}`]: RSVP_MESSAGES.chooseAnswer });
      expect(refused.body?.values).toMatchObject({ [`dietary-${guestIds[0]}`]: "Vegan" });
    });

    it("refuses answers after the cut-off with the closing date, showing the answers", async () => {
      const couple = await signedInCouple();
      const event = (await insertWeddingEvent(getDb(), couple.userId, { eventType: "Walima", eventDate: "2020-06-13" })).id;
      await post(couple.cookie, addForm({ name: "Late", events: [String(event)] }));
      await post(couple.cookie, { intent: "set-cutoff", rsvpBy: "2020-05-01" });
      const { token, guestIds } = await linkOf(couple, "Late");
      const before = await snapshot();
      const refused = await rsvpPost(token, { [`response-${guestIds[0]}-${event}`]: "attending", [`dietary-${guestIds[0]}`]: "Halal" });
      expect(refused.status).toBe(403);
      expect(refused.body?.formError.message).toBe("Answers closed on Friday 1 May 2020. Please contact the couple if something has changed.");
      expect(await snapshot()).toEqual(before);
      expect((await runRoute<{ closed: boolean }>(rsvp.loader, request(`/rsvp/${token}`), { token })).body?.closed).toBe(true);
    });

    it("answers 404 for an unknown or malformed token, and ignores another household's guest ids", async () => {
      for (const token of ["A".repeat(43), "not-a-token", "%00"]) {
        expect((await runRoute(rsvp.loader, request(`/rsvp/${token}`), { token })).status).toBe(404);
        expect((await rsvpPost(token, {})).status).toBe(404);
      }
      // B's household's token, answering for A's guest: only B's own invitations are read.
      await post(b.cookie, addForm({ name: "B guest" }));
      const { token } = await linkOf(b, "B guest");
      const before = await snapshot();
      const answered = await rsvpPost(token, { [`response-${aGuest}-${walima}`]: "attending", [`dietary-${aGuest}`]: "Jain" });
      expect(answered.body).toEqual({ sent: true });
      // B's guest had no dietary need and no invitation, and still has none; A's guest is untouched.
      expect(await snapshot()).toEqual(before);
    });

    it("limits RSVP posts per address with 429", async () => {
      const ip = `198.51.100.${uniqueNumber() % 250}`;
      for (let index = 0; index < RSVP_POST_LIMIT.max; index += 1) await rsvpPost("A".repeat(43), {}, ip);
      const refused = await rsvpPost("A".repeat(43), {}, ip);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    });

    it("keeps only the token's hash: no column holds the token", async () => {
      const { token } = await linkOf(a, "The Mirzas");
      const rows = await getDb().execute(sql`select * from households where id = ${aHousehold}`);
      expect(JSON.stringify(rows)).not.toContain(token);
    });
  });

  describe("emailing the links", () => {
    it("mails each household with an email its link once a day, setting rsvp_mailed_at", async () => {
      const couple = await signedInCouple();
      const email = `guest-${uniqueNumber()}@example.test`;
      await post(couple.cookie, addForm({ name: "Mailed", email }));
      await post(couple.cookie, addForm({ name: "No address" }));
      const sent = await post(couple.cookie, { intent: "mail-links" });
      expect(sent.body).toMatchObject({ mailed: { households: 1, mails: 1 } });
      const { rsvpUrl } = (await page(couple.cookie)).households.find((row) => row.name === "Mailed")!;
      const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(mail?.text).toContain(rsvpUrl);
      const again = await post(couple.cookie, { intent: "mail-links" });
      expect(again.status).toBe(400);
      expect(again.body?.formError.message).toBe(GUEST_MESSAGES.mailedNone);
      expect(await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(1);
    });
  });

  it("lets a wedding email the links at most five times a day (429 after)", async () => {
    const couple = await signedInCouple();
    for (let press = 0; press < RSVP_MAIL_LIMITS.perWedding.max; press += 1) {
      await post(couple.cookie, addForm({ name: `Guest ${press}`, email: `press-${press}-${uniqueNumber()}@example.test` }));
      expect((await post(couple.cookie, { intent: "mail-links" })).status).toBe(200);
    }
    const email = `press-last-${uniqueNumber()}@example.test`;
    await post(couple.cookie, addForm({ name: "One more", email }));
    const refused = await post(couple.cookie, { intent: "mail-links" });
    expect(refused.status).toBe(429);
    expect(refused.body?.formError.message).toBe(GUEST_MESSAGES.mailLimit);
    expect(await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([]);
  });

  describe("CSV import and export", () => {
    function importRequest(cookie: string, text: string): Request {
      const body = new FormData();
      body.append("file", new File([text], "guests.csv", { type: "text/csv" }));
      return new Request(`${ORIGIN}/planner/guests/import`, { method: "POST", headers: { origin: ORIGIN, cookie }, body });
    }

    it("adds the good rows and names each bad row by line and reason", async () => {
      const couple = await signedInCouple();
      await insertWeddingEvent(getDb(), couple.userId, { eventType: "Mehndi", eventDate: "2027-06-10" });
      await insertWeddingEvent(getDb(), couple.userId, { eventType: "Walima", eventDate: "2027-06-13" });
      const csv = [
        "name,email,phone,household,side,invited_to",
        "Sana Mirza,sana@example.test,,The Mirzas,Bride's family,Mehndi; Walima",
        ",nobody@example.test,,,,",
        "Omar Mirza,,07700 900123,the mirzas,,walima",
        "Bad Mail,not-an-email,,,,",
        "Lost,,,,,Sangeet",
      ].join("\n");
      const answer = await runRoute<{ added: number; errors: { line: number; reason: string }[] }>(plannerGuestsImport.action, importRequest(couple.cookie, csv));
      expect(answer.body).toEqual({
        added: 2,
        errors: [
          { line: 3, reason: GUEST_MESSAGES.nameRequired },
          { line: 5, reason: GUEST_MESSAGES.emailInvalid },
          { line: 6, reason: GUEST_CSV_MESSAGES.unknownEvent("Sangeet") },
        ],
      });
      const list = await page(couple.cookie);
      expect(list.households.map((row) => [row.name, row.guests.map((guest) => [guest.name, guest.invitations.length])])).toEqual([["The Mirzas", [["Omar Mirza", 1], ["Sana Mirza", 2]]]]);
    });

    it("refuses a file without a name column whole", async () => {
      const couple = await signedInCouple();
      const answer = await runRoute<Failure>(plannerGuestsImport.action, importRequest(couple.cookie, "email\nx@example.test\n"));
      expect(answer.status).toBe(400);
      expect(answer.body?.formError.message).toBe(GUEST_CSV_MESSAGES.noName);
    });

    it("exports the guests with their answers per event, guarding against formulas", async () => {
      const couple = await signedInCouple();
      const event = (await insertWeddingEvent(getDb(), couple.userId, { eventType: "Walima", eventDate: "2027-06-13" })).id;
      await post(couple.cookie, addForm({ name: "=HYPERLINK(\"http://evil\")", newHousehold: "+Family", events: [String(event)] }));
      const response = (await runRoute(plannerGuestsExport.loader, request("/planner/guests.csv", { cookie: couple.cookie }))).response!;
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-store");
      const text = await response.text();
      const lines = text.replace(/^\uFEFF/, "").split("\r\n");
      expect(lines[0]).toBe("household,side,name,email,phone,dietary,invited_to,Walima 2027-06-13");
      expect(lines[1]).toBe(`'+Family,,"'=HYPERLINK(""http://evil"")",,,,Walima,Awaiting`);
    });
  });
});
