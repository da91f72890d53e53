import { eq } from "drizzle-orm";
import { beforeAll, expect, it, onTestFinished } from "vitest";
import { accounts, sessions, users } from "~/db/schema";
import type { MailMessage } from "~/modules/mail/mail-message";
import { cookieHeader } from "../../../tests/support/route-calls";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { getSignedInUser, requireAnonymous, requireVendor } from "~/modules/accounts/access.server";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import { setPasswordHashCostForTests } from "~/modules/accounts/password-hash.server";
import { signInWithPassword } from "~/modules/accounts/sign-in.server";

const config = testAuthConfig();

const PASSWORD = "mehndi-by-the-river-42";


describeEachDatabase("better-auth over our database", (getDb) => {
  let auth: Auth;
  const sent: MailMessage[] = [];
  beforeAll(() => {
    auth = createAuth(getDb(), { config, sendMail: async (message) => void sent.push(message) });
  });

  it("signs a vendor up with a scrypt hash at OWASP's parameters and the vendor role", async () => {
    // The suite hashes at a lower cost (tests/setup/password-hash-cost.ts); this test is of the real one.
    const suiteCost = setPasswordHashCostForTests(undefined);
    onTestFinished(() => void setPasswordHashCostForTests(suiteCost));
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

  it.each([
    ["the whole email", "Asha.Kumar@example.test", "asha.kumar@example.test"],
    ["the email's name part", "rajveer@example.test", "Rajveer-wedding-photos"],
    ["repeated characters", "repeat@example.test", "aaaaaaaaaaaa"],
    ["a sequence with a common word", "sequence@example.test", "12345678abc"],
  ])("refuses a password made of %s, on every endpoint that sets one", async (_, email, password) => {
    await expect(auth.api.signUpEmail({ body: { email, password, name: "X" } })).rejects.toThrow(/email address|too easy to guess|too common/);
    await expect(auth.api.createUser({ body: { email, password, name: "X" } })).rejects.toThrow(/email address|too easy to guess|too common/);
    expect(await getDb().select().from(users).where(eq(users.email, email.toLowerCase()))).toEqual([]);
  });

  it("applies the email and strength rules to password changes and admin resets as well", async () => {
    const { user } = await auth.api.createUser({ body: { email: "deepa@example.test", password: PASSWORD, name: "Deepa" } });
    const { headers } = await auth.api.signInEmail({ body: { email: "deepa@example.test", password: PASSWORD }, headers: new Headers(), returnHeaders: true });
    const cookie = cookieHeader(headers);
    await expect(
      auth.api.changePassword({ body: { currentPassword: PASSWORD, newPassword: "deepa-2026-deepa" }, headers: new Headers({ cookie }) }),
    ).rejects.toThrow(/must not contain your email address/);
    await expect(
      auth.api.changePassword({ body: { currentPassword: PASSWORD, newPassword: "abcdefghijk" }, headers: new Headers({ cookie }) }),
    ).rejects.toThrow(/too easy to guess|too common/);
    await auth.api.createUser({ body: { email: "boss@example.test", password: PASSWORD, name: "Boss", role: "admin" } });
    const admin = await auth.api.signInEmail({ body: { email: "boss@example.test", password: PASSWORD }, headers: new Headers(), returnHeaders: true });
    await expect(
      auth.api.setUserPassword({ body: { userId: user.id, newPassword: "DEEPA@example.test!" }, headers: new Headers({ cookie: cookieHeader(admin.headers) }) }),
    ).rejects.toThrow(/must not contain your email address/);
    // A strong password unrelated to the email is fine.
    await auth.api.changePassword({ body: { currentPassword: PASSWORD, newPassword: "tamarind-kites-over-leeds" }, headers: new Headers({ cookie }) });
  });

  it("does not offer sign-up over HTTP: accounts come only from a paid checkout (decision 012)", async () => {
    const response = await auth.handler(
      new Request("http://localhost:3000/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json", "x-shaadi-client-ip": "198.51.100.1" },
        body: JSON.stringify({ email: "http@example.test", password: PASSWORD, name: "H" }),
      }),
    );
    expect(response.status).toBe(404);
    expect(await getDb().select().from(users).where(eq(users.email, "http@example.test"))).toEqual([]);
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

  it("opens a session for a proven account only from server code (signInProvenAccount)", async () => {
    const [asha] = await getDb().select().from(users).where(eq(users.email, "asha@example.test"));
    const { headers } = await auth.api.signInProvenAccount({ body: { userId: asha!.id }, headers: new Headers(), returnHeaders: true });
    const user = await getSignedInUser(new Request("http://localhost:3000/", { headers: { cookie: cookieHeader(headers) } }), auth);
    expect(user).toMatchObject({ email: "asha@example.test" });
    const overHttp = await auth.handler(
      new Request("http://localhost:3000/api/auth/sign-in-proven-account", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ userId: asha!.id }),
      }),
    );
    expect(overHttp.status).toBe(404);
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
});
