import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { conversations, conversationTokens, enquiries, mailOutbox, vendors } from "~/db/schema";
import { resolveConversationToken } from "~/modules/conversations/conversation-tokens.server";
import { createAuth } from "~/modules/accounts/auth.server";
import { ENQUIRY_LIMITS, tooManyEnquiriesMessage } from "~/modules/enquiries/enquiry-limits.server";
import { ENQUIRY_MESSAGES, HONEYPOT_FIELD } from "~/modules/enquiries/enquiry-form";
import { sendEnquiry, type EnquiryDeps } from "~/modules/enquiries/send-enquiry.server";
import { AppError } from "~/modules/errors/app-error";
import { blockSender } from "~/modules/lead-quality/blocked-senders.server";
import type { MailMessage } from "~/modules/mail/mail-message";
import { createOutboxSender } from "~/modules/mail/outbox.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { createVendor } from "../../../tests/support/factories";
import { createPortalVendor } from "../../../tests/support/portal-vendor";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { refusal, refusalIfAny } from "../../../tests/support/rejections";

const PUBLIC_URL = "https://shaadi.example";
const NOW = new Date("2026-06-01T12:00:00Z");
const MINUTE = 60_000;

let address = 0;
/** A fresh client address, so tests do not share the per-address limit. */
const nextIp = () => `198.51.100.${++address}`;

