import { desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { accounts, checkoutSessions, mailOutbox, users } from "~/db/schema";
import { getSignedInUser } from "~/modules/accounts/access.server";
import { getAuth } from "~/modules/accounts/auth.server";
import { startCheckout } from "~/modules/billing/checkout.server";
import { createTestBillingProvider } from "~/modules/billing/test-billing.server";
import { payTestCheckout } from "~/modules/billing/test-checkout.server";
import { confirmAccountRequest } from "~/modules/onboarding/account-confirmation.server";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { cookieHeader, runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action as confirmAction, loader as confirmLoader } from "~/routes/account-confirmation";
import { action as accountAction, loader as accountLoader } from "~/routes/account-creation";
import { loader as verifiedLoader } from "~/routes/email-verified";

const ORIGIN = "http://localhost:3000";
const PASSWORD = "lanterns-over-the-lake-7";
const NEW_PASSWORD = "saffron-boats-at-dusk-31";
let address = 0;

function post(path: string, body: URLSearchParams, headers: Record<string, string> = {}): Request {
  address += 1;
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers: { origin: ORIGIN, "x-shaadi-client-ip": `198.51.100.${address}`, ...headers }, body });
}

type Failure = { values: Record<string, string>; fieldErrors: Record<string, string>; formError: { title?: string; message: string } };

