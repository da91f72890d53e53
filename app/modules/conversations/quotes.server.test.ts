import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { conversationMessages, conversations, mailOutbox, quotes, rateLimits } from "~/db/schema";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import { MESSAGE_LIMITS } from "~/modules/conversations/messages.server";
import type { NotificationDeps } from "~/modules/conversations/notifications.server";
import { QUOTE_MESSAGES } from "~/modules/conversations/quote-form";
import { sendQuote } from "~/modules/conversations/quotes.server";
import { createPortalVendor, type PortalVendor } from "../../../tests/support/portal-vendor";
import { refusal } from "../../../tests/support/rejections";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { createConversation } from "../../../tests/support/conversations";
import { outboxMailDeps } from "../../../tests/support/outbox-mail";

const PUBLIC_URL = "https://shaadi.example";
// 23:30 UTC on 30 June is already 1 July in the UK: the quote's days are judged by the UK day.
const NOW = new Date("2026-06-30T23:30:00Z");

function quoteForm(fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  const values = { price: "1,250", included: "Bridal mehndi\nFamily hands", events: "Mehndi", eventDate: "2026-09-12", validUntil: "2026-07-31", ...fields };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

describeEachDatabase("sending a quote", (getDb) => {
  let auth: Auth;
  let vendor: PortalVendor;
  let other: PortalVendor;
  let deps: NotificationDeps;
  beforeAll(async () => {
    auth = createAuth(getDb(), { config: testAuthConfig(PUBLIC_URL), sendMail: async () => {} });
    vendor = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true, name: "Rang Mehndi" });
    other = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true });
    deps = outboxMailDeps(getDb(), PUBLIC_URL);
  });

  const send = (enquiryId: number, form: FormData, userId = vendor.userId) => sendQuote(deps, { userId, enquiryId, formData: form }, NOW);
  const quotesOf = (enquiryId: number) => getDb().select().from(quotes).where(eq(quotes.enquiryId, enquiryId));
  const stateOf = async (enquiryId: number) => (await getDb().select().from(conversations).where(eq(conversations.enquiryId, enquiryId)))[0]!;

  it("stores the quote in pence with its timeline line, marks the conversation quoted and mails the couple", async () => {
    const { enquiry } = await createConversation(getDb(), vendor.vendorId, { enquiry: { coupleEmail: "quote-couple@example.test" } });
    const sent = await send(enquiry.id, quoteForm({ price: "£1,250.50", included: "  <b>All</b> of it  " }));
    expect(await quotesOf(enquiry.id)).toEqual([
      expect.objectContaining({
        id: sent.quoteId,
        vendorId: vendor.vendorId,
        pricePence: 125050,
        included: "<b>All</b> of it",
        events: "Mehndi",
        eventDate: "2026-09-12",
        validUntil: "2026-07-31",
        status: "sent",
        createdAt: NOW,
      }),
    ]);
    const lines = await getDb().select().from(conversationMessages).where(eq(conversationMessages.enquiryId, enquiry.id));
    expect(lines).toEqual([expect.objectContaining({ id: sent.messageId, sender: "vendor", body: "", quoteId: sent.quoteId })]);
    expect(await stateOf(enquiry.id)).toMatchObject({ stage: "quoted", lastMessageFrom: "vendor", lastMessageAt: NOW, firstReplyAt: NOW, vendorReadAt: NOW });
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, "quote-couple@example.test"));
    expect(mail?.text).toContain("£1,250.50");
  });

  it.each([
    ["0.99", QUOTE_MESSAGES.priceRange],
    ["1000000.01", QUOTE_MESSAGES.priceRange],
    ["", QUOTE_MESSAGES.priceEmpty],
    ["twelve", QUOTE_MESSAGES.priceFormat],
    ["-5", QUOTE_MESSAGES.priceFormat],
  ])("refuses the price %j and stores nothing", async (price, message) => {
    const { enquiry } = await createConversation(getDb(), vendor.vendorId);
    const error = await refusal(send(enquiry.id, quoteForm({ price })));
    expect(error).toMatchObject({ code: "invalid", fieldErrors: { price: message } });
    expect(await quotesOf(enquiry.id)).toEqual([]);
    expect(await stateOf(enquiry.id)).toMatchObject({ stage: "open", firstReplyAt: null });
  });

  it("accepts £1 and £1,000,000 exactly", async () => {
    for (const [price, pence] of [["1", 100], ["1,000,000", 100_000_000]] as const) {
      const { enquiry } = await createConversation(getDb(), vendor.vendorId);
      await send(enquiry.id, quoteForm({ price }));
      expect((await quotesOf(enquiry.id))[0]?.pricePence).toBe(pence);
    }
  });

  it("takes 'Valid until' from today (UK) up to two years ahead, and nothing else", async () => {
    for (const validUntil of ["2026-07-01", "2028-07-01"]) {
      const { enquiry } = await createConversation(getDb(), vendor.vendorId);
      await send(enquiry.id, quoteForm({ validUntil }));
      expect((await quotesOf(enquiry.id))[0]?.validUntil).toBe(validUntil);
    }
    for (const validUntil of ["2026-06-30", "2028-07-02", "2026-02-30", "", "soon"]) {
      const { enquiry } = await createConversation(getDb(), vendor.vendorId);
      const error = await refusal(send(enquiry.id, quoteForm({ validUntil })));
      expect(error).toMatchObject({ code: "invalid", fieldErrors: { validUntil: QUOTE_MESSAGES.validUntil } });
      expect(await quotesOf(enquiry.id)).toEqual([]);
    }
  });

  it("asks for what is included, the events and a real event date", async () => {
    const { enquiry } = await createConversation(getDb(), vendor.vendorId);
    const error = await refusal(send(enquiry.id, quoteForm({ included: " ", events: "", eventDate: "2026-13-01" })));
    expect(error.fieldErrors).toEqual({ included: QUOTE_MESSAGES.includedEmpty, events: QUOTE_MESSAGES.eventsEmpty, eventDate: QUOTE_MESSAGES.eventDate });
    const long = await refusal(send(enquiry.id, quoteForm({ included: "x".repeat(2001) })));
    expect(long.fieldErrors).toEqual({ included: QUOTE_MESSAGES.includedTooLong });
    expect(await quotesOf(enquiry.id)).toEqual([]);
  });

  it("refuses a booked conversation, another vendor's, and the account past its hourly limit", async () => {
    const booked = await createConversation(getDb(), vendor.vendorId, { conversation: { stage: "booked" } });
    expect(await refusal(send(booked.enquiry.id, quoteForm()))).toMatchObject({ code: "conflict", message: QUOTE_MESSAGES.booked });
    const theirs = await createConversation(getDb(), other.vendorId);
    expect((await refusal(send(theirs.enquiry.id, quoteForm()))).code).toBe("not_found");
    expect(await quotesOf(theirs.enquiry.id)).toEqual([]);

    const limited = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true });
    const { enquiry } = await createConversation(getDb(), limited.vendorId);
    await getDb().insert(rateLimits).values({ key: `vendor-messages:${limited.userId}`, count: MESSAGE_LIMITS.perVendorAccount.max, windowStart: NOW, lastRequest: NOW });
    expect((await refusal(send(enquiry.id, quoteForm(), limited.userId))).code).toBe("rate_limited");
    expect(await quotesOf(enquiry.id)).toEqual([]);
    for (const row of [booked, theirs]) expect(await stateOf(row.enquiry.id)).toEqual(row.conversation);
  });

  it("keeps the quote when the couple's mail cannot be sent, and logs it", async () => {
    const { enquiry } = await createConversation(getDb(), vendor.vendorId);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const failing: NotificationDeps = { ...deps, sendMail: async () => Promise.reject(new Error("SMTP down")) };
      const sent = await sendQuote(failing, { userId: vendor.userId, enquiryId: enquiry.id, formData: quoteForm() }, NOW);
      expect((await quotesOf(enquiry.id)).map((row) => row.id)).toEqual([sent.quoteId]);
      expect(logged).toHaveBeenCalledWith("A conversation's new messages could not be mailed now; the sweep tries again", expect.any(Error));
    } finally {
      logged.mockRestore();
    }
    expect(await stateOf(enquiry.id)).toMatchObject({ stage: "quoted" });
  });
});
