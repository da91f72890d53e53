import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { bookings, conversationMessages, conversations, enquiryReports, quotes, vendorUnavailableDates } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { BOOKING_MESSAGES } from "~/modules/conversations/bookings";
import { REPLY_MESSAGES } from "~/modules/conversations/conversation-rules";
import { QUOTE_MESSAGES } from "~/modules/conversations/quote-form";
import type { VendorConversationPage } from "~/modules/conversations/vendor-conversation.server";
import { VENDOR_INTENT_DONE } from "~/modules/conversations/vendor-conversation-rules";
import { CROSS_SITE_MESSAGE } from "~/modules/http/same-origin.server";
import { REPORT_MESSAGES } from "~/modules/lead-quality/report-rules";
import { now } from "~/modules/time/clock";
import { shiftDay, ukDay } from "~/modules/time/uk-dates";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { createConversation } from "../../tests/support/conversations";
import { action, loader } from "~/routes/vendor-enquiry";

const ORIGIN = "http://localhost:3000";

type PageData = VendorConversationPage & { showingEarlier: boolean; today: string };
type ActionData = {
  toast?: { title: string };
  intent?: string;
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
  formError?: { title?: string; message: string };
};

const url = (id: number | string, search = "") => `${ORIGIN}/vendor-dashboard/enquiries/${id}${search}`;
const params = (id: number | string) => ({ enquiryId: String(id) });

function get(id: number | string, cookie?: string, search = ""): Request {
  return new Request(url(id, search), { headers: cookie ? { cookie } : {} });
}

function post(id: number | string, fields: Record<string, string>, cookie?: string, headers: Record<string, string> = {}): Request {
  return new Request(url(id), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    body: new URLSearchParams(fields),
  });
}

