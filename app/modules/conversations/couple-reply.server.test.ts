import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { conversationMessages, mailOutbox } from "~/db/schema";
import { REPLY_MESSAGES } from "~/modules/conversations/conversation-rules";
import { revokeConversationTokens } from "~/modules/conversations/conversation-tokens.server";
import { sendCoupleReply } from "~/modules/conversations/couple-reply.server";
import { MESSAGE_LIMITS } from "~/modules/conversations/messages.server";
import type { NotificationDeps } from "~/modules/conversations/notifications.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { conversationState, createConversation, type ConversationOverrides } from "../../../tests/support/conversations";
import { createVendor } from "../../../tests/support/factories";
import { refusal } from "../../../tests/support/rejections";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { outboxMailDeps } from "../../../tests/support/outbox-mail";

const NOW = new Date("2026-06-02T09:00:00Z");

function replyForm(reply: string): FormData {
  const form = new FormData();
  form.set("reply", reply);
  return form;
}

describeEachDatabase("the couple's reply through their link", (getDb) => {
  let deps: NotificationDeps;
  beforeAll(() => {
    setClock(() => NOW);
    deps = outboxMailDeps(getDb());
  });
  afterAll(() => resetClock());
  /** A conversation of a new vendor, with the couple's link. */
  const createLinkedConversation = async (overrides: ConversationOverrides = {}) => {
    const vendor = await createVendor(getDb(), { email: "vendor@example.test" });
    return createConversation(getDb(), vendor.id, { ...overrides, linkToken: true });
  };

  it("stores the reply as typed from the couple, moves the conversation on and mails the vendor the text", async () => {
    const conversation = await createLinkedConversation();
    const typed = "  Thank you! <b>Can</b> you do 300 guests?  ";
    const message = await sendCoupleReply(deps, { token: conversation.token, formData: replyForm(typed) }, NOW);
    expect(message).toMatchObject({ sender: "couple", body: "Thank you! <b>Can</b> you do 300 guests?", via: "site", quoteId: null });

    const state = await conversationState(getDb(), conversation.enquiryId);
    expect(state.messages.map((row) => [row.sender, row.body])).toEqual([["couple", "Thank you! <b>Can</b> you do 300 guests?"]]);
    expect(state.conversation).toMatchObject({ lastMessageFrom: "couple", lastMessageAt: NOW, coupleReadAt: NOW, vendorNotifiedAt: NOW });
    const [mail, ...more] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, "vendor@example.test"));
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("New message from Amira Khan – Shaadi Vendors UK");
    expect(mail!.text).toContain("Thank you! <b>Can</b> you do 300 guests?");
    expect(mail!.text).toContain(`https://shaadi.example/vendor-dashboard/enquiries/${conversation.enquiryId}`);
  });

  it("refuses an empty reply and one over 5,000 characters with the field's message, storing nothing", async () => {
    const conversation = await createLinkedConversation();
    const empty = await refusal(sendCoupleReply(deps, { token: conversation.token, formData: replyForm("   ") }, NOW));
    expect(empty).toMatchObject({ code: "invalid", fieldErrors: { reply: REPLY_MESSAGES.empty } });
    const long = await refusal(sendCoupleReply(deps, { token: conversation.token, formData: replyForm("x".repeat(5001)) }, NOW));
    expect(long).toMatchObject({ code: "invalid", fieldErrors: { reply: REPLY_MESSAGES.tooLong } });
    expect((await conversationState(getDb(), conversation.enquiryId)).messages).toEqual([]);
  });

  describe("a link that opens nothing", () => {
    it("answers 404 for a malformed, an unknown and a revoked token, and for a held or rejected enquiry, storing nothing", async () => {
      const revoked = await createLinkedConversation();
      await revokeConversationTokens(getDb(), revoked.enquiryId, NOW);
      const held = await createLinkedConversation({ delivery: "held" });
      const rejected = await createLinkedConversation({ delivery: "rejected" });
      const tokens = ["not-a-token", "A".repeat(43), undefined, revoked.token, held.token, rejected.token];
      for (const token of tokens) {
        expect((await refusal(sendCoupleReply(deps, { token, formData: replyForm("Hello") }, NOW))).code, String(token)).toBe("not_found");
      }
      for (const { enquiryId } of [revoked, held, rejected]) {
        expect(await getDb().select().from(conversationMessages).where(eq(conversationMessages.enquiryId, enquiryId))).toEqual([]);
      }
    });
  });

  it("keeps the reply when the vendor's mail cannot be sent, logging the ids only", async () => {
    const conversation = await createLinkedConversation();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failing: NotificationDeps = { ...deps, sendMail: () => Promise.reject(new Error("SMTP down")) };
    const message = await sendCoupleReply(failing, { token: conversation.token, formData: replyForm("Are you free?") }, NOW);
    expect((await conversationState(getDb(), conversation.enquiryId)).messages.map((row) => row.id)).toEqual([message.id]);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]![0])).toBe("A conversation's new messages could not be mailed now; the sweep tries again");
    expect(JSON.stringify(logged.mock.calls)).not.toContain("Are you free?");
  });

  it("refuses the 31st reply of an hour with 429 and keeps the 30 before it", async () => {
    const conversation = await createLinkedConversation();
    const max = MESSAGE_LIMITS.perConversationSide.max;
    for (let i = 0; i < max; i++) await sendCoupleReply(deps, { token: conversation.token, formData: replyForm(`Message ${i}`) }, NOW);
    const refused = await refusal(sendCoupleReply(deps, { token: conversation.token, formData: replyForm("One more") }, NOW));
    expect(refused.code).toBe("rate_limited");
    expect((await conversationState(getDb(), conversation.enquiryId)).messages).toHaveLength(max);
  });
});
