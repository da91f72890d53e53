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
    expect(server.output()).toMatch(/could not be delivered now; it is queued for a retry/);

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
  }, 150_000);
});
