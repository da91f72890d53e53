import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { conversationMessages, conversations, enquiryReports } from "~/db/schema";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import { openVendorConversation, setConversationArchived } from "~/modules/conversations/vendor-conversation.server";
import { createPortalVendor, type PortalVendor } from "../../../tests/support/portal-vendor";
import { refusal } from "../../../tests/support/rejections";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { createConversation } from "../../../tests/support/conversations";

const PUBLIC_URL = "https://shaadi.example";
const SENT = new Date("2026-06-01T09:00:00Z");
const later = (minutes: number) => new Date(SENT.getTime() + minutes * 60_000);

describeEachDatabase("the vendor's conversation page", (getDb) => {
  let auth: Auth;
  let vendor: PortalVendor;
  let other: PortalVendor;
  beforeAll(async () => {
    auth = createAuth(getDb(), { config: testAuthConfig(PUBLIC_URL), sendMail: async () => {} });
    vendor = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true, name: "Rang Mehndi" });
    other = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true });
  });
  const stateOf = async (enquiryId: number) => (await getDb().select().from(conversations).where(eq(conversations.enquiryId, enquiryId)))[0]!;

  it("opens the head and the newest page of messages, marking it read, and pages back with `before`", async () => {
    const { enquiry } = await createConversation(getDb(), vendor.vendorId, { sentAt: SENT });
    await getDb()
      .insert(conversationMessages)
      .values(
        Array.from({ length: 52 }, (_, index) => ({
          enquiryId: enquiry.id,
          sender: index % 2 ? "vendor" : "couple",
          body: `Message ${index + 1}`,
          createdAt: later(index + 1),
        })),
      );
    await getDb().update(conversations).set({ lastMessageAt: later(52), lastMessageFrom: "vendor", vendorReadAt: later(52) }).where(eq(conversations.enquiryId, enquiry.id));
    const first = await openVendorConversation(getDb(), vendor.userId, enquiry.id, undefined, later(60));
    expect(first.head).toMatchObject({ enquiryId: enquiry.id, vendorName: "Rang Mehndi", coupleName: "Amira Khan", stage: "open" });
    expect(first.timeline.messages.map((message) => message.body)).toEqual(Array.from({ length: 50 }, (_, index) => `Message ${index + 3}`));
    expect(first.timeline.olderBefore).toBe(first.timeline.messages[0]!.id);
    expect(first).toMatchObject({ wasUnread: false, reported: false });
    const older = await openVendorConversation(getDb(), vendor.userId, enquiry.id, first.timeline.olderBefore!, later(61));
    expect(older.timeline.messages.map((message) => message.body)).toEqual(["Message 1", "Message 2"]);
    expect(older.timeline.olderBefore).toBeNull();
  });

  it("marks a conversation read on opening, and says whether it was unread", async () => {
    const { enquiry } = await createConversation(getDb(), vendor.vendorId, { sentAt: SENT });
    expect((await openVendorConversation(getDb(), vendor.userId, enquiry.id, undefined, later(5))).wasUnread).toBe(true);
    expect((await stateOf(enquiry.id)).vendorReadAt).toEqual(later(5));
    expect((await openVendorConversation(getDb(), vendor.userId, enquiry.id, undefined, later(6))).wasUnread).toBe(false);
    await getDb().insert(enquiryReports).values({ enquiryId: enquiry.id, vendorId: vendor.vendorId, reason: "Spam" });
    expect((await openVendorConversation(getDb(), vendor.userId, enquiry.id, undefined, later(7))).reported).toBe(true);
  });

  it("archives and brings back the account's own conversation only", async () => {
    const { enquiry } = await createConversation(getDb(), vendor.vendorId);
    await setConversationArchived(getDb(), vendor.userId, enquiry.id, true, later(1));
    expect((await stateOf(enquiry.id)).archivedAt).toEqual(later(1));
    await setConversationArchived(getDb(), vendor.userId, enquiry.id, false, later(2));
    expect((await stateOf(enquiry.id)).archivedAt).toBeNull();

    const theirs = await createConversation(getDb(), other.vendorId);
    const held = await createConversation(getDb(), vendor.vendorId, { delivery: "held" });
    for (const id of [theirs.enquiry.id, held.enquiry.id, 999_999]) {
      expect((await refusal(setConversationArchived(getDb(), vendor.userId, id, true))).code).toBe("not_found");
      expect((await refusal(openVendorConversation(getDb(), vendor.userId, id))).code).toBe("not_found");
    }
    expect(await stateOf(theirs.enquiry.id)).toEqual(theirs.conversation);
    expect(await stateOf(held.enquiry.id)).toEqual(held.conversation);
  });
});
