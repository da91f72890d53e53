import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger, logError, setLogger, type LogLevel } from "~/modules/logging/logger.server";
import { errorCode } from "~/modules/logging/error-code";
import { loggablePath } from "~/modules/logging/redact";
import { runInRequest } from "~/modules/logging/request-context.server";

type Line = Record<string, unknown> & { msg: string; level: string };

/** A logger writing to memory, and the JSON lines it wrote. */
function memoryLogger(level: LogLevel = "info") {
  const lines: Line[] = [];
  const raw: string[] = [];
  const logger = createLogger({
    level,
    destination: {
      write: (line: string) => {
        raw.push(line);
        lines.push(JSON.parse(line) as Line);
      },
    },
  });
  return { logger, lines, raw };
}

afterEach(() => setLogger(undefined));

describe("the JSON logger", () => {
  it("writes one JSON line per call with level, time and message, and honours the level", () => {
    const { logger, lines } = memoryLogger("warn");
    logger.info("not written");
    logger.warn({ vendorId: 12 }, "written");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "warn", msg: "written", vendorId: 12 });
    expect(Date.parse(String(lines[0]!.time))).not.toBeNaN();
  });

  it("never writes emails, query strings, credential headers or secrets", () => {
    const { logger, raw } = memoryLogger();
    logger.info(
      {
        headers: { authorization: "Bearer sk_live_abc", cookie: "better-auth.session_token=xyz", accept: "text/html" },
        user: { email: "priya.sharma@example.com", password: "correct horse" },
        token: "tok_123",
        link: "https://shaadi.example/account-confirmation?token=tok_456&email=a%40b.co",
      },
      "Mail to priya.sharma@example.com failed",
    );
    logger.error({ err: new Error("550 mailbox kiran@example.org unavailable") }, "Sending failed");
    const text = raw.join("");
    for (const secret of ["priya.sharma@example.com", "kiran@example.org", "sk_live_abc", "xyz", "correct horse", "tok_123", "tok_456", "a%40b.co"]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain("Mail to [email] failed");
    expect(text).toContain("https://shaadi.example/account-confirmation?[query]");
    expect(text).toContain('"authorization":"[redacted]"');
    expect(text).toContain('"accept":"text/html"');
    // The error keeps its stack, emails taken out.
    expect(text).toContain("550 mailbox [email] unavailable");
    expect(text).toMatch(/"stack":"Error: 550 mailbox \[email\] unavailable\\n\s+at /);
  });

  it("never writes a failed statement's parameters, the values PostgreSQL quotes, personal fields or a job's payload", () => {
    const { logger, raw } = memoryLogger();
    // Drizzle's error of a failed insert: the statement, then its parameters (a name, a message over two lines).
    const failed = Object.assign(new Error('Failed query: insert into "enquiries" ("name", "message") values ($1, $2)\nparams: Asha Patel,We marry in June\nin Leicester'), {
      params: ["Asha Patel", "We marry in June\nin Leicester"],
      cause: Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
        code: "23505",
        detail: "Key (name, city)=(Asha Patel, Leicester) already exists.",
      }),
    });
    logger.error({ err: failed, queue: "mail-delivery", jobId: "17" }, "A job failed");
    logger.warn({ firstName: "Asha", lastName: "Patel", phone: "07700 900123", job: { data: { to: "x" }, subject: "Asha's wedding" }, template: "enquiry-to-vendor" }, "Mail");
    const text = raw.join("");
    for (const personal of ["Asha", "Patel", "We marry", "Leicester", "07700"]) expect(text).not.toContain(personal);
    expect(text).toContain("params: [redacted]");
    expect(text).toContain('"queue":"mail-delivery"');
    expect(text).toContain('"template":"enquiry-to-vendor"');
    expect(text).toContain("users_email_unique");
  });

  it("puts the request id on every line written while handling a request, across awaits", async () => {
    const { logger, lines } = memoryLogger();
    await runInRequest("req-one", async () => {
      logger.info("first");
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.info("after a timer");
    });
    logger.info("outside");
    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ["first", "req-one"],
      ["after a timer", "req-one"],
      ["outside", undefined],
    ]);
  });

  it("sends the app's errors to the installed logger, and to console.error under Vitest until one is installed", () => {
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Error("smtp down");
    logError("The listing live email could not be sent", failure, { vendorId: 7 });
    expect(printed).toHaveBeenCalledWith("The listing live email could not be sent", failure);
    const { logger, lines } = memoryLogger();
    setLogger(logger);
    logError("The listing live email could not be sent", failure, { vendorId: 7 });
    expect(printed).toHaveBeenCalledOnce();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "error", msg: "The listing live email could not be sent", vendorId: 7 });
    expect((lines[0]!.err as { message: string }).message).toBe("smtp down");
  });
});

describe("request paths in the log", () => {
  it.each([
    ["/search?q=mehndi+artist&near=E1 6AN", "/search"],
    ["/vendor-auth?email=kiran@example.org", "/vendor-auth"],
    ["/account-confirmation?token=abc", "/account-confirmation"],
    ["/review/7f3c9a1b2d4e5f60", "/review/[redacted]"],
    ["/messages/Q2hhbmdlZCB0b2tlbg-_x/booking.pdf", "/messages/[redacted]/booking.pdf"],
    ["/shortlist/Zx81kq0pLm", "/shortlist/[redacted]"],
    ["/shortlist/compare", "/shortlist/compare"],
    ["/checkout/test/cs_test_123?x=1", "/checkout/test/[redacted]"],
    ["/calendar/2Hq0vJ9kXo1mP4sT7uW3yZ6bC8dF5gH1jK2lN4pR6tV.ics", "/calendar/[redacted]"],
    ["/vendor/42", "/vendor/42"],
    ["/unsubscribe/someone@example.com", "/unsubscribe/[email]"],
  ])("logs %s as %s", (path, logged) => {
    expect(loggablePath(path)).toBe(logged);
  });
});

describe("the code of a failure", () => {
  it("is the first code along the cause chain, with an SMTP response code, else the error's name, never its text", () => {
    const smtp = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 <asha@example.test>"), { code: "EENVELOPE", responseCode: 550 });
    expect(errorCode(smtp)).toBe("EENVELOPE 550");
    expect(errorCode(new Error("Failed query", { cause: Object.assign(new Error("refused"), { code: "ECONNREFUSED" }) }))).toBe("ECONNREFUSED");
    expect(errorCode(new TypeError("asha@example.test is not valid"))).toBe("TypeError");
    expect(errorCode("asha@example.test")).toBe("unknown");
  });
});
