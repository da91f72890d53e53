import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { conversations, vendorResponseStats } from "~/db/schema";
import { resolveConversationToken } from "~/modules/conversations/conversation-tokens.server";
import {
  REMINDER_AFTER_HOURS,
  sendEnquiryFollowUps,
  SUGGESTION_RADIUS_KM,
  SUGGESTIONS_AFTER_HOURS,
  type FollowUpDeps,
} from "~/modules/enquiry-follow-ups/follow-ups.server";
import type { MailMessage } from "~/modules/mail/mail-message";
import { isOptedOut, optOutByLink, optOutToken } from "~/modules/mail-preferences/opt-outs.server";
import { EARTH_RADIUS_KM } from "~/modules/geo/geo-math";
import { resetClock, setClock } from "~/modules/time/clock";
import { createConversation, DAY_MS, HOUR_MS, MINUTE_MS } from "../../../tests/support/conversations";
import { createCategory, createVendor, type CategoryRow } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

/** Signs the unsubscribe links and keys the opt-outs in these tests (decision 094). */
const TEST_SECRET = "test-secret-for-unsubscribe-links-0123456789";

const PUBLIC_URL = "https://shaadi.example";
const SENT = new Date("2026-06-01T09:00:00Z");
const LEICESTER = { lat: 52.6369, lng: -1.1398 };

/** Coordinates `km` due north of Leicester: along a meridian the great-circle distance is exactly `km`. */
const kmNorth = (km: number) => ({ latitude: LEICESTER.lat + (km * 180) / (Math.PI * EARTH_RADIUS_KM), longitude: LEICESTER.lng });

