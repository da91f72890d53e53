import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createScratchDatabase } from "~/db/scratch-database.server";
import { freePort } from "../../support/free-port";
import { startProductionServer, type ProductionServer } from "../support/app-instances";

// Issue "Production at scale", "Bad input and faults": "SMTP down (mail retried from the queue, the user's action
// still succeeds)". The server's SMTP_URL names a local port nothing listens on; a visitor's contact message is
// accepted; the mail server comes up on that port and the mail arrives, once, without a restart (decision 043).
// Meanwhile the server logs the failure as JSON naming the mail by id and template, and nothing it prints, on
// stdout or stderr, holds an email address or what the visitor wrote (decision 048).

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;

type Received = { subject: string; to: string[] };

/** A local SMTP server on `port` that keeps what it receives. */
async function startSmtp(port: number, received: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ subject: mail.subject ?? "", to: session.envelope.rcptTo.map((recipient) => recipient.address) });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  expect((server.server.address() as AddressInfo).port).toBe(port);
  return server;
}

// The in-process runner on the embedded database, and pg-boss on PostgreSQL when DATABASE_URL is set.
const backends = process.env.DATABASE_URL ? (["pglite", "postgres"] as const) : (["pglite"] as const);

describe.each(backends)("SMTP down [%s]", (backend) => {
  let server: ProductionServer | undefined;
  let smtp: SMTPServer | undefined;
  let scratch: { url: string; drop: () => Promise<void> } | undefined;
  afterAll(async () => {
    await server?.stop();
    if (smtp) await new Promise<void>((resolve) => smtp!.close(() => resolve()));
    await scratch?.drop();
  });

  it("accepts a contact message while the mail server is down, and delivers it once it is up", async () => {
    const smtpPort = await freePort();
    if (backend === "postgres") scratch = await createScratchDatabase(process.env.DATABASE_URL!, "smtpdown");
    const env: Record<string, string> = {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "Shaadi Vendors UK <no-reply@shaadivendors.example>",
      SUPPORT_EMAIL: "support@shaadivendors.example",
      MAIL_RETRY_DELAY_SECONDS: "1",
      // Warnings too: the failed delivery is one.
      LOG_LEVEL: "warn",
    };
    if (scratch) Object.assign(env, { DATABASE_URL: scratch.url, AUTH_SECRET: "smtp-down-test-secret-0123456789abcdef" });
    server = await startProductionServer(env);

    const subject = `Venue question ${Date.now()}`;
    const response = await fetch(`${server.url}/contact`, {
      method: "POST",
      body: new URLSearchParams({ firstName: "Priya", lastName: "Shah", email: "priya@example.test", phone: "", subject, message: "Do you list venues in Leicester?" }),
    });
    expect(response.status).toBe(200);
    // React puts comment markers around the name in server-rendered text.
    expect(await response.text()).toMatch(/Thank you, (<!-- -->)?Priya(<!-- -->)?\. We have received your message/);
    await vi.waitFor(() => expect(server!.output()).toContain("could not be delivered now"), { timeout: 10_000, interval: 250 });
    // Whole lines only: the last piece may still be arriving.
    const logged = server.output().split("\n").slice(0, -1).filter((line) => line.trim() !== "");
    const undelivered = logged.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => String(line.msg).includes("could not be delivered now"));
    expect(undelivered).toMatchObject({ level: "warn", template: "contact-to-support", mailId: expect.any(String), jobId: expect.any(String), code: expect.any(String) });

    // A few retries fail while the port is closed; then the mail server starts, and the queue delivers.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const received: Received[] = [];
    smtp = await startSmtp(smtpPort, received);
    await vi.waitFor(() => expect(received.map((mail) => mail.subject).filter((text) => text.includes(subject))).toHaveLength(1), {
      timeout: 60_000,
      interval: 500,
    });
    expect(received.find((mail) => mail.subject.includes(subject))?.to).toEqual(["support@shaadivendors.example"]);
    // Delivered once: the job is done, no later retry sends it again.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(received.filter((mail) => mail.subject.includes(subject))).toHaveLength(1);

    // Every line the server printed is the logger's JSON, with its level; none holds an address, the visitor's
    // name, subject or message.
    const output = server.output();
    for (const line of output.split("\n").slice(0, -1).filter((text) => text.trim() !== "")) expect(JSON.parse(line)).toMatchObject({ level: expect.any(String) });
    expect(output).not.toMatch(EMAIL);
    for (const personal of ["Priya", "Shah", "Venue question", "Leicester"]) expect(output).not.toContain(personal);
  }, 150_000);
});
