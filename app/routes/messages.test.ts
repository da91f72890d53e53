import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationMessages, conversations, mailOutbox } from "~/db/schema";
import { MESSAGES_PAGE_SIZE, REPLY_MESSAGES } from "~/modules/conversations/conversation-rules";
import { QUOTE_ANSWER_MESSAGES } from "~/modules/conversations/quote-answer-rules";
import type { CoupleConversation } from "~/modules/conversations/couple-conversation.server";
import { cancelBooking } from "~/modules/conversations/bookings.server";
import { INVALID_FORM_MESSAGE } from "~/modules/http/form-errors";
import { resetClock, setClock } from "~/modules/time/clock";
import { action, loader, meta } from "~/routes/messages";
import { conversationState, createConversation, createQuote } from "../../tests/support/conversations";
import { createUser, createVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";

const ORIGIN = "http://localhost:3000";
const NOW = new Date("2026-06-10T12:00:00Z");

type Failure = { values: Record<string, string>; fieldErrors: Record<string, string>; formError: { title?: string; message: string } };

function post(fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(`${ORIGIN}/messages/x`, { method: "POST", headers: { origin: ORIGIN, ...headers }, body });
}

const open = (token: string, query = "") => runRoute<CoupleConversation>(loader, new Request(`${ORIGIN}/messages/${token}${query}`), { token });

describe("the couple's page head", () => {
  it("keeps the page out of search engines and its token from every other site", () => {
    const tags = meta({ loaderData: undefined } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags).toContainEqual({ name: "referrer", content: "same-origin" });
  });
});

describeEachDatabase("/messages/:token", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  beforeAll(() => setClock(() => NOW));
  afterAll(() => resetClock());
  /** A conversation of a new vendor, with the couple's link. */
  const createLinkedConversation = async () => {
    const vendor = await createVendor(getDb(), { email: "vendor@example.test" });
    return createConversation(getDb(), vendor.id, { linkToken: true });
  };

  it("shows the vendor, the enquiry and the timeline with its quote, never cached, and marks the conversation read", async () => {
    const vendor = await createVendor(getDb(), { name: "Henna by Noor", email: "noor@example.test" });
    const conversation = await createConversation(getDb(), vendor.id, { enquiry: { guestCount: 300 }, linkToken: true });
    await getDb().insert(conversationMessages).values({ enquiryId: conversation.enquiryId, sender: "vendor", body: "Salaam! Yes, we are free.", createdAt: new Date("2026-06-01T12:30:00Z") });
    const quoteId = await createQuote(getDb(), conversation, { validUntil: "2026-07-01" });

    const page = await open(conversation.token);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.body).toMatchObject({
      vendorId: vendor.id,
      vendorName: "Henna by Noor",
      enquiry: { coupleName: "Amira Khan", eventType: "Walima", eventDate: "2026-09-12", guestCount: 300 },
      stage: "quoted",
      booked: false,
      showingEarlier: false,
    });
    expect(page.body!.page.messages.map((message) => [message.sender, message.body, message.quote?.id ?? null])).toEqual([
      ["vendor", "Salaam! Yes, we are free.", null],
      ["vendor", "", quoteId],
    ]);
    expect(page.body!.page.messages[1]!.quote).toMatchObject({ pricePence: 125_000, standing: "sent" });
    const [row] = await getDb().select().from(conversations).where(eq(conversations.enquiryId, conversation.enquiryId));
    expect(row!.coupleReadAt).toEqual(NOW);
  });

  it("pages a long conversation: the newest 50, then the ones before with ?before=", async () => {
    const conversation = await createLinkedConversation();
    await getDb()
      .insert(conversationMessages)
      .values(Array.from({ length: MESSAGES_PAGE_SIZE + 5 }, (_, i) => ({ enquiryId: conversation.enquiryId, sender: i % 2 ? "vendor" : "couple", body: `Message ${i}` })));
    const newest = await open(conversation.token);
    expect(newest.body!.page.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(newest.body!.page.messages.at(-1)!.body).toBe(`Message ${MESSAGES_PAGE_SIZE + 4}`);
    const earlier = await open(conversation.token, `?before=${newest.body!.page.olderBefore}`);
    expect(earlier.body!.page.messages.map((message) => message.body)).toEqual(["Message 0", "Message 1", "Message 2", "Message 3", "Message 4"]);
    expect(earlier.body!.showingEarlier).toBe(true);
    expect((await open(conversation.token, "?before=nonsense")).body!.page.messages).toHaveLength(MESSAGES_PAGE_SIZE);
  });

  it("stores a reply, and gives a refused one back as typed with the field's message", async () => {
    const conversation = await createLinkedConversation();
    const sent = await runRoute<{ toast: { title: string } }>(action, post({ intent: "reply", reply: "Could you do 20 guests?" }), { token: conversation.token });
    expect(sent.status).toBe(200);
    expect(sent.body?.toast.title).toBe(REPLY_MESSAGES.sent);
    expect(sent.headers.get("Cache-Control")).toBe("no-store");

    const typed = "x".repeat(5001);
    const refused = await runRoute<Failure>(action, post({ intent: "reply", reply: typed }), { token: conversation.token });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      values: { intent: "reply", quoteId: "", reply: typed, reason: "" },
      fieldErrors: { reply: REPLY_MESSAGES.tooLong },
      formError: { message: INVALID_FORM_MESSAGE },
    });
    expect((await conversationState(getDb(), conversation.enquiryId)).messages.map((message) => message.body)).toEqual(["Could you do 20 guests?"]);
  });

  it("refuses a cross-site post before reading it", async () => {
    const conversation = await createLinkedConversation();
    const request = post({ intent: "reply", reply: "Hello" }, { origin: "https://evil.example" });
    expect((await runRoute(action, request, { token: conversation.token })).status).toBe(403);
    expect(request.bodyUsed).toBe(false);
    expect((await conversationState(getDb(), conversation.enquiryId)).messages).toEqual([]);
  });

  it("accepts a quote: the page then shows 'Booked' and the quote accepted", async () => {
    const conversation = await createLinkedConversation();
    const quoteId = await createQuote(getDb(), conversation, { validUntil: "2026-07-01" });
    const accepted = await runRoute<{ toast: { title: string } }>(action, post({ intent: "accept", quoteId: String(quoteId) }), { token: conversation.token });
    expect(accepted.body?.toast.title).toBe(QUOTE_ANSWER_MESSAGES.accepted);
    const page = await open(conversation.token);
    expect(page.body).toMatchObject({ stage: "booked", booked: true });
    expect(page.body!.page.messages.find((message) => message.quote)?.quote?.standing).toBe("accepted");
    expect(page.body!.page.messages.at(-1)!.body).toBe("Accepted your quote of £1,250.");
  });

  it("shows a booking the vendor cancelled, and takes the couple's acceptance of another quote after it", async () => {
    const owner = await createUser(getDb());
    const vendor = await createVendor(getDb(), { name: "Henna by Noor", ownerUserId: owner.id });
    const conversation = await createConversation(getDb(), vendor.id, { linkToken: true });
    const first = await createQuote(getDb(), conversation, { validUntil: "2026-07-01", eventDate: "2027-08-14" });
    await runRoute(action, post({ intent: "accept", quoteId: String(first) }), { token: conversation.token });
    const second = await createQuote(getDb(), conversation, { validUntil: "2026-07-01", eventDate: "2027-08-21", createdAt: new Date("2026-06-09T10:00:00Z") });
    await cancelBooking(getDb(), owner.id, conversation.enquiryId, new Date("2026-06-10T11:00:00Z"));

    const page = await open(conversation.token);
    expect(page.body).toMatchObject({
      stage: "quoted",
      booked: false,
      cancelledBooking: { eventDate: "2027-08-14", cancelledAt: new Date("2026-06-10T11:00:00Z") },
    });
    expect(page.body!.page.messages.at(-1)).toMatchObject({ sender: "vendor", body: "Cancelled the booking for Saturday 14 August 2027." });
    expect(page.body!.page.messages.find((message) => message.quote?.id === first)?.quote?.standing).toBe("accepted");

    const accepted = await runRoute<{ toast: { title: string } }>(action, post({ intent: "accept", quoteId: String(second) }), { token: conversation.token });
    expect(accepted.body?.toast.title).toBe(QUOTE_ANSWER_MESSAGES.accepted);
    expect((await open(conversation.token)).body).toMatchObject({ stage: "booked", booked: true, cancelledBooking: null });
    expect((await conversationState(getDb(), conversation.enquiryId)).bookings.map((booking) => [booking.eventDate, booking.cancelledAt !== null]).sort()).toEqual([
      ["2027-08-14", true],
      ["2027-08-21", false],
    ]);
  });

  it("refuses an expired quote with 409 and its message, keeping the form's values", async () => {
    const conversation = await createLinkedConversation();
    const quoteId = await createQuote(getDb(), conversation, { validUntil: "2026-06-09" });
    const refused = await runRoute<Failure>(action, post({ intent: "accept", quoteId: String(quoteId) }), { token: conversation.token });
    expect(refused.status).toBe(409);
    expect(refused.body?.formError.message).toBe("This quote has expired and can no longer be accepted.");
    expect(refused.body?.values).toMatchObject({ intent: "accept", quoteId: String(quoteId) });
    expect((await conversationState(getDb(), conversation.enquiryId)).bookings).toEqual([]);
  });

  it("declines with a reason, and gives a reason over 1,000 characters back as typed", async () => {
    const conversation = await createLinkedConversation();
    const quoteId = await createQuote(getDb(), conversation, { validUntil: "2026-07-01" });
    const long = "y".repeat(1001);
    const refused = await runRoute<Failure>(action, post({ intent: "decline", quoteId: String(quoteId), reason: long }), { token: conversation.token });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ values: { intent: "decline", quoteId: String(quoteId), reason: long }, fieldErrors: { reason: QUOTE_ANSWER_MESSAGES.reasonTooLong } });

    const declined = await runRoute<{ toast: { title: string } }>(action, post({ intent: "decline", quoteId: String(quoteId), reason: "Over our budget" }), { token: conversation.token });
    expect(declined.body?.toast.title).toBe(QUOTE_ANSWER_MESSAGES.declined);
    expect((await conversationState(getDb(), conversation.enquiryId)).quotes).toMatchObject([{ status: "declined", declineReason: "Over our budget" }]);
  });

  it("answers an unknown intent with 400, changing nothing", async () => {
    const conversation = await createLinkedConversation();
    const outboxBefore = await getDb().select().from(mailOutbox);
    const refused = await runRoute<Failure>(action, post({ intent: "archive", reply: "Hi" }), { token: conversation.token });
    expect(refused.status).toBe(400);
    expect(refused.body?.values.reply).toBe("Hi");
    expect((await conversationState(getDb(), conversation.enquiryId)).messages).toEqual([]);
    expect(await getDb().select().from(mailOutbox)).toEqual(outboxBefore);
  });
});
