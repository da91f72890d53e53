import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequestPipeline } from "./app";
import { servePipeline } from "../tests/support/serve-pipeline";
import { testServerBuild } from "../tests/support/test-server-build";

// Decision 036 through the real request pipeline (createRequestPipeline: client files, /media, the app handler
// and its cache policy) serving a small build: a home page, a vendor page whose loader answers 404 for an unknown
// id and whose action takes a post, a shared shortlist, a catch-all 404 page, and a client folder with a hashed asset. The document entry stands in for
// React's rendering, which plays no part in headers. The production build is checked by
// tests/e2e/http-caching.e2e.ts.


const PUBLIC = "public, max-age=60, stale-while-revalidate=600";
const SHORTLIST_COOKIE = "shortlist=abcdefghijklmnopqrstuvwx";
const SESSION_COOKIE = "shaadi.session_token=abc.def";
const ASSET = "/assets/entry.client-B1x9Qz7a.js";
const COMPRESSED_ASSET = "/assets/chunk-C2y8Ra3b.js";

const home = { default: () => null, loader: () => ({ page: "home" }) };
const vendor = {
  default: () => null,
  loader: ({ params }: { params: { id?: string } }) => {
    if (params.id !== "7") throw new Response("Vendor not found", { status: 404 });
    return { vendor: 7 };
  },
  action: () => ({ sent: true }),
};
// As routes/shortlist-shared.tsx: the read-only copy of a shortlist, whose loader sets no header.
const sharedShortlist = { default: () => null, loader: () => ({ vendors: [] }) };
// As routes/not-found.tsx: every other address is the 404 page.
const notFound = {
  default: () => null,
  loader: () => {
    throw new Response("Not Found", { status: 404 });
  },
};

const build = testServerBuild({
  entry: {
    default: (_request, status, headers) => {
      headers.set("Content-Type", "text/html");
      return new Response("<!doctype html><title>page</title>", { status, headers });
    },
  },
  routes: {
    root: { path: "", module: { default: () => null } },
    "routes/home": { parentId: "root", index: true, module: home },
    "routes/vendor": { parentId: "root", path: "vendor/:id", module: vendor },
    "routes/shortlist-shared": { parentId: "root", path: "shortlist/:shareId", module: sharedShortlist },
    "routes/not-found": { parentId: "root", path: "*", module: notFound },
  },
});

let served: Awaited<ReturnType<typeof servePipeline>> | undefined;
let origin: string;
let clientDir: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "sv-client-"));
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(path.join(clientDir, ASSET), "console.log('entry');\n");
  // As the build writes them: compressed copies beside a file, here of texts that tell which copy was sent.
  fs.writeFileSync(path.join(clientDir, COMPRESSED_ASSET), "console.log('as built');\n");
  fs.writeFileSync(path.join(clientDir, `${COMPRESSED_ASSET}.br`), brotliCompressSync("console.log('the br copy');\n"));
  fs.writeFileSync(path.join(clientDir, `${COMPRESSED_ASSET}.gz`), gzipSync("console.log('the gz copy');\n"));
  fs.writeFileSync(path.join(clientDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>\n");
  fs.mkdirSync(path.join(clientDir, "images"));
  fs.writeFileSync(path.join(clientDir, "images/art.svg"), "<svg id='as built'/>\n");
  fs.writeFileSync(path.join(clientDir, "images/art.svg.br"), brotliCompressSync("<svg id='the br copy'/>\n"));
  served = await servePipeline(createRequestPipeline({ build, mode: "production", mediaDir: "/nonexistent", clientDir }));
  origin = served.origin;
});

