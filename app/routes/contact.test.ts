import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { contactMessages, mailOutbox } from "~/db/schema";
import { getConfig } from "~/config.server";
import { CONTACT_MESSAGES, type ContactFormValues } from "~/modules/contact/contact-form";
import { INVALID_FORM_MESSAGE } from "~/modules/http/form-errors";
import type { forwardHeaders } from "~/modules/http/route-headers";
import { CROSS_SITE_MESSAGE } from "~/modules/http/same-origin.server";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action, headers as routeHeaders, loader } from "~/routes/contact";

const ORIGIN = "http://localhost:3000";

type ActionData = { sent?: true; firstName?: string; values?: ContactFormValues; fieldErrors?: Record<string, string>; formError?: { title?: string; message: string } };

let address = 0;

/** The contact form as the browser posts it, from its own address and email unless they are given. */
function post(fields: Record<string, string> = {}, headers: Record<string, string> = {}): Request {
  address += 1;
  const body = new URLSearchParams({
    firstName: "Sana",
    lastName: "Mirza",
    email: `sana-${address}@example.test`,
    phone: "",
    subject: "Question about the Featured plan",
    message: "Hello! Does the Featured plan include the home page?",
    ...fields,
  });
  return new Request(`${ORIGIN}/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "x-shaadi-client-ip": `198.51.100.${address}`, ...headers },
    body,
  });
}

const documentHeaders = (actionHeaders: Headers) =>
  routeHeaders({ parentHeaders: new Headers(), loaderHeaders: new Headers(), actionHeaders, errorHeaders: undefined } as Parameters<typeof forwardHeaders>[0]);

describeEachDatabase("/contact", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  const storedFrom = (email: string) => getDb().select().from(contactMessages).where(eq(contactMessages.email, email));
  const mailsAbout = async (text: string) => (await getDb().select().from(mailOutbox)).filter((mail) => mail.text.includes(text));

  it("shows the support address", async () => {
    const result = await runRoute<{ supportEmail: string }>(loader, new Request(`${ORIGIN}/contact`));
    expect(result.body).toEqual({ supportEmail: getConfig().supportEmail });
  });

  it("stores a valid message and mails it to the support address with Reply-To the sender", async () => {
    const message = "Salaam,\nHow long does the review of a new listing take? <b>Thanks</b>";
    const result = await runRoute<ActionData>(action, post({ email: "Sana@Example.test", phone: "07700 900123", message }));
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ sent: true, firstName: "Sana" });
    const [stored, ...others] = await storedFrom("Sana@Example.test");
    expect(others).toEqual([]);
    expect(stored).toMatchObject({ firstName: "Sana", lastName: "Mirza", phone: "07700 900123", subject: "Question about the Featured plan", message });
    const mails = await mailsAbout("How long does the review of a new listing take?");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: getConfig().supportEmail,
      replyTo: "Sana@Example.test",
      subject: "Contact form: Question about the Featured plan – Shaadi Vendors UK",
    });
    const [mail] = mails;
    expect(mail?.text).toContain("From: Sana Mirza");
    expect(mail?.text).toContain(`Message:\n${message}\n`);
    expect(mail?.html).toContain("&lt;b&gt;Thanks&lt;/b&gt;");
  });

  it("refuses an invalid email and missing fields with 400, keeping what was typed, storing and mailing nothing", async () => {
    const typed = { firstName: "", lastName: "Mirza", email: "sana@", phone: "12", subject: "  ", message: "Still there?" };
    const result = await runRoute<ActionData>(action, post(typed));
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      values: typed,
      fieldErrors: { firstName: CONTACT_MESSAGES.firstName, email: CONTACT_MESSAGES.email, phone: CONTACT_MESSAGES.phone, subject: CONTACT_MESSAGES.subject },
      formError: { message: INVALID_FORM_MESSAGE },
    });
    expect(await storedFrom("sana@")).toEqual([]);
    expect(await mailsAbout("Still there?")).toEqual([]);
  });

  it("refuses a 10,000-character message with a clear message and gives the whole text back", async () => {
    const long = "A".repeat(10_000);
    const result = await runRoute<ActionData>(action, post({ email: "long@example.test", message: long }));
    expect(result.status).toBe(400);
    expect(result.body?.fieldErrors).toEqual({ message: CONTACT_MESSAGES.messageTooLong });
    expect(result.body?.values?.message).toBe(long);
    expect(await storedFrom("long@example.test")).toEqual([]);
    // Exactly the limit is fine.
    const atLimit = await runRoute<ActionData>(action, post({ email: "limit@example.test", message: "B".repeat(5000) }));
    expect(atLimit.status).toBe(200);
    expect(await storedFrom("limit@example.test")).toHaveLength(1);
  });

  it("answers a filled honeypot like a success but stores and mails nothing", async () => {
    const result = await runRoute<ActionData>(action, post({ email: "bot@example.test", homepage: "https://spam.example", message: "Cheap followers" }));
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ sent: true, firstName: "Sana" });
    expect(await storedFrom("bot@example.test")).toEqual([]);
    expect(await mailsAbout("Cheap followers")).toEqual([]);
  });

  it("refuses a cross-site post before reading it", async () => {
    const request = post({ email: "cross@example.test" }, { origin: "https://evil.example" });
    const result = await runRoute<ActionData>(action, request);
    expect(result.status).toBe(403);
    expect(result.body?.formError?.message).toBe(CROSS_SITE_MESSAGE);
    expect(request.bodyUsed).toBe(false);
    expect(await storedFrom("cross@example.test")).toEqual([]);
  });

  it("answers 20 posts a minute from one address with 5 stored and 429 with Retry-After and a clear message after", async () => {
    const ip = { "x-shaadi-client-ip": "192.0.2.99" };
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof runRoute<ActionData>>> | undefined;
    for (let i = 0; i < 20; i++) {
      last = await runRoute<ActionData>(action, post({ email: `flood-${i}@example.test`, subject: "Flood test" }, ip));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(15).fill(429)]);
    expect(last!.headers.get("Retry-After")).toBe("600");
    expect(last!.body?.formError).toEqual({ title: "Message not sent", message: "Too many messages. Please try again in 10 minutes." });
    expect(last!.body?.values?.email).toBe("flood-19@example.test");
    expect(documentHeaders(last!.headers).get("Retry-After")).toBe("600");
    const stored = await getDb().select().from(contactMessages).where(eq(contactMessages.subject, "Flood test"));
    expect(stored).toHaveLength(5);
  });

  it("deletes messages older than the 24-month retention period when a new one is stored", async () => {
    const month = (n: number) => {
      const date = new Date();
      date.setUTCMonth(date.getUTCMonth() - n);
      return date;
    };
    const old = { firstName: "Old", lastName: "Sender", subject: "Old", message: "Old message" };
    await getDb()
      .insert(contactMessages)
      .values([
        { ...old, email: "expired@example.test", createdAt: month(25) },
        { ...old, email: "kept@example.test", createdAt: month(23) },
      ]);
    expect((await runRoute(action, post())).status).toBe(200);
    expect(await storedFrom("expired@example.test")).toEqual([]);
    expect(await storedFrom("kept@example.test")).toHaveLength(1);
  });

  it("limits one email address to 5 messages an hour whatever the client address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await runRoute(action, post({ email: "Rotating@Example.test" }))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(await storedFrom("Rotating@Example.test")).toHaveLength(5);
  });
});
