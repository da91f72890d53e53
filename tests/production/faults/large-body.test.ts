import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMITS } from "~/modules/site/body-limits";
import { sendLargeBody } from "../../support/large-bodies";
import { bytesReadBy, startProductionServer, type ProductionServer } from "./production-server";

// Decision 011's body limits on the production server (decision 042): a 50 MB body declared with Content-Length
// is answered 413 at once, while the client has still to send it, and the server reads next to none of it; a
// chunked body, whose length nobody declared, is cut off once it passes its limit. The bytes the server read are
// the growth of its `rchar` (every read system call, sockets included) around the request.

const MB = 1024 * 1024;
const FIFTY_MB = 50 * MB;

let server: ProductionServer;

beforeAll(async () => {
  server = await startProductionServer();
  // The first rendering of a page, the 413 page included, loads code; measured refusals come warm.
  for (const path of ["/", "/contact"]) await (await fetch(`${server.origin}${path}`)).text();
  const warmUp = await fetch(`${server.origin}/contact`, { method: "POST", body: "a".repeat(BODY_LIMITS.form.maxBytes + 1) });
  expect(warmUp.status).toBe(413);
  await warmUp.text();
});

afterAll(async () => {
  await server?.stop();
});

/** Sends the body and measures what the server read meanwhile (its reads settle a moment after the answer). */
async function sendMeasured(path: string, options: Parameters<typeof sendLargeBody>[1]) {
  const before = bytesReadBy(server.pid);
  const started = performance.now();
  const answer = await sendLargeBody(`${server.origin}${path}`, options);
  const elapsedMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { ...answer, elapsedMs, serverRead: bytesReadBy(server.pid) - before };
}

describe("request bodies over their limit on the production server", () => {
  it.each([
    ["a form", "/contact", "application/x-www-form-urlencoded"],
    ["the listing upload", "/business-details", "multipart/form-data; boundary=----x"],
  ])("refuses 50 MB declared to %s with 413 before reading it", async (_name, path, contentType) => {
    const answer = await sendMeasured(path, { totalBytes: FIFTY_MB, headers: { "content-type": contentType } });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("Request Too Large");
    expect(answer.headers["cache-control"]).toBe("no-store");
    // The answer came while the client had sent (almost) nothing of its 50 MB.
    expect(answer.bytesSent).toBeLessThan(1 * MB);
    expect(answer.serverRead).toBeLessThan(1 * MB);
    console.log(`${path}: 50 MB declared, 413 after ${answer.elapsedMs.toFixed(0)} ms; client sent ${answer.bytesSent} B, server read ${answer.serverRead} B`);
  });

  it("cuts a chunked body off once it passes the form limit", async () => {
    const limit = BODY_LIMITS.form.maxBytes;
    const answer = await sendMeasured("/contact", {
      totalBytes: FIFTY_MB,
      chunked: true,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("Request Too Large");
    // The app stops reading at the limit; after its 413 the server reads and discards what the client still sends
    // until it has read the answer (decision 011's linger), a few MB on loopback, far from the 50 MB.
    expect(answer.serverRead).toBeGreaterThan(limit);
    expect(answer.serverRead).toBeLessThan(limit + 8 * MB);
    expect(answer.bytesSent).toBeLessThan(FIFTY_MB);
    console.log(`/contact: 50 MB chunked, 413 after ${answer.elapsedMs.toFixed(0)} ms; client sent ${answer.bytesSent} B, server read ${answer.serverRead} B (limit ${limit} B)`);
  });

  it("still answers after the refusals", async () => {
    const response = await fetch(`${server.origin}/healthz`);
    expect(response.status).toBe(200);
  });
});
