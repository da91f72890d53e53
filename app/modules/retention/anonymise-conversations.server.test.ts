import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { bookings, conversationMessages, conversations, conversationTokens, enquiries, quotes } from "~/db/schema";
import { createAuth } from "~/modules/accounts/auth.server";
import { listBookings } from "~/modules/conversations/bookings.server";
import { storeMessage } from "~/modules/conversations/messages.server";
import { notifyParty } from "~/modules/conversations/notifications.server";
import { listVendorInbox } from "~/modules/conversations/vendor-inbox.server";
import { sendEnquiry, type EnquiryDeps } from "~/modules/enquiries/send-enquiry.server";
import { createLogger, setLogger } from "~/modules/logging/logger.server";
import { anonymiseConversations } from "~/modules/retention/anonymise-conversations.server";
import { FORMER_ENQUIRER } from "~/modules/retention/retention-schedule";
import { runRetention } from "~/modules/retention/run-retention.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { createBooking, createConversation, createQuote } from "../../../tests/support/conversations";
import { columnsHolding } from "../../../tests/support/personal-data-scan";
import { createPortalVendor, type PortalVendor } from "../../../tests/support/portal-vendor";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { outboxMailDeps } from "../../../tests/support/outbox-mail";

// docs/product/public-area.md#retention, decision 089: 24 months after a conversation's last message the couple's
// details and every text leave the database, the vendor keeping the dates, event type, quote and booking.

const PUBLIC_URL = "https://shaadi.example";
const SENT_AT = new Date("2026-06-01T12:00:00Z");
const monthsAfter = (time: Date, months: number) => {
  const later = new Date(time);
  later.setUTCMonth(later.getUTCMonth() + months);
  return later;
};

