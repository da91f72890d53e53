import { format } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetConfigForTests } from "~/config.server";
import { getDatabaseHandle, setDatabaseHandle, type DatabaseHandle } from "~/db/client.server";
import { getAuth } from "~/modules/accounts/auth.server";
import { startCheckout } from "~/modules/billing/checkout.server";
import { createTestBillingProvider } from "~/modules/billing/test-billing.server";
import { payTestCheckout } from "~/modules/billing/test-checkout.server";
import { createJobQueue, setJobQueue } from "~/modules/jobs/jobs.server";
import type { JobQueue } from "~/modules/jobs/job-queue";
import { createLogger, setLogger } from "~/modules/logging/logger.server";
import { MAIL_QUEUE, workMailQueue } from "~/modules/mail/send-mail.server";
import { signMailgunPost } from "~/modules/mail/mailgun-inbound.server";
import { mintConversationToken } from "~/modules/conversations/conversation-tokens.server";
import * as accountCreation from "~/routes/account-creation";
import * as contact from "~/routes/contact";
import * as planner from "~/routes/planner";
import * as inboundMail from "~/routes/api.webhooks.inbound-mail";
import * as vendorAuth from "~/routes/vendor-auth";
import * as vendorPage from "~/routes/vendor";
import { freePort } from "../tests/support/free-port";
import { PAID_ACCOUNT_PASSWORD } from "../tests/support/paid-account";
import { latestEnquiryIdOf } from "../tests/support/conversations";
import { createPortalVendor } from "../tests/support/portal-vendor";
import { servePipeline } from "../tests/support/serve-pipeline";
import { openTestDatabase, testBackends, type TestDatabase } from "../tests/support/test-database";
import { testServerBuild } from "../tests/support/test-server-build";
import { createRequestPipeline } from "./app";

// Decision 048: no email address, name, phone number or message text in any log line. The real request pipeline
// serves the real routes of an enquiry, a reply to it by mail (decision 058), a sign-in, an account request, a
// contact message and a couple's sign-in link (decision 081), with SMTP_URL at a
// port nothing listens on and the real mail queue running, so every mail fails, is queued and retried. Everything
// logged meanwhile, through the JSON logger or the console, is captured and searched.

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;

const COUPLE = { name: "Asha Patel", email: "asha.patel@example.test", phone: "07700 900417", message: "We marry at Stoke Park in the spring" };
const VISITOR = { firstName: "Sana", lastName: "Mirza", email: "sana.mirza@example.test", phone: "07700 900982", subject: "Listing my mehndi studio", message: "How long does the review take" };
const ACCOUNT_EMAIL = "ravi.kumar@example.test";
const PLANNER_EMAIL = "nadia.hussain@example.test";
const REPLY = { text: "Could the dhol start at the baraat in Hounslow", signature: "Asha Patel\n07700 900417" };
const INBOUND = { domain: "reply.shaadi.example", key: "key-personal-data-test" };
/** Whatever of the people above may never be in a log line (names, phones, message texts, subjects). */
const PERSONAL = ["Asha", "Patel", "900417", "Stoke Park", "Sana", "Mirza", "900982", "mehndi studio", "review take", "Ravi", "Kumar", "baraat", "Hounslow", "Nadia", "Hussain"];

const build = testServerBuild({
  entry: {
    default: (_request, status, headers) => {
      headers.set("Content-Type", "text/html");
      return new Response("<!doctype html><title>page</title>", { status, headers });
    },
  },
  routes: {
    root: { path: "", module: { default: () => null } },
    "routes/vendor": { parentId: "root", path: "vendor/:id", module: vendorPage },
    "routes/vendor-auth": { parentId: "root", path: "vendor-auth", module: vendorAuth },
    "routes/account-creation": { parentId: "root", path: "account-creation", module: accountCreation },
    "routes/contact": { parentId: "root", path: "contact", module: contact },
    "routes/planner": { parentId: "root", path: "planner", module: planner },
    "routes/api.webhooks.inbound-mail": { parentId: "root", path: "api/webhooks/inbound-mail", module: inboundMail },
  },
});

