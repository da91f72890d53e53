import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { getAuth } from "~/modules/accounts/auth.server";
import * as accountCreation from "~/routes/account-creation";
import { useAsGlobalDatabase } from "../tests/support/global-database";
import { PAID_ACCOUNT_PASSWORD } from "../tests/support/paid-account";
import { cookieHeader } from "../tests/support/route-calls";
import { servePipeline } from "../tests/support/serve-pipeline";
import { describeEachDatabase } from "../tests/support/test-database";
import { createRequestPipeline } from "./app";
import { testServerBuild } from "../tests/support/test-server-build";

// Decision 011: a session the auth library renews while a loader reads it must reach the browser on that very
// response, whatever the route. The real request pipeline (createRequestPipeline) serves a build holding the
// real /account-creation route, whose loader only reads the session and returns plain data; the document
// entry stands in for React's rendering, which plays no part in headers. The clock is moved, not the data.


const SESSION_COOKIE = "shaadi.session_token";
const DAY_MS = 24 * 60 * 60 * 1000;
/** Auth configuration (auth.server.ts): sessions last 7 days and are renewed once a day. */
const EXPIRES_IN_SECONDS = 7 * 24 * 60 * 60;

const build = testServerBuild({
  entry: {
    default: (_request, status, headers) => {
      headers.set("Content-Type", "text/html");
      return new Response("<!doctype html><title>page</title>", { status, headers });
    },
  },
  routes: {
    root: { path: "", module: { default: () => null } },
    // Route components are typed with their generated props; the server runtime only calls the loader here.
    "routes/account-creation": { parentId: "root", path: "account-creation", module: accountCreation },
  },
});

describeEachDatabase("session cookies through the request pipeline", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let served: Awaited<ReturnType<typeof servePipeline>> | undefined;
  let origin: string;

  beforeAll(async () => {
    served = await servePipeline(createRequestPipeline({ build, mode: "production", mediaDir: "/nonexistent" }));
    origin = served.origin;
  });

  afterAll(async () => {
    await served?.close();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  let accounts = 0;
  /** A signed-in account and its session cookie. */
  async function signIn(): Promise<{ cookie: string }> {
    accounts += 1;
    const email = `refresh-${accounts}@example.test`;
    await getAuth().api.createUser({ body: { email, password: PAID_ACCOUNT_PASSWORD, name: `refresh-${accounts}` } });
    const { headers } = await getAuth().api.signInEmail({
      body: { email, password: PAID_ACCOUNT_PASSWORD },
      headers: new Headers(),
      returnHeaders: true,
    });
    return { cookie: cookieHeader(headers) };
  }

  /** Moves the clock `days` ahead (Date only: timers and the network keep running). */
  function advanceDays(days: number): void {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now + days * DAY_MS);
  }

  /** When the stored session of `cookie` expires, read without renewing it. */
  async function expiryOf(cookie: string): Promise<number | undefined> {
    const found = await getAuth().api.getSession({ headers: new Headers({ cookie }), query: { disableRefresh: true } });
    return found ? new Date(found.session.expiresAt).getTime() : undefined;
  }
  const sessionCookies = (response: Response) => response.headers.getSetCookie().filter((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));

  it.each([
    ["a document request", "/account-creation"],
    ["a data request", "/account-creation.data"],
  ])("renews a session due for it and sends the new cookie on %s of a plain loader", async (_kind, path) => {
    const { cookie } = await signIn();
    const before = await expiryOf(cookie);
    advanceDays(2);

    const response = await fetch(`${origin}${path}`, { headers: { cookie } });
    await response.text();

    expect(response.status).toBe(200);
    const refreshed = sessionCookies(response);
    expect(refreshed).toHaveLength(1);
    expect(refreshed[0]).toContain(`Max-Age=${EXPIRES_IN_SECONDS}`);
    // The same token, so the browser's cookie keeps naming the renewed session.
    expect(refreshed[0]!.split(";")[0]).toBe(cookie.split("; ").find((pair) => pair.startsWith(`${SESSION_COOKIE}=`)));
    expect(await expiryOf(cookie)).toBeGreaterThan(before! + DAY_MS);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("sends no cookie while the session is fresh, nor to a visitor without one", async () => {
    const { cookie } = await signIn();
    advanceDays(0.5);
    const fresh = await fetch(`${origin}/account-creation`, { headers: { cookie } });
    await fresh.text();
    expect(fresh.headers.getSetCookie()).toEqual([]);

    const anonymous = await fetch(`${origin}/account-creation`);
    await anonymous.text();
    expect(anonymous.headers.getSetCookie()).toEqual([]);
  });

  it("clears the cookie of a session that no longer exists", async () => {
    const { cookie } = await signIn();
    await getAuth().api.signOut({ headers: new Headers({ cookie }) });

    const response = await fetch(`${origin}/account-creation.data`, { headers: { cookie } });
    await response.text();

    const cleared = sessionCookies(response);
    expect(cleared).toHaveLength(1);
    expect(cleared[0]).toMatch(/^shaadi\.session_token=;.*Max-Age=0/);
  });
});
