import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AppError } from "~/modules/errors/app-error";
import { BODY_LIMITS } from "~/modules/site/body-limits";
import { REQUEST_ID_HEADER, statusPageOf } from "~/modules/http/request-id.server";
import { multipartBody, sendLargeBody } from "../tests/support/large-bodies";
import { createAppHandler, createErrorHandler, createRequestPrelude, type HandleRequest } from "./app-handler";

// The HTTP layer around a stand-in for the app that reads bodies the way actions do (formData, text), so the
// limits, status pages, request ids and no-store rule are checked without a build. The real build is checked
// by tests/e2e/server-hardening.e2e.ts.

const MB = 1024 * 1024;
const seen: { status?: number; error?: unknown }[] = [];

const app: HandleRequest = async (request) => {
  const url = new URL(request.url);
  const status = statusPageOf(request);
  if (status) {
    return new Response(`<h1>Status ${status}</h1><p>Reference: ${request.headers.get(REQUEST_ID_HEADER)}</p>`, {
      status,
      headers: { "Content-Type": "text/html" },
    });
  }
  if (request.method === "POST") {
    try {
      if (url.pathname.startsWith("/api/")) return Response.json({ length: (await request.text()).length });
      const form = await request.formData();
      return Response.json({ fields: [...form.keys()].length });
    } catch (error) {
      seen.push({ error });
      return new Response("the app's own failure page", { status: 500 });
    }
  }
  const cacheControl = url.searchParams.get("cache") ?? "public, max-age=60";
  return new Response("<h1>Page</h1>", { headers: { "Content-Type": "text/html", "Cache-Control": cacheControl } });
};

let server: Server;
let origin: string;