afterAll(async () => {
  await served?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** The caching headers of a request's answer (its body read, so the connection is free again). */
async function cachingOf(pathname: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}${pathname}`, init);
  await response.text();
  return { status: response.status, cacheControl: response.headers.get("cache-control"), vary: response.headers.get("vary") };
}

describe("HTTP caching through the request pipeline", () => {
  it.each(["/", "/vendor/7", "/vendor/7.data", "/_.data"])("lets a CDN keep %s for an anonymous visitor, varying by Cookie", async (pathname) => {
    expect(await cachingOf(pathname)).toEqual({ status: 200, cacheControl: PUBLIC, vary: "Cookie" });
  });

  it("answers a HEAD like the GET", async () => {
    expect(await cachingOf("/vendor/7", { method: "HEAD" })).toEqual({ status: 200, cacheControl: PUBLIC, vary: "Cookie" });
  });

  it.each([
    ["the shortlist cookie", SHORTLIST_COOKIE],
    ["a session cookie", SESSION_COOKIE],
    ["the blog liker cookie among others", "theme=dark; blog_liker=0123456789abcdef0123456789abcdef"],
  ])("keeps a public page for a browser with %s out of every cache", async (_name, cookie) => {
    for (const pathname of ["/", "/vendor/7", "/vendor/7.data"]) {
      expect(await cachingOf(pathname, { headers: { cookie } }), pathname).toEqual({ status: 200, cacheControl: "no-store", vary: "Cookie" });
    }
  });

  it("keeps a shared shortlist out of every cache, the browser's own too, whoever asks", async () => {
    for (const cookie of ["", SHORTLIST_COOKIE]) {
      for (const pathname of ["/shortlist/abcdefghijklmnopqrstuvwx", "/shortlist/abcdefghijklmnopqrstuvwx.data"]) {
        expect(await cachingOf(pathname, { headers: { cookie } }), pathname).toEqual({ status: 200, cacheControl: "private, no-store", vary: null });
      }
    }
  });

  it("keeps a 404 out of every cache, for a public page and an unknown address", async () => {
    expect(await cachingOf("/vendor/999")).toMatchObject({ status: 404, cacheControl: "no-store" });
    expect(await cachingOf("/no-such-page")).toMatchObject({ status: 404, cacheControl: "no-store" });
  });

  it("keeps the answer to a post out of every cache", async () => {
    const form = new URLSearchParams({ message: "hello" });
    expect(await cachingOf("/vendor/7", { method: "POST", body: form })).toMatchObject({ status: 200, cacheControl: "no-store" });
  });

  it("lets a hashed asset be kept a year without asking again, whoever asks", async () => {
    for (const cookie of ["", SESSION_COOKIE]) {
      const response = await fetch(`${origin}${ASSET}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("console.log('entry');\n");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    const favicon = await cachingOf("/favicon.svg");
    expect(favicon).toMatchObject({ status: 200, cacheControl: "public, max-age=3600" });
  });

  it("sends an asset's compressed copy the build wrote, Brotli first, with the asset's type and caching", async () => {
    const sent = async (acceptEncoding: string) => {
      const response = await fetch(`${origin}${COMPRESSED_ASSET}`, { headers: { "accept-encoding": acceptEncoding } });
      return {
        text: await response.text(),
        encoding: response.headers.get("content-encoding"),
        type: response.headers.get("content-type")?.toLowerCase(),
        cacheControl: response.headers.get("cache-control"),
        vary: response.headers.get("vary"),
      };
    };
    const asset = { type: "text/javascript; charset=utf-8", cacheControl: "public, max-age=31536000, immutable", vary: "Accept-Encoding" };
    expect(await sent("gzip, deflate, br")).toEqual({ text: "console.log('the br copy');\n", encoding: "br", ...asset });
    expect(await sent("gzip")).toEqual({ text: "console.log('the gz copy');\n", encoding: "gzip", ...asset });
    expect(await sent("identity")).toEqual({ text: "console.log('as built');\n", encoding: null, ...asset });
    // A file of public/ with its copy: the same, kept an hour as its name does not change with its content.
    const art = await fetch(`${origin}/images/art.svg`, { headers: { "accept-encoding": "br" } });
    expect([art.headers.get("content-encoding"), art.headers.get("cache-control"), await art.text()]).toEqual(["br", "public, max-age=3600", "<svg id='the br copy'/>\n"]);
    // A file without copies is sent as it is, whatever the browser accepts.
    const plain = await fetch(`${origin}${ASSET}`, { headers: { "accept-encoding": "br" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe("console.log('entry');\n");
  });
});
