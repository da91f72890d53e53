import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { listOutbox, createOutboxSender } from "~/modules/mail/outbox.server";
import { createMailSender } from "~/modules/mail/send-mail.server";
import { listingReceivedMessage } from "~/modules/mail/templates";

describeEachDatabase("the development outbox", (getDb) => {
  it("keeps each mail with the configured sender and lists the newest first", async () => {
    const send = createOutboxSender(getDb(), "Shaadi Vendors UK <no-reply@shaadivendors.example>");
    await send({ template: "contact-to-support", to: "first@example.test", replyTo: "couple@example.test", subject: "First", text: "one", html: "<p>one</p>" });
    await send(listingReceivedMessage({ to: "second@example.test", businessName: "Henna & Co", supportEmail: "help@x.example" }));
    const mails = await listOutbox(getDb());
    expect(mails.map((mail) => mail.to)).toEqual(["second@example.test", "first@example.test"]);
    expect(mails[0]).toMatchObject({
      from: "Shaadi Vendors UK <no-reply@shaadivendors.example>",
      subject: "We have received your listing – Shaadi Vendors UK",
      sentVia: "outbox",
    });
    expect(mails[0]!.html).toContain("Henna &amp; Co");
    expect(mails[0]!.text).toContain("1–2 business days");
    // The Reply-To is kept, so a vendor's enquiry mail can be checked in development (docs/product/public-area.md#enquiries).
    expect(mails.map((mail) => mail.replyTo)).toEqual([null, "couple@example.test"]);
  });

  it("is the adapter chosen when no SMTP server is configured", async () => {
    const send = createMailSender({ smtpUrl: undefined, mailFrom: "a@shaadivendors.example" }, getDb());
    await send({ template: "contact-to-support", to: "chosen@example.test", subject: "Chosen", text: "t", html: "<p>t</p>" });
    expect((await listOutbox(getDb(), 1))[0]?.to).toBe("chosen@example.test");
  });
});
