import { beforeAll, expect, it } from "vitest";
import { conversationMessages, quotes } from "~/db/schema";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import { storeMessage } from "~/modules/conversations/messages.server";
import { countUnreadConversations, listVendorInbox } from "~/modules/conversations/vendor-inbox.server";
import type { InboxFilter } from "~/modules/conversations/conversation-rules";
import { INBOX_PAGE_SIZE } from "~/modules/conversations/vendor-inbox";
import { createPortalVendor, type PortalVendor } from "../../../tests/support/portal-vendor";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { createConversation } from "../../../tests/support/conversations";

const PUBLIC_URL = "https://shaadi.example";
const HOUR = 3_600_000;
const START = new Date("2026-06-01T09:00:00Z");
const hours = (n: number) => new Date(START.getTime() + n * HOUR);

describeEachDatabase("the vendor's inbox of conversations", (getDb) => {
  let auth: Auth;
  let other: PortalVendor;
  beforeAll(async () => {
    auth = createAuth(getDb(), { config: testAuthConfig(PUBLIC_URL), sendMail: async () => {} });
    other = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true, name: "Other Vendor" });
  });

  const ids = async (userId: string, filter: InboxFilter = "all", page = 1) =>
    (await listVendorInbox(getDb(), userId, { filter, page })).conversations.map((row) => row.id);

  it("lists the account's own visible conversations, unread first, then newest activity first", async () => {
    const vendor = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true });
    const readOld = await createConversation(getDb(), vendor.vendorId, { sentAt: hours(0), conversation: { vendorReadAt: hours(1) } });
    const unreadOld = await createConversation(getDb(), vendor.vendorId, { sentAt: hours(1) });
    const readNew = await createConversation(getDb(), vendor.vendorId, { sentAt: hours(2), conversation: { vendorReadAt: hours(3) } });
    // Read, then the couple wrote again: unread, with the latest activity.
    const again = await createConversation(getDb(), vendor.vendorId, { sentAt: hours(3), conversation: { vendorReadAt: hours(3), lastMessageAt: hours(5) } });
    await createConversation(getDb(), vendor.vendorId, { sentAt: hours(6), delivery: "held" });
    await createConversation(getDb(), vendor.vendorId, { sentAt: hours(6), delivery: "rejected" });
    const upheld = await createConversation(getDb(), vendor.vendorId, { sentAt: hours(-1), delivery: "not_genuine", conversation: { vendorReadAt: hours(0) } });
    await createConversation(getDb(), other.vendorId, { sentAt: hours(7) });

    const page = await listVendorInbox(getDb(), vendor.userId, { filter: "all" });
    expect(page.conversations.map((row) => [row.id, row.unread])).toEqual([
      [again.enquiry.id, true],
      [unreadOld.enquiry.id, true],
      [readNew.enquiry.id, false],
      [readOld.enquiry.id, false],
      [upheld.enquiry.id, false],
    ]);
    expect(page).toMatchObject({ page: 1, hasNextPage: false });
    expect(page.conversations[0]).toEqual({
      id: again.enquiry.id,
      coupleName: "Amira Khan",
      eventType: "Walima",
      eventDate: "2026-09-12",
      guestCount: 250,
      stage: "new",
      archived: false,
      unread: true,
      excerpt: "Salaam! Are you free for our walima?",
      lastMessageFrom: "couple",
      lastMessageAt: hours(5),
    });
    expect(await countUnreadConversations(getDb(), vendor.vendorId)).toBe(2);
  });

  it("shows each filter's conversations and stage labels", async () => {
    const vendor = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true });
    const fresh = await createConversation(getDb(), vendor.vendorId, { sentAt: hours(0) });
    const replied = await createConversation(getDb(), vendor.vendorId, {
      sentAt: hours(1),
      conversation: { firstReplyAt: hours(2), lastMessageFrom: "vendor", lastMessageAt: hours(2), vendorReadAt: hours(2) },
    });
    const awaiting = await createConversation(getDb(), vendor.vendorId, { sentAt: hours(2), conversation: { firstReplyAt: hours(3), lastMessageAt: hours(4) } });
    const quoted = await createConversation(getDb(), vendor.vendorId, {
      sentAt: hours(3),
      conversation: { stage: "quoted", firstReplyAt: hours(4), lastMessageFrom: "vendor", lastMessageAt: hours(4), vendorReadAt: hours(4) },
    });
    const booked = await createConversation(getDb(), vendor.vendorId, {
      sentAt: hours(4),
      conversation: { stage: "booked", firstReplyAt: hours(5), lastMessageAt: hours(6), vendorReadAt: hours(6) },
    });
    const bookedOutside = await createConversation(getDb(), vendor.vendorId, { sentAt: hours(5), conversation: { stage: "booked", vendorReadAt: hours(5) } });
    const archived = await createConversation(getDb(), vendor.vendorId, { sentAt: hours(6), conversation: { archivedAt: hours(7), vendorReadAt: hours(6) } });

    const all = await listVendorInbox(getDb(), vendor.userId, { filter: "all" });
    expect(Object.fromEntries(all.conversations.map((row) => [row.id, row.stage]))).toEqual({
      [fresh.enquiry.id]: "new",
      [replied.enquiry.id]: "replied",
      [awaiting.enquiry.id]: "awaiting",
      [quoted.enquiry.id]: "quoted",
      [booked.enquiry.id]: "booked",
      [bookedOutside.enquiry.id]: "booked",
    });
    expect(await ids(vendor.userId, "new")).toEqual([fresh.enquiry.id]);
    // The couple wrote last: unread ones first, then the newest activity.
    expect(await ids(vendor.userId, "awaiting")).toEqual([awaiting.enquiry.id, fresh.enquiry.id, booked.enquiry.id, bookedOutside.enquiry.id]);
    expect(await ids(vendor.userId, "quoted")).toEqual([quoted.enquiry.id]);
    expect(await ids(vendor.userId, "booked")).toEqual([booked.enquiry.id, bookedOutside.enquiry.id]);
    const archivedPage = await listVendorInbox(getDb(), vendor.userId, { filter: "archived" });
    expect(archivedPage.conversations.map((row) => [row.id, row.archived])).toEqual([[archived.enquiry.id, true]]);
  });

  it("excerpts the last message, a quote by its price, and pages by 50", async () => {
    const vendor = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true });
    const talked = await createConversation(getDb(), vendor.vendorId, { sentAt: hours(0) });
    await storeMessage(getDb(), { enquiryId: talked.enquiry.id, sender: "vendor", body: `Hello!\n\n${"word ".repeat(60)}` }, hours(1));
    const quotedOne = await createConversation(getDb(), vendor.vendorId, { sentAt: hours(0) });
    const [quote] = await getDb()
      .insert(quotes)
      .values({ enquiryId: quotedOne.enquiry.id, vendorId: vendor.vendorId, pricePence: 125000, included: "All", events: "Walima", eventDate: "2026-09-12", validUntil: "2026-07-01" })
      .returning();
    await getDb().insert(conversationMessages).values({ enquiryId: quotedOne.enquiry.id, sender: "vendor", body: "", quoteId: quote!.id, createdAt: hours(2) });

    const rows = (await listVendorInbox(getDb(), vendor.userId, { filter: "all" })).conversations;
    const excerpt = rows.find((row) => row.id === talked.enquiry.id)!.excerpt;
    expect(excerpt.length).toBeLessThanOrEqual(140);
    expect(excerpt).toMatch(/^Hello! (word )+word…$/);
    expect(rows.find((row) => row.id === quotedOne.enquiry.id)!.excerpt).toBe("Quote: £1,250");

    for (let index = 0; index < INBOX_PAGE_SIZE; index += 1) await createConversation(getDb(), vendor.vendorId, { sentAt: hours(-10 - index) });
    const first = await listVendorInbox(getDb(), vendor.userId, { filter: "all", page: 1 });
    const second = await listVendorInbox(getDb(), vendor.userId, { filter: "all", page: 2 });
    expect(first.conversations).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.hasNextPage).toBe(true);
    expect(second).toMatchObject({ page: 2, hasNextPage: false });
    expect(second.conversations).toHaveLength(2);
    expect(new Set([...first.conversations, ...second.conversations].map((row) => row.id)).size).toBe(INBOX_PAGE_SIZE + 2);
  });

  it("lists nothing for an account without a listing, and never another account's conversations", async () => {
    const { user } = await auth.api.createUser({ body: { email: "no-listing-inbox@example.test", password: "saffron-lanterns-2026", name: "No listing" } });
    expect(await listVendorInbox(getDb(), user.id, { filter: "all" })).toEqual({ conversations: [], page: 1, hasNextPage: false });
    const vendor = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true });
    expect(await ids(vendor.userId)).toEqual([]);
    expect(await countUnreadConversations(getDb(), vendor.vendorId)).toBe(0);
  });
});
