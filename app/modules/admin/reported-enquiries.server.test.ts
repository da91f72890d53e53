import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { auditLog, blockedSenders, enquiries, enquiryReports, subscriptions } from "~/db/schema";
import { decideEnquiryReport } from "~/modules/admin/reported-enquiries.server";
import { createStripeBillingProvider } from "~/modules/billing/stripe-billing.server";
import { startFakeStripe, type FakeStripe } from "../../../tests/support/fake-stripe";
import { createUser, createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

// docs/product/couples-tools.md#lead-quality, decision 059: upholding a report of a vendor paying through Stripe
// credits its customer balance the plan's price for 7 days, keyed by the report; a Stripe refusal undoes the whole
// decision, so the admin can try again.

const REFUSED_CUSTOMER = "cus_refused";
let stripeApi: FakeStripe;
beforeAll(async () => {
  stripeApi = await startFakeStripe(
    (request) =>
      request.path.includes(REFUSED_CUSTOMER)
        ? { error: { type: "invalid_request_error", message: "No such customer" } }
        : { id: "cbtxn_fake", object: "customer_balance_transaction", amount: Number(request.body.get("amount")), currency: "gbp" },
    (request) => (request.path.includes(REFUSED_CUSTOMER) ? 400 : 200),
  );
});
afterAll(() => stripeApi.close());

describeEachDatabase("upholding a report of a Stripe vendor", (getDb) => {
  let actor: { id: string; email: string };
  beforeAll(async () => {
    const user = await createUser(getDb(), { role: "admin" });
    actor = { id: user.id, email: user.email };
  });

  /** A vendor on the featured plan through Stripe, with a reported delivered enquiry. */
  async function stripeVendorReport(customerId: string) {
    const vendor = await createVendor(getDb());
    await getDb().insert(subscriptions).values({
      vendorId: vendor.id,
      plan: "featured",
      provider: "stripe",
      providerSubscriptionId: `sub_${customerId}_${vendor.id}`,
      providerCustomerId: customerId,
      status: "active",
      currentPeriodEnd: new Date("2027-05-01T00:00:00Z"),
    });
    const [enquiry] = await getDb()
      .insert(enquiries)
      .values({ vendorId: vendor.id, coupleName: "Couple", coupleEmail: `sender-${vendor.id}@example.test`, eventDate: "2027-01-09", eventType: "Nikah", guestCount: 50, message: "Hi" })
      .returning();
    const [report] = await getDb().insert(enquiryReports).values({ enquiryId: enquiry!.id, vendorId: vendor.id, reason: "Spam" }).returning();
    return { vendor, enquiry: enquiry!, report: report! };
  }

  it("credits the customer 384p (£199.99 a year for 7 days) once, keyed by the report, and audits the amount", async () => {
    const { enquiry, report } = await stripeVendorReport("cus_paying");
    stripeApi.received.length = 0;
    const provider = createStripeBillingProvider(stripeApi.config());
    expect(await decideEnquiryReport({ db: getDb(), provider }, actor, report.id, "uphold")).toEqual({ id: report.id, status: "upheld" });
    expect(stripeApi.received.map((request) => [request.path, request.body.get("amount"), request.body.get("currency"), request.idempotencyKey])).toEqual([
      ["/v1/customers/cus_paying/balance_transactions", "-384", "gbp", `enquiry-report-${report.id}-credit`],
    ]);
    const [entry] = await getDb().select().from(auditLog).where(and(eq(auditLog.entityType, "enquiry_report"), eq(auditLog.entityId, String(report.id))));
    expect(entry?.after).toMatchObject({ credit: { kind: "balance_credit", days: 7, amountPence: 384 } });
    expect(JSON.stringify(entry?.after)).not.toContain("cus_paying");
    expect((await getDb().select().from(enquiries).where(eq(enquiries.id, enquiry.id)))[0]?.delivery).toBe("not_genuine");
  });

  it("undoes the whole decision when Stripe refuses the credit: the report stays open, nothing is blocked or audited", async () => {
    const { enquiry, report } = await stripeVendorReport(REFUSED_CUSTOMER);
    const provider = createStripeBillingProvider(stripeApi.config());
    await expect(decideEnquiryReport({ db: getDb(), provider }, actor, report.id, "uphold")).rejects.toThrow("No such customer");
    expect((await getDb().select().from(enquiryReports).where(eq(enquiryReports.id, report.id)))[0]).toMatchObject({ status: "open", decidedAt: null });
    expect((await getDb().select().from(enquiries).where(eq(enquiries.id, enquiry.id)))[0]?.delivery).toBe("delivered");
    expect(await getDb().select().from(blockedSenders).where(eq(blockedSenders.enquiryId, enquiry.id))).toEqual([]);
    expect(await getDb().select().from(auditLog).where(and(eq(auditLog.entityType, "enquiry_report"), eq(auditLog.entityId, String(report.id))))).toEqual([]);
  });
});