describeEachDatabase("sendEnquiryFollowUps (docs/product/couples-tools.md#response-times)", (getDb) => {
  const sent: MailMessage[] = [];
  let deps: FollowUpDeps;
  let clock = SENT;
  /** Moves the app clock to `ms` after the enquiries were sent. */
  const moveClockTo = (ms: number) => {
    clock = new Date(SENT.getTime() + ms);
  };

  beforeAll(() => {
    setClock(() => clock);
    deps = {
      db: getDb(),
      sendMail: async (message) => void sent.push(message),
      publicUrl: PUBLIC_URL,
      supportEmail: "help@shaadi.example",
      secret: TEST_SECRET,
    };
  });
  afterAll(() => resetClock());
  beforeEach(() => {
    sent.length = 0;
  });

  const goodRecord = (vendorId: number, overrides: Partial<typeof vendorResponseStats.$inferInsert> = {}) =>
    getDb()
      .insert(vendorResponseStats)
      .values({ vendorId, enquiries: 12, medianReplyMinutes: 90, repliedWithin48hShare: 0.9, computedAt: SENT, ...overrides });
  const conversation = async (enquiryId: number) =>
    (await getDb().select().from(conversations).where(eq(conversations.enquiryId, enquiryId)))[0]!;

  let henna: CategoryRow;
  let waiting: number;
  let answered: number;
  let archived: number;
  let held: number;
  let remote: number;
  let pastEvent: number;
  const COUPLE = "Amira.Khan@Example.test";

  beforeAll(async () => {
    const db = getDb();
    henna = await createCategory(db, { name: "Mehndi Artists", slug: "mehndi-artists" });
    const other = await createCategory(db, { name: "Photographers", slug: "photographers" });
    const enquired = await createVendor(db, { name: "Henna by Noor", email: "noor@example.test", categoryId: henna.id, ...kmNorth(0) });
    waiting = (await createConversation(db, enquired.id, { sentAt: SENT, enquiry: { coupleEmail: COUPLE, coupleName: "Amira Khan", eventDate: "2026-09-12" } })).enquiryId;
    answered = (await createConversation(db, enquired.id, { sentAt: SENT, repliedAfterMinutes: 10 * 60 })).enquiryId;
    archived = (await createConversation(db, enquired.id, { sentAt: SENT, conversation: { archivedAt: new Date(SENT.getTime() + HOUR_MS) } })).enquiryId;
    held = (await createConversation(db, enquired.id, { sentAt: SENT, delivery: "held" })).enquiryId;
    pastEvent = (await createConversation(db, enquired.id, { sentAt: SENT, enquiry: { eventDate: "2026-06-01" } })).enquiryId;

    // The three nearest with a good record, in order; then all the ways of not qualifying.
    for (const [name, km] of [["Mehndi Three", 20], ["Mehndi One", 3], ["Mehndi Two", 10], ["Mehndi Four", 30]] as const) {
      await goodRecord((await createVendor(db, { name, categoryId: henna.id, location: `${km} km north`, ...kmNorth(km) })).id);
    }
    await goodRecord((await createVendor(db, { name: "Too Far Mehndi", categoryId: henna.id, ...kmNorth(SUGGESTION_RADIUS_KM + 5) })).id);
    await goodRecord((await createVendor(db, { name: "Slow Mehndi", categoryId: henna.id, ...kmNorth(1) })).id, { repliedWithin48hShare: 0.7 });
    await goodRecord((await createVendor(db, { name: "New Mehndi", categoryId: henna.id, ...kmNorth(1) })).id, { enquiries: 4 });
    await createVendor(db, { name: "Unknown Mehndi", categoryId: henna.id, ...kmNorth(1) });
    await goodRecord((await createVendor(db, { name: "Photo Nearby", categoryId: other.id, ...kmNorth(1) })).id);
    await goodRecord((await createVendor(db, { name: "Hidden Mehndi", categoryId: henna.id, isActive: false, ...kmNorth(1) })).id);
    const asked = await createVendor(db, { name: "Asked Mehndi", categoryId: henna.id, ...kmNorth(1) });
    await goodRecord(asked.id);
    await createConversation(db, asked.id, { sentAt: SENT, enquiry: { coupleEmail: "amira.khan@example.TEST" }, repliedAfterMinutes: 5 });

    // Far from every other artist: no one to suggest.
    const alone = await createVendor(db, { name: "Island Henna", email: "island@example.test", categoryId: henna.id, latitude: 58.97, longitude: -2.96 });
    remote = (await createConversation(db, alone.id, { sentAt: SENT, enquiry: { coupleEmail: "bilal@example.test" } })).enquiryId;
  });

  it("mails nothing before 24 hours", async () => {
    moveClockTo(REMINDER_AFTER_HOURS * HOUR_MS - MINUTE_MS);
    expect(await sendEnquiryFollowUps(deps)).toEqual({ reminders: 0, suggestions: 0, noSuggestion: 0, optedOut: 0, failed: 0 });
    expect(sent).toEqual([]);
  });

  it("reminds the vendor once, after 24 hours, of each unanswered enquiry, with the portal link", async () => {
    moveClockTo(REMINDER_AFTER_HOURS * HOUR_MS + MINUTE_MS);
    const sweep = await sendEnquiryFollowUps(deps);
    // The waiting enquiry and the one of the remote vendor; not the answered, archived, held or past-event ones.
    expect(sweep).toMatchObject({ reminders: 2, suggestions: 0 });
    const reminder = sent.find((mail) => mail.to === "noor@example.test")!;
    expect(reminder).toMatchObject({ template: "enquiry-reminder", subject: "Amira Khan is waiting for your reply – Shaadi Vendors UK" });
    expect(reminder.text).toContain(`${PUBLIC_URL}/vendor-dashboard/enquiries/${waiting}`);
    expect(reminder.text).toContain("Walima on Saturday 12 September 2026");
    expect(sent.map((mail) => mail.to).sort()).toEqual(["island@example.test", "noor@example.test"]);
    expect((await conversation(waiting)).reminderSentAt).toEqual(new Date(SENT.getTime() + REMINDER_AFTER_HOURS * HOUR_MS + MINUTE_MS));
    for (const id of [answered, archived, held, pastEvent]) expect((await conversation(id)).reminderSentAt).toBeNull();

    sent.length = 0;
    moveClockTo(REMINDER_AFTER_HOURS * HOUR_MS + 30 * MINUTE_MS);
    expect((await sendEnquiryFollowUps(deps)).reminders).toBe(0);
    expect(sent).toEqual([]);
  });

  it("mails the couple up to three similar vendors after 48 hours, once, with a private link to the conversation", async () => {
    moveClockTo(SUGGESTIONS_AFTER_HOURS * HOUR_MS + MINUTE_MS);
    const sweep = await sendEnquiryFollowUps(deps);
    expect(sweep).toEqual({ reminders: 0, suggestions: 1, noSuggestion: 1, optedOut: 0, failed: 0 });
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail).toMatchObject({ template: "similar-vendors", to: COUPLE, subject: "While you wait for Henna by Noor: other vendors to ask – Shaadi Vendors UK" });
    const named = [...mail.text.matchAll(/^(.+?) – /gm)].map((match) => match[1]);
    expect(named).toEqual(["Mehndi One", "Mehndi Two", "Mehndi Three"]);
    for (const left of ["Mehndi Four", "Too Far", "Slow", "New", "Unknown", "Photo", "Hidden", "Asked"]) expect(mail.text).not.toContain(left);
    expect(mail.text).toContain("Mehndi One – 3 km north – Usually replies within 2 hours");
    expect(mail.text).toMatch(new RegExp(`${PUBLIC_URL}/vendor/\\d+`));
    const link = /https:\/\/shaadi\.example\/messages\/([A-Za-z0-9_-]{43})/.exec(mail.text);
    expect(await resolveConversationToken(getDb(), link?.[1], "link")).toEqual({ enquiryId: waiting, party: "couple" });

    // The remote vendor's couple got nothing (no similar vendor) and will not be asked about again.
    expect((await conversation(remote)).suggestionsSentAt).not.toBeNull();
    sent.length = 0;
    moveClockTo(3 * DAY_MS);
    expect(await sendEnquiryFollowUps(deps)).toEqual({ reminders: 0, suggestions: 0, noSuggestion: 0, optedOut: 0, failed: 0 });
    expect(sent).toEqual([]);
  });
});

