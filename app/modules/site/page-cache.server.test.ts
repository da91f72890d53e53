import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/modules/site/cache-policy.server";
import {
  createPageCache,
  gzippedBodyForRequest,
  isCacheableAnswer,
  isPageCacheRequest,
  type CachedPage,
  type PageCacheOptions,
  type CurrentRequestTokens,
  type RenderedPage,
} from "~/modules/site/page-cache.server";
import { compressAroundValues } from "~/modules/site/spliced-gzip.server";

// Decision 044: the in-process cache of public pages, on its own (the HTTP path is in server/page-cache.test.ts).

function page(body: string, tokens: Partial<Pick<CachedPage, "nonce" | "requestId">> = {}): RenderedPage {
  return { status: 200, headers: [["content-type", "text/html"]], body: Buffer.from(body), nonce: tokens.nonce, requestId: tokens.requestId, activity: [] };
}

/** A kept page as the cache holds it, gzipped. */
function kept(body: string, tokens: Partial<Pick<CachedPage, "nonce" | "requestId">> = {}): CachedPage {
  const { body: bytes, ...rest } = page(body, tokens);
  return { ...rest, gzippedBody: compressAroundValues(bytes, [rest.nonce, rest.requestId]), bytes: 0 };
}

/** The body a hit sends for a request with these values, unzipped (gunzipSync also checks its checksum). */
const bodyForRequest = (found: CachedPage, current: CurrentRequestTokens) => gunzipSync(gzippedBodyForRequest(found, current));

/** Text that gzip cannot shrink much, so a page's size in the cache is close to its length. */
const incompressible = (length: number) => randomBytes(length).toString("base64").slice(0, length);

/** The body a cache hit would send, with no tokens to replace. */
const keptText = (found: CachedPage | undefined) => (found ? bodyForRequest(found, { nonce: undefined, requestId: undefined }).toString() : undefined);

/** A cache over a counter the test moves, with a clock the test moves. */
function cacheWith(options: Partial<PageCacheOptions> = {}) {
  const state = { version: 1, now: 0, reads: 0, failing: false };
  const cache = createPageCache({
    maxBytes: 10_000,
    checkIntervalMs: 1000,
    readVersion: async () => {
      state.reads++;
      if (state.failing) throw new Error("database down");
      return String(state.version);
    },
    now: () => state.now,
    ...options,
  });
  return { cache, state };
}

async function keep(cache: ReturnType<typeof cacheWith>["cache"], key: string, body: string) {
  expect(await cache.lookup(key)).toBeUndefined();
  cache.store(key, page(body), cache.generation());
}

