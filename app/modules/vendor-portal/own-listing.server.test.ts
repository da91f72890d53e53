import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { enquiries } from "~/db/schema";
import { createAuth } from "~/modules/accounts/auth.server";
import { getOwnListing, getOwnListingSummary } from "~/modules/vendor-portal/own-listing.server";
import { createPaidAccount } from "../../../tests/support/paid-account";
import { createPortalVendor } from "../../../tests/support/portal-vendor";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";

const PUBLIC_URL = "http://localhost:3000";

describeEachDatabase("the signed-in vendor's own listing", (getDb) => {
  const auth = () => createAuth(getDb(), { config: testAuthConfig(PUBLIC_URL), sendMail: async () => {} });
  const enquiry = (vendorId: number, overrides: Partial<typeof enquiries.$inferInsert> = {}) => ({
    vendorId,
    coupleName: "Sana",
    coupleEmail: "sana@example.test",
    eventDate: "2027-05-01",
    eventType: "Walima",
    guestCount: 200,
    message: "Hello",
    ...overrides,
  });

  it("counts only the listing's own enquiries that are neither opened nor archived", async () => {
    const mine = await createPortalVendor(getDb(), auth(), { publicUrl: PUBLIC_URL });
    const other = await createPortalVendor(getDb(), auth(), { publicUrl: PUBLIC_URL });
    expect(await getOwnListingSummary(getDb(), mine.userId)).toMatchObject({ id: mine.vendorId, unreadEnquiries: 0 });
    await getDb()
      .insert(enquiries)
      .values([
        enquiry(mine.vendorId),
        enquiry(mine.vendorId),
        enquiry(mine.vendorId, { readAt: new Date() }),
        enquiry(mine.vendorId, { status: "archived" }),
        enquiry(other.vendorId),
      ]);
    expect(await getOwnListingSummary(getDb(), mine.userId)).toMatchObject({ id: mine.vendorId, unreadEnquiries: 2 });
    expect(await getOwnListingSummary(getDb(), other.userId)).toMatchObject({ id: other.vendorId, unreadEnquiries: 1 });
    await getDb().update(enquiries).set({ readAt: new Date() }).where(eq(enquiries.vendorId, mine.vendorId));
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