/** A date `days` from today, as the enquiry form's date field sends it. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Line = Record<string, unknown> & { level: string; msg: string };

for (const backend of testBackends()) {
  describe(`personal data in the logs [${backend}]`, () => {
    const lines: Line[] = [];
    const raw: string[] = [];
    const printed: string[] = [];
    const savedEnv = { ...process.env };
    let database: TestDatabase | undefined;
    let previousHandle: DatabaseHandle | undefined;
    let queue: JobQueue | undefined;
    let served: Awaited<ReturnType<typeof servePipeline>> | undefined;

    beforeAll(async () => {
      // A port that was free a moment ago: nothing answers there, as with a mail server that is down.
      Object.assign(process.env, {
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
        MAIL_FROM: "Shaadi Vendors UK <no-reply@shaadivendors.example>",
        SUPPORT_EMAIL: "support@shaadivendors.example",
        MAIL_RETRY_DELAY_SECONDS: "1",
        INBOUND_MAIL_DOMAIN: INBOUND.domain,
        MAILGUN_WEBHOOK_SIGNING_KEY: INBOUND.key,
      });
      resetConfigForTests();
      setLogger(
        createLogger({
          level: "debug",
          destination: {
            write: (line: string) => {
              raw.push(line);
              lines.push(JSON.parse(line) as Line);
            },
          },
        }),
      );
      // Whatever bypasses the logger is captured too (and kept off the test's output).
      for (const method of ["log", "info", "warn", "error", "debug"] as const) {
        vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(format(...args)));
      }
      database = await openTestDatabase(backend);
      previousHandle = getDatabaseHandle();
      setDatabaseHandle(database.handle);
      queue = createJobQueue({ databaseUrl: database.url, jobs: { leaseSeconds: 10, mailRetryDelaySeconds: 1 } }, database.handle);
      await queue.start();
      await workMailQueue(queue, { jobs: { leaseSeconds: 10, mailRetryDelaySeconds: 1 } });
      setJobQueue(queue);
      served = await servePipeline(createRequestPipeline({ build, mode: "production", mediaDir: "/nonexistent" }));
    }, 60_000);

    afterAll(async () => {
      await served?.close();
      setJobQueue(undefined);
      await queue?.stop();
      setDatabaseHandle(previousHandle);
      await database?.dispose();
      setLogger(undefined);
      vi.restoreAllMocks();
      process.env = savedEnv;
      resetConfigForTests();
    });

    const post = (path: string, fields: Record<string, string>) =>
      fetch(`${served!.origin}${path}`, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });

    it("logs an enquiry, a reply by mail, a sign-in, an account request, a contact message and a planner's sign-in link with the mail server down by ids only", async () => {
      const db = database!.handle.db;
      const vendor = await createPortalVendor(db, getAuth(), { publicUrl: "http://localhost:3000", active: true, name: "Dhol Beats", email: "dhol.beats@example.test" });
      const checkout = await startCheckout(db, createTestBillingProvider(db, "http://localhost:3000"), { plan: "showcase", publicUrl: "http://localhost:3000", customerEmail: ACCOUNT_EMAIL });
      await payTestCheckout(db, checkout.id);

      const enquiry = await post(`/vendor/${vendor.vendorId}`, {
        name: COUPLE.name,
        email: COUPLE.email,
        phone: COUPLE.phone,
        eventDate: daysAhead(90),
        eventType: "Sangeet",
        guestCount: "180",
        message: COUPLE.message,
      });
      // The couple answers the vendor's mail: Mailgun posts the reply, signed, to the webhook.
      const enquiryId = (await latestEnquiryIdOf(db, vendor.vendorId))!;
      const replyToken = await mintConversationToken(db, { enquiryId, party: "couple", purpose: "reply" });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const mailgunToken = "a8ce0edb2dd8301dee6c2405235584e45aa91d1e9f979f3de0";
      const reply = await post("/api/webhooks/inbound-mail", {
        timestamp,
        token: mailgunToken,
        signature: signMailgunPost(INBOUND.key, timestamp, mailgunToken),
        recipient: `reply+${replyToken}@${INBOUND.domain}`,
        sender: COUPLE.email,
        from: `${COUPLE.name} <${COUPLE.email}>`,
        subject: `Re: ${COUPLE.message}`,
        "body-plain": `${REPLY.text}\n\n-- \n${REPLY.signature}\n`,
        "Message-Id": "<reply-1@mail.example.test>",
      });
      const signedIn = await post("/vendor-auth", { email: vendor.email, password: PAID_ACCOUNT_PASSWORD });
      const refused = await post("/vendor-auth", { email: vendor.email, password: "not-the-password-42" });
      const account = await post(`/account-creation?session_id=${checkout.id}&plan=showcase`, {
        email: ACCOUNT_EMAIL,
        password: "lanterns-over-the-lake-7",
        confirmPassword: "lanterns-over-the-lake-7",
      });
      const message = await post("/contact", { ...VISITOR });
      const plannerLink = await post("/planner", { email: PLANNER_EMAIL });
      // The visitor's actions succeed whatever the mail server does.
      expect([enquiry.status, reply.status, signedIn.status, refused.status, account.status, message.status, plannerLink.status]).toEqual([200, 200, 302, 401, 200, 200, 200]);
      expect(signedIn.headers.get("location")).toBe("/vendor-dashboard");

      // Each mail failed at once and was queued; the queue's retry fails too and is logged by its job id.
      await vi.waitFor(() => expect(lines.some((line) => line.queue === MAIL_QUEUE && line.msg === "A job failed; it will be retried")).toBe(true), {
        timeout: 30_000,
        interval: 250,
      });
      const undelivered = lines.filter((line) => line.msg === "A mail could not be delivered now; it is queued for a retry");
      expect(undelivered.map((line) => line.template).sort()).toEqual([
        "confirm-account",
        "contact-to-support",
        "conversation-message",
        "couple-sign-in",
        "enquiry-confirmation",
        "enquiry-to-vendor",
      ]);
      for (const line of undelivered) {
        expect(line).toMatchObject({ level: "warn", queue: MAIL_QUEUE, mailId: expect.stringMatching(/^[0-9a-f-]{36}$/), jobId: expect.any(String), code: expect.any(String) });
      }
      // Written while handling the request that sent the mail, so it carries that request's id.
      const requestIds = [enquiry, reply, account, message, plannerLink].map((response) => response.headers.get("x-request-id"));
      expect(new Set(undelivered.map((line) => line.requestId))).toEqual(new Set(requestIds));
      const retry = lines.find((line) => line.queue === MAIL_QUEUE && line.msg === "A job failed; it will be retried")!;
      expect(undelivered.map((line) => line.jobId)).toContain(retry.jobId);
      expect(retry.code).toEqual(expect.any(String));
      // The reply by mail is named by its conversation and message ids.
      expect(lines.find((line) => line.msg === "A reply by mail was stored")).toMatchObject({ enquiryId, messageId: expect.any(Number), sender: "couple" });

      // Every line is the logger's JSON, with its level; nothing failed unexpectedly (with a logger installed an
      // error does not reach tests/setup/fail-on-console-error.ts); an access line per request, with its id.
      for (const line of lines) expect(line).toMatchObject({ level: expect.any(String), msg: expect.any(String) });
      expect(lines.filter((line) => line.level === "error")).toEqual([]);
      const access = lines.filter((line) => line.msg === "request");
      expect(access.map((line) => [line.method, line.path, line.status])).toEqual(
        expect.arrayContaining([
          ["POST", `/vendor/${vendor.vendorId}`, 200],
          ["POST", "/api/webhooks/inbound-mail", 200],
          ["POST", "/vendor-auth", 302],
          ["POST", "/vendor-auth", 401],
          ["POST", "/account-creation", 200],
          ["POST", "/contact", 200],
        ]),
      );
      for (const line of access) expect(line.requestId).toEqual(expect.any(String));

      const everything = [...raw, ...printed].join("\n");
      expect(everything).not.toMatch(EMAIL);
      for (const personal of PERSONAL) expect(everything).not.toContain(personal);
    }, 120_000);
  });
}