describe("the page cache", () => {
  it("misses a page it has not kept, then answers it from memory", async () => {
    const { cache } = cacheWith();
    await keep(cache, "/vendor/7", "<p>seven</p>");
    expect(keptText(await cache.lookup("/vendor/7"))).toBe("<p>seven</p>");
    expect(await cache.lookup("/vendor/8")).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 2, stores: 1 });
  });

  it("drops every page when the change counter moves, read at most once per interval", async () => {
    const { cache, state } = cacheWith();
    await keep(cache, "/vendor/7", "old");
    state.version = 2;
    state.now = 500;
    // Within the interval the counter is not read again: the page is still answered.
    expect(keptText(await cache.lookup("/vendor/7"))).toBe("old");
    expect(state.reads).toBe(1);
    state.now = 1000;
    expect(await cache.lookup("/vendor/7")).toBeUndefined();
    expect(state.reads).toBe(2);
    expect(cache.stats().entries).toBe(0);
  });

  it("reads the counter once for many requests arriving together", async () => {
    const { cache, state } = cacheWith();
    await Promise.all(Array.from({ length: 10 }, () => cache.lookup("/")));
    expect(state.reads).toBe(1);
  });

  it("does not keep a page rendered while the cache was cleared", async () => {
    const { cache } = cacheWith();
    expect(await cache.lookup("/")).toBeUndefined();
    const generation = cache.generation();
    cache.clear();
    cache.store("/", page("rendered before the change"), generation);
    expect(await cache.lookup("/")).toBeUndefined();
  });

  it("answers the page as kept, so the request that rendered it sends the same bytes a hit sends", async () => {
    const { cache } = cacheWith();
    expect(await cache.lookup("/vendor/7")).toBeUndefined();
    const kept = cache.store("/vendor/7", page("<p>seven</p>"), cache.generation());
    expect(kept).toBeDefined();
    const tokens = { nonce: kept!.nonce, requestId: kept!.requestId };
    expect(gunzipSync(gzippedBodyForRequest(kept!, tokens)).toString("utf8")).toBe(gunzipSync(gzippedBodyForRequest((await cache.lookup("/vendor/7"))!, tokens)).toString("utf8"));
    expect(gunzipSync(gzippedBodyForRequest(kept!, tokens)).toString("utf8")).toContain("<p>seven</p>");
  });

  it("answers nothing for a page it does not keep, so the request answers what it rendered", async () => {
    const { cache } = cacheWith();
    const generation = cache.generation();
    cache.clear();
    expect(cache.store("/", page("rendered before the change"), generation)).toBeUndefined();
    const off = createPageCache({ maxBytes: 0, checkIntervalMs: 1000, readVersion: async () => "1" });
    expect(off.store("/", page("home"), off.generation())).toBeUndefined();
  });

  it("counts a page's gzipped size against its bound, so a page of repeated markup takes little", async () => {
    const { cache } = cacheWith({ maxBytes: 4000 });
    const markup = '<article class="vendor-card"><h3>Mehndi by Ayesha</h3><p>From £150</p></article>'.repeat(250);
    await keep(cache, "/search", markup);
    expect(keptText(await cache.lookup("/search"))).toBe(markup);
    expect(cache.stats().bytes).toBeLessThan(markup.length / 20);
  });

  it("keeps nothing while the counter cannot be read, and drops what it had", async () => {
    const { cache, state } = cacheWith();
    await keep(cache, "/", "home");
    state.failing = true;
    state.now = 1000;
    expect(await cache.lookup("/")).toBeUndefined();
    cache.store("/", page("home"), cache.generation());
    expect(cache.stats().entries).toBe(0);
    state.failing = false;
    expect(await cache.lookup("/")).toBeUndefined();
    cache.store("/", page("home"), cache.generation());
    expect(keptText(await cache.lookup("/"))).toBe("home");
  });

  it("stays within its bound in bytes, dropping the least recently used page first", async () => {
    const body = incompressible(450);
    // A bound of eight and a half such pages, whatever gzip makes of them.
    const probe = cacheWith().cache;
    await keep(probe, "/", body);
    const bound = Math.floor(probe.stats().bytes * 8.5);
    const { cache } = cacheWith({ maxBytes: bound });
    for (const key of ["/a", "/b", "/c", "/d", "/e", "/f", "/g", "/h"]) await keep(cache, key, body);
    expect(cache.stats().entries).toBe(8);
    // "/a" was used most recently of the first ones, so "/b" goes first.
    await cache.lookup("/a");
    await keep(cache, "/i", body);
    await keep(cache, "/j", body);
    expect(cache.stats().bytes).toBeLessThanOrEqual(bound);
    expect(await cache.lookup("/a")).toBeDefined();
    expect(await cache.lookup("/b")).toBeUndefined();
    expect(await cache.lookup("/j")).toBeDefined();
  });

  it("does not keep a page larger than an eighth of its bound", async () => {
    const { cache } = cacheWith({ maxBytes: 8000 });
    await keep(cache, "/big", incompressible(1500));
    expect(cache.stats().entries).toBe(0);
  });

  it("makes a request for a page being rendered wait for it, and answers it with what was kept", async () => {
    const { cache } = cacheWith();
    expect(await cache.lookup("/vendor/7")).toBeUndefined();
    let waited: CachedPage | undefined | "pending" = "pending";
    const waiting = cache.lookup("/vendor/7").then((found) => (waited = found));
    await Promise.resolve();
    expect(waited).toBe("pending");
    cache.store("/vendor/7", page("<p>seven</p>"), cache.generation());
    await waiting;
    expect(keptText(waited === "pending" ? undefined : waited)).toBe("<p>seven</p>");
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, stores: 1 });
  });

  it("lets a waiting request render the page itself when the first one keeps nothing", async () => {
    const { cache } = cacheWith();
    expect(await cache.lookup("/search?q=dhol")).toBeUndefined();
    const waiting = cache.lookup("/search?q=dhol");
    cache.release("/search?q=dhol");
    expect(await waiting).toBeUndefined();
    // The waiting request now renders it: a third request waits for that one.
    const third = cache.lookup("/search?q=dhol");
    cache.store("/search?q=dhol", page("dhol"), cache.generation());
    expect(keptText(await third)).toBe("dhol");
  });

  it("lets a waiting request go on when the page it waited for was not kept because the cache was emptied", async () => {
    const { cache } = cacheWith();
    expect(await cache.lookup("/")).toBeUndefined();
    const generation = cache.generation();
    const waiting = cache.lookup("/");
    cache.clear();
    cache.store("/", page("home"), generation);
    expect(await waiting).toBeUndefined();
  });

  it("keeps nothing when its bound is 0", async () => {
    const { cache, state } = cacheWith({ maxBytes: 0 });
    await keep(cache, "/", "home");
    expect(await cache.lookup("/")).toBeUndefined();
    expect(state.reads).toBe(0);
  });
});

