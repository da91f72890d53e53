import fs from "node:fs";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import express from "express";
import { createElement } from "react";
import { Outlet, redirect, Scripts, ScrollRestoration, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as entry from "~/entry.server";
import { CSP_NONCE_HEADER, cspNonceOf } from "~/modules/http/content-security-policy.server";
import { createRequestPipeline, type RequestPipeline } from "./app";
import { servePipeline } from "../tests/support/serve-pipeline";
import { testServerBuild, type TestRoute } from "../tests/support/test-server-build";

// Decision 042 through the real request pipeline (createRequestPipeline: security headers, client files, /media,
// the app handler, status pages) and the real document entry (app/entry.server.tsx, React's streaming renderer),
// serving a small build whose root layout renders React Router's <ScrollRestoration> and <Scripts> as root.tsx
// does: every kind of response carries the headers, each with its own nonce, and a page's inline and module
// scripts carry exactly the nonce of its own policy.


const ASSET = "/assets/entry.client-B1x9Qz7a.js";
const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(self)",
};

// As root.tsx: the document with React Router's scripts, and an error boundary for failures.
const Layout = ({ children }: { children: React.ReactNode }) =>
  createElement("html", { lang: "en-GB" }, createElement("head", null, createElement("title", null, "page")), createElement("body", null, children, createElement(ScrollRestoration), createElement(Scripts)));
const root = {
  Layout,
  default: () => createElement(Outlet),
  ErrorBoundary: () => createElement("h1", null, "Something went wrong"),
};
const home = { default: () => createElement("p", null, "Home"), loader: () => ({ page: "home" }) };
const broken = {
  default: () => null,
  loader: () => {
    throw new Error("a bug");
  },
};
const moved = { loader: () => redirect("/", 301) };
// A resource route standing in for /api/*: it answers the nonce the app was handed.
const api = { loader: ({ request }: { request: Request }) => Response.json({ nonce: cspNonceOf(request) ?? null }) };
const notFound = {
  default: () => createElement("h1", null, "Not found"),
  loader: () => {
    throw new Response("Not Found", { status: 404 });
  },
};

const routeModules: Record<string, TestRoute> = {
  root: { path: "", module: root },
  "routes/home": { parentId: "root", index: true, module: home },
  "routes/broken": { parentId: "root", path: "broken", module: broken },
  "routes/moved": { parentId: "root", path: "moved", module: moved },
  "routes/api": { parentId: "root", path: "api/nonce", module: api },
  "routes/not-found": { parentId: "root", path: "*", module: notFound },
};

const build = testServerBuild({
  entry: entry as unknown as ServerBuild["entry"]["module"],
  routes: routeModules,
  entryAsset: ASSET,
});

let served: Awaited<ReturnType<typeof servePipeline>> | undefined;
let origin: string;
let tempDir: string;
let pipeline: RequestPipeline;

beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "sv-csp-"));
  const clientDir = path.join(tempDir, "client");
  const mediaDir = path.join(tempDir, "media");
  fs.mkdirSync(path.join(clientDir, "assets"), { recursive: true });
  fs.mkdirSync(mediaDir);
  fs.writeFileSync(path.join(clientDir, ASSET), "console.log('entry');\n");
  fs.writeFileSync(path.join(mediaDir, "photo.webp"), "RIFF");
  pipeline = createRequestPipeline({
    build,
    mode: "production",
    mediaDir,
    clientDir,
    imageOrigins: ["https://media.example.com/uploads/"],
  });
  served = await servePipeline(pipeline);
  origin = served.origin;
});

afterAll(async () => {
  await served?.close();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

/** The nonce a Content-Security-Policy allows scripts with. */
function policyNonce(policy: string | null): string {
  const match = /script-src 'nonce-([A-Za-z0-9+/]+={0,2})' 'strict-dynamic'/.exec(policy ?? "");
  expect(match, `script-src of ${policy}`).not.toBeNull();
  return match![1]!;
}

/** Every nonce attribute in the HTML, and how many <script> elements it has. */
function scriptsOf(html: string): { nonces: string[]; scripts: number } {
  return {
    nonces: [...html.matchAll(/<(?:script|link)\b[^>]*\bnonce="([^"]*)"/g)].map((match) => match[1]!),
    scripts: [...html.matchAll(/<script\b/g)].length,
  };
}

type Answer = { status: number; headers: Headers; body: string; nonce: string };

const BROKEN = "/broken";

async function ask(pathname: string, init: RequestInit = {}): Promise<Answer> {
  // The failing loader's error goes to the log, as every unexpected error does.
  const logged = pathname === BROKEN ? vi.spyOn(console, "error").mockImplementation(() => {}) : undefined;
  const response = await fetch(`${origin}${pathname}`, { redirect: "manual", ...init });
  const body = await response.text();
  if (logged) {
    expect(logged.mock.calls.flat().some((value) => value instanceof Error && value.message === "a bug")).toBe(true);
    logged.mockRestore();
  }
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), `${name} on ${pathname}`).toBe(value);
  const policy = response.headers.get("content-security-policy");
  expect(policy, pathname).toContain("object-src 'none'; base-uri 'none'; frame-ancestors 'none'");
  expect(policy).toContain("img-src 'self' data: blob: https://media.example.com;");
  expect(response.headers.get("strict-transport-security"), "no HSTS over http").toBeNull();
  return { status: response.status, headers: response.headers, body, nonce: policyNonce(policy) };
}

