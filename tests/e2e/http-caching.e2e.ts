import fs from "node:fs";
import { expect, expectText, test, visit } from "./fixtures";

// docs/product/public-area.md#speed-and-accessibility, decision 036: the caching headers the production server sends. Public pages are a
// minute fresh for an anonymous visitor and vary by Cookie; the same pages for a browser holding a personal cookie,
// error pages and posts are no-store; Vite's hashed files are immutable for a year. Then, in Chromium, a page the
// browser cached before the visitor saved a vendor is not shown again from its cache once the shortlist cookie is set.

const PUBLIC = "public, max-age=60, stale-while-revalidate=600";
const SHORTLIST_COOKIE = "shortlist=abcdefghijklmnopqrstuvwx";

async function get(baseUrl: string, path: string, cookie?: string): Promise<Response> {
  const response = await fetch(new URL(path, baseUrl), { headers: cookie ? { cookie } : {} });
  await response.arrayBuffer();
  return response;
}

/** Names listed in a `Vary` header, lower-cased. */
const varyOf = (response: Response) => (response.headers.get("vary") ?? "").split(",").map((name) => name.trim().toLowerCase());

/** A vendor page the sitemap lists. */
async function vendorPath(baseUrl: string): Promise<string> {
  const sitemap = await (await fetch(new URL("/sitemap.xml", baseUrl))).text();
  return new URL(/<loc>([^<]*\/vendor\/\d+)<\/loc>/.exec(sitemap)![1]!).pathname;
}

test.describe("HTTP caching on the production server", () => {
  test("lets a CDN keep public pages for an anonymous visitor, varying by Cookie", async ({ baseUrl }) => {
    for (const path of ["/", "/category/mehndi-artists", await vendorPath(baseUrl), "/about", "/blog"]) {
      const response = await get(baseUrl, path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe(PUBLIC);
      expect(varyOf(response), path).toContain("cookie");
      // The compressed and the plain copy stay apart too.
      expect(varyOf(response), path).toContain("accept-encoding");
    }
  });

  test("keeps the same pages out of every cache for a browser with the shortlist or a session cookie", async ({ baseUrl }) => {
    for (const cookie of [SHORTLIST_COOKIE, "shaadi.session_token=abc.def"]) {
      for (const path of ["/", "/category/mehndi-artists", await vendorPath(baseUrl)]) {
        const response = await get(baseUrl, path, cookie);
        expect(response.status, path).toBe(200);
        expect(response.headers.get("cache-control"), `${path} with ${cookie}`).toBe("no-store");
        expect(varyOf(response), path).toContain("cookie");
      }
    }
  });

  test("keeps 404 pages out of every cache", async ({ baseUrl }) => {
    for (const path of ["/vendor/99999999", "/no-such-page"]) {
      const response = await get(baseUrl, path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  test("keeps the values routes set themselves: the sitemap and robots.txt", async ({ baseUrl }) => {
    for (const path of ["/sitemap.xml", "/robots.txt"]) {
      const value = (await get(baseUrl, path)).headers.get("cache-control");
      expect(value, path).toMatch(/^public, max-age=\d+/);
      expect(value, path).not.toBe(PUBLIC);
    }
  });

  test("serves Vite's hashed scripts as immutable for a year", async ({ baseUrl }) => {
    const html = await (await fetch(new URL("/", baseUrl))).text();
    const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(script, "a script under /assets in the home page").toBeDefined();
    for (const cookie of [undefined, "shaadi.session_token=abc.def"]) {
      const response = await get(baseUrl, script!, cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/javascript/);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
  });

  test("sends the home page's scripts and stylesheet of 1 KB or more as the build compressed them, the same text", async ({ baseUrl }) => {
    const html = await (await fetch(new URL("/", baseUrl))).text();
    // What the page loads: its stylesheets and the modules its inline script imports.
    const loaded = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"/g), ...html.matchAll(/import[^"]*"(\/assets\/[\w.-]+\.js)"/g)];
    const files = [...new Set(loaded.map(([, path]) => path!))];
    let compressed = 0;
    for (const path of files) {
      const plain = await fetch(new URL(path, baseUrl), { headers: { "accept-encoding": "identity" } });
      const text = await plain.text();
      if (new TextEncoder().encode(text).byteLength < 1024) continue;
      for (const [accepted, encoding, copy] of [["gzip, deflate, br", "br", ".br"], ["gzip", "gzip", ".gz"]] as const) {
        const response = await fetch(new URL(path, baseUrl), { headers: { "accept-encoding": accepted } });
        expect(response.headers.get("content-encoding"), `${path} for ${accepted}`).toBe(encoding);
        // The build's copy itself, not compressed again on the way: its length is the file's.
        expect(Number(response.headers.get("content-length")), path).toBe(fs.statSync(`build/client${path}${copy}`).size);
        expect(await response.text(), path).toBe(text);
      }
      compressed += 1;
    }
    expect(compressed, "the stylesheet, the entry and the root route at least").toBeGreaterThanOrEqual(3);
  });

  test("serves the icon sprite as an immutable image holding every icon the pages name", async ({ baseUrl }) => {
    const html = await (await fetch(new URL("/", baseUrl))).text();
    const uses = Array.from(html.matchAll(/<use href="(\/assets\/icons-[\w-]+\.svg)#([a-z0-9-]+)"/g), ([, url, name]) => ({ url: url!, name: name! }));
    expect(uses.length, "icons drawn from the sprite on the home page").toBeGreaterThan(10);
    expect(new Set(uses.map((use) => use.url)).size, "one sprite").toBe(1);
    const response = await get(baseUrl, uses[0]!.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const sprite = await (await fetch(new URL(uses[0]!.url, baseUrl))).text();
    for (const name of new Set(uses.map((use) => use.name))) expect(sprite, name).toContain(`<symbol id="${name}" `);
  });

  test("shows a page the browser cached anonymously afresh once a vendor is saved", async ({ open }) => {
    const couple = await open();
    const count = couple.getByTestId("shortlist-count").first();
    const first = await visit(couple, "/category/mehndi-artists");
    expect(await first.headerValue("cache-control")).toBe(PUBLIC);
    await expectText(count, "0");
    const card = couple.locator("article").first();
    // The button and count change at once; the cookie arrives with the server's answer.
    const saved = couple.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/shortlist/items"));
    await card.getByRole("button", { name: "Save to shortlist" }).click();
    expect((await saved).status()).toBe(200);
    await expectText(count, "1");

    // A new document load of the same address: the cached anonymous copy (fresh for a minute) must not be used.
    const again = await visit(couple, "/category/mehndi-artists");
    expect(await again.headerValue("cache-control")).toBe("no-store");
    await expectText(count, "1");
    await expectText(couple.locator("article").first().getByRole("button", { name: "Shortlisted" }), "Shortlisted");
  });
});
