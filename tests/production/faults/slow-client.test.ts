import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProductionServer, type ProductionServer } from "./production-server";

// Decision 042: a client that sends its headers a byte a second is answered 408 and cut off once
// HEADERS_TIMEOUT_MS has passed; one whose headers are complete but whose body trickles is cut off at
// REQUEST_TIMEOUT_MS; and the server keeps answering everyone else meanwhile. Short timeouts keep the test short.

const HEADERS_TIMEOUT_MS = 2000;
const REQUEST_TIMEOUT_MS = 5000;
/**
 * Node checks the timeouts every second (server/index.ts), so a cut may come up to that much late, plus what a
 * busy two-core machine adds. Still far below Node's own defaults (60 s for headers, 300 s for a request).
 */
const CHECK_SLACK_MS = 1000 + 2500;

let server: ProductionServer;

beforeAll(async () => {
  server = await startProductionServer({
    env: { HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) },
  });
  // The first rendering of a page loads code; the requests made meanwhile are timed warm.
  for (const path of ["/about", "/contact"]) await (await fetch(`${server.origin}${path}`)).text();
});

afterAll(async () => {
  await server?.stop();
});

type Trickled = { received: string; closedAfterMs: number; bytesSent: number };

/**
 * Opens a connection, writes `head` at once, then `trickle` one byte a second until the server closes the
 * connection (or the trickle runs out). Output: what the server answered, when it closed, and bytes written.
 */
function trickle(head: string, slow: string): Promise<Trickled> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1");
    const started = performance.now();
    let received = "";
    let bytesSent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ received, closedAfterMs: performance.now() - started, bytesSent });
    });
    socket.on("connect", () => {
      socket.write(head);
      bytesSent += head.length;
      let index = 0;
      timer = setInterval(() => {
        if (index >= slow.length) {
          clearInterval(timer);
          socket.destroy();
          reject(new Error("The server did not cut the slow client off"));
          return;
        }
        socket.write(slow[index++]!);
        bytesSent += 1;
      }, 1000);
    });
  });
}

/** Asks for pages every 250 ms until `until` settles. Output: each answer's status and time in ms. */
async function othersMeanwhile(until: Promise<unknown>): Promise<{ status: number; ms: number }[]> {
  let done = false;
  void until.finally(() => (done = true));
  const answers: { status: number; ms: number }[] = [];
  while (!done) {
    for (const path of ["/healthz", "/about"]) {
      const started = performance.now();
      const response = await fetch(`${server.origin}${path}`);
      await response.text();
      answers.push({ status: response.status, ms: performance.now() - started });
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return answers;
}

describe("slow clients on the production server", () => {
  it("answers 408 and closes a connection whose headers come a byte a second, serving others meanwhile", async () => {
    const slow = trickle("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n", `X-Slow: ${"a".repeat(60)}\r\n\r\n`);
    const others = await othersMeanwhile(slow);
    const result = await slow;
    expect(result.received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS);
    expect(result.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + CHECK_SLACK_MS);
    expect(others.length).toBeGreaterThanOrEqual(4);
    expect(others.every((answer) => answer.status === 200)).toBe(true);
    console.log(
      `headers a byte a second: cut after ${result.closedAfterMs.toFixed(0)} ms (${result.bytesSent} B sent); ` +
        `${others.length} other requests meanwhile, slowest ${Math.max(...others.map((answer) => answer.ms)).toFixed(0)} ms`,
    );
  });

  it("cuts off a body that trickles past the request timeout, serving others meanwhile", async () => {
    const body = "name=Slow&email=slow%40example.test&message=" + "a".repeat(200);
    const head =
      "POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
      `Content-Length: ${body.length}\r\n\r\n`;
    const slow = trickle(head, body);
    const others = await othersMeanwhile(slow);
    const result = await slow;
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
    expect(result.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + CHECK_SLACK_MS);
    // The body never arrived whole, so no answer but the timeout's.
    expect(result.received === "" || result.received.startsWith("HTTP/1.1 408 ")).toBe(true);
    expect(result.bytesSent).toBeLessThan(head.length + body.length);
    expect(others.every((answer) => answer.status === 200)).toBe(true);
    console.log(
      `body a byte a second: cut after ${result.closedAfterMs.toFixed(0)} ms (${result.bytesSent} B sent), answer ${JSON.stringify(result.received.split("\r\n")[0])}; ` +
        `${others.length} other requests meanwhile, slowest ${Math.max(...others.map((answer) => answer.ms)).toFixed(0)} ms`,
    );
  });

  it("keeps serving after the slow clients are gone", async () => {
    const response = await fetch(`${server.origin}/healthz`);
    expect(response.status).toBe(200);
  });
});
