import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { auditLog, mailOutbox, subscriptions, vendorImages, vendors } from "~/db/schema";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import { LISTING_MESSAGES } from "~/modules/admin/listing-review";
import {
  approveListing,
  deleteListing,
  listReviewQueue,
  resendListingVerification,
  setListingFeatured,
  setListingVerified,
  type ListingReviewDeps,
} from "~/modules/admin/listing-review.server";
import { sweepSubscriptionLapses } from "~/modules/billing/subscription-lapse.server";
import { listCategoryVendors } from "~/modules/search/list-category-vendors.server";
import type { MailMessage } from "~/modules/mail/mail-message";
import { parseSearchApiParams } from "~/modules/search/search-api";
import { searchWithSuggestions } from "~/modules/search/search-with-suggestions.server";
import { getStorage } from "~/modules/storage/storage.server";
import { createVendor, createUser } from "../../../tests/support/factories";
import { createPortalVendor } from "../../../tests/support/portal-vendor";
import { useTemporaryLocalStorage } from "../../../tests/support/temporary-storage";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { refusal } from "../../../tests/support/rejections";
import { outboxMailDeps } from "../../../tests/support/outbox-mail";

const PUBLIC_URL = "https://shaadi.example";
const ACTOR = { id: "", email: "reviewer@example.test" };

let unique = 0;
/** A business name no other listing of the file shares, so a search finds exactly this one. */
const uniqueName = (stem: string) => `${stem} ${["Zephyr", "Quill", "Marigold", "Saffron", "Jasmine", "Tamarind"][unique++ % 6]} ${unique}`;

