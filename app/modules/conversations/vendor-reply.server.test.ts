import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { conversationMessages, conversations, mailOutbox, rateLimits } from "~/db/schema";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import { REPLY_MESSAGES } from "~/modules/conversations/conversation-rules";
import { MESSAGE_LIMITS } from "~/modules/conversations/messages.server";
import type { NotificationDeps } from "~/modules/conversations/notifications.server";
import { sendVendorReply } from "~/modules/conversations/vendor-reply.server";
import { createPortalVendor, type PortalVendor } from "../../../tests/support/portal-vendor";
import { refusal } from "../../../tests/support/rejections";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { createConversation } from "../../../tests/support/conversations";
import { outboxMailDeps } from "../../../tests/support/outbox-mail";

const PUBLIC_URL = "https://shaadi.example";
const NOW = new Date("2026-06-01T12:00:00Z");

const replyForm = (reply: string) => {
  const form = new FormData();
  form.set("reply", reply);
  return form;
};

describeEachDatabase("the vendor's reply", (getDb) => {
  let auth: Auth;
  let vendor: PortalVendor;
  let deps: NotificationDeps;
  beforeAll(async () => {
    auth = createAuth(getDb(), { config: testAuthConfig(PUBLIC_URL), sendMail: async () => {} });
    vendor = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true });
    deps = outboxMailDeps(getDb(), PUBLIC_URL);
  });
  const messagesOf = (enquiryId: number) => getDb().select().from(conversationMessages).where(eq(conversationMessages.enquiryId, enquiryId));

  it("stores the reply as typed, moves the conversation on and mails the couple a link", async () => {
    const { enquiry } = await createConversation(getDb(), vendor.vendorId, { enquiry: { coupleEmail: "reply-couple@example.test" } });
    const message = await sendVendorReply(deps, { userId: vendor.userId, enquiryId: enquiry.id, formData: replyForm("  Yes, we are free!\n<b>Call us</b>  ") }, NOW);
    expect(message).toMatchObject({ sender: "vendor", body: "Yes, we are free!\n<b>Call us</b>", via: "site" });
    expect((await messagesOf(enquiry.id)).map((row) => row.body)).toEqual(["Yes, we are free!\n<b>Call us</b>"]);
    const [state] = await getDb().select().from(conversations).where(eq(conversations.enquiryId, enquiry.id));
    expect(state).toMatchObject({ lastMessageFrom: "vendor", lastMessageAt: NOW, firstReplyAt: NOW, vendorReadAt: NOW, coupleNotifiedAt: NOW });
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, "reply-couple@example.test"));
    expect(mail?.text).toContain("Yes, we are free!");
    expect(mail?.text).toContain(`${PUBLIC_URL}/messages/`);
  });

  it("refuses an empty or too long reply and the account's 101st message of the hour, storing nothing", async () => {
    const { enquiry } = await createConversation(getDb(), vendor.vendorId);
    for (const [reply, message] of [["   ", REPLY_MESSAGES.empty], ["x".repeat(5001), REPLY_MESSAGES.tooLong]] as const) {
      expect(await refusal(sendVendorReply(deps, { userId: vendor.userId, enquiryId: enquiry.id, formData: replyForm(reply) }, NOW))).toMatchObject({
        code: "invalid",
        fieldErrors: { reply: message },
      });
    }
    const limited = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true });
    const own = await createConversation(getDb(), limited.vendorId);
    await getDb().insert(rateLimits).values({ key: `vendor-messages:${limited.userId}`, count: MESSAGE_LIMITS.perVendorAccount.max, windowStart: NOW, lastRequest: NOW });
    const error = await refusal(sendVendorReply(deps, { userId: limited.userId, enquiryId: own.enquiry.id, formData: replyForm("Hello") }, NOW));
    expect(error).toMatchObject({ code: "rate_limited", retryAfterSeconds: 3600 });
    for (const id of [enquiry.id, own.enquiry.id]) expect(await messagesOf(id)).toEqual([]);
  });

  it("keeps the message when the mail fails, logging ids only", async () => {
    const { enquiry } = await createConversation(getDb(), vendor.vendorId);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const failing: NotificationDeps = { ...deps, sendMail: async () => Promise.reject(new Error("SMTP down")) };
      const message = await sendVendorReply(failing, { userId: vendor.userId, enquiryId: enquiry.id, formData: replyForm("Still here") }, NOW);
      expect((await messagesOf(enquiry.id)).map((row) => row.id)).toEqual([message.id]);
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      logged.mockRestore();
    }
  });
});