describeEachDatabase("anonymising conversations after 24 months", (getDb) => {
  let vendor: PortalVendor;
  let deps: EnquiryDeps;
  beforeAll(async () => {
    setClock(() => SENT_AT);
    const auth = createAuth(getDb(), { config: testAuthConfig(PUBLIC_URL), sendMail: async () => {} });
    vendor = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true, name: "Henna by Noor" });
    deps = outboxMailDeps(getDb(), PUBLIC_URL);
  });
  afterEach(() => setLogger(undefined));
  afterAll(() => resetClock());

  it("leaves the vendor 'Former enquirer' with the dates, event type, quote and booking, and no trace of the couple in any table or log line", async () => {
    const db = getDb();
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: "Zephyrine Quillfeather",
      email: "zephyrine.quillfeather@example.test",
      phone: "07700 900461",
      eventDate: "2026-09-12",
      eventType: "Walima",
      guestCount: "180",
      message: "We dream of lanterns along the Wrekin for our walima evening.",
    }))
      form.set(name, value);
    await sendEnquiry(deps, { vendorId: vendor.vendorId, formData: form, ip: "198.51.100.77" }, SENT_AT);
    const [enquiry] = await db.select().from(enquiries).where(eq(enquiries.vendorId, vendor.vendorId));
    expect(enquiry).toMatchObject({ coupleName: "Zephyrine Quillfeather", delivery: "delivered" });
    const key = { enquiryId: enquiry!.id, vendorId: vendor.vendorId };
    const later = new Date(SENT_AT.getTime() + 3_600_000);
    await storeMessage(db, { enquiryId: key.enquiryId, sender: "couple", body: "Could the dhol arrive at the quayside at dusk?" }, later);
    await createQuote(db, key, { status: "declined", declineReason: "Quillfeather family budget is smaller", createdAt: new Date(later.getTime() + 60_000) });
    await createBooking(db, key, { source: "quote", quote: { pricePence: 180_000, createdAt: new Date(later.getTime() + 120_000) }, createdAt: later });
    const needles = [enquiry!.coupleName, enquiry!.coupleEmail, enquiry!.couplePhone!, "lanterns along the Wrekin", "quayside at dusk", "Quillfeather family budget"];
    // The search can fail: before the sweep the couple is in the enquiry, the messages, the mails and the limits.
    expect(await columnsHolding(db, needles)).toEqual(expect.arrayContaining(["public.enquiries.couple_name", "public.conversation_messages.body", "public.mail_outbox.text", "public.rate_limits.key"]));

    // A month short of the period, nothing changes.
    await runRetention(db, { at: monthsAfter(later, 23) });
    expect((await listVendorInbox(db, vendor.userId, { filter: "all" })).conversations[0]!.coupleName).toBe("Zephyrine Quillfeather");

    const raw: string[] = [];
    setLogger(createLogger({ level: "debug", destination: { write: (line: string) => void raw.push(line) } }));
    const run = await runRetention(db, { at: monthsAfter(later, 25) });
    expect(run["conversations"]!.rows).toBeGreaterThanOrEqual(1);

    const [row] = (await listVendorInbox(db, vendor.userId, { filter: "all" })).conversations;
    expect(row).toMatchObject({ id: key.enquiryId, coupleName: FORMER_ENQUIRER, eventType: "Walima", eventDate: "2026-09-12", guestCount: 180, stage: "booked" });
    expect(row!.excerpt).not.toMatch(/dusk|Wrekin/);
    expect(await listBookings(db, vendor.userId, monthsAfter(later, 25))).toEqual(
      expect.arrayContaining([expect.objectContaining({ enquiryId: key.enquiryId, coupleName: FORMER_ENQUIRER, amountPence: 180_000, eventDate: "2026-09-12" })]),
    );
    expect(await db.select({ price: quotes.pricePence, status: quotes.status }).from(quotes).where(eq(quotes.enquiryId, key.enquiryId))).toEqual(
      expect.arrayContaining([{ price: 180_000, status: "accepted" }, { price: 125_000, status: "declined" }]),
    );
    expect(await db.select({ createdAt: enquiries.createdAt, delivery: enquiries.delivery }).from(enquiries).where(eq(enquiries.id, key.enquiryId))).toEqual([
      { createdAt: SENT_AT, delivery: "delivered" },
    ]);
    expect(await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.enquiryId, key.enquiryId))).toHaveLength(1);

    expect(await columnsHolding(db, needles)).toEqual([]);
    expect(raw.some((line) => line.includes("Applied the retention schedule"))).toBe(true);
    for (const needle of needles) expect(raw.join("\n").toLowerCase()).not.toContain(needle.toLowerCase());
  });

  it("mails no one when the vendor writes in an anonymised conversation", async () => {
    const db = getDb();
    const key = await createConversation(db, vendor.vendorId, { sentAt: SENT_AT });
    await runRetention(db, { at: monthsAfter(SENT_AT, 25) });
    const at = monthsAfter(SENT_AT, 26);
    await storeMessage(db, { enquiryId: key.enquiryId, sender: "vendor", body: "Are you still planning?" }, at);
    const sent: unknown[] = [];
    expect(await notifyParty({ ...deps, sendMail: async (message) => void sent.push(message) }, key.enquiryId, "couple", at)).toBe(0);
    expect(sent).toEqual([]);
  });

  it("keeps a conversation whose last message is recent, however old its enquiry", async () => {
    const db = getDb();
    const old = await createConversation(db, vendor.vendorId, { sentAt: SENT_AT, enquiry: { coupleName: "Still Talking" } });
    await storeMessage(db, { enquiryId: old.enquiryId, sender: "couple", body: "Still planning!" }, monthsAfter(SENT_AT, 20));
    await runRetention(db, { at: monthsAfter(SENT_AT, 30) });
    expect((await db.select().from(enquiries).where(eq(enquiries.id, old.enquiryId)))[0]!.coupleName).toBe("Still Talking");
    await runRetention(db, { at: monthsAfter(SENT_AT, 45) });
    expect((await db.select().from(enquiries).where(eq(enquiries.id, old.enquiryId)))[0]!.coupleName).toBe(FORMER_ENQUIRER);
  });

  it("anonymises undelivered enquiries, which have no conversation, 24 months after they were sent", async () => {
    const db = getDb();
    const held = await createConversation(db, vendor.vendorId, { sentAt: SENT_AT, delivery: "held", enquiry: { coupleName: "Held Sender" } });
    await db.delete(conversations).where(eq(conversations.enquiryId, held.enquiryId));
    await runRetention(db, { at: monthsAfter(SENT_AT, 25) });
    expect((await db.select().from(enquiries).where(eq(enquiries.id, held.enquiryId)))[0]).toMatchObject({ coupleName: FORMER_ENQUIRER, coupleEmail: "", couplePhone: null, message: "" });
  });

  it("is idempotent and finishes what a stopped run left half done, a batch at a time", async () => {
    const db = getDb();
    const created = [];
    for (let i = 0; i < 5; i++) created.push(await createConversation(db, vendor.vendorId, { sentAt: SENT_AT, linkToken: true }));
    // A run stopped after emptying one conversation's messages, before its enquiry.
    await storeMessage(db, { enquiryId: created[0]!.enquiryId, sender: "couple", body: "Half done" }, SENT_AT);
    await db.update(conversationMessages).set({ body: "" }).where(eq(conversationMessages.enquiryId, created[0]!.enquiryId));
    const at = monthsAfter(SENT_AT, 26);
    const first = await runRetention(db, { at, batchRows: 2 });
    expect(first["conversations"]!.rows).toBeGreaterThanOrEqual(5);
    expect(first["conversations"]!.batches).toBeGreaterThanOrEqual(3);
    const ids = created.map((row) => row.enquiryId);
    for (const id of ids) {
      expect((await db.select().from(enquiries).where(eq(enquiries.id, id)))[0]).toMatchObject({ coupleName: FORMER_ENQUIRER, coupleEmail: "" });
      expect(await db.select().from(conversationTokens).where(eq(conversationTokens.enquiryId, id))).toEqual([]);
    }
    const again = await runRetention(db, { at });
    expect(Object.values(again).every((count) => count.rows === 0)).toBe(true);
    expect(await anonymiseConversations(db, ids)).toBe(0);
    expect(await anonymiseConversations(db, [])).toBe(0);
  });
});