describeEachDatabase("sendEnquiryFollowUps: claims and failures", (getDb) => {
  const sent: MailMessage[] = [];
  let deps: FollowUpDeps;
  let clock = SENT;
  beforeAll(() => {
    setClock(() => clock);
    deps = { db: getDb(), sendMail: async (message) => void sent.push(message), publicUrl: PUBLIC_URL, supportEmail: "help@shaadi.example", secret: TEST_SECRET };
  });
  afterAll(() => resetClock());

  it("sends one reminder when two instances sweep at once", async () => {
    const vendor = await createVendor(getDb(), { email: "vendor@example.test", ...kmNorth(0) });
    await createConversation(getDb(), vendor.id, { sentAt: SENT });
    clock = new Date(SENT.getTime() + 25 * HOUR_MS);
    const sweeps = await Promise.all([sendEnquiryFollowUps(deps), sendEnquiryFollowUps(deps)]);
    expect(sweeps.map((sweep) => sweep.reminders).sort()).toEqual([0, 1]);
    expect(sent.filter((mail) => mail.template === "enquiry-reminder")).toHaveLength(1);
  });

  it("sends nothing once the vendor has answered", async () => {
    const vendor = await createVendor(getDb(), { email: "late@example.test", ...kmNorth(0) });
    const { enquiryId } = await createConversation(getDb(), vendor.id, { sentAt: SENT });
    clock = new Date(SENT.getTime() + 25 * HOUR_MS);
    sent.length = 0;
    const answering = vi.fn(async (message: MailMessage) => void sent.push(message));
    await getDb().update(conversations).set({ firstReplyAt: clock }).where(eq(conversations.enquiryId, enquiryId));
    await sendEnquiryFollowUps({ ...deps, sendMail: answering });
    expect(answering).not.toHaveBeenCalled();
    expect((await getDb().select().from(conversations).where(eq(conversations.enquiryId, enquiryId)))[0]!.reminderSentAt).toBeNull();
  });

  it("gives the claim back when the mail cannot be queued, and the next sweep sends it", async () => {
    const vendor = await createVendor(getDb(), { email: "retry@example.test", ...kmNorth(0) });
    const { enquiryId } = await createConversation(getDb(), vendor.id, { sentAt: SENT });
    clock = new Date(SENT.getTime() + 25 * HOUR_MS);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failing = async () => {
      throw new Error("The mail queue is unreachable");
    };
    expect((await sendEnquiryFollowUps({ ...deps, sendMail: failing })).failed).toBe(1);
    expect(logged).toHaveBeenCalledWith("An enquiry reminder could not be mailed", expect.any(Error));
    expect((await getDb().select().from(conversations).where(eq(conversations.enquiryId, enquiryId)))[0]!.reminderSentAt).toBeNull();
    sent.length = 0;
    expect((await sendEnquiryFollowUps(deps)).reminders).toBe(1);
    expect(sent.map((mail) => mail.to)).toEqual(["retry@example.test"]);
  });
});

