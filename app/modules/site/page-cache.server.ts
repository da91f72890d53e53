import { LRUCache } from "lru-cache";
import { PUBLIC_PAGE_CACHE_CONTROL, hasPersonalCookie, isPublicPagePath } from "~/modules/site/cache-policy.server";
import { hasSessionCookie } from "~/modules/site/no-store-pages";
import type { ListingActivity } from "~/modules/listing-stats/record-listing-activity.server";
import { compressAroundValues, splicedGzip, type SplicedGzip } from "~/modules/site/spliced-gzip.server";

// An in-process cache of rendered public pages (decision 044). A public page
// answered to an anonymous visitor is the same for everyone (decision 036 lets a CDN keep it a minute), so this
// process keeps the rendered body and answers the next anonymous request for the same address from memory, without
// running loaders or React. It keeps exactly what decision 036 marks `public` (a public page, GET or HEAD, 200, no
// session or personal cookie, no Set-Cookie), bounded in bytes, least recently used first out. Every entry is dropped
// when the catalogue changes: the database's change counter (http/content-version.server.ts) is read at most every
// `checkIntervalMs`, so a change made by another instance shows within that interval plus PostgreSQL's statistics
// delay (a second when the writer's connection is busy, at most about 10 s when it goes idle); a write handled by
// this process clears it at once.
//
// Bodies are kept gzipped (decision 080): a page shrinks about five times, so the same bound holds five times the
// pages. They are kept in pieces around the nonce and the request id (spliced-gzip.server.ts), so a hit sends them
// gzipped with this request's values without unzipping or compressing anything (decision 095).

// A cached body holds the nonce it was rendered with in its script tags (CSP_NONCE_HEADER, decision 042); it is
// replaced by the current request's before the body is sent, or the browser would refuse the page's scripts.
export { CSP_NONCE_HEADER } from "~/modules/http/content-security-policy.server";

/** A rendered page kept in memory. */
export type CachedPage = {
  status: number;
  /** Response headers as sent by the app, Cache-Control and Vary included. */
  headers: [string, string][];
  /** The UTF-8 body, gzipped in pieces around `nonce` and `requestId`, outside V8's heap. */
  gzippedBody: SplicedGzip;
  /** Per-request values rendered into the body, replaced on every hit: the CSP nonce and the request id. */
  nonce: string | undefined;
  requestId: string | undefined;
  /** The listing counts the render made (views, search appearances), made again on every hit (decision 047). */
  activity: ListingActivity[];
  /** Bytes counted against the bound: the gzipped body's length plus its headers. */
  bytes: number;
};

/** A page as rendered, before the cache gzips it: its UTF-8 body instead of the gzipped one. */
export type RenderedPage = Omit<CachedPage, "gzippedBody" | "bytes"> & { body: Buffer };

/** Per-request values of the request being answered from the cache. */
export type CurrentRequestTokens = { nonce: string | undefined; requestId: string | undefined };

/** How a page cache is made. */
export type PageCacheOptions = {
  /** Bound on the bodies and headers kept, in bytes; 0 turns the cache off. */
  maxBytes: number;
  /** How often at most the change counter is read, in ms. */
  checkIntervalMs: number;
  /** Reads the database's change counter: any value different from the last one drops every entry. */
  readVersion: () => Promise<string>;
  /** A monotonic clock in ms for the check interval (default `performance.now`; tests move it). */
  now?: () => number;
};

/** What a page cache has done since it was made. */
export type PageCacheStats = { entries: number; bytes: number; hits: number; misses: number; stores: number; clears: number };

/** A page cache (see {@link createPageCache}). */
export type PageCache = {
  /**
   * The cached page for `key` when it exists and the catalogue has not changed since it was stored (reads the
   * change counter first when it is due). When another request for `key` is being rendered and kept, waits for it
   * and answers what it kept (decision 095). Output: the page, or undefined (a miss); a miss makes the caller the
   * one that renders `key`, and it must then {@link PageCache.store} or {@link PageCache.release} it. Never throws: a
   * failed counter read drops every entry and answers a miss.
   */
  lookup: (key: string) => Promise<CachedPage | undefined>;
  /** Ends a miss that is not kept (not a GET, not cacheable, failed), so requests waiting for it render themselves. */
  release: (key: string) => void;
  /** A token to pass to {@link PageCache.store}, taken before rendering, so a page rendered across a change is not kept. */
  generation: () => number;
  /**
   * Gzips `page` and keeps it under `key` unless the cache is off or was cleared since `generation`; evicts the least
   * recently used beyond the bound; requests waiting for `key` go on. Output: the page as kept, so the request that
   * rendered it is answered from the same bytes in one write (decision 099), or undefined when it was not kept (the
   * cache off or cleared, a page over its share of the bound, or one that could not be gzipped). Throws nothing.
   */
  store: (key: string, page: RenderedPage, generation: number) => CachedPage | undefined;
  /** Drops every entry (a write handled by this process). */
  clear: () => void;
  stats: () => PageCacheStats;
};

/** Entries larger than this share of the bound are not kept, so one page cannot push out all the others. */
const MAX_ENTRY_SHARE = 8;

