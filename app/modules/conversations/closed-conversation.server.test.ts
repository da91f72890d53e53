import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bookings, mailOutbox, quotes, vendorErasures } from "~/db/schema";
import { CONVERSATION_CLOSED } from "~/modules/conversations/conversation-rules";
import { openCoupleConversation } from "~/modules/conversations/couple-conversation.server";
import { sendCoupleReply } from "~/modules/conversations/couple-reply.server";
import type { NotificationDeps } from "~/modules/conversations/notifications.server";
import { acceptQuote, declineQuote } from "~/modules/conversations/quote-answers.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { conversationState, createConversation, createQuote } from "../../../tests/support/conversations";
import { createUser, createVendor, uniqueNumber } from "../../../tests/support/factories";
import { refusal } from "../../../tests/support/rejections";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { outboxMailDeps } from "../../../tests/support/outbox-mail";

// Decision 107: while a vendor's account deletion is pending, the couple's link reads the conversation but adds
// nothing to it and mails nobody; a restore opens it again.

const NOW = new Date("2026-06-02T09:00:00Z");

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describeEachDatabase("a conversation while its vendor's account deletion is pending", (getDb) => {
  let deps: NotificationDeps;
  beforeAll(() => {
    setClock(() => NOW);
    deps = outboxMailDeps(getDb());
  });
  afterAll(() => resetClock());

  /** A quoted conversation of a new vendor whose deletion is pending, and the erasure request's id. */
  async function leavingVendorConversation() {
    const n = uniqueNumber();
    const user = await createUser(getDb(), { email: `leaving-${n}@example.test`, role: "vendor" });
    const vendor = await createVendor(getDb(), { email: user.email, ownerUserId: user.id });
    const conversation = await createConversation(getDb(), vendor.id, { linkToken: true });
    const quoteId = await createQuote(getDb(), conversation, { validUntil: "2026-07-01" });
    const [erasure] = await getDb()
      .insert(vendorErasures)
      .values({ userId: user.id, vendorId: vendor.id, requestedAt: NOW, eraseAfter: new Date(NOW.getTime() + 30 * 86_400_000) })
      .returning({ id: vendorErasures.id });
    return { ...conversation, quoteId, vendorEmail: vendor.email!, erasureId: erasure!.id };
  }
  const mailsTo = (to: string) => getDb().select().from(mailOutbox).where(eq(mailOutbox.to, to));

  it("shows the conversation as closed, and refuses a reply, an acceptance and a decline with 409, storing and mailing nothing", async () => {
    const leaving = await leavingVendorConversation();
    const before = await conversationState(getDb(), leaving.enquiryId);
    const page = await openCoupleConversation(getDb(), { token: leaving.token }, NOW);
    expect(page.closed).toBe(true);
    expect(page.page.messages.map((message) => message.quote?.id)).toContain(leaving.quoteId);

    const reply = await refusal(sendCoupleReply(deps, { token: leaving.token, formData: form({ reply: "Are you still free?" }) }, NOW));
    expect(reply).toMatchObject({ code: "conflict", message: CONVERSATION_CLOSED });
    const accept = await refusal(acceptQuote(deps, { token: leaving.token, quoteId: leaving.quoteId }, NOW));
    expect(accept).toMatchObject({ code: "conflict", message: CONVERSATION_CLOSED });
    const decline = await refusal(declineQuote(deps, { token: leaving.token, quoteId: leaving.quoteId, formData: form({ reason: "Too dear" }) }, NOW));
    expect(decline).toMatchObject({ code: "conflict", message: CONVERSATION_CLOSED });

    const after = await conversationState(getDb(), leaving.enquiryId);
    expect(after.messages).toEqual(before.messages);
    expect(after.conversation?.stage).toBe(before.conversation?.stage);
    expect(await getDb().select({ status: quotes.status }).from(quotes).where(eq(quotes.id, leaving.quoteId))).toEqual([{ status: "sent" }]);
    expect(await getDb().select().from(bookings).where(eq(bookings.enquiryId, leaving.enquiryId))).toEqual([]);
    expect(await mailsTo(leaving.vendorEmail)).toEqual([]);
  });

  it("opens again once the account is restored: the reply is stored and the vendor mailed", async () => {
    const leaving = await leavingVendorConversation();
    await getDb().update(vendorErasures).set({ restoredAt: NOW }).where(eq(vendorErasures.id, leaving.erasureId));
    expect((await openCoupleConversation(getDb(), { token: leaving.token }, NOW)).closed).toBe(false);
    await sendCoupleReply(deps, { token: leaving.token, formData: form({ reply: "Are you still free?" }) }, NOW);
    expect((await conversationState(getDb(), leaving.enquiryId)).messages.map((message) => message.body)).toContain("Are you still free?");
    expect(await mailsTo(leaving.vendorEmail)).toHaveLength(1);
  });

  it("leaves another vendor's conversations open", async () => {
    await leavingVendorConversation();
    const staying = await createVendor(getDb(), { email: `staying-${uniqueNumber()}@example.test` });
    const conversation = await createConversation(getDb(), staying.id, { linkToken: true });
    expect((await openCoupleConversation(getDb(), { token: conversation.token }, NOW)).closed).toBe(false);
  });
});
