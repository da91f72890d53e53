import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { accounts, rateLimits, sessions, users } from "~/db/schema";
import type { MailMessage } from "~/modules/mail/mail-message";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { getSignedInUser, requireAnonymous, requireVendor } from "./access.server";
import { createAuth, type Auth } from "./auth.server";
import { signInWithPassword } from "./sign-in.server";

const config = {
  publicUrl: "http://localhost:3000",
  logLevel: "silent" as const,
  authSecret: "test-secret-test-secret-test-secret-0123",
  dataDir: "/nonexistent",
  supportEmail: "support@shaadivendors.example",
};

const PASSWORD = "mehndi-by-the-river-42";

function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

describeEachDatabase("better-auth over our database", (getDb) => {
  let auth: Auth;
  const sent: MailMessage[] = [];
  beforeAll(() => {
    auth = createAuth(getDb(), { config, sendMail: async (message) => void sent.push(message) });
  });

  it("signs a vendor up with a scrypt hash at OWASP's parameters and the vendor role", async () => {
    const result = await auth.api.signUpEmail({ body: { email: "Asha@Example.test", password: PASSWORD, name: "Asha" } });
    expect(result.user.email).toBe("asha@example.test");
    const [user] = await getDb().select().from(users).where(eq(users.id, result.user.id));
    expect(user).toMatchObject({ role: "vendor", emailVerified: false, banned: false });
    const [account] = await getDb().select().from(accounts).where(eq(accounts.userId, result.user.id));
    expect(account?.providerId).toBe("credential");
    expect(account?.password).toMatch(/^scrypt\$131072\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
  });

  it.each([
    ["short1", /at least 8 characters/],
    ["x".repeat(129), /at most 128 characters/],
    ["Password1", /too common/],
    ["iloveyou", /too common/],
  ])("refuses to sign up with the password %s", async (password, message) => {
    await expect(
      auth.api.signUpEmail({ body: { email: `refused-${password.length}-${password[0]}@example.test`, password, name: "X" } }),
    ).rejects.toThrow(message);
    expect(await getDb().select().from(users).where(eq(users.email, `refused-${password.length}-${password[0]}@example.test`))).toEqual([]);
  });

  it("refuses a common password through the HTTP endpoint too", async () => {
    const response = await auth.handler(
      new Request("http://localhost:3000/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json", "x-shaadi-client-ip": "198.51.100.1" },
        body: JSON.stringify({ email: "http@example.test", password: "qwertyuiop", name: "H" }),
      }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/too common/);
  });

  it("limits sign-ups over HTTP per address, counting in the shared rate_limits table", async () => {
    const signUp = (ip: string) =>
      auth.handler(
        new Request("http://localhost:3000/api/auth/sign-up/email", {
          method: "POST",
          headers: { "content-type": "application/json", "x-shaadi-client-ip": ip },
          // A common password: refused after the limiter has counted the request, without hashing anything.
          body: JSON.stringify({ email: "limited@example.test", password: "password1", name: "L" }),
        }),
      );
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await signUp("198.51.100.20")).status);
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
    expect((await signUp("198.51.100.21")).status).toBe(400);
    const keys = (await getDb().select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys.filter((key) => key.startsWith("auth:") && key.includes("198.51.100.20"))).toHaveLength(1);
  });

  it("does not offer password sign-in over HTTP (only through /vendor-auth, with its limits)", async () => {
    const response = await auth.handler(
      new Request("http://localhost:3000/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "asha@example.test", password: PASSWORD }),
      }),
    );
    expect(response.status).toBe(404);
  });

  it("signs in with a new session token each time, and the cookie identifies the vendor", async () => {
    const first = await signInWithPassword(getDb(), auth, { email: "asha@example.test", password: PASSWORD, ip: "192.0.2.1", headers: new Headers() });
    const second = await signInWithPassword(getDb(), auth, { email: "ASHA@example.test", password: PASSWORD, ip: "192.0.2.1", headers: new Headers() });
    if (!first.ok || !second.ok) throw new Error("sign-in failed");
    const firstCookie = cookieHeader(first.headers);
    expect(firstCookie).toMatch(/^shaadi\.session_token=/);
    expect(firstCookie).not.toBe(cookieHeader(second.headers));
    const setCookie = first.headers.getSetCookie().find((cookie) => cookie.startsWith("shaadi.session_token="));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const request = new Request("http://localhost:3000/vendor-dashboard", { headers: { cookie: firstCookie } });
    const user = await getSignedInUser(request, auth);
    expect(user).toMatchObject({ email: "asha@example.test", role: "vendor" });
    expect(await requireVendor(request, auth)).toMatchObject({ email: "asha@example.test" });
    await expect(requireAnonymous(request, auth)).rejects.toMatchObject({ status: 302 });
    const rows = await getDb().select().from(sessions).where(eq(sessions.userId, first.userId));
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it("answers 401 with better-auth's message for a wrong password or an unknown email", async () => {
    for (const email of ["asha@example.test", "nobody@example.test"]) {
      const result = await signInWithPassword(getDb(), auth, { email, password: "not-the-password", ip: "192.0.2.2", headers: new Headers() });
      expect(result).toEqual({ ok: false, status: 401, message: "Invalid email or password" });
    }
  });

  it("redirects to /vendor-auth without a session", async () => {
    const request = new Request("http://localhost:3000/vendor-dashboard");
    expect(await getSignedInUser(request, auth)).toBeUndefined();
    await expect(requireVendor(request, auth)).rejects.toMatchObject({ status: 302 });
    await expect(requireAnonymous(request, auth)).resolves.toBeUndefined();
  });

  it("sends a verification email through the mail port with a link valid for 24 hours", async () => {
    await auth.api.sendVerificationEmail({ body: { email: "asha@example.test", callbackURL: "/email-verified?status=success" } });
    const mail = sent.at(-1);
    expect(mail?.to).toBe("asha@example.test");
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    expect(mail?.text).toMatch(/valid for 24 hours/);
    // The token is a signed JWT whose lifetime is the configured 24 hours.
    const token = new URL(/http:\/\/\S+/.exec(mail!.text)![0]).searchParams.get("token")!;
    const payload = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { exp: number; iat: number };
    expect(payload.exp - payload.iat).toBe(24 * 60 * 60);
  });

  it("refuses the 6th attempt after 5 wrong passwords, even with the right password, then lets the owner in later", async () => {
    await auth.api.signUpEmail({ body: { email: "priya@example.test", password: PASSWORD, name: "Priya" } });
    const start = new Date();
    for (let i = 0; i < 5; i++) {
      const result = await signInWithPassword(
        getDb(),
        auth,
        { email: "priya@example.test", password: `wrong-${i}-password`, ip: `192.0.2.${100 + i}`, headers: new Headers() },
        start,
      );
      expect(result).toMatchObject({ ok: false, status: 401 });
    }
    const sixth = await signInWithPassword(
      getDb(),
      auth,
      { email: "priya@example.test", password: PASSWORD, ip: "192.0.2.200", headers: new Headers() },
      start,
    );
    expect(sixth).toEqual({
      ok: false,
      status: 429,
      message: "Too many sign-in attempts. Please try again in 15 minutes.",
      retryAfterSeconds: 900,
    });
    const later = new Date(start.getTime() + 15 * 60 * 1000);
    const afterWindow = await signInWithPassword(
      getDb(),
      auth,
      { email: "priya@example.test", password: PASSWORD, ip: "192.0.2.200", headers: new Headers() },
      later,
    );
    expect(afterWindow.ok).toBe(true);
  });

  it("refuses the 11th sign-in attempt from one address", async () => {
    const start = new Date();
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const result = await signInWithPassword(
        getDb(),
        auth,
        { email: `visitor${i}@example.test`, password: "whatever-password", ip: "198.51.100.77", headers: new Headers() },
        start,
      );
      statuses.push(result.ok ? 200 : result.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  });
});
