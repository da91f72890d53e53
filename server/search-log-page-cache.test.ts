import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { readContentVersion } from "~/modules/http/content-version.server";
import { recordSearch } from "~/modules/search-log/record-search.server";
import { getSiteInsights } from "~/modules/site-insights/site-insights.server";
import { createPageCache, type PageCache } from "~/modules/site/page-cache.server";
import { servePipeline } from "../tests/support/serve-pipeline";
import { openTestDatabase, testBackends, type TestDatabase } from "../tests/support/test-database";
import { testServerBuild } from "../tests/support/test-server-build";
import { createRequestPipeline } from "./app";
import { PAGE_CACHE_HEADER } from "./app-handler";

// Decision 088 through the real request pipeline: a results page answered from the page cache runs no loader, and
// its search is logged for each visitor all the same (decision 047), crawlers left out.

let logDatabase: Database | undefined;
const results = {
  default: () => null,
  loader: ({ request }: { request: Request }) => {
    const query = new URL(request.url).searchParams.get("q");
    recordSearch(logDatabase!, { query, results: 0 }, request);
    return { query };
  },
};

const build = testServerBuild({
  entry: {
    default: (_request, status, headers) => {
      headers.set("Content-Type", "text/html");
      return new Response(`<!doctype html><p>results</p>${"x".repeat(2000)}`, { status, headers });
    },
  },
  routes: {
    root: { path: "", module: { default: () => null } },
    "routes/search": { parentId: "root", path: "search", module: results },
  },
});

const BROWSER = { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148" };
const CRAWLER = { "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" };

for (const backend of testBackends()) {
  describe(`the search log behind the page cache [${backend}]`, () => {
    let database: TestDatabase;
    let cache: PageCache;
    let served: Awaited<ReturnType<typeof servePipeline>>;

    beforeAll(async () => {
      database = await openTestDatabase(backend);
      logDatabase = database.handle.db;
      cache = createPageCache({ maxBytes: 64 * 1024, checkIntervalMs: 60_000, readVersion: () => readContentVersion(database.handle) });
      served = await servePipeline(createRequestPipeline({ build, mode: "production", mediaDir: "/nonexistent", pageCache: cache }));
    });

    afterAll(async () => {
      await served?.close();
      await database?.dispose();
    });

    it("logs the search of every visitor answered from memory", { timeout: 30_000 }, async () => {
      const get = async (headers: Record<string, string>) => (await fetch(`${served.origin}/search?q=Zzqx+harpist`, { headers })).headers.get(PAGE_CACHE_HEADER);
      const answers = [await get(CRAWLER)];
      answers.push(await get(BROWSER), await get(BROWSER), await get(CRAWLER));
      expect(answers).toEqual(["miss", "hit", "hit", "hit"]);
      // Replays are written behind the answers: the Insights reader writes the pending batch before reading.
      const searchesOf = async () => (await getSiteInsights(database.handle.db)).searchesWithoutResults.map(({ query, searches }) => ({ query, searches }));
      for (let tries = 0; tries < 100 && (await searchesOf())[0]?.searches !== 2; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await searchesOf()).toEqual([{ query: "zzqx harpist", searches: 2 }]);
    });
  });
}
