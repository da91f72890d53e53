import { desc, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { enquiries, mailOutbox, reviews, sessions, users, weddingEvents, weddings } from "~/db/schema";
import { statementRows } from "~/db/statement-rows.server";
import { getAuth } from "~/modules/accounts/auth.server";
import { listBookings } from "~/modules/conversations/bookings.server";
import { listVendorInbox } from "~/modules/conversations/vendor-inbox.server";
import { ACCOUNT_DELETED_PATH, ERASED_REVIEW_AUTHOR, ERASURE_MESSAGES } from "~/modules/erasure/couple-erasure-rules";
import { FORMER_ENQUIRER } from "~/modules/retention/retention-schedule";
import * as planner from "~/routes/planner";
import * as deletion from "~/routes/planner-account-deletion";
import * as plannerSignIn from "~/routes/planner.sign-in";
import { createAdminAccount } from "../../tests/support/admin-account";
import { signInTokenIn } from "../../tests/support/couple-account";
import { fillCoupleAccount } from "../../tests/support/couple-erasure";
import { uniqueNumber } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { columnsHolding } from "../../tests/support/personal-data-scan";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { cookieHeader, runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { PLANNER_TEST_ORIGIN as ORIGIN, plannerRequest } from "../../tests/support/wedding-planner";

// docs/product/couples-tools.md#delete-account, decision 092: a couple signed in within 15 minutes deletes their
// account; the vendor keeps an anonymised booking, reviews stay as 'A couple' (or go), and no table holds their name,
// email or messages. Only the session's own account is ever touched; a stale session, a vendor, an admin and a
// visitor change nothing.

const PATH = "/planner/account-deletion";
type Page = { email: string; fresh: boolean };
type Failure = { formError?: { message: string } };

describeEachDatabase("a couple's 'Delete my account'", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);

  let vendor: PortalVendor;
  beforeAll(async () => {
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
  });

  async function signIn(email: string, next?: string): Promise<string> {
    await runRoute(planner.action, plannerRequest("/planner", { form: { email } }));
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
    const form: Record<string, string> = { token: signInTokenIn(mail!.text)! };
    if (next) form.next = next;
    const signedIn = await runRoute(plannerSignIn.action, plannerRequest("/planner/sign-in", { form }));
    return cookieHeader(signedIn.headers);
  }
  async function couple(): Promise<{ userId: string; email: string; cookie: string }> {
    const email = `zinnia-erasure-${uniqueNumber()}@example.test`;
    const cookie = await signIn(email);
    const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, email));
    return { userId: user!.id, email, cookie };
  }
  const remove = (cookie: string | undefined, form: Record<string, string> = {}) => runRoute<Failure>(deletion.action, plannerRequest(PATH, { cookie, form: { intent: "delete", ...form } }));
  const counts = async () => {
    const rows = statementRows<{ users: number; sessions: number; events: number; reviews: number; named: number }>(
      await getDb().execute(sql`select
      (select count(*)::int from ${users}) as users, (select count(*)::int from ${sessions}) as sessions,
      (select count(*)::int from ${weddingEvents}) as events, (select count(*)::int from ${reviews}) as reviews,
      (select count(*)::int from ${enquiries} where ${enquiries.coupleName} <> ${FORMER_ENQUIRER}) as named`),
    );
    return rows[0];
  };

  it("deletes the account and every trace of the couple, the vendor keeping a 'Former enquirer' booking and the review as 'A couple'", async () => {
    const db = getDb();
    const me = await couple();
    const filled = await fillCoupleAccount(db, me, vendor.vendorId, ORIGIN);
    // A sign-in link asked for from another browser and never opened.
    await runRoute(planner.action, plannerRequest("/planner", { form: { email: me.email } }));
    // The search can fail: before the deletion the couple is in the enquiry, the guest list, the mails and the limits.
    expect(await columnsHolding(db, filled.needles)).toEqual(
      expect.arrayContaining(["public.users.email", "public.enquiries.couple_name", "public.conversation_messages.body", "public.guests.dietary", "public.mail_outbox.text", "public.rate_limits.key", "public.verifications.value"]),
    );
    const page = await runRoute<Page>(deletion.loader, plannerRequest(PATH, { cookie: me.cookie }));
    expect(page.body).toEqual({ email: me.email, fresh: true });

    const deleted = await remove(me.cookie);
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("location")).toBe(ACCOUNT_DELETED_PATH);
    expect(deleted.headers.getSetCookie().some((cookie) => /^shaadi\.session_token=;.*Max-Age=0/.test(cookie))).toBe(true);

    expect(await columnsHolding(db, filled.needles)).toEqual([]);
    expect(await db.select().from(users).where(eq(users.id, me.userId))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, me.userId))).toEqual([]);
    expect(await db.select().from(weddings).where(eq(weddings.id, filled.weddingId))).toEqual([]);
    const inbox = (await listVendorInbox(db, vendor.userId, { filter: "all" })).conversations.find((row) => row.id === filled.enquiryId);
    expect(inbox).toMatchObject({ coupleName: FORMER_ENQUIRER, stage: "booked", eventDate: "2027-09-12" });
    expect(await listBookings(db, vendor.userId, new Date("2027-01-01T00:00:00Z"))).toEqual(
      expect.arrayContaining([expect.objectContaining({ enquiryId: filled.enquiryId, coupleName: FORMER_ENQUIRER, amountPence: 240_000 })]),
    );
    expect(await db.select({ author: reviews.authorName, body: reviews.body }).from(reviews).where(eq(reviews.id, filled.reviewId))).toEqual([
      { author: ERASED_REVIEW_AUTHOR, body: "Everything ran to time." },
    ]);
    // The old cookie opens nothing: the planner shows the sign-in form.
    expect((await runRoute<{ couple: unknown }>(planner.loader, plannerRequest("/planner", { cookie: me.cookie }))).body!.couple).toBeNull();
  });

  it("deletes the couple's reviews when asked", async () => {
    const me = await couple();
    const filled = await fillCoupleAccount(getDb(), me, vendor.vendorId, ORIGIN);
    expect((await remove(me.cookie, { deleteReviews: "yes" })).status).toBe(303);
    expect(await getDb().select().from(reviews).where(eq(reviews.id, filled.reviewId))).toEqual([]);
    expect(await columnsHolding(getDb(), filled.needles)).toEqual([]);
  });

  it("refuses a session opened more than 15 minutes ago, changing nothing, and mails a fresh link back to this page", async () => {
    const me = await couple();
    await fillCoupleAccount(getDb(), me, vendor.vendorId, ORIGIN);
    await getDb().update(sessions).set({ createdAt: new Date(Date.now() - 16 * 60_000) }).where(eq(sessions.userId, me.userId));
    expect((await runRoute<Page>(deletion.loader, plannerRequest(PATH, { cookie: me.cookie }))).body!.fresh).toBe(false);
    const before = await counts();
    const refused = await remove(me.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body!.formError!.message).toBe(ERASURE_MESSAGES.staleSignIn);
    expect(await counts()).toEqual(before);

    const sent = await runRoute<{ sent: boolean }>(deletion.action, plannerRequest(PATH, { cookie: me.cookie, form: { intent: "fresh-link" } }));
    expect(sent.body).toEqual({ sent: true });
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, me.email)).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail!.text).toContain("next=%2Fplanner%2Faccount-deletion");
    const opened = await runRoute<{ next: string }>(plannerSignIn.loader, plannerRequest(`/planner/sign-in?token=${signInTokenIn(mail!.text)}&next=${encodeURIComponent(PATH)}`, { cookie: me.cookie }));
    expect(opened.body!.next).toBe(PATH);
    const fresh = await runRoute(plannerSignIn.action, plannerRequest("/planner/sign-in", { form: { token: signInTokenIn(mail!.text)!, next: PATH } }));
    expect(fresh.headers.get("location")).toBe(PATH);
    const freshCookie = cookieHeader(fresh.headers);
    expect((await runRoute<Page>(deletion.loader, plannerRequest(PATH, { cookie: freshCookie }))).body!.fresh).toBe(true);
    expect((await remove(freshCookie)).status).toBe(303);
    expect(await getDb().select().from(users).where(eq(users.id, me.userId))).toEqual([]);
  });

  it("acts on the session's own account only: an id in the form, a vendor, an admin and a visitor change nothing", async () => {
    const other = await couple();
    await fillCoupleAccount(getDb(), other, vendor.vendorId, ORIGIN);
    const admin = await createAdminAccount(getDb(), getAuth());
    const before = await counts();
    for (const cookie of [vendor.cookie, admin.cookie, undefined]) {
      const refused = await remove(cookie, { userId: other.userId, email: other.email });
      expect(refused.status).toBe(404);
      const link = await runRoute(deletion.action, plannerRequest(PATH, { cookie, form: { intent: "fresh-link", email: other.email } }));
      expect(link.status).toBe(404);
    }
    expect((await runRoute(deletion.loader, plannerRequest(PATH))).headers.get("location")).toBe("/planner");
    expect((await runRoute(deletion.loader, plannerRequest(PATH, { cookie: vendor.cookie }))).headers.get("location")).toBe("/vendor-dashboard");
    expect((await runRoute(deletion.loader, plannerRequest(PATH, { cookie: admin.cookie }))).headers.get("location")).toBe("/admin-dashboard");
    expect(await counts()).toEqual(before);

    // A couple naming another couple's account deletes only their own.
    const me = await couple();
    expect((await remove(me.cookie, { userId: other.userId })).status).toBe(303);
    expect(await getDb().select({ id: users.id }).from(users).where(eq(users.id, other.userId))).toHaveLength(1);
    expect(await getDb().select({ id: users.id }).from(users).where(eq(users.id, me.userId))).toEqual([]);
  });
});
