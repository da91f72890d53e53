import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { conversationMessages, conversations, enquiries } from "~/db/schema";
import { findCoupleConversation, findVendorConversation } from "~/modules/conversations/conversation-access.server";
import { MESSAGES_PAGE_SIZE } from "~/modules/conversations/conversation-rules";
import { mintConversationToken, resolveConversationToken, revokeConversationTokens } from "~/modules/conversations/conversation-tokens.server";
import { listMessages, MESSAGE_LIMITS, parseReply, storeMessage } from "~/modules/conversations/messages.server";
import { openConversations } from "~/modules/conversations/open-conversation.server";
import { AppError } from "~/modules/errors/app-error";
import { createUser, createVendor } from "../../../tests/support/factories";
import { refusal } from "../../../tests/support/rejections";
import { describeEachDatabase } from "../../../tests/support/test-database";

const SENT = new Date("2026-06-01T18:00:00Z");

async function conversationOf(db: Database, ownerUserId?: string) {
  const vendor = await createVendor(db, { ownerUserId });
  const [enquiry] = await db
    .insert(enquiries)
    .values({ vendorId: vendor.id, coupleName: "Amira Khan", coupleEmail: "amira@example.test", eventDate: "2027-06-12", eventType: "Nikah", guestCount: 200, message: "Salaam!", createdAt: SENT })
    .returning();
  await openConversations(db, [{ id: enquiry!.id, vendorId: vendor.id }], SENT);
  return { vendor, enquiryId: enquiry!.id };
}

describeEachDatabase("conversation messages", (getDb) => {
  it("stores a vendor's reply: the first reply time is kept, the turn moves, a couple's message brings it out of the archive", async () => {
    const { enquiryId } = await conversationOf(getDb());
    const firstReply = new Date(SENT.getTime() + 3 * 3600_000);
    await storeMessage(getDb(), { enquiryId, sender: "vendor", body: "Yes, we are free." }, firstReply);
    await storeMessage(getDb(), { enquiryId, sender: "vendor", body: "Any questions?" }, new Date(firstReply.getTime() + 60_000));
    await getDb().update(conversations).set({ archivedAt: firstReply }).where(eq(conversations.enquiryId, enquiryId));
    const coupleAt = new Date(firstReply.getTime() + 3600_000);
    await storeMessage(getDb(), { enquiryId, sender: "couple", body: "<b>Lovely</b>" }, coupleAt);

    const [row] = await getDb().select().from(conversations).where(eq(conversations.enquiryId, enquiryId));
    expect(row).toMatchObject({ firstReplyAt: firstReply, lastMessageFrom: "couple", lastMessageAt: coupleAt, archivedAt: null, coupleReadAt: coupleAt });
    const { messages } = await listMessages(getDb(), enquiryId);
    expect(messages.map((message) => [message.sender, message.body])).toEqual([
      ["vendor", "Yes, we are free."],
      ["vendor", "Any questions?"],
      ["couple", "<b>Lovely</b>"],
    ]);
  });

  it("opens a long conversation a page at a time, newest page first, each page oldest first", async () => {
    const { enquiryId } = await conversationOf(getDb());
    const total = MESSAGES_PAGE_SIZE * 2 + 5;
    await getDb()
      .insert(conversationMessages)
      .values(Array.from({ length: total }, (_, i) => ({ enquiryId, sender: i % 2 ? "couple" : "vendor", body: `message ${i}`, createdAt: new Date(SENT.getTime() + i * 60_000) })));
    const first = await listMessages(getDb(), enquiryId);
    expect(first.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(first.messages.at(-1)?.body).toBe(`message ${total - 1}`);
    const second = await listMessages(getDb(), enquiryId, first.olderBefore!);
    expect(second.messages.at(-1)?.body).toBe(`message ${total - 1 - MESSAGES_PAGE_SIZE}`);
    const last = await listMessages(getDb(), enquiryId, second.olderBefore!);
    expect(last.messages.map((message) => message.body)).toEqual(["message 0", "message 1", "message 2", "message 3", "message 4"]);
    expect(last.olderBefore).toBeNull();
  });

  it("refuses the 31st message of one side within an hour and stores nothing more", async () => {
    const { enquiryId } = await conversationOf(getDb());
    for (let i = 0; i < MESSAGE_LIMITS.perConversationSide.max; i++) {
      await storeMessage(getDb(), { enquiryId, sender: "couple", body: `m${i}` }, new Date(SENT.getTime() + i * 1000));
    }
    const error = await refusal(storeMessage(getDb(), { enquiryId, sender: "couple", body: "one more" }, new Date(SENT.getTime() + 60_000)));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("rate_limited");
    // The other side is counted apart.
    await storeMessage(getDb(), { enquiryId, sender: "vendor", body: "still fine" }, new Date(SENT.getTime() + 60_000));
    const rows = await getDb().select().from(conversationMessages).where(eq(conversationMessages.enquiryId, enquiryId));
    expect(rows.map((row) => row.body)).not.toContain("one more");
    expect(rows).toHaveLength(MESSAGE_LIMITS.perConversationSide.max + 1);
  });

  it("lets the owning vendor and a live couple link open the conversation, and nothing else", async () => {
    const owner = await createUser(getDb());
    const other = await createUser(getDb());
    const { enquiryId } = await conversationOf(getDb(), owner.id);
    const second = await conversationOf(getDb(), other.id);
    expect((await findVendorConversation(getDb(), owner.id, enquiryId)).coupleName).toBe("Amira Khan");
    expect(await refusal(findVendorConversation(getDb(), other.id, enquiryId))).toMatchObject({ code: "not_found" });

    const link = await mintConversationToken(getDb(), { enquiryId, party: "couple", purpose: "link" });
    const reply = await mintConversationToken(getDb(), { enquiryId, party: "couple", purpose: "reply" });
    expect((await findCoupleConversation(getDb(), link)).enquiryId).toBe(enquiryId);
    // A reply address's token is not a link, a malformed or unknown token opens nothing.
    for (const token of [reply, "short", "A".repeat(43), undefined]) {
      expect(await refusal(findCoupleConversation(getDb(), token))).toMatchObject({ code: "not_found" });
    }
    // A held enquiry's conversation is closed to both sides.
    await getDb().update(enquiries).set({ delivery: "held" }).where(eq(enquiries.id, second.enquiryId));
    expect(await refusal(findVendorConversation(getDb(), other.id, second.enquiryId))).toMatchObject({ code: "not_found" });

    expect(await revokeConversationTokens(getDb(), enquiryId)).toBe(2);
    expect(await resolveConversationToken(getDb(), link, "link")).toBeUndefined();
    expect(await refusal(findCoupleConversation(getDb(), link))).toMatchObject({ code: "not_found" });
  });

  it("reads a reply of 1 to 5,000 characters, trimmed", () => {
    const form = (reply: string) => {
      const data = new FormData();
      data.set("reply", reply);
      return data;
    };
    expect(parseReply(form("  Thank you!  "))).toBe("Thank you!");
    expect(parseReply(form("x".repeat(5000)))).toHaveLength(5000);
    for (const text of ["", "   ", "x".repeat(5001)]) {
      let caught: unknown;
      try {
        parseReply(form(text));
      } catch (error) {
        caught = error;
      }
      expect(caught).toMatchObject({ code: "invalid" });
    }
  });
});
