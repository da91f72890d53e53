import fs from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { createRequestHandler as createExpressHandler } from "@react-router/express";
import { drizzle } from "drizzle-orm/pglite";
import express from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { expect, expectCount, expectText, test, visit } from "./fixtures";

/**
 * An unhandled failure (here: every database query fails because the tables do not exist) must give
 * the generic 'Unexpected Application Error!' page with status 500, inside the full site layout.
 * The production server build is loaded in this process with a broken database handle in place of
 * the real one; the shared test server is not touched.
 */
const DATABASE_KEY = Symbol.for("shaadi-vendors.database");
type GlobalWithDatabase = typeof globalThis & { [DATABASE_KEY]?: unknown };

let client: PGlite;
let build: ServerBuild;
let handle: (request: Request) => Promise<Response>;
let server: Server;
let origin: string;
type ServerModule = {
  loadServerBuild: () => Promise<ServerBuild>;
  createRequestPipeline: (options: { build: ServerBuild; mode: "production"; mediaDir: string }) => {
    prelude: express.RequestHandler;
    router: express.Router;
    errorHandler: express.ErrorRequestHandler;
  };
};
let serverModule: ServerModule;
// The app as server/index.ts mounts it (request ids, status pages, error handler), plus a route that fails in
// Express itself, before the app.
let fullServer: Server;
let fullOrigin: string;

// The build loaded here reads its configuration from this process's environment: on the embedded database, as the
// browser journeys' servers run, even where the suite runs with DATABASE_URL set for the other steps.
let databaseUrl: string | undefined;

test.beforeAll(async () => {
  databaseUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  client = await PGlite.create();
  // Never migrated: every query the app makes fails with "relation does not exist".
  const db = drizzle(client);
  (globalThis as GlobalWithDatabase)[DATABASE_KEY] = { db, kind: "pglite", close: () => client.close() };

  serverModule = (await import(path.resolve("build/server/index.js"))) as ServerModule;
  build = await serverModule.loadServerBuild();
  handle = createRequestHandler(build, "production");

  // The same pages served over HTTP with the built client assets, so a real browser can load them.
  const app = express();
  app.use("/assets", express.static("build/client/assets", { index: false }));
  app.use(express.static("build/client", { index: false }));
  app.all("/{*splat}", createExpressHandler({ build, mode: "production" }));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  const pipeline = serverModule.createRequestPipeline({ build, mode: "production", mediaDir: path.resolve("build/no-media") });
  const full = express();
  full.use(pipeline.prelude);
  full.get("/express-failure", () => {
    throw new Error("failed inside Express");
  });
  full.use(pipeline.router);
  full.use(pipeline.errorHandler);
  fullServer = await new Promise<Server>((resolve) => {
    const listening = full.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const fullAddress = fullServer.address();
  fullOrigin = `http://127.0.0.1:${typeof fullAddress === "object" && fullAddress ? fullAddress.port : 0}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await new Promise<void>((resolve) => (fullServer ? fullServer.close(() => resolve()) : resolve()));
  delete (globalThis as GlobalWithDatabase)[DATABASE_KEY];
  await client?.close();
  if (databaseUrl !== undefined) process.env.DATABASE_URL = databaseUrl;
});

test.describe("an unhandled failure", () => {
  // The app logs every unhandled error as a JSON line on its standard output (app/modules/logging/logger.server.ts,
  // synchronous writes to fd 1); keep those lines out of the output, but check they were written.
  let logged: Record<string, unknown>[] = [];
  let restore: (() => void) | undefined;
  test.beforeEach(() => {
    logged = [];
    const original = fs.writeSync;
    const capture = (fd: number, data: unknown, ...rest: unknown[]) => {
      const text = typeof data === "string" ? data : Buffer.isBuffer(data) ? data.toString("utf8") : undefined;
      if (fd === 1 && text?.startsWith("{")) {
        for (const line of text.split("\n").filter(Boolean)) logged.push(JSON.parse(line) as Record<string, unknown>);
        return Buffer.byteLength(text);
      }
      return (original as (...args: unknown[]) => number)(fd, data, ...rest);
    };
    fs.writeSync = capture as typeof fs.writeSync;
    restore = () => (fs.writeSync = original);
  });
  test.afterEach(() => {
    restore?.();
  });
  /** Every string in a logged value (message, error message, stack, cause), for assertions on what was logged. */
  const strings = (value: unknown): string[] =>
    typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];
  const loggedText = () => logged.flatMap(strings).join("\n");

  for (const url of ["/", "/vendor/1", "/category/photographers", "/search?q=mehndi"]) {
    test(`renders 'Unexpected Application Error!' with status 500 on ${url}`, async () => {
      const response = await handle(new Request(`http://localhost${url}`));
      expect(response.status).toBe(500);
      expect(loggedText()).toMatch(/relation "(vendors|categories)" does not exist/);
      const html = await response.text();
      expect(html).toContain("Unexpected Application Error!</h1>");
      // A full page: the site header and footer surround the message.
      expect(html).toMatch(/<header[^>]*>[\s\S]*aria-label="Main"[\s\S]*<\/header>/);
      expect(html).toContain("<footer");
      // No stack trace or database message leaks into a production page.
      expect(html).not.toMatch(/relation "[a-z_]+" does not exist/);
      expect(html).not.toContain("at async");
    });
  }

  for (const [where, url, detail] of [
    ["a loader", "/", /relation "(vendors|categories)" does not exist/],
    ["Express", "/express-failure", /failed inside Express/],
  ] as const) {
    test(`shows the request id of a failure in ${where} and logs the details under it, never in the page`, async () => {
      const response = await fetch(`${fullOrigin}${url}`);
      const id = response.headers.get("x-request-id");
      const html = await response.text();
      expect(response.status).toBe(500);
      expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
      expect(html).toContain("Unexpected Application Error!</h1>");
      expect(html).toContain(`Reference: <code class="rounded bg-white px-1.5 py-0.5 text-ink">${id}</code>`);
      expect(html).not.toMatch(detail);
      expect(html).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\.js:\d+/);
      const line = logged.find((record) => String(record.msg).startsWith(`[request ${id}] GET ${url} failed:`));
      expect(line, loggedText()).toBeDefined();
      expect(strings(line!.err).join("\n")).toMatch(detail);
    });
  }

  test("does not turn a 404 into a 500 when the database is down", async () => {
    for (const url of ["/no-such-page", "/vendor/abc", "/category/%3Cscript%3E"]) {
      expect((await handle(new Request(`http://localhost${url}`))).status, url).toBe(404);
    }
    expect(logged).toEqual([]);
  });

  test("shows the error page in the browser, inside the site layout", async ({ open }) => {
    const page = await open({ baseURL: origin });
    const response = await visit(page, `${origin}/`);
    expect(response.status()).toBe(500);
    await expectText(page.locator("main h1"), "Unexpected Application Error!");
    expect(await page.locator("header nav[aria-label='Main']").isVisible()).toBe(true);
    await expectCount(page.locator("footer"), 1);
    expect(await page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    expect(await page.title()).toBe("Shaadi Vendors UK");
  });
});
