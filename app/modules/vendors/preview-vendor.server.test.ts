import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { vendors } from "~/db/schema";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import { getPublicVendor } from "~/modules/vendors/get-public-vendor.server";
import { getVendorForPreview, PREVIEW_MESSAGES } from "~/modules/vendors/preview-vendor.server";
import { createPortalVendor, type PortalVendor } from "../../../tests/support/portal-vendor";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";

const PUBLIC_URL = "http://localhost:3000";

describeEachDatabase("previewing a listing", (getDb) => {
  let auth: Auth;
  let owner: PortalVendor;
  let other: PortalVendor;
  beforeAll(async () => {
    auth = createAuth(getDb(), { config: testAuthConfig(PUBLIC_URL), sendMail: async () => {} });
    owner = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, name: "Mehndi by Sana" });
    other = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL });
  });

  const code = (promise: Promise<unknown>) => promise.then(() => "found", (error: { code?: string }) => error.code);

  it("shows the owner its inactive listing, under review, which the public cannot see", async () => {
    expect(await code(getPublicVendor(getDb(), owner.vendorId))).toBe("not_found");
    const preview = await getVendorForPreview(getDb(), owner.vendorId, { userId: owner.userId, isAdmin: false });
    expect(preview.state).toBe("under_review");
    expect(preview.vendor).toMatchObject({ id: owner.vendorId, name: "Mehndi by Sana", description: "Bridal mehndi for South Asian weddings across the Midlands." });
    expect(PREVIEW_MESSAGES.under_review).toMatch(/^Preview\b.*not yet visible to couples/);
  });

  it("answers not_found to another vendor and for an unknown id, and lets an admin preview any listing", async () => {
    expect(await code(getVendorForPreview(getDb(), owner.vendorId, { userId: other.userId, isAdmin: false }))).toBe("not_found");
    expect(await code(getVendorForPreview(getDb(), 999_999, { userId: owner.userId, isAdmin: false }))).toBe("not_found");
    const byAdmin = await getVendorForPreview(getDb(), owner.vendorId, { userId: "some-admin", isAdmin: true });
    expect(byAdmin.vendor.id).toBe(owner.vendorId);
    expect(await code(getVendorForPreview(getDb(), 999_999, { userId: "some-admin", isAdmin: true }))).toBe("not_found");
  });

  it("tells a listing hidden by an ended subscription from one under review, and an active one", async () => {
    await getDb().update(vendors).set({ subscriptionLapsedAt: new Date("2026-01-01T00:00:00Z") }).where(eq(vendors.id, other.vendorId));
    const lapsed = await getVendorForPreview(getDb(), other.vendorId, { userId: other.userId, isAdmin: false });
    expect(lapsed.state).toBe("subscription_ended");
    expect(PREVIEW_MESSAGES.subscription_ended).toMatch(/^Preview\b.*not visible to couples/);

    await getDb().update(vendors).set({ isActive: true, subscriptionLapsedAt: null }).where(eq(vendors.id, other.vendorId));
    expect((await getVendorForPreview(getDb(), other.vendorId, { userId: other.userId, isAdmin: false })).state).toBe("active");
    expect(await code(getPublicVendor(getDb(), other.vendorId))).toBe("found");
  });
});
