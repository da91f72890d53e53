import http from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flushListingActivity } from "~/modules/listing-stats/activity-buffer.server";
import { viewSourcesOfDay } from "~/modules/listing-stats/view-sources.server";
import { now, utcDay } from "~/modules/time/clock";
import { openDatabase, type Database, type DatabaseHandle } from "~/db/client.server";
import { getListingStats } from "~/modules/listing-stats/listing-stats.server";
import { recordProfileView } from "~/modules/listing-stats/record-listing-activity.server";
import { readContentVersion } from "~/modules/http/content-version.server";
import { CSP_NONCE_HEADER, createPageCache, type PageCache } from "~/modules/site/page-cache.server";
import { REQUEST_ID_HEADER } from "~/modules/http/request-id.server";
import { createCategory, createVendor } from "../tests/support/factories";
import { servePipeline } from "../tests/support/serve-pipeline";
import { openTestDatabase, testBackends, type TestDatabase } from "../tests/support/test-database";
import { createRequestPipeline } from "./app";
import { PAGE_CACHE_HEADER } from "./app-handler";
import { testServerBuild } from "../tests/support/test-server-build";

// Decision 044 through the real request pipeline: anonymous public pages answered from memory, personal ones never,
// the CSP nonce and request id of each request in the body, and every page dropped when the database changes,
// here or through another connection (a second instance). The document entry stands in for React: it renders how
// many times it ran, the nonce the server gave the request (server/index.ts sets the header) and the request id.


const SESSION_COOKIE = "shaadi.session_token=abc.def";
const SHORTLIST_COOKIE = "shortlist=abcdefghijklmnopqrstuvwx";

let renders = 0;

const vendor = {
  default: () => null,
  loader: ({ params }: { params: { id?: string } }) => ({ vendor: params.id }),
  action: () => ({ sent: true }),
};

// The database the counting route writes to, set once the test database is open. It stands for a page whose loader
// counts (a public path, so the cache keeps it).
let statsDatabase: Database | undefined;
const countedListing = {
  default: () => null,
  loader: async ({ params, request }: { params: { id?: string }; request: Request }) => {
    await recordProfileView(statsDatabase!, Number(params.id), request);
    return { listing: params.id };
  },
};

const build = testServerBuild({
  entry: {
    default: (request, status, headers) => {
      renders++;
      headers.set("Content-Type", "text/html");
      const nonce = request.headers.get(CSP_NONCE_HEADER) ?? "";
      const requestId = request.headers.get(REQUEST_ID_HEADER) ?? "";
      const body = `<!doctype html><script nonce="${nonce}">render ${renders}</script><p>Reference ${requestId}</p>` + "x".repeat(2000);
      return new Response(body, { status, headers });
    },
  },
  routes: {
    root: { path: "", module: { default: () => null } },
    "routes/vendor": { parentId: "root", path: "vendor/:id", module: vendor },
    "routes/listing": { parentId: "root", path: "category/:slug/:id", module: countedListing },
  },
});

