import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "~/db/schema";
import type { NotificationDeps } from "~/modules/conversations/notifications.server";
import { QUOTE_ANSWER_MESSAGES } from "~/modules/conversations/quote-answer-rules";
import { acceptQuote, declineQuote } from "~/modules/conversations/quote-answers.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { conversationState, createBooking, createConversation, createQuote } from "../../../tests/support/conversations";
import { createVendor } from "../../../tests/support/factories";
import { refusal, refusalIfAny } from "../../../tests/support/rejections";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { outboxMailDeps } from "../../../tests/support/outbox-mail";

// Half past midnight in London on 2 July 2026 (British Summer Time), still 1 July in UTC.
const NOW = new Date("2026-07-01T23:30:00Z");

function reasonForm(reason?: string): FormData {
  const form = new FormData();
  if (reason !== undefined) form.set("reason", reason);
  return form;
}

describeEachDatabase("the couple's answers to a quote", (getDb) => {
  let deps: NotificationDeps;
  beforeAll(() => {
    setClock(() => NOW);
    deps = outboxMailDeps(getDb());
  });
  afterAll(() => resetClock());

  /** A conversation of its own vendor (so mails to the vendor are told apart) with one sent quote. */
  async function quoted(options: Parameters<typeof createQuote>[2] = {}) {
    const vendor = await createVendor(getDb(), { email: `vendor-${Math.random().toString(36).slice(2, 10)}@example.test` });
    const conversation = await createConversation(getDb(), vendor.id, { linkToken: true });
    const quoteId = await createQuote(getDb(), conversation, { validUntil: "2026-07-02", ...options });
    return { ...conversation, quoteId, vendorEmail: vendor.email! };
  }
  const mailsTo = (to: string) => getDb().select().from(mailOutbox).where(eq(mailOutbox.to, to));

  describe("accepting", () => {
    it("books the conversation in one step: quote accepted, a booking of the price and date, stage booked, a line in the timeline, the vendor mailed", async () => {
      const { token, quoteId, enquiryId, vendorId, vendorEmail } = await quoted({ eventDate: "2026-09-13" });
      const answer = await acceptQuote(deps, { token, quoteId }, NOW);
      expect(answer).toEqual({ quoteId, status: "accepted", bookingId: expect.any(Number) });

      const state = await conversationState(getDb(), enquiryId);
      expect(state.quotes).toMatchObject([{ id: quoteId, status: "accepted", respondedAt: NOW }]);
      expect(state.bookings).toMatchObject([{ id: answer.bookingId, vendorId, quoteId, source: "quote", amountPence: 125_000, eventDate: "2026-09-13" }]);
      expect(state.conversation).toMatchObject({ stage: "booked", lastMessageFrom: "couple", lastMessageAt: NOW });
      expect(state.messages.at(-1)).toMatchObject({ sender: "couple", body: "Accepted your quote of £1,250.", quoteId: null });
      const [mail] = await mailsTo(vendorEmail);
      expect(mail!.text).toContain("Accepted your quote of £1,250.");
    });

    it("accepts a quote on its last day, a UK day: valid until 2 July at half past midnight in London on 2 July", async () => {
      const { token, quoteId, enquiryId } = await quoted({ validUntil: "2026-07-02" });
      await acceptQuote(deps, { token, quoteId }, NOW);
      expect((await conversationState(getDb(), enquiryId)).conversation?.stage).toBe("booked");
    });

    it("refuses a quote past its date with a clear message, changing nothing", async () => {
      const { token, quoteId, enquiryId, vendorEmail } = await quoted({ validUntil: "2026-07-01" });
      const before = await conversationState(getDb(), enquiryId);
      const refused = await refusal(acceptQuote(deps, { token, quoteId }, NOW));
      expect(refused).toMatchObject({ code: "conflict", message: "This quote has expired and can no longer be accepted." });
      expect(await conversationState(getDb(), enquiryId)).toEqual(before);
      expect(await mailsTo(vendorEmail)).toEqual([]);
    });

    it("refuses a conversation already booked (outside the site) and a quote already answered", async () => {
      const outside = await quoted();
      await createBooking(getDb(), outside, { source: "outside" });
      const before = await conversationState(getDb(), outside.enquiryId);
      expect(await refusal(acceptQuote(deps, { token: outside.token, quoteId: outside.quoteId }, NOW))).toMatchObject({
        code: "conflict",
        message: QUOTE_ANSWER_MESSAGES.booked,
      });
      expect(await conversationState(getDb(), outside.enquiryId)).toEqual(before);

      const twice = await quoted();
      await acceptQuote(deps, { token: twice.token, quoteId: twice.quoteId }, NOW);
      expect(await refusal(acceptQuote(deps, { token: twice.token, quoteId: twice.quoteId }, NOW))).toMatchObject({
        code: "conflict",
        message: QUOTE_ANSWER_MESSAGES.answered,
      });
      expect(await refusal(declineQuote(deps, { token: twice.token, quoteId: twice.quoteId, formData: reasonForm() }, NOW))).toMatchObject({
        code: "conflict",
        message: QUOTE_ANSWER_MESSAGES.answered,
      });
      expect((await conversationState(getDb(), twice.enquiryId)).bookings).toHaveLength(1);
    });

    it("refuses a second quote once another is accepted: one booking per conversation", async () => {
      const first = await quoted();
      const secondId = await createQuote(getDb(), first, { pricePence: 99_000, validUntil: "2026-08-01" });
      await acceptQuote(deps, { token: first.token, quoteId: first.quoteId }, NOW);
      expect(await refusal(acceptQuote(deps, { token: first.token, quoteId: secondId }, NOW))).toMatchObject({ message: QUOTE_ANSWER_MESSAGES.booked });
      const state = await conversationState(getDb(), first.enquiryId);
      expect(state.bookings).toMatchObject([{ quoteId: first.quoteId, amountPence: 125_000 }]);
      expect(state.quotes.map((quote) => quote.status)).toEqual(["accepted", "sent"]);
    });

    it("makes one booking when two quotes of a conversation are accepted at the same moment", async () => {
      const first = await quoted();
      const secondId = await createQuote(getDb(), first, { validUntil: "2026-08-01" });
      const outcomes = await Promise.all([first.quoteId, secondId].map((quoteId) => refusalIfAny(acceptQuote(deps, { token: first.token, quoteId }, NOW))));
      expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(1);
      expect(outcomes.find((outcome) => outcome !== undefined)).toMatchObject({ code: "conflict", message: QUOTE_ANSWER_MESSAGES.booked });
      const state = await conversationState(getDb(), first.enquiryId);
      expect(state.bookings).toHaveLength(1);
      expect(state.quotes.filter((quote) => quote.status === "accepted")).toHaveLength(1);
      expect(state.messages.filter((message) => message.sender === "couple")).toHaveLength(1);
    });

    it("keeps the booking when the vendor's mail cannot be sent, logging the ids only", async () => {
      const { token, quoteId, enquiryId } = await quoted();
      const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
      await acceptQuote({ ...deps, sendMail: () => Promise.reject(new Error("SMTP down")) }, { token, quoteId }, NOW);
      expect((await conversationState(getDb(), enquiryId)).bookings).toHaveLength(1);
      expect(logged).toHaveBeenCalledTimes(1);
      expect(String(logged.mock.calls[0]![0])).toBe("A conversation's new messages could not be mailed now; the sweep tries again");
    });
  });

  describe("declining", () => {
    it("declines with a reason: the quote keeps it, the conversation is open again, the timeline and the vendor's mail say so", async () => {
      const { token, quoteId, enquiryId, vendorEmail } = await quoted();
      const answer = await declineQuote(deps, { token, quoteId, formData: reasonForm("  We found a venue with henna included.  ") }, NOW);
      expect(answer).toEqual({ quoteId, status: "declined" });
      const state = await conversationState(getDb(), enquiryId);
      expect(state.quotes).toMatchObject([{ status: "declined", declineReason: "We found a venue with henna included.", respondedAt: NOW }]);
      expect(state.conversation?.stage).toBe("open");
      expect(state.bookings).toEqual([]);
      expect(state.messages.at(-1)).toMatchObject({ sender: "couple", body: "Declined your quote of £1,250.\n\nReason: We found a venue with henna included." });
      const [mail] = await mailsTo(vendorEmail);
      expect(mail!.text).toContain("Reason: We found a venue with henna included.");
    });

    it("declines without a reason, and stays quoted while another quote is still open", async () => {
      const { token, quoteId, enquiryId, vendorId } = await quoted();
      await createQuote(getDb(), { enquiryId, vendorId }, { validUntil: "2026-08-01" });
      await declineQuote(deps, { token, quoteId, formData: reasonForm() }, NOW);
      const state = await conversationState(getDb(), enquiryId);
      expect(state.quotes.map((quote) => [quote.status, quote.declineReason])).toEqual([
        ["declined", null],
        ["sent", null],
      ]);
      expect(state.conversation?.stage).toBe("quoted");
      expect(state.messages.at(-1)?.body).toBe("Declined your quote of £1,250.");
    });

    it("keeps a booked conversation booked when a quote left open is declined", async () => {
      const { token, quoteId, enquiryId } = await quoted();
      await createBooking(getDb(), { enquiryId, vendorId: (await conversationState(getDb(), enquiryId)).conversation!.vendorId }, { source: "outside" });
      await declineQuote(deps, { token, quoteId, formData: reasonForm() }, NOW);
      expect((await conversationState(getDb(), enquiryId)).conversation?.stage).toBe("booked");
    });

    it("refuses a reason over 1,000 characters with the field's message, changing nothing", async () => {
      const { token, quoteId, enquiryId } = await quoted();
      const before = await conversationState(getDb(), enquiryId);
      const refused = await refusal(declineQuote(deps, { token, quoteId, formData: reasonForm("x".repeat(1001)) }, NOW));
      expect(refused).toMatchObject({ code: "invalid", fieldErrors: { reason: QUOTE_ANSWER_MESSAGES.reasonTooLong } });
      expect(await conversationState(getDb(), enquiryId)).toEqual(before);
    });
  });

  it("answers 404 to a quote id of another conversation, an unknown or missing one, changing neither conversation", async () => {
    const mine = await quoted();
    const theirs = await quoted();
    const before = [await conversationState(getDb(), mine.enquiryId), await conversationState(getDb(), theirs.enquiryId)];
    for (const quoteId of [theirs.quoteId, 999_999, undefined]) {
      expect((await refusal(acceptQuote(deps, { token: mine.token, quoteId }, NOW))).code).toBe("not_found");
      expect((await refusal(declineQuote(deps, { token: mine.token, quoteId, formData: reasonForm("No") }, NOW))).code).toBe("not_found");
    }
    expect([await conversationState(getDb(), mine.enquiryId), await conversationState(getDb(), theirs.enquiryId)]).toEqual(before);
  });
});
