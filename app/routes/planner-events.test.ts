import { desc, eq } from "drizzle-orm";
import { afterEach, beforeAll, expect, it } from "vitest";
import { enquiries, mailOutbox, PLANNER_LIMITS, users, vendorBlockedDates, weddingEvents } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { acceptQuote } from "~/modules/conversations/quote-answers.server";
import { coupleConversationPath } from "~/modules/couples/couple-conversations.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { eventSearchPath, quoteRequestPath } from "~/modules/weddings/wedding-event-links";
import * as planner from "~/routes/planner";
import * as plannerSignIn from "~/routes/planner.sign-in";
import { loader as searchLoader } from "~/routes/search";
import * as vendorPage from "~/routes/vendor";
import { createQuote } from "../../tests/support/conversations";
import { signInTokenIn } from "../../tests/support/couple-account";
import { createCategory, createVendor, uniqueNumber } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { cookieHeader, runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { outboxMailDeps } from "../../tests/support/outbox-mail";

// docs/product/couples-tools.md#events, decision 083: a couple adds, changes and removes their wedding's events on
// /planner; a refused form keeps what was typed; the 21st event is refused; another couple's, a vendor's or an
// anonymous visitor's post about an event changes nothing.

const ORIGIN = "http://localhost:3000";

type Event = { id: number; eventType: string; eventDate: string; guestCount: number; placeName: string | null };
type Partners = { members: { userId: string; email: string; you: boolean }[]; invitations: { id: number; email: string }[]; offers: { id: number }[] };
type Body = {
  couple: {
    events: Event[];
    today: string;
    partners: Partners;
    conversations: { enquiryId: number }[];
    eventFigures: Record<number, { budget: { bookedPence: number; quotedPence: number } }>;
  } | null;
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
  formError?: { message: string };
};

function request(options: { cookie?: string; form?: Record<string, string> } = {}): Request {
  const headers: Record<string, string> = { origin: ORIGIN, "x-shaadi-client-ip": `192.0.2.${uniqueNumber() % 250}` };
  if (options.cookie) headers.cookie = options.cookie;
  if (!options.form) return new Request(`${ORIGIN}/planner`, { headers });
  return new Request(`${ORIGIN}/planner`, { method: "POST", headers, body: new URLSearchParams(options.form) });
}

const EVENT = { intent: "add-event", eventType: "Walima", customName: "", eventDate: "2027-08-14", placeName: "Leicester", venueName: "", guestCount: "450" };

describeEachDatabase("the planner's events", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  afterEach(() => resetClock());

  async function signIn(email: string): Promise<string> {
    await runRoute(planner.action, request({ form: { email } }));
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
    const token = signInTokenIn(mail!.text)!;
    const signedIn = await runRoute(plannerSignIn.action, new Request(`${ORIGIN}/planner/sign-in`, { method: "POST", headers: { origin: ORIGIN }, body: new URLSearchParams({ token }) }));
    return cookieHeader(signedIn.headers);
  }
  const post = (cookie: string | undefined, form: Record<string, string>) => runRoute<Body>(planner.action, request({ cookie, form }));
  const eventsOf = async (cookie: string) => (await runRoute<Body>(planner.loader, request({ cookie }))).body!.couple!.events;
  const row = async (id: number) => (await getDb().select().from(weddingEvents).where(eq(weddingEvents.id, id)))[0];

  let vendor: PortalVendor;
  beforeAll(async () => {
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
  });
  const today = () => setClock(() => new Date("2026-11-29T12:00:00Z"));

  it("adds events and lists them soonest first, with today's UK day for the countdowns", async () => {
    today();
    const cookie = await signIn(`events-${uniqueNumber()}@example.test`);
    const added = await runRoute(planner.action, request({ cookie, form: EVENT }));
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/planner#planner-events");
    await post(cookie, { ...EVENT, eventType: "Mehndi", eventDate: "2027-08-12", guestCount: "150" });
    const page = await runRoute<Body>(planner.loader, request({ cookie }));
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.body?.couple?.today).toBe("2026-11-29");
    expect(page.body?.couple?.events.map((event) => [event.eventType, event.eventDate, event.guestCount, event.placeName])).toEqual([
      ["Mehndi", "2027-08-12", 150, "Leicester"],
      ["Walima", "2027-08-14", 450, "Leicester"],
    ]);
  });

  it("links to search for the vendors free on every event's date, leaving out one booked on an event's day", async () => {
    today();
    const cookie = await signIn(`dates-${uniqueNumber()}@example.test`);
    await post(cookie, { ...EVENT, eventType: "Mehndi", eventDate: "2027-08-12", guestCount: "150" });
    await post(cookie, EVENT);
    const word = `Zarqa${uniqueNumber()}`;
    const category = await createCategory(getDb(), { name: `${word} Dhol` });
    const busy = await createVendor(getDb(), { categoryId: category.id, name: `${word} Busy Dhol` });
    await createVendor(getDb(), { categoryId: category.id, name: `${word} Free Dhol` });
    await getDb().insert(vendorBlockedDates).values({ vendorId: busy.id, day: "2027-08-14", source: "manual" });

    const { events, today: day } = (await runRoute<Body>(planner.loader, request({ cookie }))).body!.couple!;
    const path = eventSearchPath(events, day)!;
    expect(decodeURIComponent(path)).toBe("/search?dates=2027-08-12:Mehndi,2027-08-14:Walima");
    type SearchData = { request: { dates: string[] }; result: { vendors: { name: string }[] } };
    const page = await runRoute<SearchData>(searchLoader, new Request(`${ORIGIN}${path}&q=${word}`));
    expect(page.body!.request.dates).toEqual(["2027-08-12", "2027-08-14"]);
    expect(page.body!.result.vendors.map((vendor) => vendor.name)).toEqual([`${word} Free Dhol`]);
    const undated = await runRoute<SearchData>(searchLoader, new Request(`${ORIGIN}/search?q=${word}&sort=name`));
    expect(undated.body!.result.vendors.map((vendor) => vendor.name)).toEqual([`${word} Busy Dhol`, `${word} Free Dhol`]);
  });

  it("fills a vendor's enquiry form from an event, so the vendor receives its type, date and guests", async () => {
    today();
    const email = `quote-${uniqueNumber()}@example.test`;
    const cookie = await signIn(email);
    await post(cookie, EVENT);
    const [event] = await eventsOf(cookie);
    const path = quoteRequestPath(vendor.vendorId, event!);
    const params = { id: String(vendor.vendorId) };
    type VendorPage = { enquiryDefaults: Record<string, string> };
    const page = await runRoute<VendorPage>(vendorPage.loader, new Request(`${ORIGIN}${path.split("#")[0]}`, { headers: { cookie } }), params);
    expect(page.body?.enquiryDefaults).toEqual({ eventType: "Walima", eventDate: "2027-08-14", guestCount: "450", email });
    const invalid = await runRoute<VendorPage>(vendorPage.loader, new Request(`${ORIGIN}/vendor/${vendor.vendorId}?eventType=Birthday&eventDate=2026-01-01&guestCount=0`), params);
    expect(invalid.body?.enquiryDefaults).toEqual({});

    const form = new URLSearchParams({ ...page.body!.enquiryDefaults, name: "Amira Khan", phone: "", message: "Are you free for our walima?" });
    const sent = await runRoute(vendorPage.action, new Request(`${ORIGIN}/vendor/${vendor.vendorId}`, { method: "POST", headers: { origin: ORIGIN, "x-shaadi-client-ip": "203.0.113.77" }, body: form }), params);
    expect(sent.status).toBe(200);
    const [received] = await getDb().select().from(enquiries).where(eq(enquiries.coupleEmail, email));
    expect(received).toMatchObject({ vendorId: vendor.vendorId, eventType: "Walima", eventDate: "2027-08-14", guestCount: 450 });
    const [toVendor] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, vendor.email)).orderBy(desc(mailOutbox.id)).limit(1);
    expect(toVendor?.text).toContain("Event type: Walima");
    expect(toVendor?.text).toContain("Guest count: 450");

    // Sent while signed in, the enquiry is the couple's conversation at once; once its quote is accepted, the
    // Walima's budget on the overview shows it booked.
    const overview = async () => (await runRoute<Body>(planner.loader, request({ cookie }))).body!.couple!;
    expect((await overview()).conversations.map((conversation) => conversation.enquiryId)).toEqual([received!.id]);
    expect((await overview()).eventFigures[event!.id]?.budget.bookedPence).toBe(0);
    const quoteId = await createQuote(getDb(), { enquiryId: received!.id, vendorId: vendor.vendorId }, { pricePence: 900_000, eventDate: "2027-08-14", validUntil: "2027-01-31" });
    const [account] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, email));
    const token = (await coupleConversationPath(getDb(), account!.id, received!.id)).split("/").at(-1)!;
    const deps = outboxMailDeps(getDb(), ORIGIN);
    await acceptQuote(deps, { token, quoteId });
    expect((await overview()).eventFigures[event!.id]?.budget).toMatchObject({ bookedPence: 900_000, quotedPence: 0 });
  });

  it("refuses bad input with a message per field, keeping what was typed", async () => {
    today();
    const cookie = await signIn(`typos-${uniqueNumber()}@example.test`);
    const typed = { ...EVENT, eventType: "Other", eventDate: "2026-11-28", guestCount: "lots", venueName: "Athena" };
    const refused = await post(cookie, typed);
    expect(refused.status).toBe(400);
    const { intent: _intent, ...values } = typed;
    expect(refused.body).toMatchObject({
      values: { form: "add-event", ...values },
      fieldErrors: {
        customName: "Please give the event a name.",
        eventDate: "The date of an event cannot be in the past.",
        guestCount: "Please enter the number of guests as a whole number.",
      },
    });
    expect(await eventsOf(cookie)).toEqual([]);
  });

  it("refuses the 21st event with a clear message", async () => {
    today();
    const cookie = await signIn(`full-${uniqueNumber()}@example.test`);
    for (let index = 0; index < PLANNER_LIMITS.events; index += 1) expect((await runRoute(planner.action, request({ cookie, form: EVENT }))).status).toBe(303);
    const refused = await post(cookie, EVENT);
    expect(refused.status).toBe(409);
    expect(refused.body?.formError?.message).toBe("A wedding holds up to 20 events. Remove one to add another.");
    expect(refused.body?.values?.form).toBe("add-event");
    expect(await eventsOf(cookie)).toHaveLength(20);
  });

  it("edits and removes the couple's own event", async () => {
    today();
    const cookie = await signIn(`edits-${uniqueNumber()}@example.test`);
    await post(cookie, EVENT);
    const [event] = await eventsOf(cookie);
    const edited = await runRoute(planner.action, request({ cookie, form: { ...EVENT, intent: "update-event", eventId: String(event!.id), guestCount: "500" } }));
    expect(edited.status).toBe(303);
    expect((await eventsOf(cookie))[0]?.guestCount).toBe(500);
    const badEdit = await post(cookie, { ...EVENT, intent: "update-event", eventId: String(event!.id), guestCount: "0" });
    expect(badEdit.body).toMatchObject({ values: { form: `event-${event!.id}`, guestCount: "0" }, fieldErrors: { guestCount: "The guest count must be between 1 and 10,000." } });
    expect((await runRoute(planner.action, request({ cookie, form: { intent: "remove-event", eventId: String(event!.id) } }))).status).toBe(303);
    expect(await eventsOf(cookie)).toEqual([]);
  });

  it("answers 404 to another couple and a vendor, sends a visitor to sign in, and changes nothing", async () => {
    today();
    const owner = await signIn(`owner-${uniqueNumber()}@example.test`);
    await post(owner, EVENT);
    const [event] = await eventsOf(owner);
    const before = await row(event!.id);
    const other = await signIn(`other-${uniqueNumber()}@example.test`);
    await post(other, { ...EVENT, eventType: "Nikah" });
    const edit = { ...EVENT, intent: "update-event", eventId: String(event!.id), guestCount: "1" };
    const remove = { intent: "remove-event", eventId: String(event!.id) };
    for (const form of [edit, remove]) {
      const refused = await post(other, form);
      expect(refused.status).toBe(404);
      expect(refused.body?.formError?.message).toBe("This event is no longer in your planner.");
      expect((await runRoute(planner.action, request({ cookie: vendor.cookie, form }))).status).toBe(404);
      expect((await runRoute(planner.action, request({ form }))).status).toBe(404);
    }
    for (const eventId of ["abc", "0", "-1", "99999999999"]) expect((await post(other, { ...remove, eventId })).status).toBe(404);
    expect(await row(event!.id)).toEqual(before);
    expect((await eventsOf(other)).map((own) => own.eventType)).toEqual(["Nikah"]);
  });

  it("invites a partner, who joins on signing in and sees the same events; either removes the other; no one else's ids work", async () => {
    today();
    const owner = await signIn(`amira-${uniqueNumber()}@example.test`);
    await post(owner, EVENT);
    const partnerEmail = `bilal-${uniqueNumber()}@example.test`;
    const badEmail = await post(owner, { intent: "invite-partner", email: "bilal@" });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toMatchObject({ values: { form: "partner", email: "bilal@" }, fieldErrors: { email: "Please enter a valid email address." } });
    expect((await runRoute(planner.action, request({ cookie: owner, form: { intent: "invite-partner", email: partnerEmail } }))).status).toBe(303);
    const [invitation] = (await runRoute<Body>(planner.loader, request({ cookie: owner }))).body!.couple!.partners.invitations;
    expect(invitation?.email).toBe(partnerEmail);
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, partnerEmail));
    expect(mail?.text).toContain(`${ORIGIN}/planner`);

    // Another couple, a vendor and a visitor cannot cancel it, nor another couple take it.
    const stranger = await signIn(`stranger-${uniqueNumber()}@example.test`);
    await post(stranger, { ...EVENT, eventType: "Nikah" });
    const cancel = { intent: "cancel-invitation", invitationId: String(invitation!.id) };
    expect((await post(stranger, cancel)).status).toBe(404);
    expect((await post(stranger, { intent: "join-wedding", invitationId: String(invitation!.id) })).status).toBe(404);
    expect((await runRoute(planner.action, request({ cookie: vendor.cookie, form: cancel }))).status).toBe(404);
    expect((await runRoute(planner.action, request({ form: cancel }))).status).toBe(404);
    expect((await runRoute<Body>(planner.loader, request({ cookie: owner }))).body!.couple!.partners.invitations).toEqual([invitation]);

    const partner = await signIn(partnerEmail);
    const seen = (await runRoute<Body>(planner.loader, request({ cookie: partner }))).body!.couple!;
    expect(seen.events).toEqual(await eventsOf(owner));
    const ownerId = seen.partners.members.find((member) => !member.you)!.userId;
    const partnerId = seen.partners.members.find((member) => member.you)!.userId;

    const removePartner = { intent: "remove-member", memberId: partnerId };
    expect((await post(stranger, removePartner)).status).toBe(404);
    expect((await runRoute(planner.action, request({ cookie: vendor.cookie, form: removePartner }))).status).toBe(404);
    expect((await runRoute(planner.action, request({ form: removePartner }))).status).toBe(404);
    expect((await runRoute<Body>(planner.loader, request({ cookie: owner }))).body!.couple!.partners.members).toHaveLength(2);

    expect((await runRoute(planner.action, request({ cookie: partner, form: { intent: "remove-member", memberId: ownerId } }))).status).toBe(303);
    expect(await eventsOf(owner)).toEqual([]);
    expect((await eventsOf(partner)).map((event) => event.eventType)).toEqual(["Walima"]);
  });
});