describe("security headers through the request pipeline", () => {
  it("sends them on every kind of response, each with a nonce of its own", async () => {
    const answers = [
      await ask("/"),
      await ask(ASSET),
      await ask("/media/photo.webp"),
      await ask("/no-such-page"),
      await ask(BROKEN),
      await ask("/api/nonce"),
      await ask("/moved"),
      await ask("/%E0%A4%A"),
      await ask("/", { method: "POST", body: "x".repeat(200 * 1024) }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 404, 500, 200, 301, 400, 413]);
    const nonces = answers.map((answer) => answer.nonce);
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it.each([
    ["a page", "/", 200],
    ["the 404 page", "/no-such-page", 404],
    ["the 500 page", "/broken", 500],
    ["the 400 status page", "/%E0%A4%A", 400],
  ])("gives every script of %s the nonce of its own policy, and no other", async (_name, pathname, status) => {
    const first = await ask(pathname);
    const second = await ask(pathname);
    expect(first.status).toBe(status);
    for (const answer of [first, second]) {
      const { nonces, scripts } = scriptsOf(answer.body);
      // ScrollRestoration's inline script, the context and route inline scripts, the entry module import.
      expect(scripts).toBeGreaterThanOrEqual(2);
      expect(nonces.filter((nonce) => nonce !== "")).toHaveLength(nonces.length);
      expect(new Set(nonces)).toEqual(new Set([answer.nonce]));
      expect([...answer.body.matchAll(/<script\b(?![^>]*\bnonce=)/g)], "a script without the nonce").toHaveLength(0);
      // Only as itself, so a cached page's nonce can be replaced by plain text replacement.
      expect(answer.body.split(answer.nonce).length - 1).toBe(nonces.length);
    }
    expect(first.nonce).not.toBe(second.nonce);
  });

  it("gives the 413 status page the nonce of its own policy", async () => {
    const response = await fetch(`${origin}/`, { method: "POST", body: "x".repeat(200 * 1024) });
    const body = await response.text();
    expect(response.status).toBe(413);
    const nonce = policyNonce(response.headers.get("content-security-policy"));
    expect(new Set(scriptsOf(body).nonces)).toEqual(new Set([nonce]));
  });

  it("hands the app the nonce of the response's policy, whatever the client sent in the internal header", async () => {
    const forged = "Zm9yZ2VkLW5vbmNlLXZhbHVl";
    const response = await fetch(`${origin}/api/nonce`, { headers: { [CSP_NONCE_HEADER]: forged } });
    const { nonce } = (await response.json()) as { nonce: string };
    expect(nonce).not.toBe(forged);
    expect(nonce).toBe(policyNonce(response.headers.get("content-security-policy")));
  });
});

describe("security headers over https", () => {
  let server: Server;
  let httpsOrigin: string;

  beforeAll(async () => {
    // As server/index.ts with TRUST_PROXY=loopback: a proxy on this machine says the client came over https.
    const app = express();
    app.set("trust proxy", "loopback");
    app.use(pipeline.prelude);
    app.use(pipeline.router);
    app.use(pipeline.errorHandler);
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    const address = server.address();
    httpsOrigin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("adds HSTS for a year and upgrade-insecure-requests when the request came over https", async () => {
    for (const pathname of ["/", ASSET, "/no-such-page"]) {
      const response = await fetch(`${httpsOrigin}${pathname}`, { headers: { "x-forwarded-proto": "https" } });
      await response.text();
      expect(response.headers.get("strict-transport-security"), pathname).toBe("max-age=31536000; includeSubDomains");
      expect(response.headers.get("content-security-policy")).toMatch(/; upgrade-insecure-requests$/);
    }
  });

  it("sends neither over plain http, even behind the trusted proxy", async () => {
    const response = await fetch(`${httpsOrigin}/`, { headers: { "x-forwarded-proto": "http" } });
    await response.text();
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
  });
});
