import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { conversations, enquiries, mailOutbox } from "~/db/schema";
import { HONEYPOT_FIELD } from "~/modules/enquiries/enquiry-form";
import { QUOTE_MESSAGES } from "~/modules/enquiries/quote-request-form";
import { sendEnquiries, type EnquiryDeps } from "~/modules/enquiries/send-enquiry.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { refusal } from "../../../tests/support/rejections";
import { outboxMailDeps } from "../../../tests/support/outbox-mail";

const NOW = new Date("2026-06-01T12:00:00Z");
let address = 0;
const nextIp = () => `203.0.113.${++address}`;

function quoteForm(fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  const values = {
    name: "Zara Ahmed",
    email: `zara-${++address}@example.test`,
    phone: "",
    eventDate: "2026-10-03",
    eventType: "Nikah",
    guestCount: "250",
    message: "Salaam, could you send us a quote for our nikah?",
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

describeEachDatabase("sending one enquiry to several vendors", (getDb) => {
  let deps: EnquiryDeps;
  beforeAll(() => {
    setClock(() => NOW);
    deps = outboxMailDeps(getDb());
  });
  afterAll(() => resetClock());

  const storedFor = (ids: number[]) => getDb().select().from(enquiries).where(inArray(enquiries.vendorId, ids));
  const mailsTo = (addresses: string[]) => getDb().select().from(mailOutbox).where(inArray(mailOutbox.to, addresses));

  it("gives each vendor its own enquiry and mail, the couple a confirmation for each, and names the vendors", async () => {
    const a = await createVendor(getDb(), { name: "Nikah Florals", email: "florals@example.test" });
    const b = await createVendor(getDb(), { name: "Qawwali Nights", email: "qawwali@example.test" });
    const form = quoteForm({ email: "zara@example.test" });
    const result = await sendEnquiries(deps, { vendorIds: [b.id, a.id], formData: form, ip: nextIp() }, NOW);
    expect(result).toEqual({ sent: true, email: "zara@example.test", vendors: [{ id: b.id, name: "Qawwali Nights" }, { id: a.id, name: "Nikah Florals" }] });
    const stored = await storedFor([a.id, b.id]);
    expect(stored.map((row) => row.vendorId).sort()).toEqual([a.id, b.id].sort());
    expect(stored.every((row) => row.coupleEmail === "zara@example.test" && row.eventType === "Nikah" && row.guestCount === 250)).toBe(true);
    expect((await mailsTo(["florals@example.test"])).map((mail) => mail.subject)).toEqual(["New enquiry from Zara Ahmed – Shaadi Vendors UK"]);
    expect(await mailsTo(["qawwali@example.test"])).toHaveLength(1);
    expect((await mailsTo(["zara@example.test"])).map((mail) => mail.subject).sort()).toEqual([
      "Your enquiry to Nikah Florals – Shaadi Vendors UK",
      "Your enquiry to Qawwali Nights – Shaadi Vendors UK",
    ]);
  });

  it("refuses 50 vendors (or 6) with the limit's message, storing, counting and mailing nothing", async () => {
    const fifty = [];
    for (let i = 0; i < 50; i++) fifty.push(await createVendor(getDb(), { email: `fifty-${i}@example.test` }));
    const ip = nextIp();
    for (const count of [50, 6]) {
      const error = await refusal(sendEnquiries(deps, { vendorIds: fifty.slice(0, count).map((vendor) => vendor.id), formData: quoteForm(), ip }, NOW));
      expect(error?.code).toBe("invalid");
      expect(error?.message).toBe("You can request quotes from up to 5 vendors at once.");
      expect(error?.fieldErrors).toEqual({ vendor: QUOTE_MESSAGES.tooMany });
    }
    expect(await storedFor(fifty.map((vendor) => vendor.id))).toEqual([]);
    expect(await mailsTo(fifty.map((vendor) => vendor.email!))).toEqual([]);
    // Nothing was counted against the address: five vendors still go through from it.
    await expect(sendEnquiries(deps, { vendorIds: fifty.slice(0, 5).map((vendor) => vendor.id), formData: quoteForm(), ip }, NOW)).resolves.toMatchObject({ sent: true });
    expect(await storedFor(fifty.map((vendor) => vendor.id))).toHaveLength(5);
  });

  it("refuses a selection naming an inactive vendor, and an empty one, storing nothing", async () => {
    const live = await createVendor(getDb());
    const hidden = await createVendor(getDb(), { isActive: false });
    const gone = await refusal(sendEnquiries(deps, { vendorIds: [live.id, hidden.id], formData: quoteForm(), ip: nextIp() }, NOW));
    expect(gone?.fieldErrors).toEqual({ vendor: QUOTE_MESSAGES.unavailable });
    const none = await refusal(sendEnquiries(deps, { vendorIds: [], formData: quoteForm(), ip: nextIp() }, NOW));
    expect(none?.fieldErrors).toEqual({ vendor: QUOTE_MESSAGES.none });
    expect(await storedFor([live.id, hidden.id])).toEqual([]);
  });

  it("applies the form's rules and the honeypot as for one enquiry", async () => {
    const vendor = await createVendor(getDb(), { email: "rules@example.test" });
    const invalid = await refusal(sendEnquiries(deps, { vendorIds: [vendor.id], formData: quoteForm({ guestCount: "0", eventDate: "2020-01-01" }), ip: nextIp() }, NOW));
    expect(invalid?.code).toBe("invalid");
    expect(Object.keys(invalid?.fieldErrors ?? {}).sort()).toEqual(["eventDate", "guestCount"]);
    const bot = await sendEnquiries(deps, { vendorIds: [vendor.id], formData: quoteForm({ [HONEYPOT_FIELD]: "x" }), ip: nextIp() }, NOW);
    expect(bot.sent).toBe(true);
    expect(await storedFor([vendor.id])).toEqual([]);
    expect(await mailsTo(["rules@example.test"])).toEqual([]);
  });

  it("counts each vendor as one enquiry against the address limit: 3 then 3 from one address is refused", async () => {
    const six = [];
    for (let i = 0; i < 6; i++) six.push(await createVendor(getDb()));
    const ip = nextIp();
    await sendEnquiries(deps, { vendorIds: six.slice(0, 3).map((vendor) => vendor.id), formData: quoteForm(), ip }, NOW);
    const error = await refusal(sendEnquiries(deps, { vendorIds: six.slice(3).map((vendor) => vendor.id), formData: quoteForm(), ip }, NOW));
    expect(error?.code).toBe("rate_limited");
    expect(await storedFor(six.slice(3).map((vendor) => vendor.id))).toEqual([]);
  });

  it("holds a junk quote request for every vendor: no conversation, no mail, the same answer, the shortlist step still run", async () => {
    const a = await createVendor(getDb(), { name: "Held Florals", email: "held-a@example.test" });
    const b = await createVendor(getDb(), { name: "Held Nights", email: "held-b@example.test" });
    const marked: number[][] = [];
    const form = quoteForm({ email: "bulk@mailinator.com", message: "Grow your wedding business: www.spam.example" });
    const result = await sendEnquiries(
      deps,
      { vendorIds: [a.id, b.id], formData: form, ip: nextIp(), alsoStore: async (_tx, ids) => void marked.push(ids) },
      NOW,
    );
    expect(result).toEqual({ sent: true, email: "bulk@mailinator.com", vendors: [{ id: a.id, name: "Held Florals" }, { id: b.id, name: "Held Nights" }] });
    const stored = await storedFor([a.id, b.id]);
    expect(stored.map((row) => [row.delivery, row.junkSignals])).toEqual([
      ["held", ["disposable_domain", "links"]],
      ["held", ["disposable_domain", "links"]],
    ]);
    expect(await getDb().select().from(conversations).where(inArray(conversations.enquiryId, stored.map((row) => row.id)))).toEqual([]);
    expect(await mailsTo(["held-a@example.test", "held-b@example.test", "bulk@mailinator.com"])).toEqual([]);
    expect(marked).toEqual([[a.id, b.id]]);
  });

  it("stores nothing when a step of its transaction fails", async () => {
    const a = await createVendor(getDb(), { email: "rollback-a@example.test" });
    const b = await createVendor(getDb(), { email: "rollback-b@example.test" });
    const failing = async () => {
      throw new Error("the shortlist could not be marked");
    };
    await expect(sendEnquiries(deps, { vendorIds: [a.id, b.id], formData: quoteForm(), ip: nextIp(), alsoStore: failing }, NOW)).rejects.toThrow(
      "the shortlist could not be marked",
    );
    expect(await storedFor([a.id, b.id])).toEqual([]);
    expect(await mailsTo(["rollback-a@example.test", "rollback-b@example.test"])).toEqual([]);
  });
});
