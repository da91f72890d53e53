import { expect, it } from "vitest";
import { createAuth } from "~/modules/accounts/auth.server";
import { markConversationRead } from "~/modules/conversations/messages.server";
import { getOwnListing, getOwnListingSummary } from "~/modules/vendor-portal/own-listing.server";
import { createPaidAccount } from "../../../tests/support/paid-account";
import { createPortalVendor } from "../../../tests/support/portal-vendor";
import { createConversation } from "../../../tests/support/conversations";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";

const PUBLIC_URL = "http://localhost:3000";

describeEachDatabase("the signed-in vendor's own listing", (getDb) => {
  const auth = () => createAuth(getDb(), { config: testAuthConfig(PUBLIC_URL), sendMail: async () => {} });

  it("counts only the listing's own conversations that are unread, not archived and visible", async () => {
    const mine = await createPortalVendor(getDb(), auth(), { publicUrl: PUBLIC_URL });
    const other = await createPortalVendor(getDb(), auth(), { publicUrl: PUBLIC_URL });
    expect(await getOwnListingSummary(getDb(), mine.userId)).toMatchObject({ id: mine.vendorId, unreadEnquiries: 0 });
    const sentAt = new Date("2026-06-01T09:00:00Z");
    const later = new Date("2026-06-02T09:00:00Z");
    const unread = [
      await createConversation(getDb(), mine.vendorId),
      // Opened, then the couple wrote again.
      await createConversation(getDb(), mine.vendorId, { conversation: { vendorReadAt: sentAt, lastMessageAt: later } }),
    ];
    await createConversation(getDb(), mine.vendorId, { conversation: { vendorReadAt: sentAt } });
    await createConversation(getDb(), mine.vendorId, { conversation: { archivedAt: later } });
    await createConversation(getDb(), mine.vendorId, { delivery: "held" });
    await createConversation(getDb(), other.vendorId);
    expect(await getOwnListingSummary(getDb(), mine.userId)).toMatchObject({ id: mine.vendorId, unreadEnquiries: 2 });
    expect(await getOwnListingSummary(getDb(), other.userId)).toMatchObject({ id: other.vendorId, unreadEnquiries: 1 });
    for (const { conversation } of unread) await markConversationRead(getDb(), conversation.enquiryId, "vendor", later);
    expect((await getOwnListingSummary(getDb(), mine.userId))?.unreadEnquiries).toBe(0);
  });

  it("finds nothing for an account without a listing, and the owner's listing with its category otherwise", async () => {
    const bare = await createPaidAccount(getDb(), auth(), { publicUrl: PUBLIC_URL });
    expect(await getOwnListingSummary(getDb(), bare.userId)).toBeUndefined();
    expect(await getOwnListing(getDb(), bare.userId)).toBeUndefined();
    const owner = await createPortalVendor(getDb(), auth(), { publicUrl: PUBLIC_URL, name: "Saffron Studio" });
    expect(await getOwnListing(getDb(), owner.userId)).toMatchObject({ id: owner.vendorId, name: "Saffron Studio", isActive: false });
  });
});