describe("what the page cache answers", () => {
  it("replaces the nonce and the request id a page was rendered with by the current request's", async () => {
    const keptPage = kept('<script nonce="n-old">a</script><script nonce="n-old">b</script><p>ref r-old</p>', { nonce: "n-old", requestId: "r-old" });
    expect(bodyForRequest(keptPage, { nonce: "n-new", requestId: "r-new" }).toString()).toBe(
      '<script nonce="n-new">a</script><script nonce="n-new">b</script><p>ref r-new</p>',
    );
  });

  it("keeps text that is not Latin-1 intact through a replacement", async () => {
    const keptPage = kept('<script nonce="n-old"></script><p>Mehndi – £350 · ਸ਼ਾਦੀ</p>', { nonce: "n-old" });
    expect(bodyForRequest(keptPage, { nonce: "n-new", requestId: undefined }).toString()).toBe(
      '<script nonce="n-new"></script><p>Mehndi – £350 · ਸ਼ਾਦੀ</p>',
    );
  });

  it("leaves the body as it is when there is no nonce on either side", async () => {
    const keptPage = kept("<script>a</script>");
    expect(bodyForRequest(keptPage, { nonce: "n-new", requestId: undefined }).toString()).toBe("<script>a</script>");
    const withNonce = kept('<script nonce="n-old">a</script>', { nonce: "n-old" });
    expect(bodyForRequest(withNonce, { nonce: undefined, requestId: undefined }).toString()).toBe('<script nonce="n-old">a</script>');
  });

  it("serves only anonymous GET and HEAD requests of public pages", () => {
    const anonymous = { method: "GET", pathname: "/vendor/7", cookieHeader: undefined };
    expect(isPageCacheRequest(anonymous)).toBe(true);
    expect(isPageCacheRequest({ ...anonymous, method: "HEAD" })).toBe(true);
    expect(isPageCacheRequest({ ...anonymous, pathname: "/vendor/7.data" })).toBe(true);
    expect(isPageCacheRequest({ ...anonymous, cookieHeader: "theme=dark" })).toBe(true);
    expect(isPageCacheRequest({ ...anonymous, method: "POST" })).toBe(false);
    expect(isPageCacheRequest({ ...anonymous, cookieHeader: "shaadi.session_token=abc" })).toBe(false);
    expect(isPageCacheRequest({ ...anonymous, cookieHeader: "shortlist=abcdefghijklmnopqrstuvwx" })).toBe(false);
    expect(isPageCacheRequest({ ...anonymous, pathname: "/vendor-dashboard" })).toBe(false);
    expect(isPageCacheRequest({ ...anonymous, pathname: "/api/search" })).toBe(false);
  });

  it("keeps only a 200 with the public Cache-Control, a text body and no cookie", () => {
    const headers = (extra: Record<string, string> = {}) =>
      new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL, ...extra });
    expect(isCacheableAnswer(200, headers())).toBe(true);
    expect(isCacheableAnswer(200, headers({ "Content-Type": "text/x-script" }))).toBe(true);
    expect(isCacheableAnswer(404, headers())).toBe(false);
    expect(isCacheableAnswer(200, headers({ "Set-Cookie": "a=b" }))).toBe(false);
    expect(isCacheableAnswer(200, headers({ "Cache-Control": "private, no-store" }))).toBe(false);
    expect(isCacheableAnswer(200, headers({ "Content-Type": "image/webp" }))).toBe(false);
  });
});