describeEachDatabase("/account-creation and /account-confirmation", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let paidOwnerId = "";
  beforeAll(async () => {
    // An account that already paid: its checkout is used by it.
    paidOwnerId = (await getAuth().api.createUser({ body: { email: "paid-owner@example.test", password: PASSWORD, name: "Owner" } })).user.id;
    const used = await paidCheckout();
    await getDb().update(checkoutSessions).set({ usedByUserId: paidOwnerId }).where(eq(checkoutSessions.id, used));
  });

  async function paidCheckout(): Promise<string> {
    const session = await startCheckout(getDb(), createTestBillingProvider(getDb(), ORIGIN), { plan: "showcase", publicUrl: ORIGIN, customerEmail: "paid@example.test" });
    await payTestCheckout(getDb(), session.id);
    return session.id;
  }

  const accountPath = (sessionId: string) => `/account-creation?session_id=${sessionId}&plan=showcase`;
  const accountForm = (email: string, password = NEW_PASSWORD, confirmPassword = password) => new URLSearchParams({ email, password, confirmPassword });
  const request = (sessionId: string, email: string, password = NEW_PASSWORD) => runRoute(accountAction, post(accountPath(sessionId), accountForm(email, password)));

  /** The token of the newest account link mailed to `email`. */
  async function linkTokenFor(email: string): Promise<string> {
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.subject).toMatch(/Confirm your email to create your account/);
    return new URL(/https?:\/\/\S+\/account-confirmation\?\S+/.exec(mail!.text)![0]).searchParams.get("token")!;
  }
  const confirmPath = (token: string) => `/account-confirmation?token=${encodeURIComponent(token)}`;
  const confirm = (token: string, client = "") => runRoute(confirmAction, post(confirmPath(token), new URLSearchParams({ client })));
  const passwordHashOf = async (userId: string) => (await getDb().select().from(accounts).where(eq(accounts.userId, userId)))[0]?.password;
  const checkoutUser = async (id: string) => (await getDb().select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]?.usedByUserId;

  it("shows 'No valid session found' for an unknown or unpaid session, and pre-fills the paid checkout's email", async () => {
    expect((await runRoute(accountLoader, new Request(`${ORIGIN}/account-creation`))).body).toEqual({ valid: false });
    const sessionId = await paidCheckout();
    expect((await runRoute(accountLoader, new Request(`${ORIGIN}${accountPath(sessionId)}`))).body).toEqual({
      valid: true,
      sessionId,
      plan: "showcase",
      email: "paid@example.test",
      authRequired: false,
    });
  });

  it("refuses a cross-site post and answers problems with 400 in the one failure shape", async () => {
    const sessionId = await paidCheckout();
    const foreign = await runRoute<Failure>(accountAction, post(accountPath(sessionId), accountForm("a@example.test"), { origin: "https://evil.example" }));
    expect(foreign.status).toBe(403);
    const mismatch = await runRoute<Failure>(accountAction, post(accountPath(sessionId), accountForm("a@example.test", PASSWORD, "other-password-1")));
    expect(mismatch).toMatchObject({
      status: 400,
      body: { values: { email: "a@example.test" }, fieldErrors: { confirmPassword: "Passwords do not match." }, formError: { title: "Password Mismatch", message: "Passwords do not match." } },
    });
    expect(JSON.stringify(mismatch.body)).not.toContain(PASSWORD);
    const weak = await request(sessionId, "weak@example.test", "aaaaaaaaaaaa");
    expect(weak).toMatchObject({ status: 400, body: { fieldErrors: { password: expect.stringMatching(/too easy to guess/) }, formError: { title: "Password Too Weak" } } });
    const own = await request(sessionId, "rajveer@example.test", "rajveer-wedding-2026");
    expect(own).toMatchObject({ status: 400, body: { formError: { title: "Password Contains Email" } } });
    const unpaid = await request("cs_test_nope", "b@example.test");
    expect(unpaid).toMatchObject({ status: 409, body: { formError: { title: "Error", message: "No valid session found. Please restart the process." } } });
  });

  it("answers a new and an already paid email identically, and the paid account stays untouched", async () => {
    const first = await paidCheckout();
    const second = await paidCheckout();
    const hashBefore = await passwordHashOf(paidOwnerId);
    const fresh = await request(first, "newcomer@example.test");
    const taken = await request(second, "paid-owner@example.test");
    expect(fresh).toMatchObject({ status: 200, body: { pending: { email: "newcomer@example.test", resent: false } } });
    expect(taken.status).toBe(fresh.status);
    expect(JSON.stringify(taken.body).replace("paid-owner@", "X@")).toBe(JSON.stringify(fresh.body).replace("newcomer@", "X@"));
    expect([...taken.headers.keys()]).toEqual([...fresh.headers.keys()]);
    expect(await passwordHashOf(paidOwnerId)).toBe(hashBefore);

    // Only the mailbox owner learns the address has an account; the checkout stays usable for another email.
    const result = await confirm(await linkTokenFor("paid-owner@example.test"));
    expect(result).toMatchObject({ status: 200, body: { existing: { email: "paid-owner@example.test" } } });
    expect(result.headers.getSetCookie()).toEqual([]);
    expect(await checkoutUser(second)).toBeNull();
    expect(await passwordHashOf(paidOwnerId)).toBe(hashBefore);
    expect((await getDb().select().from(users).where(eq(users.email, "paid-owner@example.test"))).length).toBe(1);
  });

  it("creates a verified account from the link, signs in, continues to the business details; the link and checkout work once", async () => {
    const sessionId = await paidCheckout();
    await request(sessionId, "maya@example.test");
    const token = await linkTokenFor("maya@example.test");
    // Opening the link changes nothing; the page asks to confirm.
    expect((await runRoute(confirmLoader, new Request(`${ORIGIN}${confirmPath(token)}`))).body).toEqual({ page: { status: "valid", email: "maya@example.test" } });
    const created = await confirm(token);
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe(`/business-details?session_id=${sessionId}&plan=showcase`);
    const cookie = cookieHeader(created.headers);
    const user = await getSignedInUser(new Request(ORIGIN, { headers: { cookie } }));
    expect(user).toMatchObject({ email: "maya@example.test", emailVerified: true, role: "vendor" });
    expect(await checkoutUser(sessionId)).toBe(user!.id);
    // The new password signs in.
    await getAuth().api.signInEmail({ body: { email: "maya@example.test", password: NEW_PASSWORD } });

    const reused = await confirm(token);
    expect(reused).toMatchObject({ status: 404, body: { formError: { title: "Link Not Valid", message: "This link is not valid or has already been used." } } });
    expect((await runRoute(confirmLoader, new Request(`${ORIGIN}${confirmPath(token)}`))).body).toEqual({ page: { status: "invalid" } });
    // The checkout is used: the form now refuses it.
    expect(await request(sessionId, "other@example.test")).toMatchObject({ status: 409 });
  });

  it("lets only one of two links of one checkout make an account", async () => {
    const sessionId = await paidCheckout();
    await request(sessionId, "first-try@example.test");
    await request(sessionId, "second-try@example.test");
    const firstToken = await linkTokenFor("first-try@example.test");
    const secondToken = await linkTokenFor("second-try@example.test");
    expect((await confirm(secondToken)).status).toBe(302);
    expect(await confirm(firstToken)).toMatchObject({ status: 409, body: { formError: { message: "No valid session found. Please restart the process." } } });
    expect(await getDb().select().from(users).where(eq(users.email, "first-try@example.test"))).toEqual([]);
  });

  it("lets the paying vendor claim an email someone registered without paying", async () => {
    const squatter = await getAuth().api.createUser({ body: { email: "leela@example.test", password: PASSWORD, name: "Squatter" } });
    const squatterSession = await getAuth().api.signInEmail({ body: { email: "leela@example.test", password: PASSWORD }, headers: new Headers(), returnHeaders: true });
    const oldCookie = cookieHeader(squatterSession.headers);
    const sessionId = await paidCheckout();
    const answer = await request(sessionId, "leela@example.test");
    expect(answer).toMatchObject({ status: 200, body: { pending: { email: "leela@example.test" } } });
    // Nothing changes before the link is used.
    expect(await getSignedInUser(new Request(ORIGIN, { headers: { cookie: oldCookie } }))).toMatchObject({ email: "leela@example.test" });

    const claimed = await confirm(await linkTokenFor("leela@example.test"), "script");
    expect(claimed).toMatchObject({ status: 200, body: { created: { next: `/business-details?session_id=${sessionId}&plan=showcase` } } });
    const user = await getSignedInUser(new Request(ORIGIN, { headers: { cookie: cookieHeader(claimed.headers) } }));
    expect(user).toMatchObject({ id: squatter.user.id, emailVerified: true });
    expect(await getSignedInUser(new Request(ORIGIN, { headers: { cookie: oldCookie } }))).toBeUndefined();
    await expect(getAuth().api.signInEmail({ body: { email: "leela@example.test", password: PASSWORD } })).rejects.toThrow(/Invalid email or password/);
    await getAuth().api.signInEmail({ body: { email: "leela@example.test", password: NEW_PASSWORD } });
    expect(await checkoutUser(sessionId)).toBe(squatter.user.id);
  });

  it("refuses an expired link and offers to start again", async () => {
    const sessionId = await paidCheckout();
    await request(sessionId, "late@example.test");
    const token = await linkTokenFor("late@example.test");
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    await expect(confirmAccountRequest(getDb(), getAuth(), { token, headers: new Headers(), now: later })).rejects.toMatchObject({ code: "invalid", title: "Link Expired" });
    expect(await checkoutUser(sessionId)).toBeNull();
    expect(await getDb().select().from(users).where(eq(users.email, "late@example.test"))).toEqual([]);
  });

  it("sends the link again on request, which ends the earlier link, and limits resends", async () => {
    const sessionId = await paidCheckout();
    await request(sessionId, "again@example.test");
    const first = await linkTokenFor("again@example.test");
    const resend = () => runRoute(accountAction, post(accountPath(sessionId), new URLSearchParams({ intent: "resend", email: "again@example.test" })));
    expect(await resend()).toMatchObject({ status: 200, body: { pending: { email: "again@example.test", resent: true } } });
    const second = await linkTokenFor("again@example.test");
    expect(second).not.toBe(first);
    expect((await runRoute(confirmLoader, new Request(`${ORIGIN}${confirmPath(first)}`))).body).toEqual({ page: { status: "invalid" } });
    // A resend for an address with no request answers the same and sends nothing.
    const stranger = await runRoute(accountAction, post(accountPath(sessionId), new URLSearchParams({ intent: "resend", email: "stranger@example.test" })));
    expect(stranger).toMatchObject({ status: 200, body: { pending: { email: "stranger@example.test", resent: true } } });
    expect(await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, "stranger@example.test"))).toEqual([]);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await resend()).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await confirm(await linkTokenFor("again@example.test"))).status).toBe(302);
  });

  it("answers 429 with Retry-After once one address has asked for 10 accounts in an hour", async () => {
    const sessionId = await paidCheckout();
    const from = { "x-shaadi-client-ip": "203.0.113.77" };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      // A weak password: refused after the limit has counted the request, so nothing is hashed.
      const result = await runRoute<Failure>(accountAction, post(accountPath(sessionId), accountForm("spam@example.test", "password123"), from));
      statuses.push(result.status);
      if (result.status === 429) {
        expect(Number(result.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(result.body?.formError).toEqual({ title: "Account Creation Failed", message: "Too many attempts. Please try again later." });
      }
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });

  it("/email-verified shows its own texts and sends any other status home", async () => {
    expect((await runRoute(verifiedLoader, new Request(`${ORIGIN}/email-verified?status=success`))).body).toMatchObject({ title: "Email Verified!" });
    const forged = await runRoute(verifiedLoader, new Request(`${ORIGIN}/email-verified?status=error&message=Call+us+now`));
    expect(forged.body).toEqual({ status: "error", title: "Verification Failed", message: "Email verification failed. Please try again." });
    expect((await runRoute(verifiedLoader, new Request(`${ORIGIN}/email-verified?status=maybe`))).headers.get("location")).toBe("/");
  });
});