async function get(origin: string, pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${pathname}`, { headers });
  return { status: response.status, cache: response.headers.get(PAGE_CACHE_HEADER), body: await response.text() };
}

/** Retries `check` every 50 ms for up to 5 s, until it stops throwing. */
async function eventually(check: () => Promise<void>): Promise<void> {
  for (let tries = 0; ; tries++) {
    try {
      return await check();
    } catch (error) {
      if (tries >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const renderOf = (body: string) => Number(/render (\d+)/.exec(body)?.[1]);

for (const backend of testBackends()) {
  describe(`the page cache through the request pipeline [${backend}]`, () => {
    let database: TestDatabase;
    let cache: PageCache;
    let served: Awaited<ReturnType<typeof servePipeline>>;

    beforeAll(async () => {
      database = await openTestDatabase(backend);
      statsDatabase = database.handle.db;
      cache = createPageCache({ maxBytes: 64 * 1024, checkIntervalMs: 50, readVersion: () => readContentVersion(database.handle) });
      served = await servePipeline(createRequestPipeline({ build, mode: "production", mediaDir: "/nonexistent", pageCache: cache }));
    });

    afterAll(async () => {
      await served?.close();
      await database?.dispose();
    });

    it("renders an anonymous public page once, then answers it from memory", async () => {
      const first = await get(served.origin, "/vendor/1");
      const second = await get(served.origin, "/vendor/1");
      expect(first).toMatchObject({ status: 200, cache: "miss" });
      expect(second).toMatchObject({ status: 200, cache: "hit" });
      expect(renderOf(second.body)).toBe(renderOf(first.body));
      // Another address is another page.
      expect((await get(served.origin, "/vendor/1?page=2")).cache).toBe("miss");
    });

    it("never answers or keeps a page for a signed-in or shortlisting browser", async () => {
      await get(served.origin, "/vendor/2");
      for (const cookie of [SESSION_COOKIE, SHORTLIST_COOKIE]) {
        const before = renders;
        const answer = await get(served.origin, "/vendor/2", { cookie });
        expect(answer.cache, cookie).toBeNull();
        expect(renderOf(answer.body)).toBe(before + 1);
      }
      await get(served.origin, "/vendor/3", { cookie: SESSION_COOKIE });
      expect((await get(served.origin, "/vendor/3")).cache).toBe("miss");
    });

    it("counts a listing's view for every visitor it answers from memory, crawlers left out (decision 047)", { timeout: 30_000 }, async () => {
      const category = await createCategory(database.handle.db);
      const { id } = await createVendor(database.handle.db, { categoryId: category.id });
      const views = async () => (await getListingStats(database.handle.db, id)).totals.profileViews;
      const browser = { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148" };
      const crawler = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
      // A crawler renders the page: not counted, but the page is kept (once the new vendor's write has reached the
      // change counter, which may first empty the cache).
      expect((await get(served.origin, `/category/counted/${id}`, crawler)).cache).toBe("miss");
      for (let tries = 0; (await get(served.origin, `/category/counted/${id}`, crawler)).cache !== "hit" && tries < 150; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await views()).toBe(0);
      // Each visitor counts once whether the page comes from memory or (when a late change count has emptied the
      // cache) is rendered again; at least one of them must come from memory for the test to say anything.
      const answers = [
        (await get(served.origin, `/category/counted/${id}`, browser)).cache,
        (await get(served.origin, `/category/counted/${id}`, browser)).cache,
        (await get(served.origin, `/category/counted/${id}`, crawler)).cache,
      ];
      expect(answers.slice(0, 2)).toContain("hit");
      // Written behind the answers.
      await eventually(async () => expect(await views()).toBe(2));
      // A HEAD from the cache counts nothing. (If the cache was emptied meanwhile, the HEAD is rendered and its
      // loader counts it, as for any rendered page.)
      const head = await fetch(`${served.origin}/category/counted/${id}`, { method: "HEAD", headers: browser });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await views()).toBe(head.headers.get(PAGE_CACHE_HEADER) === "hit" ? 2 : 3);
    });

    it("keeps a view's source when the page comes from memory: the visitor's Referer goes with the replay (decision 086)", { timeout: 30_000 }, async () => {
      const db = database.handle.db;
      const category = await createCategory(db);
      const { id } = await createVendor(db, { categoryId: category.id });
      const path = `/category/sourced/${id}`;
      const browser = { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148" };
      const crawler = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
      for (let tries = 0; (await get(served.origin, path, crawler)).cache !== "hit" && tries < 150; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const answer = await get(served.origin, path, { ...browser, referer: `${served.origin}/category/florists/leicester` });
      await eventually(async () => {
        await flushListingActivity(db);
        expect(await viewSourcesOfDay(db, id, utcDay(now()))).toEqual({ city: 1 });
      });
      expect(answer.cache).toBe("hit");
    });

    it("gives each request its own nonce and request id in a cached body", async () => {
      // The pipeline makes each request's nonce (decision 042) and states it in the response's policy.
      const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      const first = await fetch(`${served.origin}/vendor/4`);
      const firstNonce = nonceOf(first);
      expect((await first.text()).includes(`<script nonce="${firstNonce}">`)).toBe(true);
      const response = await fetch(`${served.origin}/vendor/4`);
      const body = await response.text();
      const nonce = nonceOf(response);
      expect(response.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
      expect(nonce).toBeTruthy();
      expect(nonce).not.toBe(firstNonce);
      expect(body).toContain(`<script nonce="${nonce}">`);
      expect(body).not.toContain(firstNonce);
      expect(body).toContain(`Reference ${response.headers.get("x-request-id")}`);
    });

    /** The answer's headers and bytes as sent, not unzipped. */
    const raw = (encoding: string, method = "GET", pathname = "/vendor/5") =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const request = http.request(`${served.origin}${pathname}`, { method, headers: { "accept-encoding": encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        });
        request.on("error", reject).end();
      });

    it("answers the request that rendered a page with what it kept: gzipped in one piece, with that request's values (decision 099)", async () => {
      const zipped = await raw("gzip, deflate, br", "GET", "/vendor/15");
      expect(zipped.headers[PAGE_CACHE_HEADER.toLowerCase()]).toBe("miss");
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(Number(zipped.headers["content-length"])).toBe(zipped.body.length);
      const text = gunzipSync(zipped.body).toString();
      expect(text).toContain(`Reference ${zipped.headers["x-request-id"]}`);
      const hit = await raw("gzip", "GET", "/vendor/15");
      expect(hit.headers[PAGE_CACHE_HEADER.toLowerCase()]).toBe("hit");
      expect(renderOf(gunzipSync(hit.body).toString())).toBe(renderOf(text));
      // A client that does not accept gzip gets the page as rendered.
      const plain = await raw("identity", "GET", "/vendor/16");
      expect(plain.headers[PAGE_CACHE_HEADER.toLowerCase()]).toBe("miss");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString()).toContain(`Reference ${plain.headers["x-request-id"]}`);
    });

    it("sends a kept page gzipped as kept to a client that accepts gzip, and unzipped to one that does not", async () => {
      await raw("identity");
      const zipped = await raw("gzip, deflate, br");
      expect(zipped.headers[PAGE_CACHE_HEADER.toLowerCase()]).toBe("hit");
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(zipped.headers.vary).toContain("Accept-Encoding");
      expect(Number(zipped.headers["content-length"])).toBe(zipped.body.length);
      // gunzipSync checks the member's checksum: the nonce and request id were put in without compressing again.
      const text = gunzipSync(zipped.body).toString();
      expect(text).toContain(`Reference ${zipped.headers["x-request-id"]}`);
      const plain = await raw("identity");
      expect(plain.headers[PAGE_CACHE_HEADER.toLowerCase()]).toBe("hit");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString()).toContain(`Reference ${plain.headers["x-request-id"]}`);
      expect(plain.body.length).toBe(text.length);
      const head = await raw("gzip", "HEAD");
      expect(head.headers[PAGE_CACHE_HEADER.toLowerCase()]).toBe("hit");
      expect(head.body.length).toBe(0);
    });

    it("renders a new page once for requests that arrive together, answering the others with it", async () => {
      const before = renders;
      const answers = await Promise.all(Array.from({ length: 5 }, () => get(served.origin, "/vendor/77")));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(renders - before).toBe(1);
      expect(answers.filter((answer) => answer.cache === "hit")).toHaveLength(4);
      expect(new Set(answers.map((answer) => renderOf(answer.body)))).toEqual(new Set([before + 1]));
    });

    it("forgets every page after a write handled by this process", async () => {
      await get(served.origin, "/vendor/5");
      expect((await get(served.origin, "/vendor/5")).cache).toBe("hit");
      const posted = await fetch(`${served.origin}/vendor/5`, { method: "POST", body: new URLSearchParams({ message: "hello" }) });
      await posted.text();
      expect((await get(served.origin, "/vendor/5")).cache).toBe("miss");
    });

    it("forgets every page after a change made through another connection", { timeout: 30_000 }, async () => {
      // PostgreSQL: a second pool on the same database, as a second instance. PGlite: one process, one connection.
      const other: DatabaseHandle =
        backend === "postgres" ? await openDatabase({ kind: "postgres", url: database.url! }) : database.handle;
      try {
        await get(served.origin, "/vendor/6");
        expect((await get(served.origin, "/vendor/6")).cache).toBe("hit");
        const category = await createCategory(other.db);
        await createVendor(other.db, { categoryId: category.id });
        // The writer's counts reach PostgreSQL's statistics when its connection reports them: at the end of a
        // transaction a second or more after its last report, or, when it stays idle, 10 s later. The writes above ran
        // one after another on the pool's one connection, which is asked to report now rather than in 10 s.
        if (other.pool) {
          const writer = await other.pool.connect();
          try {
            await writer.query("select pg_stat_force_next_flush()");
            await writer.query("select 1");
          } finally {
            writer.release();
          }
        }
        let answer = await get(served.origin, "/vendor/6");
        for (let tries = 0; answer.cache === "hit" && tries < 150; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          answer = await get(served.origin, "/vendor/6");
        }
        expect(answer.cache).toBe("miss");
      } finally {
        if (other !== database.handle) await other.close();
      }
    });
  });
}
