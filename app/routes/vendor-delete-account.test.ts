import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import { checkoutSessions, mailOutbox, reviewPhotos, sessions, subscriptions, users, vendorErasures, vendorImages, vendors } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { createTestBillingProvider } from "~/modules/billing/test-billing.server";
import { eraseDueVendorAccounts } from "~/modules/erasure/erase-due-accounts.server";
import { formatErasureDate } from "~/modules/erasure/erasure-rules";
import { storedImageKeys } from "~/modules/media/store-vendor-image.server";
import { parseSearchApiParams } from "~/modules/search/search-api";
import { searchVendors } from "~/modules/search/search-vendors.server";
import { getStorage } from "~/modules/storage/storage.server";
import { advanceClock, now, resetClock, setClock } from "~/modules/time/clock";
import * as clock from "~/routes/dev.clock";
import * as deletePage from "~/routes/vendor-delete-account";
import * as portal from "~/routes/vendor-portal";
import * as vendorPage from "~/routes/vendor";
import { loader as sitemapLoader } from "~/routes/sitemap-xml";
import * as planner from "~/routes/planner";
import * as plannerSignIn from "~/routes/planner.sign-in";
import { createAdminAccount } from "../../tests/support/admin-account";
import { signInTokenIn } from "../../tests/support/couple-account";
import { uniqueNumber } from "../../tests/support/factories";
import { PAID_ACCOUNT_PASSWORD } from "../../tests/support/paid-account";
import { plannerRequest } from "../../tests/support/wedding-planner";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { createReview } from "../../tests/support/review-factories";
import { cookieHeader, routeResponse, runRoute } from "../../tests/support/route-calls";
import { useTemporaryLocalStorage } from "../../tests/support/temporary-storage";
import { describeEachDatabase } from "../../tests/support/test-database";

// docs/product/vendor-journey-and-portal.md#delete-account and decision 091: 'Delete my account' with the password
// re-entered hides the listing at once, cancels the plan at period end, ends every session and mails the date; signing
// in before then can restore everything; 30 days later the account is deleted and only accounting figures stay.

const ORIGIN = "http://localhost:3000";
const AT = new Date("2026-11-29T12:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;

/** Stores a few bytes under `key` in the process's storage, as an upload would. Output: the URL a row keeps. */
async function putFile(key: string): Promise<string> {
  return (await getStorage().put(key, new Uint8Array([82, 73, 70, 70]), "image/webp")).url;
}

/** The database whose every transaction is rolled back after its work is done, as if the process stopped there. */
function failingAtCommit(db: Database): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== "transaction") return Reflect.get(target, property, receiver);
      return (work: Parameters<Database["transaction"]>[0]) =>
        target.transaction(async (tx) => {
          await work(tx);
          throw new Error("The process stopped before the commit");
        });
    },
  });
}

function request(path: string, cookie: string, form?: Record<string, string>): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: form ? "POST" : "GET",
    headers: { cookie, origin: ORIGIN, ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    body: form ? new URLSearchParams(form) : undefined,
  });
}

