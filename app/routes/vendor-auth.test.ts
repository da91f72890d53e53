import { beforeAll, describe, expect, it, vi } from "vitest";
import { getAuth } from "~/modules/accounts/auth.server";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { cookieHeader, runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/vendor-dashboard";
import { action, headers as routeHeaders, loader } from "~/routes/vendor-auth";

type Dashboard = { account: { email: string } };
type Data = { values: { email: string }; fieldErrors: Record<string, string>; formError: { title?: string; message: string } };

const ORIGIN = "http://localhost:3000";
const PASSWORD = "marigold-garlands-2026";
let addressCounter = 0;

/** A POST as the browser sends the form, from its own address so tests do not share a rate limit. */
function post(fields: Record<string, string>, headers: Record<string, string> = {}, path = "/vendor-auth"): Request {
  addressCounter += 1;
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "x-shaadi-client-ip": `192.0.2.${addressCounter}`, ...headers },
    body: new URLSearchParams(fields),
  });
}

describeEachDatabase("/vendor-auth and /vendor-dashboard", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  beforeAll(async () => {
    await getAuth().api.createUser({ body: { email: "kiran@example.test", password: PASSWORD, name: "Kiran" } });
    await getAuth().api.createUser({ body: { email: "owner@example.test", password: PASSWORD, name: "Owner" } });
  });

  it("lets an anonymous visitor see the page", async () => {
    expect(await runRoute<Data>(loader, new Request(`${ORIGIN}/vendor-auth`))).toMatchObject({ status: 200, body: null });
  });

  it("answers 400 with a message per missing field, keeping the email", async () => {
    const result = await runRoute<Data>(action, post({ email: "  ", password: "" }));
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      values: { email: "" },
      fieldErrors: { email: "Please enter your email address.", password: "Please enter your password." },
      formError: { message: "Please correct the highlighted fields." },
    });
    const invalid = await runRoute<Data>(action, post({ email: "not-an-email", password: "x" }));
    expect(invalid.body).toMatchObject({ fieldErrors: { email: "Please enter a valid email address." }, values: { email: "not-an-email" } });
  });

  it("answers 401 with better-auth's message for a wrong password, keeping the typed email but not the password", async () => {
    const result = await runRoute<Data>(action, post({ email: "Kiran@Example.test", password: "wrong-password-123" }));
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ values: { email: "Kiran@Example.test" }, fieldErrors: {}, formError: { message: "Invalid email or password" } });
    expect(JSON.stringify(result.body)).not.toContain("wrong-password-123");
    expect(result.headers.getSetCookie()).toEqual([]);
  });

  it("signs in: a redirect to /vendor-dashboard with an HttpOnly, SameSite=Lax session cookie", async () => {
    const result = await runRoute<Data>(action, post({ email: "kiran@example.test", password: PASSWORD }));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/vendor-dashboard");
    const cookie = result.headers.getSetCookie().find((value) => value.startsWith("shaadi.session_token="));
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);

    // The cookie opens the dashboard, and /vendor-auth now sends the vendor there.
    const headers = { cookie: cookieHeader(result.headers) };
    const dashboard = await runRoute<Dashboard>(dashboardLoader, new Request(`${ORIGIN}/vendor-dashboard`, { headers }));
    expect(dashboard.body?.account.email).toBe("kiran@example.test");
    const again = await runRoute<Data>(loader, new Request(`${ORIGIN}/vendor-auth`, { headers }));
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/vendor-dashboard");

    // A sign-out posted from another site is refused and the session stays.
    const forged = await runRoute<Data>(dashboardAction, post({ intent: "sign-out" }, { ...headers, origin: "https://evil.example" }, "/vendor-dashboard"));
    expect(forged.status).toBe(403);
    expect(forged.headers.getSetCookie()).toEqual([]);
    const still = await runRoute<Dashboard>(dashboardLoader, new Request(`${ORIGIN}/vendor-dashboard`, { headers }));
    expect(still.body?.account.email).toBe("kiran@example.test");

    // Sign-out returns to / and clears the cookie; the old cookie no longer opens the dashboard.
    const signOut = await runRoute<Data>(dashboardAction, post({ intent: "sign-out" }, headers, "/vendor-dashboard"));
    expect(signOut.status).toBe(302);
    expect(signOut.headers.get("Location")).toBe("/");
    expect(signOut.headers.getSetCookie().find((value) => value.startsWith("shaadi.session_token="))).toMatch(/Max-Age=0/i);
    const afterwards = await runRoute<Data>(dashboardLoader, new Request(`${ORIGIN}/vendor-dashboard`, { headers }));
    expect(afterwards.status).toBe(302);
    expect(afterwards.headers.get("Location")).toBe("/vendor-auth");
  });

  it("sends a visitor without a session from /vendor-dashboard to /vendor-auth", async () => {
    const result = await runRoute<Data>(dashboardLoader, new Request(`${ORIGIN}/vendor-dashboard`));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/vendor-auth");
  });

  it("answers 429 with Retry-After once an address has tried 10 times, and forwards it to a document response", async () => {
    const headers = { "x-shaadi-client-ip": "203.0.113.250" };
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await runRoute<Data>(action, post({ email: `guess${i}@example.test`, password: "guess-password" }, headers))).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    const blocked = await runRoute<Data>(action, post({ email: "kiran@example.test", password: PASSWORD }, headers));
    expect(blocked.status).toBe(429);
    expect(blocked.body?.formError.message).toMatch(/^Too many sign-in attempts\. Please try again in 1[45] minutes\.$/);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(800);
    // Without JavaScript the page is a document response: the route's headers export must carry Retry-After.
    const documentHeaders = routeHeaders({
      parentHeaders: new Headers(),
      loaderHeaders: new Headers(),
      actionHeaders: blocked.headers,
      errorHeaders: undefined,
    } as Parameters<typeof routeHeaders>[0]);
    expect(Number(documentHeaders.get("Retry-After"))).toBeGreaterThan(800);
  });

  it("does not lock the owner out: 5 wrong passwords from one address, then the right one from another succeeds", async () => {
    const attacker = { "x-shaadi-client-ip": "203.0.113.66" };
    for (let i = 0; i < 5; i++) {
      const wrong = await runRoute<Data>(action, post({ email: "owner@example.test", password: `wrong-guess-${i}` }, attacker));
      expect(wrong.status).toBe(401);
    }
    // The attacking address is throttled on this account, with Retry-After…
    const throttled = await runRoute<Data>(action, post({ email: "owner@example.test", password: PASSWORD }, attacker));
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("Retry-After"))).toBeGreaterThan(800);
    // …while the owner elsewhere signs in.
    const owner = await runRoute<Data>(action, post({ email: "owner@example.test", password: PASSWORD }, { "x-shaadi-client-ip": "198.51.100.200" }));
    expect(owner.status).toBe(302);
    expect(owner.headers.get("Location")).toBe("/vendor-dashboard");
  });

  it("refuses a post from another site with 403 before looking at the password", async () => {
    const result = await runRoute<Data>(action, post({ email: "kiran@example.test", password: PASSWORD }, { origin: "https://evil.example" }));
    expect(result.status).toBe(403);
    expect(result.body?.formError.message).toBe("This form must be sent from our own site.");
    expect(result.headers.getSetCookie()).toEqual([]);
  });

  describe("when something unexpected fails", () => {
    it("shows the spec's message with status 500", async () => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      vi.spyOn(getAuth().api, "signInEmail").mockRejectedValueOnce(new Error("database down"));
      const result = await runRoute<Data>(action, post({ email: "kiran@example.test", password: PASSWORD }));
      expect(result.status).toBe(500);
      expect(result.body).toEqual({ values: { email: "kiran@example.test" }, fieldErrors: {}, formError: { message: "An unexpected error occurred. Please try again." } });
      expect(errors).toHaveBeenCalledOnce();
    });
  });
});
