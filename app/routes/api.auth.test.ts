import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { users } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { cookieHeader, runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action, loader } from "~/routes/api.auth";

const ORIGIN = "http://localhost:3000";
const PASSWORD = "jasmine-and-gold-77";

const call = async (handler: typeof action | typeof loader, request: Request) => {
  const result = await runRoute(handler, request, { "*": new URL(request.url).pathname.slice("/api/auth/".length) });
  return result.response!;
};

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}/api/auth/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, "x-shaadi-client-ip": "192.0.2.9", ...headers },
    body: JSON.stringify(body),
  });

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

describeEachDatabase("/api/auth/* (better-auth's handler)", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let vendorCookie = "";
  let adminCookie = "";
  let vendorId = "";

  async function signIn(email: string): Promise<string> {
    const { headers } = await getAuth().api.signInEmail({ body: { email, password: PASSWORD }, headers: new Headers(), returnHeaders: true });
    return cookieHeader(headers);
  }

  beforeAll(async () => {
    const auth = getAuth();
    vendorId = (await auth.api.createUser({ body: { email: "meera@example.test", password: PASSWORD, name: "Meera" } })).user.id;
    await auth.api.createUser({ body: { email: "admin@example.test", password: PASSWORD, name: "Admin", role: "admin" } });
    vendorCookie = await signIn("meera@example.test");
    adminCookie = await signIn("admin@example.test");
  });

  it("does not create accounts over HTTP: sign-up answers 404 alike for a new and an existing email", async () => {
    const fresh = await call(action, postJson("sign-up/email", { email: "newcomer@example.test", password: PASSWORD, name: "N" }));
    const taken = await call(action, postJson("sign-up/email", { email: "meera@example.test", password: PASSWORD, name: "M" }));
    expect(fresh.status).toBe(404);
    expect(taken.status).toBe(404);
    expect(await taken.text()).toBe(await fresh.text());
    expect(fresh.headers.getSetCookie()).toEqual([]);
    expect(await getDb().select().from(users).where(eq(users.email, "newcomer@example.test"))).toEqual([]);
  });

  it("answers 404 for password sign-in, which only /vendor-auth offers", async () => {
    const response = await call(action, postJson("sign-in/email", { email: "meera@example.test", password: PASSWORD }));
    expect(response.status).toBe(404);
  });

  it("answers 404 for the sign-in link's endpoints, which only /planner and its link's page offer", async () => {
    const asked = await call(action, postJson("sign-in/magic-link", { email: "newcomer@example.test" }));
    expect(asked.status).toBe(404);
    const verified = await call(loader, new Request(`${ORIGIN}/api/auth/magic-link/verify?token=${"a".repeat(32)}`, { headers: { "x-shaadi-client-ip": "192.0.2.9" } }));
    expect(verified.status).toBe(404);
    expect(verified.headers.getSetCookie()).toEqual([]);
  });

  it("answers GET /api/auth/get-session with null without a cookie", async () => {
    const response = await call(loader, new Request(`${ORIGIN}/api/auth/get-session`));
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });

  it("never returns a session token: get-session and list-sessions", async () => {
    const session = await call(loader, new Request(`${ORIGIN}/api/auth/get-session`, { headers: { cookie: vendorCookie } }));
    expect(session.status).toBe(200);
    const sessionBody = (await session.json()) as { user: { email: string }; session: Record<string, unknown> };
    expect(sessionBody.user.email).toBe("meera@example.test");
    expect(sessionBody.session.userId).toBe(vendorId);
    expect(keysOf(sessionBody)).not.toContain("token");

    const list = await call(loader, new Request(`${ORIGIN}/api/auth/list-sessions`, { headers: { cookie: vendorCookie } }));
    expect(list.status).toBe(200);
    const sessions = (await list.json()) as Record<string, unknown>[];
    expect(sessions.length).toBeGreaterThanOrEqual(1);
    expect(keysOf(sessions)).not.toContain("token");
    const token = decodeURIComponent(vendorCookie.split("=")[1]!.split(".")[0]!);
    expect(JSON.stringify(sessions)).not.toContain(token);
  });

  it("never returns a session token: the admin plugin's list-user-sessions", async () => {
    const response = await call(action, postJson("admin/list-user-sessions", { userId: vendorId }, { cookie: adminCookie }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { sessions: Record<string, unknown>[] };
    expect(body.sessions.length).toBeGreaterThanOrEqual(1);
    expect(body.sessions[0]).toHaveProperty("userId", vendorId);
    expect(keysOf(body)).not.toContain("token");
  });
});
