import { and, asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, conversations, enquiries, mailOutbox } from "~/db/schema";
import { ADMIN_ACCESS_DENIED } from "~/modules/accounts/admin-access.server";
import { getAuth } from "~/modules/accounts/auth.server";
import { ENQUIRY_QUEUE_MESSAGES, type QueuedEnquiry } from "~/modules/admin/enquiry-queues";
import { sendEnquiry, type EnquiryDeps } from "~/modules/enquiries/send-enquiry.server";
import { createAdminAccount, type AdminAccount } from "../../tests/support/admin-account";
import { createVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action, loader } from "~/routes/admin-held-enquiries";
import { outboxMailDeps } from "../../tests/support/outbox-mail";

// docs/product/couples-tools.md#lead-quality, decision 059: the admin's 'Held enquiries' queue. Release delivers a
// held enquiry (its conversation opens, its mails go); Reject keeps it from the vendor; each decision audited
// without personal data; any other id is 404 and changes nothing.

const ORIGIN = "http://localhost:3000";
const PATH = "/admin-dashboard/held-enquiries";

const get = (cookie?: string) => new Request(`${ORIGIN}${PATH}`, { headers: cookie ? { cookie } : {} });
function post(fields: Record<string, string | number>, cookie?: string): Request {
  return new Request(`${ORIGIN}${PATH}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])),
  });
}

let sequence = 0;
const EVENT_DATE = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
function enquiryForm(email: string, message: string): FormData {
  const form = new FormData();
  const fields = { name: "Sana Mirza", email, phone: "", eventDate: EVENT_DATE, eventType: "Walima", guestCount: "150", message };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describeEachDatabase("/admin-dashboard/held-enquiries (held enquiries)", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let admin: AdminAccount;
  let vendor: PortalVendor;
  let deps: EnquiryDeps;
  beforeAll(async () => {
    admin = await createAdminAccount(getDb(), getAuth());
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
    deps = outboxMailDeps(getDb(), ORIGIN);
  });

  /** A junk enquiry (a disposable address and a link) to a new listing: stored held. */
  async function heldEnquiry(name = "Held Decor Studio") {
    const listing = await createVendor(getDb(), { name, email: `listing-${++sequence}@example.test` });
    const email = `promo-${sequence}@mailinator.com`;
    await sendEnquiry(deps, { vendorId: listing.id, formData: enquiryForm(email, `Offer ${sequence}: https://spam.example/deal`), ip: `192.0.2.${sequence}` });
    const [row] = await getDb().select().from(enquiries).where(eq(enquiries.vendorId, listing.id));
    expect(row?.delivery).toBe("held");
    return { enquiry: row!, listing, email };
  }
  const stored = async (id: number) => (await getDb().select().from(enquiries).where(eq(enquiries.id, id)))[0]!;
  const conversationOf = (id: number) => getDb().select().from(conversations).where(eq(conversations.enquiryId, id));
  const mailsTo = (to: string) => getDb().select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const auditOf = (id: number) =>
    getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "enquiry"), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));

  it("sends a visitor to /admin and refuses a vendor with 403, on the page and on both actions, changing nothing", async () => {
    const { enquiry } = await heldEnquiry();
    const anonymous = await runRoute(loader, get());
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/admin");
    const asVendor = await runRoute(loader, get(vendor.cookie));
    expect(asVendor.status).toBe(403);
    expect(await asVendor.response?.text()).toBe(ADMIN_ACCESS_DENIED);
    for (const intent of ["release", "reject"]) {
      const visitor = await runRoute(action, post({ intent, enquiryId: enquiry.id }));
      expect(visitor.status).toBe(302);
      expect((await runRoute(action, post({ intent, enquiryId: enquiry.id }, vendor.cookie))).status).toBe(403);
    }
    expect(await stored(enquiry.id)).toEqual(enquiry);
    expect(await auditOf(enquiry.id)).toEqual([]);
  });

  it("lists a held enquiry with its vendor, score, signals and excerpt; Release delivers it, opens its conversation and sends its mails", async () => {
    const { enquiry, listing, email } = await heldEnquiry("Release Me Florals");
    const page = await runRoute<{ held: QueuedEnquiry[] }>(loader, get(admin.cookie));
    expect(page.status).toBe(200);
    expect(page.body!.held.find((row) => row.id === enquiry.id)).toMatchObject({
      vendorId: listing.id,
      vendorName: "Release Me Florals",
      junkScore: 65,
      junkSignals: ["disposable_domain", "links"],
      excerpt: expect.stringContaining("https://spam.example/deal"),
    });
    expect(await conversationOf(enquiry.id)).toEqual([]);
    expect(await mailsTo(listing.email!)).toEqual([]);

    const released = await runRoute<{ delivery: string; toast: { title: string } }>(action, post({ intent: "release", enquiryId: enquiry.id }, admin.cookie));
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ delivery: "delivered", toast: { title: ENQUIRY_QUEUE_MESSAGES.released } });
    expect((await stored(enquiry.id)).delivery).toBe("delivered");
    expect(await conversationOf(enquiry.id)).toHaveLength(1);
    expect((await mailsTo(listing.email!)).map((mail) => mail.subject)).toEqual(["New enquiry from Sana Mirza – Shaadi Vendors UK"]);
    const [confirmation] = await mailsTo(email);
    expect(confirmation?.subject).toBe("Your enquiry to Release Me Florals – Shaadi Vendors UK");
    expect(confirmation?.text).toContain(`${ORIGIN}/messages/`);
    const after = await runRoute<{ held: QueuedEnquiry[] }>(loader, get(admin.cookie));
    expect(after.body!.held.map((row) => row.id)).not.toContain(enquiry.id);

    const entries = await auditOf(enquiry.id);
    expect(entries.map((entry) => [entry.action, entry.actorUserId, entry.before, entry.after])).toEqual([
      ["enquiry.release", admin.userId, { delivery: "held", junkScore: 65 }, { delivery: "delivered" }],
    ]);
  });

  it("Reject keeps the enquiry from the vendor for good: no conversation, no mail", async () => {
    const { enquiry, listing, email } = await heldEnquiry();
    const rejected = await runRoute<{ delivery: string }>(action, post({ intent: "reject", enquiryId: enquiry.id }, admin.cookie));
    expect(rejected.status).toBe(200);
    expect(rejected.body?.delivery).toBe("rejected");
    expect((await stored(enquiry.id)).delivery).toBe("rejected");
    expect(await conversationOf(enquiry.id)).toEqual([]);
    expect(await mailsTo(listing.email!)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
    const [entry] = await auditOf(enquiry.id);
    expect(entry).toMatchObject({ action: "enquiry.reject", before: { delivery: "held" }, after: { delivery: "rejected" } });
    expect(JSON.stringify([entry?.before, entry?.after])).not.toMatch(/mailinator|Sana|spam\.example/);
  });

  it("answers 404 to an unknown id, a delivered enquiry's id and a decided one, and 400 to an unknown action, changing nothing", async () => {
    const { enquiry: decided } = await heldEnquiry();
    await runRoute(action, post({ intent: "reject", enquiryId: decided.id }, admin.cookie));
    const listing = await createVendor(getDb(), { email: "delivered-listing@example.test" });
    await sendEnquiry(deps, { vendorId: listing.id, formData: enquiryForm("genuine@example.test", "Salaam, are you free?"), ip: "192.0.2.250" });
    const [delivered] = await getDb().select().from(enquiries).where(eq(enquiries.vendorId, listing.id));
    const { enquiry: waiting } = await heldEnquiry();

    const before = { enquiries: await getDb().select().from(enquiries).orderBy(asc(enquiries.id)), audit: await getDb().select().from(auditLog), mails: await getDb().select().from(mailOutbox) };
    for (const enquiryId of [999_999_999, delivered!.id, decided.id]) {
      for (const intent of ["release", "reject"]) {
        const answer = await runRoute<{ formError: { message: string } }>(action, post({ intent, enquiryId }, admin.cookie));
        expect(answer.status, `${intent} ${enquiryId}`).toBe(404);
        expect(answer.body?.formError.message).toBe(ENQUIRY_QUEUE_MESSAGES.enquiryNotFound);
      }
    }
    // Not an id at all: refused by the form's rule, with the same words.
    for (const enquiryId of ["abc", 2 ** 40]) {
      const answer = await runRoute<{ formError: { message: string } }>(action, post({ intent: "release", enquiryId }, admin.cookie));
      expect(answer.status).toBe(400);
      expect(answer.body?.formError.message).toBe(ENQUIRY_QUEUE_MESSAGES.enquiryNotFound);
    }
    const badIntent = await runRoute<{ formError: { message: string } }>(action, post({ intent: "delete", enquiryId: waiting.id }, admin.cookie));
    expect(badIntent.status).toBe(400);
    expect(badIntent.body?.formError.message).toBe(ENQUIRY_QUEUE_MESSAGES.unknownAction);
    expect(await getDb().select().from(enquiries).orderBy(asc(enquiries.id))).toEqual(before.enquiries);
    expect(await getDb().select().from(auditLog)).toEqual(before.audit);
    expect(await getDb().select().from(mailOutbox)).toEqual(before.mails);
  });
});
