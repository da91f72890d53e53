// PostgreSQL stopped mid-run (issue "Production at scale", Operations): readiness says so, pages answer 503 with
// the app's own page, and the same server process recovers by itself once the database is back (decision 041).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canCreateCluster, createPostgresCluster, type PostgresCluster } from "../support/postgres-cluster";
import { startProductionServer, type ProductionServer } from "../support/production-server";

/** Polls `url` until it answers `status` (the pool may need a moment to notice a restart). */
async function waitForStatus(url: string, status: number, timeoutMs = 30_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  let last: Response | Error | undefined;
  while (Date.now() < deadline) {
    try {
      last = await fetch(url, { headers: { accept: "text/html" } });
      if (last.status === status) return last;
      await last.body?.cancel();
    } catch (error) {
      last = error as Error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms (last: ${last instanceof Response ? last.status : last})`);
}

describe.runIf(canCreateCluster())("a PostgreSQL outage", () => {
  let cluster: PostgresCluster;
  let server: ProductionServer;

  beforeAll(async () => {
    cluster = await createPostgresCluster();
    server = await startProductionServer({
      DATABASE_URL: cluster.url,
      AUTH_SECRET: "database-down-test-secret-0123456789abcdef",
      SEED_DEMO_CATALOGUE: "never",
    });
  });

  afterAll(async () => {
    await server?.stop();
    await cluster?.dispose();
  });

  it("is reported by /readyz and answered 503 with the app's page, and the same process recovers", async () => {
    const ready = await fetch(`${server.origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", database: "postgres" });
    const page = await fetch(`${server.origin}/`);
    expect(page.status).toBe(200);
    await page.body?.cancel();
    const pid = server.child.pid;

    await cluster.stop();

    const notReady = await waitForStatus(`${server.origin}/readyz`, 503).catch((error: Error) => {
      throw new Error(`${error.message}\nServer output:\n${server.output().slice(-4000)}`);
    });
    expect(notReady.headers.get("cache-control")).toBe("no-store");
    expect(await notReady.json()).toEqual({ status: "unavailable", reason: "database unreachable" });
    // Liveness never asks the database: an outage must not get healthy instances restarted.
    const live = await fetch(`${server.origin}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });

    // A page not rendered before the outage: one already in the page cache (decision 044) is still answered from memory.
    const down = await fetch(`${server.origin}/search?q=mehndi`, { headers: { accept: "text/html" } });
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("30");
    expect(down.headers.get("cache-control")).toBe("no-store");
    const html = await down.text();
    expect(html).toContain("We&#x27;ll be right back");
    expect(html).toContain("The site is briefly unavailable");
    // The reference matches the response's request id; no stack trace or driver message reaches the page.
    expect(html).toContain(down.headers.get("x-request-id")!);
    expect(html).not.toMatch(/ECONNREFUSED|at [\w.]+ \(|node_modules|Unexpected Application Error/);
    const api = await fetch(`${server.origin}/api/search?q=mehndi`);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ error: "Service temporarily unavailable" });

    await cluster.start();

    const back = await waitForStatus(`${server.origin}/readyz`, 200);
    expect(await back.json()).toMatchObject({ status: "ready" });
    const again = await waitForStatus(`${server.origin}/search?q=mehndi`, 200);
    expect(await again.text()).toContain("</html>");
    expect(server.child.pid).toBe(pid);
    expect(server.child.exitCode).toBeNull();
  });
});
