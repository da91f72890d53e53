import type { Server } from "node:http";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { createRequestHandler as createExpressHandler } from "@react-router/express";
import { drizzle } from "drizzle-orm/pglite";
import express from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { expectCount, expectText, useBrowser, visit } from "./browser";

/**
 * An unhandled failure (here: every database query fails because the tables do not exist) must give
 * the generic 'Unexpected Application Error!' page with status 500, inside the full site layout.
 * The production server build is loaded in this process with a broken database handle in place of
 * the real one; the shared test server is not touched.
 */
const DATABASE_KEY = Symbol.for("shaadi-vendors.database");
type GlobalWithDatabase = typeof globalThis & { [DATABASE_KEY]?: unknown };

const session = useBrowser();

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

beforeAll(async () => {
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

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await new Promise<void>((resolve) => (fullServer ? fullServer.close(() => resolve()) : resolve()));
  delete (globalThis as GlobalWithDatabase)[DATABASE_KEY];
  await client?.close();
});

describe("an unhandled failure", () => {
  // React Router logs every unhandled loader error; keep it out of the output, but check it happened.
  let logged: MockInstance<typeof console.error>;
  beforeEach(() => {
    logged = vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    logged.mockRestore();
  });
  const loggedText = () => logged.mock.calls.flat().map((value) => (value instanceof Error ? `${value.message} ${String(value.cause)}` : String(value))).join("\n");

  it.each(["/", "/vendor/1", "/category/photographers", "/search?q=mehndi"])(
    "renders 'Unexpected Application Error!' with status 500 on %s",
    async (url) => {
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
    },
  );

  it.each([
    ["a loader", "/", /relation "(vendors|categories)" does not exist/],
    ["Express", "/express-failure", /failed inside Express/],
  ])("shows the request id of a failure in %s and logs the details under it, never in the page", async (_where, url, detail) => {
    const response = await fetch(`${fullOrigin}${url}`);
    const id = response.headers.get("x-request-id");
    const html = await response.text();
    expect(response.status).toBe(500);
    expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(html).toContain("Unexpected Application Error!</h1>");
    expect(html).toContain(`Reference: <code class="rounded bg-white px-1.5 py-0.5 text-ink">${id}</code>`);
    expect(html).not.toMatch(detail);
    expect(html).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\.js:\d+/);
    const line = logged.mock.calls.find((call) => String(call[0]).startsWith(`[request ${id}] GET ${url} failed:`));
    expect(line, loggedText()).toBeDefined();
    const error = line![1] as Error;
    expect(`${error.stack} ${String(error.cause)}`).toMatch(detail);
  });

  it("does not turn a 404 into a 500 when the database is down", async () => {
    for (const url of ["/no-such-page", "/vendor/abc", "/category/%3Cscript%3E"]) {
      expect((await handle(new Request(`http://localhost${url}`))).status, url).toBe(404);
    }
    expect(logged).not.toHaveBeenCalled();
  });

  it("shows the error page in the browser, inside the site layout", async () => {
    const page = await session.open({ baseURL: origin, viewport: { width: 1280, height: 900 } });
    const response = await visit(page, `${origin}/`);
    expect(response.status()).toBe(500);
    await expectText(page.locator("main h1"), "Unexpected Application Error!");
    expect(await page.locator("header nav[aria-label='Main']").isVisible()).toBe(true);
    await expectCount(page.locator("footer"), 1);
    expect(await page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    expect(await page.title()).toBe("Shaadi Vendors UK");
  });
});
