import { and, asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, blockedSenders, conversations, conversationTokens, enquiries, enquiryReports, subscriptions } from "~/db/schema";
import { ADMIN_ACCESS_DENIED } from "~/modules/accounts/admin-access.server";
import { getAuth } from "~/modules/accounts/auth.server";
import { ENQUIRY_QUEUE_MESSAGES, type ReportedEnquiry } from "~/modules/admin/enquiry-queues";
import { sendEnquiry, type EnquiryDeps } from "~/modules/enquiries/send-enquiry.server";
import { reportEnquiry } from "~/modules/lead-quality/enquiry-reports.server";
import { getListingStats } from "~/modules/listing-stats/listing-stats.server";
import { createAdminAccount, type AdminAccount } from "../../tests/support/admin-account";
import { createVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action, loader } from "~/routes/admin-reported-enquiries";
import { outboxMailDeps } from "../../tests/support/outbox-mail";

// docs/product/couples-tools.md#lead-quality, decision 059: the admin's 'Reported enquiries' queue. Uphold takes the
// enquiry out of the vendor's figures, blocks its sender for every vendor, revokes the conversation's links and
// credits 7 days (test mode: the period end moves); Dismiss changes nothing else. Audited without personal data;
// any other id is 404 and changes nothing.

const ORIGIN = "http://localhost:3000";
const PATH = "/admin-dashboard/reported-enquiries";
const DAY_MS = 86_400_000;
const EVENT_DATE = new Date(Date.now() + 120 * DAY_MS).toISOString().slice(0, 10);