describeEachDatabase("vendor account deletion", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  const storage = useTemporaryLocalStorage();
  let n = 0;
  const vendor = () => createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true, name: `Erasure Mehndi ${backend} ${++n}` });
  const listing = async (id: number) => (await getDb().select().from(vendors).where(eq(vendors.id, id)))[0];
  const subscriptionOf = async (v: PortalVendor) => (await getDb().select().from(subscriptions).where(eq(subscriptions.checkoutSessionId, v.checkoutSessionId)))[0]!;
  const sessionCount = async (userId: string) => (await getDb().select().from(sessions).where(eq(sessions.userId, userId))).length;
  const publicStatus = async (id: number) => (await runRoute(vendorPage.loader, request(`/vendor/${id}`, ""), { id: String(id) })).status;
  const sitemapHas = async (id: number) => (await (await routeResponse(sitemapLoader, request("/sitemap.xml", ""))).text()).includes(`/vendor/${id}<`);
  const searchFinds = async (id: number) => {
    const name = (await listing(id))!.name;
    return (await searchVendors(getDb(), parseSearchApiParams(new URLSearchParams({ q: name })))).vendors.some((hit) => hit.id === id);
  };
  const askDeletion = (v: PortalVendor, password = PAID_ACCOUNT_PASSWORD) =>
    runRoute<{ requested?: { eraseOn: string }; formError?: { message: string } }>(deletePage.action, request("/vendor-dashboard/delete-account", v.cookie, { intent: "delete", password }));
  const signIn = async (email: string) => {
    const { headers } = await getAuth().api.signInEmail({ body: { email, password: PAID_ACCOUNT_PASSWORD }, headers: new Headers(), returnHeaders: true });
    return cookieHeader(headers);
  };

  beforeAll(() => setClock(() => AT));
  afterAll(() => resetClock());

  it("refuses a wrong or empty password with a clear message and changes nothing", async () => {
    const a = await vendor();
    for (const password of ["not-my-password", ""]) {
      const refused = await askDeletion(a, password);
      expect(refused.status).toBe(password ? 401 : 400);
      expect(refused.body?.formError?.message).toMatch(password ? /password is not correct.*not been changed/ : /Enter your password/);
    }
    expect((await listing(a.vendorId))!.isActive).toBe(true);
    expect((await subscriptionOf(a)).cancelAtPeriodEnd).toBe(false);
    expect(await sessionCount(a.userId)).toBe(1);
    expect(await getDb().select().from(vendorErasures).where(eq(vendorErasures.userId, a.userId))).toEqual([]);
    expect(await publicStatus(a.vendorId)).toBe(200);
  });

  it("takes the listing off the site at once, cancels the plan at period end, signs out everywhere and mails the date", async () => {
    const a = await vendor();
    await signIn(a.email);
    expect(await sessionCount(a.userId)).toBe(2);
    expect(await sitemapHas(a.vendorId)).toBe(true);
    expect(await searchFinds(a.vendorId)).toBe(true);
    const done = await askDeletion(a);
    const eraseOn = formatErasureDate(new Date(AT.getTime() + 30 * DAY_MS));
    expect(eraseOn).toBe("29 December 2026");
    expect([done.status, done.body?.requested?.eraseOn]).toEqual([200, eraseOn]);
    expect(await publicStatus(a.vendorId)).toBe(404);
    expect(await sitemapHas(a.vendorId)).toBe(false);
    expect(await searchFinds(a.vendorId)).toBe(false);
    expect((await subscriptionOf(a)).cancelAtPeriodEnd).toBe(true);
    expect(await sessionCount(a.userId)).toBe(0);
    expect((await runRoute(deletePage.loader, request("/vendor-dashboard/delete-account", a.cookie))).headers.get("Location")).toBe("/vendor-auth");
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, a.email)).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.text).toContain(`deleted on ${eraseOn}, unless you sign in before then`);
    const [record] = await getDb().select().from(vendorErasures).where(eq(vendorErasures.userId, a.userId));
    expect(record).toMatchObject({ requestedAt: AT, eraseAfter: new Date(AT.getTime() + 30 * DAY_MS), listingWasActive: true, restoredAt: null, erasedAt: null });
  });

  it("restores on signing in before the date: the subscription resumes and the listing is back", async () => {
    const a = await vendor();
    await askDeletion(a);
    const cookie = await signIn(a.email);
    const dashboard = await runRoute(portal.loader, request("/vendor-dashboard", cookie));
    expect([dashboard.status, dashboard.headers.get("Location")]).toEqual([302, "/vendor-dashboard/delete-account"]);
    const page = await runRoute<{ eraseOn: string }>(deletePage.loader, request("/vendor-dashboard/delete-account", cookie));
    expect(page.body?.eraseOn).toBe("29 December 2026");
    const restored = await runRoute(deletePage.action, request("/vendor-dashboard/delete-account", cookie, { intent: "restore" }));
    expect([restored.status, restored.headers.get("Location")]).toEqual([303, "/vendor-dashboard"]);
    expect((await subscriptionOf(a)).cancelAtPeriodEnd).toBe(false);
    expect(await publicStatus(a.vendorId)).toBe(200);
    expect((await runRoute(portal.loader, request("/vendor-dashboard", cookie))).status).toBe(200);
    // Restoring twice finds nothing to restore, and the account can ask again.
    expect((await runRoute(deletePage.action, request("/vendor-dashboard/delete-account", cookie, { intent: "restore" }))).status).toBe(404);
  });

  it("restores a listing whose plan ended meanwhile as lapsed, not public", async () => {
    const a = await vendor();
    await askDeletion(a);
    await getDb().update(subscriptions).set({ status: "canceled" }).where(eq(subscriptions.checkoutSessionId, a.checkoutSessionId));
    const cookie = await signIn(a.email);
    await runRoute(deletePage.action, request("/vendor-dashboard/delete-account", cookie, { intent: "restore" }));
    expect(await listing(a.vendorId)).toMatchObject({ isActive: false, subscriptionLapsedAt: AT });
  });

  it("deletes the account 30 days later and not before, keeping only the payment's accounting figures", async () => {
    const a = await vendor();
    const b = await vendor();
    // Asked a day after the other tests' requests, so the first run below deletes theirs and not this one.
    const askedAt = new Date(AT.getTime() + DAY_MS);
    setClock(() => askedAt);
    await askDeletion(a);
    setClock(() => AT);
    const dueAt = new Date(askedAt.getTime() + 30 * DAY_MS);
    const provider = createTestBillingProvider(getDb(), ORIGIN);
    expect((await eraseDueVendorAccounts(getDb(), { at: new Date(dueAt.getTime() - 60_000), provider })).failed).toBe(0);
    expect(await getDb().select().from(users).where(eq(users.id, a.userId))).toHaveLength(1);
    expect(await eraseDueVendorAccounts(getDb(), { at: dueAt, provider })).toEqual({ erased: 1, failed: 0 });
    expect(await getDb().select().from(users).where(eq(users.id, a.userId))).toEqual([]);
    expect(await listing(a.vendorId)).toBeUndefined();
    expect(await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, a.email))).toEqual([]);
    await expect(signIn(a.email)).rejects.toThrow();
    const [checkout] = await getDb().select().from(checkoutSessions).where(eq(checkoutSessions.id, a.checkoutSessionId));
    expect(checkout).toMatchObject({ customerEmail: null, checkoutUrl: null, holderKey: null, holderAddress: null, status: "complete" });
    expect(checkout!.amountPence).toBeGreaterThan(0);
    expect(await subscriptionOf(a)).toMatchObject({ userId: null, vendorId: null, status: "canceled" });
    const [record] = await getDb().select().from(vendorErasures).where(eq(vendorErasures.erasedAt, dueAt));
    expect(record).toMatchObject({ userId: null, vendorId: null, requestedAt: askedAt });
    // Idempotent, and the other vendor is untouched.
    expect(await eraseDueVendorAccounts(getDb(), { at: new Date(AT.getTime() + 40 * DAY_MS), provider })).toEqual({ erased: 0, failed: 0 });
    expect((await listing(b.vendorId))!.isActive).toBe(true);
  });

  it("runs the deletion from the development clock with intent=run-erasures once the clock has moved 31 days", async () => {
    const a = await vendor();
    await askDeletion(a);
    resetClock();
    setClock(() => AT);
    const run = (form: Record<string, string>) => runRoute<{ erased?: { erased: number } }>(clock.action, request("/dev/clock", "", form));
    expect((await run({ intent: "run-erasures" })).body?.erased?.erased).toBe(0);
    resetClock();
    advanceClock(AT.getTime() + 31 * DAY_MS - Date.now());
    expect(now().getTime()).toBeGreaterThanOrEqual(AT.getTime() + 31 * DAY_MS - 1000);
    expect((await run({ intent: "run-erasures" })).body?.erased?.erased).toBeGreaterThanOrEqual(1);
    expect(await getDb().select().from(users).where(eq(users.id, a.userId))).toEqual([]);
    resetClock();
    setClock(() => AT);
  });

  it("lets no other vendor, couple, admin or visitor ask for or restore someone else's deletion", async () => {
    const a = await vendor();
    const b = await vendor();
    // Another vendor typing A's password, and naming A, acts on their own account only, and is refused.
    const forged = await runRoute(deletePage.action, request("/vendor-dashboard/delete-account", b.cookie, { intent: "delete", password: "not-b-password", userId: a.userId, vendorId: String(a.vendorId) }));
    expect(forged.status).toBe(401);
    const adminCookie = (await createAdminAccount(getDb(), getAuth())).cookie;
    // A couple signed in through the planner's emailed link, as in the planner's route tests.
    const email = `erasure-couple-${uniqueNumber()}-${backend}@example.test`;
    await runRoute(planner.action, plannerRequest("/planner", { form: { email } }));
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
    const signedIn = await runRoute(plannerSignIn.action, plannerRequest("/planner/sign-in", { form: { token: signInTokenIn(mail!.text)! } }));
    const coupleCookie = cookieHeader(signedIn.headers);
    expect(coupleCookie).not.toBe("");
    for (const intent of ["delete", "restore"]) {
      for (const cookie of [adminCookie, coupleCookie]) {
        expect((await runRoute(deletePage.action, request("/vendor-dashboard/delete-account", cookie, { intent, password: PAID_ACCOUNT_PASSWORD, userId: a.userId }))).status).toBe(403);
      }
      const visitor = await runRoute(deletePage.action, request("/vendor-dashboard/delete-account", "", { intent, password: PAID_ACCOUNT_PASSWORD }));
      expect([visitor.status, visitor.headers.get("Location")]).toEqual([302, "/vendor-auth"]);
    }
    expect((await listing(a.vendorId))!.isActive).toBe(true);
    expect(await getDb().select().from(vendorErasures).where(eq(vendorErasures.userId, a.userId))).toEqual([]);
    // With A's deletion pending, B cannot restore it: B has nothing to restore.
    await askDeletion(a);
    const restoreByB = await runRoute(deletePage.action, request("/vendor-dashboard/delete-account", b.cookie, { intent: "restore", userId: a.userId }));
    expect(restoreByB.status).toBe(404);
    for (const cookie of [adminCookie, coupleCookie, ""]) {
      expect((await runRoute(deletePage.loader, request("/vendor-dashboard/delete-account", cookie))).status).not.toBe(200);
    }
    const [pending] = await getDb().select().from(vendorErasures).where(eq(vendorErasures.userId, a.userId));
    expect(pending).toMatchObject({ restoredAt: null, erasedAt: null });
    expect((await listing(a.vendorId))!.isActive).toBe(false);
    expect((await listing(b.vendorId))!.isActive).toBe(true);
  });

  it("deletes the listing's uploaded photo files and its reviews' photos once the deletion has committed, and no other file", async () => {
    const db = getDb();
    const a = await vendor();
    const b = await vendor();
    const logo = await putFile(`vendors/${a.vendorId}/logo-${randomUUID()}.webp`);
    const galleryKey = `vendors/${a.vendorId}/gallery-${randomUUID()}.1200x800.webp`;
    for (const key of storedImageKeys(galleryKey)) await putFile(key);
    const gallery = `/media/uploads/${galleryKey}`;
    const onboarding = await putFile(`vendors/pending-${randomUUID()}/gallery-${randomUUID()}.webp`);
    const othersUpload = await putFile(`vendors/${b.vendorId}/gallery-${randomUUID()}.webp`);
    const catalogueInStore = await putFile(`demo/mehndi-${randomUUID()}.webp`);
    await db.update(vendors).set({ logoUrl: logo }).where(eq(vendors.id, a.vendorId));
    await db.insert(vendorImages).values(
      [gallery, onboarding, othersUpload, catalogueInStore, "/images/demo/x.webp"].map((imageUrl, sortOrder) => ({ vendorId: a.vendorId, imageUrl, sortOrder })),
    );
    await db.insert(vendorImages).values({ vendorId: b.vendorId, imageUrl: othersUpload });
    const reviewPhoto = await putFile(`reviews/photo-${randomUUID()}.webp`);
    const othersReviewPhoto = await putFile(`reviews/photo-${randomUUID()}.webp`);
    const reviewOfA = await createReview(db, a.vendorId);
    await db.insert(reviewPhotos).values([
      { reviewId: reviewOfA.id, imageUrl: reviewPhoto },
      { reviewId: reviewOfA.id, imageUrl: "/images/demo/review.webp" },
      { reviewId: (await createReview(db, b.vendorId)).id, imageUrl: othersReviewPhoto },
    ]);
    const key = (url: string) => url.replace("/media/uploads/", "");
    const before = await storage.storedFiles();
    expect(before).toEqual([logo, onboarding, othersUpload, catalogueInStore, reviewPhoto, othersReviewPhoto].map(key).concat(storedImageKeys(galleryKey)).sort());
    await askDeletion(a);
    const dueAt = new Date(AT.getTime() + 30 * DAY_MS);
    const provider = createTestBillingProvider(db, ORIGIN);

    // A deletion rolled back at its commit keeps the listing and so every file it links.
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await eraseDueVendorAccounts(failingAtCommit(db), { at: dueAt, provider })).failed).toBeGreaterThanOrEqual(1);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("could not be deleted; the next run tries again"), expect.anything());
    logged.mockRestore();
    expect(await listing(a.vendorId)).toBeDefined();
    expect(await storage.storedFiles()).toEqual(before);

    expect((await eraseDueVendorAccounts(db, { at: dueAt, provider })).erased).toBeGreaterThanOrEqual(1);
    expect(await listing(a.vendorId)).toBeUndefined();
    expect(await storage.storedFiles()).toEqual([catalogueInStore, othersUpload, othersReviewPhoto].map(key).sort());
    expect(await getStorage().get!(key(reviewPhoto))).toBeUndefined();
  });
});