function enquiryForm(fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  const values = {
    name: "Amira Khan",
    email: `amira-${address}-${Math.random().toString(36).slice(2, 8)}@example.test`,
    phone: "07700 900123",
    eventDate: "2026-09-12",
    eventType: "Walima",
    guestCount: "300",
    message: "Salaam! Are you available for our walima?\nWe would love henna for 20 guests.",
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

describeEachDatabase("sending an enquiry", (getDb) => {
  // Every mail goes to the development outbox; the Reply-To (which the outbox table does not keep) is read
  // from the messages as handed to the mail port.
  const handed: MailMessage[] = [];
  let deps: EnquiryDeps;
  beforeAll(() => {
    setClock(() => NOW);
    const outbox = createOutboxSender(getDb(), "Shaadi Vendors UK <no-reply@shaadi.example>");
    deps = {
      db: getDb(),
      sendMail: async (message) => {
        handed.push(message);
        await outbox(message);
      },
      publicUrl: PUBLIC_URL,
      supportEmail: "help@shaadi.example",
    };
  });
  afterAll(() => resetClock());

  const storedFor = (vendorId: number) => getDb().select().from(enquiries).where(eq(enquiries.vendorId, vendorId));
  const outboxTo = (to: string) => getDb().select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const conversationOf = (enquiryId: number) => getDb().select().from(conversations).where(eq(conversations.enquiryId, enquiryId));
  it("stores the enquiry delivered with its conversation and mails the vendor (the message, the conversation's link) and the couple (a private link)", async () => {
    const vendor = await createVendor(getDb(), { name: "Henna by Noor", email: "noor@example.test" });
    const form = enquiryForm({ email: "Amira.Khan@Example.test" });
    const result = await sendEnquiry(deps, { vendorId: vendor.id, formData: form, ip: nextIp() }, NOW);
    expect(result).toEqual({ sent: true, email: "Amira.Khan@Example.test" });

    const [stored, ...more] = await storedFor(vendor.id);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({
      coupleName: "Amira Khan",
      coupleEmail: "Amira.Khan@Example.test",
      couplePhone: "07700 900123",
      eventDate: "2026-09-12",
      eventType: "Walima",
      guestCount: 300,
      delivery: "delivered",
      junkScore: 0,
      junkSignals: [],
    });
    expect(stored!.createdAt.toISOString()).toBe(NOW.toISOString());
    const [conversation] = await getDb().select().from(conversations).where(eq(conversations.enquiryId, stored!.id));
    expect(conversation).toMatchObject({ vendorId: vendor.id, stage: "open", lastMessageFrom: "couple", firstReplyAt: null });

    const [toVendor] = await outboxTo("noor@example.test");
    expect(toVendor?.subject).toBe("New enquiry from Amira Khan – Shaadi Vendors UK");
    expect(toVendor?.text).toContain("Salaam! Are you available for our walima?\nWe would love henna for 20 guests.");
    expect(toVendor?.text).toContain("Event date: Saturday 12 September 2026");
    expect(toVendor?.text).toContain(`${PUBLIC_URL}/vendor-dashboard/enquiries/${stored!.id}`);
    expect(handed.find((mail) => mail.to === "noor@example.test")?.replyTo).toBeUndefined();
    const [toCouple] = await outboxTo("Amira.Khan@Example.test");
    expect(toCouple?.subject).toBe("Your enquiry to Henna by Noor – Shaadi Vendors UK");
    expect(toCouple?.text).toContain(`${PUBLIC_URL}/vendor/${vendor.id}`);
    // The private link opens this conversation, and only its hash is stored.
    const token = toCouple?.text.match(/\/messages\/([A-Za-z0-9_-]{43})/)?.[1];
    expect(await resolveConversationToken(getDb(), token, "link")).toEqual({ enquiryId: stored!.id, party: "couple" });
    expect(await getDb().select().from(conversationTokens).where(eq(conversationTokens.tokenHash, token!))).toEqual([]);
  });

  it("mails the owning account when the listing has no email, and only stores when there is no address at all", async () => {
    const auth = createAuth(getDb(), { config: testAuthConfig(PUBLIC_URL), sendMail: async () => {} });
    const owned = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true, email: "owner-of-listing@example.test" });
    await getDb().update(vendors).set({ email: null }).where(eq(vendors.id, owned.vendorId));
    await sendEnquiry(deps, { vendorId: owned.vendorId, formData: enquiryForm(), ip: nextIp() }, NOW);
    expect(await outboxTo("owner-of-listing@example.test")).toHaveLength(1);

    const unreachable = await createVendor(getDb(), { email: null });
    const form = enquiryForm({ email: "no-vendor-mail@example.test" });
    await sendEnquiry(deps, { vendorId: unreachable.id, formData: form, ip: nextIp() }, NOW);
    expect(await storedFor(unreachable.id)).toHaveLength(1);
    expect(handed.filter((mail) => mail.replyTo === "no-vendor-mail@example.test")).toEqual([]);
    expect(await outboxTo("no-vendor-mail@example.test")).toHaveLength(1);
  });

  it("pretends success for a filled honeypot but stores and sends nothing", async () => {
    const vendor = await createVendor(getDb(), { email: "honey@example.test" });
    const form = enquiryForm({ email: "bot@example.test", [HONEYPOT_FIELD]: "https://spam.example" });
    expect(await sendEnquiry(deps, { vendorId: vendor.id, formData: form, ip: nextIp() }, NOW)).toEqual({ sent: true, email: "bot@example.test" });
    expect(await storedFor(vendor.id)).toEqual([]);
    expect(await outboxTo("honey@example.test")).toEqual([]);
    expect(await outboxTo("bot@example.test")).toEqual([]);
  });

  it("holds a junk enquiry before delivery: stored held with its score and signals, no conversation, no mail, the same success", async () => {
    const vendor = await createVendor(getDb(), { email: "held-vendor@example.test" });
    const form = enquiryForm({ email: "Promo@Mailinator.com", message: "Cheap decor for your clients: https://spam.example/deal" });
    expect(await sendEnquiry(deps, { vendorId: vendor.id, formData: form, ip: nextIp() }, NOW)).toEqual({ sent: true, email: "Promo@Mailinator.com" });
    const [stored, ...more] = await storedFor(vendor.id);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ delivery: "held", junkScore: 65, junkSignals: ["disposable_domain", "links"] });
    expect(await conversationOf(stored!.id)).toEqual([]);
    expect(await outboxTo("held-vendor@example.test")).toEqual([]);
    expect(await outboxTo("Promo@Mailinator.com")).toEqual([]);
    expect(handed.filter((mail) => mail.to === "held-vendor@example.test" || mail.to === "Promo@Mailinator.com")).toEqual([]);
  });

  it("rejects a blocked sender's enquiry silently: stored rejected, no conversation, no mail, the same success", async () => {
    const vendor = await createVendor(getDb(), { email: "blocked-target@example.test" });
    await blockSender(getDb(), { email: "blocked.couple@example.test" }, NOW);
    const form = enquiryForm({ email: "Blocked.Couple@Example.test" });
    expect(await sendEnquiry(deps, { vendorId: vendor.id, formData: form, ip: nextIp() }, NOW)).toEqual({ sent: true, email: "Blocked.Couple@Example.test" });
    const [stored] = await storedFor(vendor.id);
    expect(stored).toMatchObject({ delivery: "rejected", junkScore: 0 });
    expect(await conversationOf(stored!.id)).toEqual([]);
    expect(await outboxTo("blocked-target@example.test")).toEqual([]);
    expect(await outboxTo("Blocked.Couple@Example.test")).toEqual([]);
  });

  it("refuses invalid input with a message per field and stores nothing", async () => {
    const vendor = await createVendor(getDb());
    const form = enquiryForm({ eventDate: "2026-05-31", message: "x".repeat(5001), email: "nope", guestCount: "0" });
    const error = await refusal(sendEnquiry(deps, { vendorId: vendor.id, formData: form, ip: nextIp() }, NOW));
    expect(error).toBeInstanceOf(AppError);
    expect(error?.code).toBe("invalid");
    expect(error?.fieldErrors).toEqual({
      eventDate: ENQUIRY_MESSAGES.eventDatePast,
      message: ENQUIRY_MESSAGES.messageTooLong,
      email: ENQUIRY_MESSAGES.email,
      guestCount: ENQUIRY_MESSAGES.guestRange,
    });
    expect(await storedFor(vendor.id)).toEqual([]);
  });

  it("refuses the 6th of 20 posts in a minute from one address, and stores no more", async () => {
    const vendor = await createVendor(getDb(), { email: "flooded@example.test" });
    const ip = nextIp();
    const outcomes: string[] = [];
    for (let i = 0; i < 20; i++) {
      const at = new Date(NOW.getTime() + i * 3000);
      const error = await refusalIfAny(sendEnquiry(deps, { vendorId: vendor.id, formData: enquiryForm({ email: `flood${i}@example.test` }), ip }, at));
      outcomes.push(error ? error.code : "sent");
      if (error) {
        expect(error.retryAfterSeconds).toBe(10 * 60 - i * 3);
        expect(error.message).toBe(tooManyEnquiriesMessage(error.retryAfterSeconds!));
      }
    }
    expect(ENQUIRY_LIMITS.perAddress.max).toBe(5);
    expect(outcomes).toEqual([...Array<string>(5).fill("sent"), ...Array<string>(15).fill("rate_limited")]);
    expect(await storedFor(vendor.id)).toHaveLength(5);
    expect(await outboxTo("flooded@example.test")).toHaveLength(5);

    // A refused form does not count against the address, and the window ends after 10 minutes.
    const later = new Date(NOW.getTime() + 10 * MINUTE);
    await expect(sendEnquiry(deps, { vendorId: vendor.id, formData: enquiryForm({ email: "later@example.test" }), ip }, later)).resolves.toMatchObject({ sent: true });
  });

  it("limits one couple email to 5 enquiries an hour, from any address", async () => {
    const vendor = await createVendor(getDb(), { email: "per-email@example.test" });
    const email = "Victim@Example.test";
    const codes: string[] = [];
    for (let i = 0; i < 7; i++) {
      // Each post from a new address; the email's case changes, the limit does not.
      const form = enquiryForm({ email: i % 2 ? email.toLowerCase() : email });
      const error = await refusalIfAny(sendEnquiry(deps, { vendorId: vendor.id, formData: form, ip: nextIp() }, new Date(NOW.getTime() + i * MINUTE)));
      codes.push(error ? error.code : "sent");
    }
    expect(codes).toEqual(["sent", "sent", "sent", "sent", "sent", "rate_limited", "rate_limited"]);
    expect(await storedFor(vendor.id)).toHaveLength(5);
    expect(await outboxTo(email)).toHaveLength(3);
    expect(await outboxTo(email.toLowerCase())).toHaveLength(2);
  });

  it("answers not_found for an inactive or unknown vendor, storing and counting nothing", async () => {
    const inactive = await createVendor(getDb(), { isActive: false, email: "hidden@example.test" });
    for (const vendorId of [inactive.id, 999_999]) {
      const error = await refusal(sendEnquiry(deps, { vendorId, formData: enquiryForm(), ip: nextIp() }, NOW));
      expect(error?.code).toBe("not_found");
    }
    expect(await storedFor(inactive.id)).toEqual([]);
    expect(await outboxTo("hidden@example.test")).toEqual([]);
  });

  it("keeps the enquiry and the couple's success when a mail cannot be sent, logging the failure", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const vendor = await createVendor(getDb(), { email: "down@example.test" });
    const failing: EnquiryDeps = { ...deps, sendMail: () => Promise.reject(new Error("SMTP is down")) };
    await expect(sendEnquiry(failing, { vendorId: vendor.id, formData: enquiryForm(), ip: nextIp() }, NOW)).resolves.toMatchObject({ sent: true });
    expect(await storedFor(vendor.id)).toHaveLength(1);
    expect(logged.mock.calls.map((call) => call[0])).toEqual(
      expect.arrayContaining(["The enquiry could not be mailed to the vendor", "The enquiry confirmation could not be mailed to the couple"]),
    );
  });
});