const get = (cookie?: string) => new Request(`${ORIGIN}${PATH}`, { headers: cookie ? { cookie } : {} });
function post(fields: Record<string, string | number>, cookie?: string): Request {
  return new Request(`${ORIGIN}${PATH}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])),
  });
}

let sequence = 0;
function enquiryForm(email: string): FormData {
  const form = new FormData();
  const fields = { name: "Imran Qureshi", email, phone: "", eventDate: EVENT_DATE, eventType: "Nikah", guestCount: "80", message: `Are you free? (${++sequence})` };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describeEachDatabase("/admin-dashboard/reported-enquiries (reported enquiries)", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let admin: AdminAccount;
  let deps: EnquiryDeps;
  beforeAll(async () => {
    admin = await createAdminAccount(getDb(), getAuth());
    deps = outboxMailDeps(getDb(), ORIGIN);
  });

  /** A live vendor (test-mode subscription) that received a delivered enquiry from `email` and reported it. */
  async function reported(email: string, reason = "A recruiter, not a couple") {
    const vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true, name: `Reporting Studio ${++sequence}` });
    await sendEnquiry(deps, { vendorId: vendor.vendorId, formData: enquiryForm(email), ip: `198.51.100.${sequence}` });
    const [enquiry] = await getDb().select().from(enquiries).where(eq(enquiries.vendorId, vendor.vendorId));
    expect(enquiry?.delivery).toBe("delivered");
    const form = new FormData();
    form.set("reason", reason);
    const { reportId } = await reportEnquiry(getDb(), { userId: vendor.userId, enquiryId: enquiry!.id, formData: form });
    return { vendor, enquiry: enquiry!, reportId };
  }
  const report = async (id: number) => (await getDb().select().from(enquiryReports).where(eq(enquiryReports.id, id)))[0]!;
  const delivery = async (id: number) => (await getDb().select().from(enquiries).where(eq(enquiries.id, id)))[0]!.delivery;
  const periodEnd = async (vendor: PortalVendor) =>
    (await getDb().select().from(subscriptions).where(eq(subscriptions.vendorId, vendor.vendorId)))[0]!.currentPeriodEnd!;
  const blocked = () => getDb().select().from(blockedSenders);
  const auditOf = (id: number) =>
    getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "enquiry_report"), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));

  it("sends a visitor to /admin and refuses a vendor with 403, on the page and on both actions, changing nothing", async () => {
    const { vendor, reportId } = await reported(`access-${Date.now()}@example.test`);
    const before = await report(reportId);
    const anonymous = await runRoute(loader, get());
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/admin");
    const asVendor = await runRoute(loader, get(vendor.cookie));
    expect(asVendor.status).toBe(403);
    expect(await asVendor.response?.text()).toBe(ADMIN_ACCESS_DENIED);
    for (const intent of ["uphold", "dismiss"]) {
      expect((await runRoute(action, post({ intent, reportId }))).status).toBe(302);
      expect((await runRoute(action, post({ intent, reportId }, vendor.cookie))).status).toBe(403);
    }
    expect(await report(reportId)).toEqual(before);
    expect(await auditOf(reportId)).toEqual([]);
  });

  it("Uphold: out of the vendor's figures, the sender blocked for every vendor, the links revoked, 7 days credited; audited without personal data", async () => {
    const email = `Recruiter.${Date.now()}@Example.test`;
    const { vendor, enquiry, reportId } = await reported(email, "Selling marketing services");
    const page = await runRoute<{ reports: ReportedEnquiry[] }>(loader, get(admin.cookie));
    expect(page.status).toBe(200);
    expect(page.body!.reports.find((row) => row.id === reportId)).toMatchObject({
      reason: "Selling marketing services",
      enquiry: { id: enquiry.id, vendorId: vendor.vendorId, coupleEmail: email, delivery: "delivered" },
    });
    const figuresBefore = (await getListingStats(getDb(), vendor.vendorId)).totals.enquiries;
    expect(figuresBefore).toBe(1);
    const endBefore = await periodEnd(vendor);
    expect((await getDb().select().from(conversationTokens).where(eq(conversationTokens.enquiryId, enquiry.id))).length).toBeGreaterThan(0);

    const upheld = await runRoute<{ status: string; toast: { title: string } }>(action, post({ intent: "uphold", reportId }, admin.cookie));
    expect(upheld.status).toBe(200);
    expect(upheld.body).toMatchObject({ status: "upheld", toast: { title: ENQUIRY_QUEUE_MESSAGES.upheld } });
    expect(await report(reportId)).toMatchObject({ status: "upheld", decidedBy: admin.userId });
    expect(await delivery(enquiry.id)).toBe("not_genuine");
    expect((await getListingStats(getDb(), vendor.vendorId)).totals.enquiries).toBe(0);
    expect((await blocked()).find((row) => row.enquiryId === enquiry.id)?.email).toBe(email.toLowerCase());
    const tokens = await getDb().select().from(conversationTokens).where(eq(conversationTokens.enquiryId, enquiry.id));
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);
    expect((await periodEnd(vendor)).getTime() - endBefore.getTime()).toBe(7 * DAY_MS);
    const after = await runRoute<{ reports: ReportedEnquiry[] }>(loader, get(admin.cookie));
    expect(after.body!.reports.map((row) => row.id)).not.toContain(reportId);

    // The sender's next enquiry, to another vendor and in another case, is stored rejected and reaches no one.
    const other = await createVendor(getDb(), { email: "other-vendor@example.test" });
    await expect(sendEnquiry(deps, { vendorId: other.id, formData: enquiryForm(email.toUpperCase()), ip: "198.51.100.200" })).resolves.toMatchObject({ sent: true });
    const [next] = await getDb().select().from(enquiries).where(eq(enquiries.vendorId, other.id));
    expect(next?.delivery).toBe("rejected");
    expect(await getDb().select().from(conversations).where(eq(conversations.enquiryId, next!.id))).toEqual([]);

    const [entry, ...more] = await auditOf(reportId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: "enquiry_report.uphold",
      actorUserId: admin.userId,
      before: { status: "open", enquiryDelivery: "delivered" },
      after: { status: "upheld", enquiryId: enquiry.id, enquiryDelivery: "not_genuine", senderBlocked: true, credit: { kind: "period_extended", days: 7 } },
    });
    expect(JSON.stringify([entry?.before, entry?.after]).toLowerCase()).not.toContain(email.toLowerCase());
    expect(JSON.stringify([entry?.before, entry?.after])).not.toMatch(/Imran|marketing/);
  });

  it("Dismiss closes the report and changes nothing else", async () => {
    const email = `dismissed-${Date.now()}@example.test`;
    const { vendor, enquiry, reportId } = await reported(email);
    const endBefore = await periodEnd(vendor);
    const dismissed = await runRoute<{ status: string }>(action, post({ intent: "dismiss", reportId }, admin.cookie));
    expect(dismissed.status).toBe(200);
    expect(dismissed.body?.status).toBe("dismissed");
    expect(await report(reportId)).toMatchObject({ status: "dismissed", decidedBy: admin.userId });
    expect(await delivery(enquiry.id)).toBe("delivered");
    expect((await getListingStats(getDb(), vendor.vendorId)).totals.enquiries).toBe(1);
    expect((await blocked()).map((row) => row.email)).not.toContain(email);
    expect(await periodEnd(vendor)).toEqual(endBefore);
    const tokens = await getDb().select().from(conversationTokens).where(eq(conversationTokens.enquiryId, enquiry.id));
    expect(tokens.every((token) => token.revokedAt === null)).toBe(true);
    expect((await auditOf(reportId)).map((row) => row.action)).toEqual(["enquiry_report.dismiss"]);
  });

  it("answers 404 to an unknown report and to a decided one (no second credit), 400 to an unknown action, changing nothing", async () => {
    const { vendor, reportId: decided } = await reported(`twice-${Date.now()}@example.test`);
    await runRoute(action, post({ intent: "uphold", reportId: decided }, admin.cookie));
    const { reportId: open } = await reported(`open-${Date.now()}@example.test`);
    const snapshot = async () => ({
      reports: await getDb().select().from(enquiryReports).orderBy(asc(enquiryReports.id)),
      enquiries: await getDb().select().from(enquiries).orderBy(asc(enquiries.id)),
      subscriptions: await getDb().select().from(subscriptions).orderBy(asc(subscriptions.id)),
      blocked: await blocked(),
      audit: await getDb().select().from(auditLog).orderBy(asc(auditLog.id)),
    });
    const before = await snapshot();
    const endBefore = await periodEnd(vendor);
    for (const reportId of [999_999_999, decided]) {
      for (const intent of ["uphold", "dismiss"]) {
        const answer = await runRoute<{ formError: { message: string } }>(action, post({ intent, reportId }, admin.cookie));
        expect(answer.status, `${intent} ${reportId}`).toBe(404);
        expect(answer.body?.formError.message).toBe(ENQUIRY_QUEUE_MESSAGES.reportNotFound);
      }
    }
    const badIntent = await runRoute<{ formError: { message: string } }>(action, post({ intent: "delete", reportId: open }, admin.cookie));
    expect(badIntent.status).toBe(400);
    expect(badIntent.body?.formError.message).toBe(ENQUIRY_QUEUE_MESSAGES.unknownAction);
    expect(await snapshot()).toEqual(before);
    expect(await periodEnd(vendor)).toEqual(endBefore);
  });
});