/**
 * An in-memory LRU cache of rendered pages (lru-cache, bounded by `maxSize` in bytes), invalidated by a change
 * counter. Input: {@link PageCacheOptions}. Output: a {@link PageCache}. Throws nothing.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? (() => performance.now());
  // lru-cache refuses a bound of 0; a cache turned off keeps nothing anyway.
  const entries =
    options.maxBytes > 0
      ? new LRUCache<string, CachedPage>({ maxSize: options.maxBytes, sizeCalculation: (page) => Math.max(1, page.bytes) })
      : undefined;
  let generation = 0;
  let version: string | undefined;
  let checkedAt = -Infinity;
  let checking: Promise<void> | undefined;
  const counts = { hits: 0, misses: 0, stores: 0, clears: 0 };
  // Pages being rendered after a miss, by key: a request for the same page meanwhile waits for it instead of
  // rendering it a second time. Resolved when kept, refused or released.
  const rendering = new Map<string, { done: Promise<void>; finish: () => void }>();
  const finishRendering = (key: string) => {
    rendering.get(key)?.finish();
    rendering.delete(key);
  };

  const clear = () => {
    entries?.clear();
    generation++;
    counts.clears++;
  };

  const checkVersion = async () => {
    try {
      const current = await options.readVersion();
      if (version !== undefined && current !== version) clear();
      version = current;
    } catch {
      // The counter cannot be read (database down): nothing kept is trusted, and the next lookup tries again.
      if (entries && entries.size > 0) clear();
      version = undefined;
      checkedAt = -Infinity;
    }
  };

  return {
    async lookup(key) {
      if (!entries) return undefined;
      if (now() - checkedAt >= options.checkIntervalMs) {
        // Concurrent requests share one read.
        if (!checking) {
          checkedAt = now();
          checking = checkVersion().finally(() => (checking = undefined));
        }
        await checking;
      }
      // `get` makes the entry the most recently used.
      let page = version === undefined ? undefined : entries.get(key);
      const rendered = rendering.get(key);
      if (!page && rendered && version !== undefined) {
        await rendered.done;
        page = entries.get(key);
      }
      if (!page) {
        counts.misses++;
        if (version !== undefined && !rendering.has(key)) {
          let finish = () => {};
          const done = new Promise<void>((resolve) => (finish = resolve));
          rendering.set(key, { done, finish });
        }
        return undefined;
      }
      counts.hits++;
      return page;
    },
    release: finishRendering,
    generation: () => generation,
    store(key, { body, ...page }, startedGeneration) {
      try {
        if (entries === undefined || startedGeneration !== generation || version === undefined) return undefined;
        let gzippedBody: SplicedGzip;
        try {
          gzippedBody = compressAroundValues(body, [page.nonce, page.requestId]);
        } catch {
          return undefined;
        }
        const size = gzippedBody.compressedBytes + page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
        if (size * MAX_ENTRY_SHARE > options.maxBytes) return undefined;
        const kept = { ...page, gzippedBody, bytes: size };
        // Beyond `maxSize`, lru-cache drops the least recently used entries first.
        entries.set(key, kept);
        counts.stores++;
        return kept;
      } finally {
        finishRendering(key);
      }
    },
    clear: () => {
      if (entries && entries.size > 0) clear();
      else generation++;
    },
    stats: () => ({ entries: entries?.size ?? 0, bytes: entries?.calculatedSize ?? 0, ...counts }),
  };
}

/** What decides whether a request may be answered from the cache. */
export type PageCacheRequest = { method: string; pathname: string; cookieHeader: string | undefined | null };

/**
 * Whether a request may be answered from, and its answer kept in, the page cache: a GET or HEAD of a public page
 * (decision 036's list, documents and their `.data` requests) without a session or personal cookie. The root
 * loader reads only the shortlist cookie, a personal cookie, so such a request renders the same for everyone.
 */
export function isPageCacheRequest(request: PageCacheRequest): boolean {
  const method = request.method.toUpperCase();
  if (method !== "GET" && method !== "HEAD") return false;
  if (hasSessionCookie(request.cookieHeader) || hasPersonalCookie(request.cookieHeader)) return false;
  return isPublicPagePath(request.pathname);
}

/** The cache key of a request: the path with its query (a HEAD shares the GET's entry). */
export const pageCacheKey = (pathAndQuery: string): string => pathAndQuery;

/**
 * Whether an answer may be kept: 200, no Set-Cookie, and the public Cache-Control decision 036 gives anonymous
 * public pages (so anything a route marked private or no-store is never kept), with a text body.
 */
export function isCacheableAnswer(status: number, headers: Headers): boolean {
  if (status !== 200 || headers.has("Set-Cookie")) return false;
  if (headers.get("Cache-Control") !== PUBLIC_PAGE_CACHE_CONTROL) return false;
  const type = headers.get("Content-Type") ?? "";
  return /^text\/|json|x-script/.test(type);
}

/**
 * The gzipped body of a cached page for the current request: the nonce and the request id it was rendered with
 * replaced by the current ones (each kept as rendered when the request has none). Output: one gzip member (RFC 1952)
 * holding the UTF-8 body. Throws nothing.
 */
export function gzippedBodyForRequest(page: CachedPage, current: CurrentRequestTokens): Buffer {
  return splicedGzip(page.gzippedBody, [current.nonce, current.requestId]);
}
