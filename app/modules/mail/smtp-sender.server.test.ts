import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpSender } from "~/modules/mail/smtp-sender.server";
import { verifyEmailMessage } from "~/modules/mail/templates";

// A real SMTP server on a free local port: the adapter's message goes over the wire and is parsed back.
describe("the SMTP mail adapter", () => {
  const received: { envelope: { from: string; to: string[] }; raw: string; user?: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onAuth(auth, _session, callback) {
        callback(null, { user: auth.username });
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
            },
            raw: Buffer.concat(chunks).toString("utf8"),
            user: session.user ? String(session.user) : undefined,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("delivers both bodies with the configured sender, recipient and subject", async () => {
    const send = createSmtpSender({ url: `smtp://mailer:secret@127.0.0.1:${port}`, from: "Shaadi Vendors UK <no-reply@shaadivendors.example>" });
    const message = verifyEmailMessage({
      to: "asha@example.test",
      url: "https://shaadivendors.example/api/auth/verify-email?token=abc.def.ghi&callbackURL=%2Femail-verified",
      supportEmail: "help@shaadivendors.example",
    });
    try {
      await send(message);
    } finally {
      send.close();
    }
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.envelope).toEqual({ from: "no-reply@shaadivendors.example", to: ["asha@example.test"] });
    // The credentials in SMTP_URL were used to log in.
    expect(mail!.user).toBe("mailer");
    const parsed: ParsedMail = await simpleParser(mail!.raw);
    expect(parsed.subject).toBe("Verify your email address – Shaadi Vendors UK");
    expect(parsed.from?.text).toBe('"Shaadi Vendors UK" <no-reply@shaadivendors.example>');
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : "").toBe("asha@example.test");
    expect(parsed.text?.trim()).toBe(message.text.trim());
    expect(parsed.html).toBe(message.html);
    expect(parsed.html).toContain('href="https://shaadivendors.example/api/auth/verify-email?token=abc.def.ghi&amp;callbackURL=%2Femail-verified"');
    expect(parsed.text).toContain("valid for 24 hours");
  });

  it("sets Reply-To when the message has one (an enquiry's couple) and leaves it out otherwise, and the Message-ID from the id", async () => {
    const send = createSmtpSender({ url: `smtp://mailer:secret@127.0.0.1:${port}`, from: "no-reply@shaadivendors.example" });
    const before = received.length;
    try {
      await send({ template: "enquiry-to-vendor", id: "mail-7f3c", to: "vendor@example.test", replyTo: "couple@example.test", subject: "Enquiry", text: "Hello", html: "<p>Hello</p>" });
      await send({ template: "enquiry-to-vendor", to: "vendor@example.test", subject: "Plain", text: "Hello", html: "<p>Hello</p>" });
    } finally {
      send.close();
    }
    const [withReplyTo, without] = await Promise.all(received.slice(before).map((mail) => simpleParser(mail.raw)));
    expect(withReplyTo?.replyTo?.text).toBe("couple@example.test");
    expect(without?.replyTo).toBeUndefined();
    expect(withReplyTo?.messageId).toBe("<mail-7f3c@shaadivendors.example>");
    expect(without?.messageId).toMatch(/^<.+@.+>$/);
  });

  it("sends a message's extra headers, such as the monthly summary's one-click unsubscribe", async () => {
    const send = createSmtpSender({ url: `smtp://mailer:secret@127.0.0.1:${port}`, from: "no-reply@shaadivendors.example" });
    const before = received.length;
    const headers = { "List-Unsubscribe": "<https://shaadivendors.example/unsubscribe/monthly-summary/7.abc>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
    try {
      // The queue stores a job as JSON: the headers must survive the round trip.
      await send(JSON.parse(JSON.stringify({ template: "monthly-summary", to: "vendor@example.test", subject: "Your month", text: "Hello", html: "<p>Hello</p>", headers })));
    } finally {
      send.close();
    }
    const [mail] = await Promise.all(received.slice(before).map((entry) => simpleParser(entry.raw)));
    expect(mail!.headerLines.find((line) => line.key === "list-unsubscribe-post")?.line).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    // A long header may be folded onto a second line (RFC 5322); unfolded it is the address in angle brackets.
    const unfolded = mail!.headerLines.find((line) => line.key === "list-unsubscribe")?.line.replace(/\r\n\s+/g, " ");
    expect(unfolded).toBe(`List-Unsubscribe: ${headers["List-Unsubscribe"]}`);
  });

  it("rejects when the server cannot be reached", async () => {
    const send = createSmtpSender({ url: "smtp://127.0.0.1:1", from: "a@b.example" });
    try {
      await expect(send({ template: "enquiry-to-vendor", to: "x@example.test", subject: "s", text: "t", html: "<p>t</p>" })).rejects.toThrow();
    } finally {
      send.close();
    }
  });
});