describeEachDatabase("the admin's review of business listings", (getDb) => {
  const { storedFiles } = useTemporaryLocalStorage();
  const verificationMails: MailMessage[] = [];
  let auth: Auth;
  let deps: ListingReviewDeps;
  beforeAll(async () => {
    const db = getDb();
    auth = createAuth(db, {
      config: testAuthConfig(PUBLIC_URL),
      sendMail: async (message) => {
        verificationMails.push(message);
      },
    });
    deps = outboxMailDeps(db, PUBLIC_URL);
    // The audit log names a real account as the actor.
    ACTOR.id = randomUUID();
    await createUser(db, { id: ACTOR.id, name: "Reviewer", email: ACTOR.email, role: "admin", emailVerified: true });
  });

  const portalVendor = (options: { name?: string; email?: string; active?: boolean; emailVerified?: boolean } = {}) =>
    createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, name: options.name ?? uniqueName("Mehndi"), ...options });
  const listing = async (id: number) => (await getDb().select().from(vendors).where(eq(vendors.id, id)))[0];
  const outboxTo = (to: string) => getDb().select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const auditOf = (id: number) =>
    getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "listing"), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
  const endSubscription = (checkoutSessionId: string) =>
    getDb().update(subscriptions).set({ status: "canceled" }).where(eq(subscriptions.checkoutSessionId, checkoutSessionId));
  const publicSearch = async (name: string) =>
    (await searchWithSuggestions(getDb(), parseSearchApiParams(new URLSearchParams({ q: name })))).vendors.map((hit) => hit.id);

  it("lists vendor-submitted listings newest first, filtered, with owner, plan and subscription, and counts each filter", async () => {
    const older = await portalVendor({ name: "Queue Older Henna" });
    const newer = await portalVendor({ name: "Queue Newer Henna", active: true });
    const lapsed = await portalVendor({ name: "Queue Lapsed Henna", active: true });
    const catalogue = await createVendor(getDb(), { name: "Catalogue Vendor Not In Queue", isActive: false });
    await getDb().update(vendors).set({ submittedAt: new Date("2026-01-01T10:00:00Z") }).where(eq(vendors.id, older.vendorId));
    await getDb().update(vendors).set({ submittedAt: new Date("2026-01-02T10:00:00Z") }).where(eq(vendors.id, newer.vendorId));
    await getDb().update(vendors).set({ submittedAt: new Date("2026-01-03T10:00:00Z") }).where(eq(vendors.id, lapsed.vendorId));
    await endSubscription(lapsed.checkoutSessionId);
    await sweepSubscriptionLapses(getDb());

    const all = await listReviewQueue(getDb(), { filter: "all", page: 1 });
    const ids = all.listings.map((row) => row.id);
    expect(ids).not.toContain(catalogue.id);
    expect(ids.indexOf(lapsed.vendorId)).toBeLessThan(ids.indexOf(newer.vendorId));
    expect(ids.indexOf(newer.vendorId)).toBeLessThan(ids.indexOf(older.vendorId));
    expect(all.listings.find((row) => row.id === older.vendorId)).toMatchObject({
      name: "Queue Older Henna",
      ownerEmail: older.email,
      plan: "Supplier Showcase",
      isActive: false,
      isFeatured: false,
      isVerified: false,
      lapsedAt: null,
      subscription: { status: "active", label: "Active", ended: false },
    });
    expect(all.listings.find((row) => row.id === lapsed.vendorId)?.subscription).toMatchObject({ label: "Ended", ended: true });

    const pending = (await listReviewQueue(getDb(), { filter: "pending", page: 1 })).listings.map((row) => row.id);
    const live = (await listReviewQueue(getDb(), { filter: "live", page: 1 })).listings.map((row) => row.id);
    const lapsedOnes = (await listReviewQueue(getDb(), { filter: "lapsed", page: 1 })).listings.map((row) => row.id);
    expect(pending).toContain(older.vendorId);
    expect(pending).not.toContain(newer.vendorId);
    expect(pending).not.toContain(lapsed.vendorId);
    expect(live).toEqual(expect.arrayContaining([newer.vendorId]));
    expect(live).not.toContain(lapsed.vendorId);
    expect(lapsedOnes).toEqual([lapsed.vendorId]);
    expect(all.counts).toEqual({ pending: pending.length, live: live.length, lapsed: 1, all: ids.length });
    expect(all.counts.all).toBe(pending.length + live.length + 1);
  });

  it("approves: the listing is public at once in search and on its category page, the vendor is mailed, the change audited", async () => {
    const vendor = await portalVendor({ name: uniqueName("Approval Henna"), email: `approve-${randomUUID()}@example.test` });
    const name = (await listing(vendor.vendorId))!.name;
    expect(await publicSearch(name)).not.toContain(vendor.vendorId);

    expect(await approveListing(deps, ACTOR, vendor.vendorId)).toEqual({ approved: true, mailed: true });

    const after = await listing(vendor.vendorId);
    expect(after).toMatchObject({ isActive: true, isFeatured: false, isVerified: false, subscriptionLapsedAt: null });
    expect(await publicSearch(name)).toContain(vendor.vendorId);
    const category = await listCategoryVendors(getDb(), { categoryId: vendor.categoryId, sort: "newest" });
    expect(category.vendors.map((card) => card.id)).toContain(vendor.vendorId);

    const [mail, ...more] = await outboxTo(vendor.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Your listing is live – Shaadi Vendors UK");
    expect(mail?.text).toContain(`${PUBLIC_URL}/vendor/${vendor.vendorId}`);
    expect(mail?.text).toContain(name);
    const [entry] = await auditOf(vendor.vendorId);
    expect(entry).toMatchObject({ action: "listing.approve", actorEmail: ACTOR.email, before: { isActive: false }, after: { isActive: true } });
  });

  it("mails the owner's account when the listing has no email of its own", async () => {
    const vendor = await portalVendor();
    await getDb().update(vendors).set({ email: null }).where(eq(vendors.id, vendor.vendorId));
    await approveListing(deps, ACTOR, vendor.vendorId);
    expect((await outboxTo(vendor.email)).map((mail) => mail.subject)).toEqual(["Your listing is live – Shaadi Vendors UK"]);
  });

  it("approving a live listing changes nothing and sends no second mail, also when two approvals race", async () => {
    const vendor = await portalVendor();
    const outcomes = await Promise.all([approveListing(deps, ACTOR, vendor.vendorId), approveListing(deps, ACTOR, vendor.vendorId)]);
    expect(outcomes.map((outcome) => outcome.approved).sort()).toEqual([false, true]);
    expect(await approveListing(deps, ACTOR, vendor.vendorId)).toEqual({ approved: false, mailed: false });
    expect(await outboxTo(vendor.email)).toHaveLength(1);
    expect(await auditOf(vendor.vendorId)).toHaveLength(1);
  });

  it("refuses to approve a listing whose subscription has ended, lapsed or not yet marked, and changes nothing", async () => {
    const ended = await portalVendor();
    await endSubscription(ended.checkoutSessionId);
    const error = await refusal(approveListing(deps, ACTOR, ended.vendorId));
    expect(error.code).toBe("conflict");
    expect(error.message).toBe(LISTING_MESSAGES.subscriptionEnded);

    const lapsed = await portalVendor({ active: true });
    await endSubscription(lapsed.checkoutSessionId);
    await sweepSubscriptionLapses(getDb());
    expect((await listing(lapsed.vendorId))?.subscriptionLapsedAt).not.toBeNull();
    expect((await refusal(approveListing(deps, ACTOR, lapsed.vendorId))).code).toBe("conflict");

    for (const vendor of [ended, lapsed]) {
      expect((await listing(vendor.vendorId))?.isActive).toBe(false);
      expect(await outboxTo(vendor.email)).toEqual([]);
      expect(await auditOf(vendor.vendorId)).toEqual([]);
    }
  });

  it("only reviews vendor-submitted listings: unknown ids and catalogue vendors are not found", async () => {
    const catalogue = await createVendor(getDb(), { isActive: false });
    for (const id of [catalogue.id, 999_999]) {
      expect((await refusal(approveListing(deps, ACTOR, id))).code).toBe("not_found");
      expect((await refusal(setListingFeatured(getDb(), ACTOR, id, true))).code).toBe("not_found");
      expect((await refusal(deleteListing(getDb(), ACTOR, id))).code).toBe("not_found");
    }
    expect((await listing(catalogue.id))?.isActive).toBe(false);
  });

  it("toggles featured and verified, recording each change once", async () => {
    const vendor = await portalVendor();
    expect(await setListingFeatured(getDb(), ACTOR, vendor.vendorId, true)).toBe(true);
    expect(await setListingFeatured(getDb(), ACTOR, vendor.vendorId, true)).toBe(false);
    expect(await setListingVerified(getDb(), ACTOR, vendor.vendorId, true)).toBe(true);
    expect(await listing(vendor.vendorId)).toMatchObject({ isFeatured: true, isVerified: true, isActive: false });
    expect(await setListingFeatured(getDb(), ACTOR, vendor.vendorId, false)).toBe(true);
    expect((await listing(vendor.vendorId))?.isFeatured).toBe(false);
    const entries = await auditOf(vendor.vendorId);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["listing.update", { isFeatured: false }, { isFeatured: true }],
      ["listing.update", { isVerified: false }, { isVerified: true }],
      ["listing.update", { isFeatured: true }, { isFeatured: false }],
    ]);
  });

  it("resends the verification link to the owner's account, refusing an account already verified", async () => {
    const vendor = await portalVendor({ email: `unverified-${randomUUID()}@example.test` });
    await getDb().update(vendors).set({ email: "listing-contact@example.test" }).where(eq(vendors.id, vendor.vendorId));
    expect(await resendListingVerification({ db: getDb(), auth }, ACTOR, vendor.vendorId)).toBe(vendor.email);
    const sent = verificationMails.filter((mail) => mail.to === vendor.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe("Verify your email address – Shaadi Vendors UK");
    expect(sent[0]?.text).toMatch(/verify-email\?token=/);
    expect((await auditOf(vendor.vendorId)).map((entry) => entry.action)).toEqual(["listing.resend-verification"]);

    const verified = await portalVendor({ emailVerified: true });
    const error = await refusal(resendListingVerification({ db: getDb(), auth }, ACTOR, verified.vendorId));
    expect(error.code).toBe("conflict");
    expect(error.message).toBe(LISTING_MESSAGES.alreadyVerified);
    expect(verificationMails.filter((mail) => mail.to === verified.email)).toEqual([]);
  });

  it("answers 'Failed to send verification email' when the mail cannot be sent", async () => {
    const failing = createAuth(getDb(), {
      config: testAuthConfig(PUBLIC_URL),
      sendMail: () => Promise.reject(new Error("SMTP down")),
    });
    const vendor = await portalVendor();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const error = await refusal(resendListingVerification({ db: getDb(), auth: failing }, ACTOR, vendor.vendorId));
      expect(error.code).toBe("unavailable");
      expect(error.message).toBe("Failed to send verification email");
      expect(logged).toHaveBeenCalledWith("The verification email could not be sent", expect.anything());
    } finally {
      logged.mockRestore();
    }
    expect(await auditOf(vendor.vendorId)).toEqual([]);
  });

  it("deletes the listing with its images and its own stored files, keeping the subscription and others' files", async () => {
    const vendor = await portalVendor();
    const storage = getStorage();
    const logo = await storage.put(`vendors/${vendor.vendorId}/logo-${randomUUID()}.webp`, new Uint8Array([1]), "image/webp");
    const gallery = await storage.put(`vendors/pending-${randomUUID()}/gallery-${randomUUID()}.webp`, new Uint8Array([2]), "image/webp");
    const foreign = await storage.put(`vendors/${vendor.vendorId + 1000}/gallery-${randomUUID()}.webp`, new Uint8Array([3]), "image/webp");
    await getDb().update(vendors).set({ logoUrl: logo.url }).where(eq(vendors.id, vendor.vendorId));
    await getDb()
      .insert(vendorImages)
      .values([
        { vendorId: vendor.vendorId, imageUrl: gallery.url, isPrimary: true },
        { vendorId: vendor.vendorId, imageUrl: foreign.url, sortOrder: 1 },
        { vendorId: vendor.vendorId, imageUrl: "https://images.example/catalogue.jpg", sortOrder: 2 },
      ]);
    const name = (await listing(vendor.vendorId))!.name;

    expect(await deleteListing(getDb(), ACTOR, vendor.vendorId)).toBe(name);

    expect(await listing(vendor.vendorId)).toBeUndefined();
    expect(await getDb().select().from(vendorImages).where(eq(vendorImages.vendorId, vendor.vendorId))).toEqual([]);
    const files = await storedFiles();
    expect(files).not.toContain(logo.key);
    expect(files).not.toContain(gallery.key);
    expect(files).toContain(foreign.key);
    const [subscription] = await getDb().select().from(subscriptions).where(eq(subscriptions.checkoutSessionId, vendor.checkoutSessionId));
    expect(subscription).toMatchObject({ vendorId: null, userId: vendor.userId });
    const [entry] = await getDb().select().from(auditLog).where(and(eq(auditLog.action, "vendor.delete"), eq(auditLog.entityId, String(vendor.vendorId))));
    expect(entry).toMatchObject({ actorEmail: ACTOR.email, after: null, before: { name, ownerUserId: vendor.userId } });
  });
});
