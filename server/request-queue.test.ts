import http, { type Server } from "node:http";
import express from "express";
import pLimit from "p-limit";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAppHandler, type HandleRequest } from "./app-handler";

// GET and HEAD requests are worked on a few at a time, the others waiting in order of arrival (decision 102). Here one
// place, and a stand-in for the app whose answers the test releases, so the order is seen without timing anything.

type Held = { path: string; release: (response: Response) => void };

const started: string[] = [];
const held: Held[] = [];
let startedListeners: (() => void)[] = [];

const app: HandleRequest = (request) => {
  const url = new URL(request.url);
  started.push(`${request.method} ${url.pathname}`);
  for (const listener of startedListeners) listener();
  if (request.method === "POST") return Promise.resolve(new Response("posted"));
  return new Promise<Response>((resolve) => held.push({ path: url.pathname, release: resolve }));
};

/** Resolves once the app has started `count` requests in all. */
const startedCount = (count: number) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (started.length < count) return;
      startedListeners = startedListeners.filter((listener) => listener !== check);
      resolve();
    };
    startedListeners.push(check);
    check();
  });

/** Resolves once `condition` holds, checked after each turn of the event loop. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

const arrived: string[] = [];
const socketsClosed = new Set<string>();

const page = (text: string) => new Response(text, { headers: { "Content-Type": "text/html", "Cache-Control": "no-store" } });

let server: Server;
let origin: string;

beforeAll(async () => {
  const server_ = express();
  server_.use((req, _res, next) => {
    arrived.push(req.path);
    req.socket.once("close", () => socketsClosed.add(req.path));
    next();
  });
  server_.use(createAppHandler(app, undefined, pLimit(1)));
  server = await new Promise<Server>((resolve) => {
    const listening = server_.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterEach(() => {
  // Whatever a test left held is answered, so the next test starts with the place free.
  for (const { release } of held.splice(0)) release(page("late"));
  started.length = 0;
  arrived.length = 0;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("the request queue", () => {
  it("starts the next GET only once the one before it has its answer, in order of arrival", async () => {
    const first = fetch(`${origin}/first`);
    await startedCount(1);
    const second = fetch(`${origin}/second`);
    const third = fetch(`${origin}/third`);
    // The first is still held: the POST below passes it, the GETs wait.
    const post = await fetch(`${origin}/form`, { method: "POST", body: "a=1" });
    expect(await post.text()).toBe("posted");
    expect(started).toEqual(["GET /first", "POST /form"]);

    held.shift()!.release(page("one"));
    expect(await (await first).text()).toBe("one");
    await startedCount(3);
    expect(started).toEqual(["GET /first", "POST /form", "GET /second"]);

    held.shift()!.release(page("two"));
    expect(await (await second).text()).toBe("two");
    await startedCount(4);
    held.shift()!.release(page("three"));
    expect(await (await third).text()).toBe("three");
    expect(started).toEqual(["GET /first", "POST /form", "GET /second", "GET /third"]);
  });

  it("gives the place back before a streamed body is written, so a slow body holds no place", async () => {
    let finishBody!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("start "));
        finishBody = () => {
          controller.enqueue(new TextEncoder().encode("end"));
          controller.close();
        };
      },
    });
    const streamed = fetch(`${origin}/streamed`);
    await startedCount(1);
    held.shift()!.release(new Response(body, { headers: { "Content-Type": "text/html" } }));
    const other = fetch(`${origin}/other`);
    // The streamed answer is not finished, yet the next GET is worked on.
    await startedCount(2);
    expect(started).toEqual(["GET /streamed", "GET /other"]);
    held.shift()!.release(page("other"));
    expect(await (await other).text()).toBe("other");
    finishBody();
    expect(await (await streamed).text()).toBe("start end");
  });

  it("does not work for a client that left while its request waited", async () => {
    const first = fetch(`${origin}/first`);
    await startedCount(1);
    const gone = http.get(`${origin}/gone`);
    gone.on("error", () => {});
    await until(() => arrived.includes("/gone"));
    const last = fetch(`${origin}/last`);
    await until(() => arrived.includes("/last"));
    gone.destroy();
    await until(() => socketsClosed.has("/gone"));

    held.shift()!.release(page("one"));
    expect(await (await first).text()).toBe("one");
    // `/last` came after `/gone`: once it starts, `/gone`'s turn has passed.
    await startedCount(2);
    expect(started).toEqual(["GET /first", "GET /last"]);
    held.shift()!.release(page("last"));
    expect(await (await last).text()).toBe("last");
  });
});