describeEachDatabase("sendEnquiryFollowUps: couples who opted out (docs/product/couples-tools.md#mail-choices)", (getDb) => {
  const sent: MailMessage[] = [];
  let deps: FollowUpDeps;
  let clock = SENT;
  beforeAll(() => {
    setClock(() => clock);
    deps = { db: getDb(), sendMail: async (message) => void sent.push(message), publicUrl: PUBLIC_URL, supportEmail: "help@shaadi.example", secret: TEST_SECRET };
  });
  afterAll(() => resetClock());

  it("sends no suggestions to an address that opted out of them, and still to the others", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Photographers", slug: "photographers-opt-out" });
    const enquired = await createVendor(db, { name: "Lens by Zara", categoryId: category.id, ...kmNorth(0) });
    const similar = await createVendor(db, { name: "Frame Two", categoryId: category.id, ...kmNorth(5) });
    await db.insert(vendorResponseStats).values({ vendorId: similar.id, enquiries: 12, medianReplyMinutes: 90, repliedWithin48hShare: 0.9, computedAt: SENT });
    const optedOut = await createConversation(db, enquired.id, { sentAt: SENT, enquiry: { coupleEmail: "Sana.Mirza@Example.test" } });
    await createConversation(db, enquired.id, { sentAt: SENT, enquiry: { coupleEmail: "reviews-only@example.test" } });
    await createConversation(db, enquired.id, { sentAt: SENT, enquiry: { coupleEmail: "keen@example.test" } });
    // Opted out with the address as another mail spelt it; the other couple only stopped review invitations.
    await optOutByLink(db, "similar-vendors", optOutToken("similar-vendors", " sana.mirza@example.TEST", TEST_SECRET), TEST_SECRET, SENT);
    await optOutByLink(db, "review-invitation", optOutToken("review-invitation", "reviews-only@example.test", TEST_SECRET), TEST_SECRET, SENT);

    clock = new Date(SENT.getTime() + (SUGGESTIONS_AFTER_HOURS + 1) * HOUR_MS);
    const sweep = await sendEnquiryFollowUps(deps);
    expect(sweep).toMatchObject({ suggestions: 2, optedOut: 1, failed: 0 });
    const suggestions = sent.filter((mail) => mail.template === "similar-vendors");
    expect(suggestions.map((mail) => mail.to).sort()).toEqual(["keen@example.test", "reviews-only@example.test"]);
    // The opted-out couple's moment has passed: a later sweep does not mail them either.
    const claimed = (await db.select().from(conversations).where(eq(conversations.enquiryId, optedOut.enquiryId)))[0]!;
    expect(claimed.suggestionsSentAt).not.toBeNull();

    // Each mail's one-click address stops that couple's suggestions, and then they get no more.
    const keen = suggestions.find((mail) => mail.to === "keen@example.test")!;
    const address = /^<(.+)>$/.exec(keen.headers!["List-Unsubscribe"]!)![1]!;
    const [, kind, token] = /\/unsubscribe\/([a-z-]+)\/([^/]+)$/.exec(address)!;
    expect(kind).toBe("similar-vendors");
    expect(keen.text).toContain(`Unsubscribe: ${address}`);
    await optOutByLink(db, kind, token, TEST_SECRET);
    expect(await isOptedOut(db, "similar-vendors", "keen@example.test", TEST_SECRET)).toBe(true);
    expect(await isOptedOut(db, "review-invitation", "keen@example.test", TEST_SECRET)).toBe(false);
  });
});
