import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, mailOutbox, subscriptions, vendors } from "~/db/schema";
import { ADMIN_ACCESS_DENIED } from "~/modules/accounts/admin-access.server";
import { getAuth } from "~/modules/accounts/auth.server";
import { LISTING_MESSAGES, type ListingActionData, type ReviewQueue } from "~/modules/admin/listing-review";
import { createAdminAccount, type AdminAccount } from "../../tests/support/admin-account";
import { createCategory } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { routeResponse, runRoute } from "../../tests/support/route-calls";
import { useTemporaryLocalStorage } from "../../tests/support/temporary-storage";
import { describeEachDatabase } from "../../tests/support/test-database";
import { loader as searchApi } from "~/routes/api.search";
import { loader as categoryPage } from "~/routes/category";
import { action, loader } from "~/routes/admin-listings";

const ORIGIN = "http://localhost:3000";

function get(query = "", cookie?: string): Request {
  return new Request(`${ORIGIN}/admin-dashboard/listings${query}`, { headers: cookie ? { cookie } : {} });
}

function post(fields: Record<string, string>, cookie?: string): Request {
  return new Request(`${ORIGIN}/admin-dashboard/listings`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
}

const INTENTS = ["approve", "feature", "unfeature", "verify", "unverify", "resend-verification", "delete"];

describeEachDatabase("/admin-dashboard/listings (Business Listings)", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  useTemporaryLocalStorage();
  let admin: AdminAccount;
  let vendor: PortalVendor;
  let slug: string;
  beforeAll(async () => {
    admin = await createAdminAccount(getDb(), getAuth());
    const category = await createCategory(getDb());
    slug = category.slug;
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, name: "Zubeida Quillborne Henna", categoryId: category.id });
  });

  const listing = async (id: number) => (await getDb().select().from(vendors).where(eq(vendors.id, id)))[0];
  const outboxTo = (to: string) => getDb().select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const searchIds = async (query: string) => {
    const response = await routeResponse(searchApi, new Request(`${ORIGIN}/api/search?q=${encodeURIComponent(query)}`));
    return ((await response.json()) as { vendors: { id: number }[] }).vendors.map((hit) => hit.id);
  };
  const categoryIds = async () => {
    const result = await runRoute<{ vendors: { id: number }[] }>(categoryPage, new Request(`${ORIGIN}/category/${slug}`), { slug });
    return result.body!.vendors.map((card) => card.id);
  };

  it("sends a visitor without a session to /admin, from the page and from every action, changing nothing", async () => {
    const page = await runRoute(loader, get());
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/admin");
    for (const intent of INTENTS) {
      const result = await runRoute(action, post({ intent, listingId: String(vendor.vendorId) }));
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toBe("/admin");
    }
    expect(await listing(vendor.vendorId)).toMatchObject({ isActive: false, isFeatured: false, isVerified: false });
  });

  it("refuses a vendor session with 403 on the page and on every action, changing and sending nothing", async () => {
    const page = await runRoute(loader, get("", vendor.cookie));
    expect(page.status).toBe(403);
    expect(await page.response?.text()).toBe(ADMIN_ACCESS_DENIED);
    for (const intent of INTENTS) {
      const result = await runRoute(action, post({ intent, listingId: String(vendor.vendorId) }, vendor.cookie));
      expect(result.status).toBe(403);
    }
    expect(await listing(vendor.vendorId)).toMatchObject({ isActive: false, isFeatured: false, isVerified: false });
    expect(await outboxTo(vendor.email).then((mails) => mails.filter((mail) => mail.subject.startsWith("Your listing is live")))).toEqual([]);
    expect(await getDb().select().from(auditLog).where(eq(auditLog.entityId, String(vendor.vendorId)))).toEqual([]);
  });

  it("shows an admin the pending queue by default, and the other filters by their links", async () => {
    const page = await runRoute<{ queue: ReviewQueue }>(loader, get("", admin.cookie));
    expect(page.status).toBe(200);
    expect(page.body?.queue.filter).toBe("pending");
    expect(page.body?.queue.listings.map((row) => row.id)).toContain(vendor.vendorId);
    expect(page.body?.queue.listings.find((row) => row.id === vendor.vendorId)).toMatchObject({ ownerEmail: vendor.email, plan: "Supplier Showcase" });
    const live = await runRoute<{ queue: ReviewQueue }>(loader, get("?filter=live", admin.cookie));
    expect(live.body?.queue.filter).toBe("live");
    expect(live.body?.queue.listings.map((row) => row.id)).not.toContain(vendor.vendorId);
  });

  it("approve makes the listing public in /api/search and on its category page at once, and mails the vendor", async () => {
    expect(await searchIds("Quillborne")).not.toContain(vendor.vendorId);
    expect(await categoryIds()).not.toContain(vendor.vendorId);

    const result = await runRoute<ListingActionData>(action, post({ intent: "approve", listingId: String(vendor.vendorId) }, admin.cookie));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ ok: true, intent: "approve", toast: { title: "Listing approved", variant: "success" } });

    expect(await searchIds("Quillborne")).toContain(vendor.vendorId);
    expect(await categoryIds()).toContain(vendor.vendorId);
    const live = await outboxTo(vendor.email).then((mails) => mails.filter((mail) => mail.subject === "Your listing is live – Shaadi Vendors UK"));
    expect(live).toHaveLength(1);
    expect(live[0]?.text).toContain(`/vendor/${vendor.vendorId}`);

    const again = await runRoute<ListingActionData>(action, post({ intent: "approve", listingId: String(vendor.vendorId) }, admin.cookie));
    expect(again.body).toMatchObject({ ok: true, toast: { title: "Listing already live" } });
    expect(await outboxTo(vendor.email).then((mails) => mails.filter((mail) => mail.subject.startsWith("Your listing is live")))).toHaveLength(1);
  });

  it("answers a refused approval with 409, the reason and the intent, for the 'Failed to update business listing' toast", async () => {
    const ended = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN });
    await getDb().update(subscriptions).set({ status: "canceled" }).where(eq(subscriptions.checkoutSessionId, ended.checkoutSessionId));
    const result = await runRoute<ListingActionData>(action, post({ intent: "approve", listingId: String(ended.vendorId) }, admin.cookie));
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({
      values: { intent: "approve", listingId: String(ended.vendorId) },
      formError: { message: LISTING_MESSAGES.subscriptionEnded },
    });
    expect((await listing(ended.vendorId))?.isActive).toBe(false);
  });

  it("toggles featured and verified, and refuses an unknown action or listing", async () => {
    const other = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN });
    const id = String(other.vendorId);
    expect((await runRoute<ListingActionData>(action, post({ intent: "feature", listingId: id }, admin.cookie))).body).toMatchObject({
      ok: true,
      toast: { title: "Business listing updated" },
    });
    await runRoute(action, post({ intent: "verify", listingId: id }, admin.cookie));
    expect(await listing(other.vendorId)).toMatchObject({ isFeatured: true, isVerified: true, isActive: false });
    await runRoute(action, post({ intent: "unfeature", listingId: id }, admin.cookie));
    expect((await listing(other.vendorId))?.isFeatured).toBe(false);

    const unknownIntent = await runRoute<ListingActionData>(action, post({ intent: "publish", listingId: id }, admin.cookie));
    expect(unknownIntent.status).toBe(400);
    const missing = await runRoute<ListingActionData>(action, post({ intent: "feature", listingId: "999999" }, admin.cookie));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ formError: { message: LISTING_MESSAGES.notFound } });
  });

  it("resends the verification email to the owner's account with the spec's toast", async () => {
    const unverified = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN });
    const result = await runRoute<ListingActionData>(action, post({ intent: "resend-verification", listingId: String(unverified.vendorId) }, admin.cookie));
    expect(result.body).toMatchObject({ ok: true, toast: { title: "Verification email sent", description: `Sent to ${unverified.email}.` } });
    const mails = await outboxTo(unverified.email);
    expect(mails.filter((mail) => mail.subject.startsWith("Verify your email address"))).toHaveLength(1);
  });

  it("deletes a listing after the confirmation's post", async () => {
    const doomed = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, name: "Short-lived Mehndi" });
    const result = await runRoute<ListingActionData>(action, post({ intent: "delete", listingId: String(doomed.vendorId) }, admin.cookie));
    expect(result.body).toMatchObject({ ok: true, toast: { title: "Business listing deleted", description: "Short-lived Mehndi has been deleted." } });
    expect(await listing(doomed.vendorId)).toBeUndefined();
    const again = await runRoute<ListingActionData>(action, post({ intent: "delete", listingId: String(doomed.vendorId) }, admin.cookie));
    expect(again.status).toBe(404);
  });
});