describeEachDatabase("/vendor-dashboard/enquiries/:enquiryId", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let vendor: PortalVendor;
  let other: PortalVendor;
  let today: string;
  beforeAll(async () => {
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true, name: "Rang Mehndi" });
    other = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
    today = ukDay(now());
  });

  const quoteFields = (fields: Record<string, string> = {}) => ({
    intent: "quote",
    price: "1,250",
    included: "Bridal mehndi\nFamily hands",
    events: "Mehndi",
    eventDate: shiftDay(today, { days: 90 }),
    validUntil: shiftDay(today, { days: 30 }),
    ...fields,
  });
  const stateOf = async (id: number) => (await getDb().select().from(conversations).where(eq(conversations.enquiryId, id)))[0]!;
  const messagesOf = (id: number) => getDb().select().from(conversationMessages).where(eq(conversationMessages.enquiryId, id));
  const act = (id: number, fields: Record<string, string>) => runRoute<ActionData>(action, post(id, fields, vendor.cookie), params(id));

  it("sends a visitor without a session to /vendor-auth, from the page and from its forms", async () => {
    const { enquiry, conversation } = await createConversation(getDb(), vendor.vendorId);
    for (const result of [await runRoute(loader, get(enquiry.id), params(enquiry.id)), await runRoute(action, post(enquiry.id, { intent: "archive" }), params(enquiry.id))]) {
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toBe("/vendor-auth");
    }
    expect(await stateOf(enquiry.id)).toEqual(conversation);
  });

  it("opens the vendor's own conversation with the enquiry and its messages, marking it read", async () => {
    const { enquiry } = await createConversation(getDb(), vendor.vendorId, { enquiry: { coupleName: "Simran Kaur", eventType: "Anand Karaj", guestCount: 350 } });
    await getDb().insert(conversationMessages).values({ enquiryId: enquiry.id, sender: "couple", body: "Any news?", via: "email" });
    const result = await runRoute<PageData>(loader, get(enquiry.id, vendor.cookie), params(enquiry.id));
    expect(result.status).toBe(200);
    expect(result.headers.get("Cache-Control")).toBe("no-store");
    expect(result.body?.head).toMatchObject({ enquiryId: enquiry.id, coupleName: "Simran Kaur", eventType: "Anand Karaj", guestCount: 350, vendorName: "Rang Mehndi" });
    expect(result.body?.timeline.messages).toEqual([expect.objectContaining({ sender: "couple", body: "Any news?", via: "email", quote: null })]);
    expect(result.body).toMatchObject({ wasUnread: true, reported: false, showingEarlier: false, today });
    expect((await stateOf(enquiry.id)).vendorReadAt).toBeInstanceOf(Date);
    const again = await runRoute<PageData>(loader, get(enquiry.id, vendor.cookie, "?before=99999999"), params(enquiry.id));
    expect(again.body).toMatchObject({ wasUnread: false, showingEarlier: true });
  });

  it("answers 404 to another vendor's conversation, an unknown or a malformed id", async () => {
    const theirs = await createConversation(getDb(), other.vendorId);
    for (const id of [theirs.enquiry.id, 999_999, "abc", "0"]) {
      expect((await runRoute(loader, get(id, vendor.cookie), params(id))).status).toBe(404);
    }
    expect(await stateOf(theirs.enquiry.id)).toEqual(theirs.conversation);
  });

  it("stores a reply and answers its notice; a refused reply keeps what was typed", async () => {
    const { enquiry } = await createConversation(getDb(), vendor.vendorId);
    const sent = await act(enquiry.id, { intent: "reply", reply: "Yes, we are free.\n<b>Call us</b>" });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ toast: { title: REPLY_MESSAGES.sent, variant: "success" }, intent: "reply" });
    expect((await messagesOf(enquiry.id)).map((row) => [row.sender, row.body])).toEqual([["vendor", "Yes, we are free.\n<b>Call us</b>"]]);
    expect(await stateOf(enquiry.id)).toMatchObject({ lastMessageFrom: "vendor", firstReplyAt: expect.any(Date) });

    const tooLong = "x".repeat(5001);
    const refused = await act(enquiry.id, { intent: "reply", reply: tooLong });
    expect(refused.status).toBe(400);
    expect(refused.body?.values).toMatchObject({ intent: "reply", reply: tooLong });
    expect(refused.body?.fieldErrors).toEqual({ reply: REPLY_MESSAGES.tooLong });
    expect(await messagesOf(enquiry.id)).toHaveLength(1);
  });

  it("sends a quote, making the conversation quoted; a refused quote keeps every field typed", async () => {
    const { enquiry } = await createConversation(getDb(), vendor.vendorId);
    const refused = await act(enquiry.id, quoteFields({ price: "0.50", validUntil: shiftDay(today, { years: 2, days: 1 }) }));
    expect(refused.status).toBe(400);
    expect(refused.body?.values).toMatchObject({ ...quoteFields({ price: "0.50", validUntil: shiftDay(today, { years: 2, days: 1 }) }) });
    expect(refused.body?.fieldErrors).toEqual({ price: QUOTE_MESSAGES.priceRange, validUntil: QUOTE_MESSAGES.validUntil });
    expect(await getDb().select().from(quotes).where(eq(quotes.enquiryId, enquiry.id))).toEqual([]);

    const sent = await act(enquiry.id, quoteFields());
    expect(sent.status).toBe(200);
    expect(sent.body?.toast?.title).toBe(QUOTE_MESSAGES.sent);
    expect(await getDb().select().from(quotes).where(eq(quotes.enquiryId, enquiry.id))).toEqual([
      expect.objectContaining({ pricePence: 125000, included: "Bridal mehndi\nFamily hands", events: "Mehndi", status: "sent" }),
    ]);
    expect((await stateOf(enquiry.id)).stage).toBe("quoted");
    const page = await runRoute<PageData>(loader, get(enquiry.id, vendor.cookie), params(enquiry.id));
    expect(page.body?.timeline.messages).toEqual([expect.objectContaining({ body: "", quote: expect.objectContaining({ pricePence: 125000, standing: "sent" }) })]);
  });

  it("marks booked outside the site once, then refuses another booking or quote", async () => {
    const { enquiry } = await createConversation(getDb(), vendor.vendorId);
    const refused = await act(enquiry.id, { intent: "booked-outside", amount: "a lot" });
    expect(refused.status).toBe(400);
    expect(refused.body?.values).toMatchObject({ intent: "booked-outside", amount: "a lot" });
    const booked = await act(enquiry.id, { intent: "booked-outside", amount: "950" });
    expect(booked.body?.toast?.title).toBe(VENDOR_INTENT_DONE["booked-outside"]);
    expect(await getDb().select().from(bookings).where(eq(bookings.enquiryId, enquiry.id))).toEqual([expect.objectContaining({ source: "outside", amountPence: 95000 })]);
    expect((await stateOf(enquiry.id)).stage).toBe("booked");
    expect((await act(enquiry.id, { intent: "booked-outside", amount: "" })).status).toBe(409);
    expect((await act(enquiry.id, quoteFields())).status).toBe(409);
  });

  it("cancels the booking, freeing its day, after which the conversation can be quoted and booked again", async () => {
    const eventDate = shiftDay(today, { days: 120 });
    const { enquiry } = await createConversation(getDb(), vendor.vendorId, { enquiry: { eventDate } });
    const notBooked = await act(enquiry.id, { intent: "cancel-booking" });
    expect(notBooked.status).toBe(409);
    expect(notBooked.body?.formError).toEqual({ title: BOOKING_MESSAGES.cancelRefused, message: BOOKING_MESSAGES.notBooked });

    await act(enquiry.id, { intent: "booked-outside", amount: "" });
    const unavailable = () => getDb().select().from(vendorUnavailableDates).where(and(eq(vendorUnavailableDates.vendorId, vendor.vendorId), eq(vendorUnavailableDates.day, eventDate)));
    expect(await unavailable()).toHaveLength(1);
    const booked = await runRoute<PageData>(loader, get(enquiry.id, vendor.cookie), params(enquiry.id));
    expect(booked.body?.head).toMatchObject({ stage: "booked", bookingEventDate: eventDate });

    const cancelled = await act(enquiry.id, { intent: "cancel-booking" });
    expect(cancelled.body?.toast?.title).toBe(VENDOR_INTENT_DONE["cancel-booking"]);
    expect(await unavailable()).toEqual([]);
    const page = await runRoute<PageData>(loader, get(enquiry.id, vendor.cookie), params(enquiry.id));
    expect(page.body?.head).toMatchObject({ stage: "open", bookingId: null, bookingEventDate: null });
    expect(page.body?.timeline.messages.at(-1)?.body).toMatch(/^Cancelled the booking for \w+ \d{1,2} \w+ \d{4}\.$/);

    expect((await act(enquiry.id, quoteFields())).body?.toast?.title).toBe(VENDOR_INTENT_DONE.quote);
    expect((await act(enquiry.id, { intent: "booked-outside", amount: "500" })).body?.toast?.title).toBe(VENDOR_INTENT_DONE["booked-outside"]);
    expect(await unavailable()).toHaveLength(1);
  });

  it("archives and brings back a conversation", async () => {
    const { enquiry } = await createConversation(getDb(), vendor.vendorId);
    expect((await act(enquiry.id, { intent: "archive" })).body?.toast?.title).toBe(VENDOR_INTENT_DONE.archive);
    expect((await stateOf(enquiry.id)).archivedAt).toBeInstanceOf(Date);
    expect((await act(enquiry.id, { intent: "unarchive" })).body?.toast?.title).toBe(VENDOR_INTENT_DONE.unarchive);
    expect((await stateOf(enquiry.id)).archivedAt).toBeNull();
  });

  it("reports an enquiry as not genuine once, and the page says Reported", async () => {
    const { enquiry } = await createConversation(getDb(), vendor.vendorId);
    const empty = await act(enquiry.id, { intent: "report", reason: " " });
    expect(empty.status).toBe(400);
    expect(empty.body?.fieldErrors).toEqual({ reason: REPORT_MESSAGES.empty });
    expect((await act(enquiry.id, { intent: "report", reason: "Selling SEO services" })).body?.toast?.title).toBe(REPORT_MESSAGES.sent);
    expect(await getDb().select().from(enquiryReports).where(eq(enquiryReports.enquiryId, enquiry.id))).toEqual([
      expect.objectContaining({ reason: "Selling SEO services", status: "open", vendorId: vendor.vendorId }),
    ]);
    expect((await runRoute<PageData>(loader, get(enquiry.id, vendor.cookie), params(enquiry.id))).body?.reported).toBe(true);
    const again = await act(enquiry.id, { intent: "report", reason: "Again" });
    expect(again.status).toBe(409);
    expect(again.body?.values).toMatchObject({ reason: "Again" });
  });

  it("refuses an unknown action with 400 and a cross-site post with 403, changing nothing", async () => {
    const { enquiry, conversation } = await createConversation(getDb(), vendor.vendorId);
    expect((await act(enquiry.id, { intent: "delete" })).status).toBe(400);
    const request = post(enquiry.id, { intent: "archive" }, vendor.cookie, { origin: "https://evil.example" });
    const crossSite = await runRoute<ActionData>(action, request, params(enquiry.id));
    expect(crossSite.status).toBe(403);
    expect(crossSite.body?.formError?.message).toBe(CROSS_SITE_MESSAGE);
    expect(request.bodyUsed).toBe(false);
    expect(await stateOf(enquiry.id)).toEqual(conversation);
  });
});