beforeAll(async () => {
  const express_ = express();
  express_.use(createRequestPrelude(app));
  express_.get("/broken", () => {
    throw new Error("disk on fire");
  });
  express_.use(createAppHandler(app));
  express_.use(createErrorHandler(app));
  server = await new Promise<Server>((resolve) => {
    const listening = express_.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const memory = () => process.memoryUsage();

describe("request ids and status pages", () => {
  it.each(["/%", "/%E0%A4%A", "/vendor/%zz"])("answers the malformed path %s with the app's 400 page and its request id", async (path) => {
    const response = await fetch(`${origin}${path}`, { headers: { [REQUEST_ID_HEADER]: "chosen-by-client" } });
    const id = response.headers.get("x-request-id");
    expect(response.status).toBe(400);
    expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe(`<h1>Status 400</h1><p>Reference: ${id}</p>`);
  });

  it("answers JSON { error } for a malformed API path", async () => {
    const response = await fetch(`${origin}/api/places/%`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Malformed request address" });
  });

  it("gives every request its own id and ignores a status page asked for by the client", async () => {
    const first = await fetch(`${origin}/`, { headers: { "x-shaadi-status-page": "500" } });
    const second = await fetch(`${origin}/`);
    expect(first.status).toBe(200);
    expect(await first.text()).toBe("<h1>Page</h1>");
    expect(first.headers.get("x-request-id")).not.toBe(second.headers.get("x-request-id"));
  });

  it("answers an Express-level error with the app's 500 page and logs the stack under the request id", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await fetch(`${origin}/broken`);
    const id = response.headers.get("x-request-id");
    const body = await response.text();
    expect(response.status).toBe(500);
    expect(body).toBe(`<h1>Status 500</h1><p>Reference: ${id}</p>`);
    expect(body).not.toMatch(/disk on fire|at |node_modules/);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]![0]).toBe(`[request ${id}] GET /broken failed:`);
    expect((logged.mock.calls[0]![1] as Error).stack).toContain("disk on fire");
  });
});

describe("body limits", () => {
  it.each([
    ["/onboarding", "application/x-www-form-urlencoded"],
    ["/vendor-auth", "application/x-www-form-urlencoded"],
    ["/business-details", "multipart/form-data; boundary=abc"],
  ])("refuses a declared 50 MB body on %s at once with the 413 page", async (path, contentType) => {
    const before = memory();
    const response = await sendLargeBody(`${origin}${path}`, { headers: { "content-type": contentType }, totalBytes: 50 * MB });
    expect(response.status).toBe(413);
    expect(response.body).toContain("<h1>Status 413</h1>");
    expect(response.bytesSent).toBeLessThan(20 * MB);
    expect(memory().arrayBuffers - before.arrayBuffers).toBeLessThan(20 * MB);
  });

  // An upload is read up to its 40 MB limit, which the multipart parser holds until the cut, so memory is
  // checked on the form kind only; both must be cut off before the end of the body.
  it.each([
    ["/onboarding", "application/x-www-form-urlencoded", "", "", 20 * MB],
    ["/business-details", "multipart/form-data; boundary=abc", '--abc\r\nContent-Disposition: form-data; name="logo"; filename="a.jpg"\r\n\r\n', "\r\n--abc--\r\n", Infinity],
  ])("cuts off a chunked 50 MB body on %s at its limit", async (path, contentType, prefix, suffix, memoryBound) => {
    seen.length = 0;
    const before = memory();
    const response = await sendLargeBody(`${origin}${path}`, {
      headers: { "content-type": contentType },
      prefix,
      suffix,
      totalBytes: 50 * MB,
      chunked: true,
    });
    expect(response.status).toBe(413);
    expect(response.body).toContain("<h1>Status 413</h1>");
    // The app saw its read fail with the 413 error, not a body.
    expect(seen).toHaveLength(1);
    expect(seen[0]!.error).toBeInstanceOf(AppError);
    expect((seen[0]!.error as AppError).status).toBe(413);
    expect(response.bytesSent).toBeLessThan(50 * MB);
    expect(memory().arrayBuffers - before.arrayBuffers).toBeLessThan(memoryBound);
  });

  it("refuses a webhook body over 1 MB with JSON, declared or chunked", async () => {
    for (const chunked of [false, true]) {
      const response = await sendLargeBody(`${origin}/api/webhooks/stripe`, {
        headers: { "content-type": "application/json" },
        totalBytes: 50 * MB,
        chunked,
      });
      expect(response.status, `chunked: ${chunked}`).toBe(413);
      expect(JSON.parse(response.body)).toEqual({ error: "This request sent more than we accept (at most 1 MB)." });
    }
  });

  it("accepts bodies within their limits", async () => {
    const form = await sendLargeBody(`${origin}/onboarding`, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      prefix: "about=",
      totalBytes: BODY_LIMITS.form.maxBytes - 100,
      chunked: true,
    });
    expect(form.status).toBe(200);
    const upload = multipartBody({ fields: { name: "Glow Studio" }, files: { count: 11, name: "gallery", fileBytes: 3 * MB } });
    const response = await fetch(`${origin}/business-details`, { method: "POST", headers: { "content-type": upload.contentType }, body: upload.body });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ fields: 12 });
  });

  it.each([
    ["/business-details", 500, "file parts"],
    ["/onboarding", 500, "file parts"],
    ["/business-details", 12, "file parts (one more than a logo and 10 photos)"],
  ])("refuses a multipart post to %s with %i %s", async (path, count) => {
    const upload = multipartBody({ fields: { name: "x" }, files: { count, name: "gallery" } });
    for (const chunked of [false, true]) {
      const response = await sendLargeBody(`${origin}${path}`, {
        headers: { "content-type": upload.contentType },
        prefix: upload.body,
        totalBytes: 0,
        chunked,
      });
      expect(response.status, `chunked: ${chunked}`).toBe(413);
    }
  });

  it("refuses more than 40 parts in all", async () => {
    const fields = Object.fromEntries(Array.from({ length: 41 }, (_, index) => [`field${index}`, "x"]));
    const upload = multipartBody({ fields });
    const response = await fetch(`${origin}/business-details`, { method: "POST", headers: { "content-type": upload.contentType }, body: upload.body });
    expect(response.status).toBe(413);
  });
});

describe("Cache-Control: no-store", () => {
  it.each(["/vendor-auth", "/vendor-dashboard", "/account-creation", "/checkout/test/cs_1", "/dev/outbox", "/api/auth/get-session", "/business-details.data", "/messages/abc"])(
    "is set on the account page %s",
    async (path) => {
      expect((await fetch(`${origin}${path}`)).headers.get("cache-control")).toBe("no-store");
    },
  );

  it.each(["shaadi.session_token=abc", "theme=dark; __Secure-shaadi.session_token=abc"])("is set on a public page for a browser with %s", async (cookie) => {
    expect((await fetch(`${origin}/`, { headers: { cookie } })).headers.get("cache-control")).toBe("no-store");
  });

  it("leaves public pages for anonymous visitors as the route set them, and keeps a stricter route value", async () => {
    expect((await fetch(`${origin}/`, { headers: { cookie: "theme=dark; shaadi_other=1" } })).headers.get("cache-control")).toBe("public, max-age=60");
    expect((await fetch(`${origin}/vendor-auth?cache=private,%20no-store`)).headers.get("cache-control")).toBe("private, no-store");
  });
});
