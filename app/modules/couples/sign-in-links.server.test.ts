import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users, verifications } from "~/db/schema";
import { getSignedInUser } from "~/modules/accounts/access.server";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import { hashPassword } from "~/modules/accounts/password-hash.server";
import { signInWithPassword } from "~/modules/accounts/sign-in.server";
import { PLANNER_MESSAGES } from "~/modules/couples/planner-sign-in-form";
import { requestSignInLink } from "~/modules/couples/request-sign-in-link.server";
import { SIGN_IN_LINK_LIMITS } from "~/modules/couples/sign-in-link-limits.server";
import { signInWithLink } from "~/modules/couples/sign-in-with-link.server";
import type { MailMessage } from "~/modules/mail/mail-message";
import { createCoupleAccount, lastSignInToken } from "../../../tests/support/couple-account";
import { uniqueNumber } from "../../../tests/support/factories";
import { refusal } from "../../../tests/support/rejections";
import { cookieHeader } from "../../../tests/support/route-calls";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";

// docs/product/couples-tools.md#couple-accounts, decision 081: a couple signs in by a single-use link mailed to them,
// valid 15 minutes; the first link makes their `couple` account; every address gets the same answer; the limits count
// per client address and per email; a link never opens another role's account, and a couple never signs in with a
// password.

const at = new Date("2026-11-29T10:00:00Z");
const newEmail = () => `Couple-${uniqueNumber()}@Example.test`;
const nextIp = () => `198.51.100.${uniqueNumber() % 250}`;
const signInHeaders = () => new Headers({ "user-agent": "vitest" });

describeEachDatabase("couples' sign-in links", (getDb) => {
  let auth: Auth;
  const sent: MailMessage[] = [];
  beforeAll(() => {
    auth = createAuth(getDb(), { config: testAuthConfig(), sendMail: async (message) => void sent.push(message) });
  });

  it("mails a single-use link to the planner, valid 15 minutes, and keeps only the token's hash", async () => {
    const email = newEmail();
    await requestSignInLink(getDb(), auth, { email, ip: nextIp(), headers: signInHeaders() }, at);
    const mail = sent.at(-1)!;
    expect(mail).toMatchObject({ template: "couple-sign-in", to: email.toLowerCase(), subject: "Your sign-in link – Shaadi Vendors UK" });
    expect(mail.text).toContain("The link works once and is valid for 15 minutes.");
    const token = lastSignInToken(sent, email);
    expect(mail.text).toContain(`http://localhost:3000/planner/sign-in?token=${token}`);
    const stored = await getDb().select().from(verifications).where(like(verifications.identifier, "magic-link:%"));
    expect(stored.some((row) => row.identifier.includes(token) || row.value.includes(token))).toBe(false);
    const link = stored.find((row) => row.value.includes(email.toLowerCase()))!;
    const lifetimeMs = link.expiresAt.getTime() - link.createdAt.getTime();
    expect(lifetimeMs).toBeGreaterThan(14 * 60 * 1000);
    expect(lifetimeMs).toBeLessThanOrEqual(15 * 60 * 1000 + 1000);
  });

  it("creates a verified couple account on the first link and signs it in", async () => {
    const email = newEmail();
    await requestSignInLink(getDb(), auth, { email, ip: nextIp(), headers: signInHeaders() }, at);
    expect(await getDb().select().from(users).where(eq(users.email, email.toLowerCase()))).toEqual([]);
    const signedIn = await signInWithLink(getDb(), auth, { token: lastSignInToken(sent, email), headers: signInHeaders(), browserShortlistId: undefined }, at);
    const [user] = await getDb().select().from(users).where(eq(users.id, signedIn.userId));
    expect(user).toMatchObject({ email: email.toLowerCase(), role: "couple", emailVerified: true });
    const session = await getSignedInUser(new Request("http://localhost:3000/planner", { headers: { cookie: cookieHeader(signedIn.headers) } }), auth);
    expect(session).toMatchObject({ id: signedIn.userId, role: "couple" });
  });

  it("signs the same account in again with a later link", async () => {
    const couple = await createCoupleAccount(getDb(), auth, sent);
    const again = await createCoupleAccount(getDb(), auth, sent, { email: couple.email });
    expect(again.userId).toBe(couple.userId);
    expect(await getDb().select().from(users).where(eq(users.email, couple.email))).toHaveLength(1);
  });

  it("refuses a link used twice, an expired link and a made-up one, alike", async () => {
    const email = newEmail();
    await requestSignInLink(getDb(), auth, { email, ip: nextIp(), headers: signInHeaders() }, at);
    const token = lastSignInToken(sent, email);
    await signInWithLink(getDb(), auth, { token, headers: signInHeaders(), browserShortlistId: undefined }, at);
    const reused = await refusal(signInWithLink(getDb(), auth, { token, headers: signInHeaders(), browserShortlistId: undefined }, at));
    expect(reused).toMatchObject({ code: "unauthorized", message: PLANNER_MESSAGES.linkExpired });

    const late = newEmail();
    await requestSignInLink(getDb(), auth, { email: late, ip: nextIp(), headers: signInHeaders() }, at);
    await getDb().update(verifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(like(verifications.value, `%${late.toLowerCase()}%`));
    const expired = await refusal(signInWithLink(getDb(), auth, { token: lastSignInToken(sent, late), headers: signInHeaders(), browserShortlistId: undefined }, at));
    expect(expired).toMatchObject({ code: "unauthorized", message: PLANNER_MESSAGES.linkExpired });
    expect(await getDb().select().from(users).where(eq(users.email, late.toLowerCase()))).toEqual([]);

    for (const token of ["a".repeat(32), "not a token", ""]) {
      expect(await refusal(signInWithLink(getDb(), auth, { token, headers: signInHeaders(), browserShortlistId: undefined }, at))).toMatchObject({
        code: "unauthorized",
        message: PLANNER_MESSAGES.linkExpired,
      });
    }
  });

  describe("the same answer for every address", () => {
    it("answers a new address, a couple's and a vendor's alike, and mails the vendor nothing", async () => {
      const couple = await createCoupleAccount(getDb(), auth, sent);
      const vendorEmail = `vendor-${uniqueNumber()}@example.test`;
      await auth.api.createUser({ body: { email: vendorEmail, password: "saffron-ledger-and-lanterns-7", name: "Vendor", role: "vendor" } });
      const before = sent.length;
      const answers = await Promise.all(
        [newEmail(), couple.email, vendorEmail].map((email) => requestSignInLink(getDb(), auth, { email, ip: nextIp(), headers: signInHeaders() }, at)),
      );
      expect(answers).toEqual([undefined, undefined, undefined]);
      const mailed = sent.slice(before).map((mail) => mail.to);
      expect(mailed).toHaveLength(2);
      expect(mailed).toContain(couple.email);
      expect(mailed).not.toContain(vendorEmail);
    });

    it("never opens a vendor's account with a link, even one asked for before the account existed", async () => {
      const email = newEmail();
      await requestSignInLink(getDb(), auth, { email, ip: nextIp(), headers: signInHeaders() }, at);
      const { user } = await auth.api.createUser({ body: { email, password: "saffron-ledger-and-lanterns-7", name: "Vendor", role: "vendor" } });
      const refused = await refusal(signInWithLink(getDb(), auth, { token: lastSignInToken(sent, email), headers: signInHeaders(), browserShortlistId: undefined }, at));
      expect(refused.code).toBe("unauthorized");
      const [row] = await getDb().select({ role: users.role }).from(users).where(eq(users.id, user.id));
      expect(row?.role).toBe("vendor");
    });
  });

  describe("limits", () => {
    it(`refuses the ${SIGN_IN_LINK_LIMITS.perEmail.max + 1}th link for one email in 15 minutes, from any address, whether or not it has an account`, async () => {
      const couple = await createCoupleAccount(getDb(), auth, sent, { at });
      for (const email of [couple.email, newEmail()]) {
        // The account's own sign-in above counted one request for its email.
        const allowed = email === couple.email ? SIGN_IN_LINK_LIMITS.perEmail.max - 1 : SIGN_IN_LINK_LIMITS.perEmail.max;
        for (let index = 0; index < allowed; index += 1) await requestSignInLink(getDb(), auth, { email, ip: nextIp(), headers: signInHeaders() }, at);
        const refused = await refusal(requestSignInLink(getDb(), auth, { email, ip: nextIp(), headers: signInHeaders() }, at));
        expect(refused).toMatchObject({ code: "rate_limited", message: "Too many sign-in links were asked for. Please try again in 15 minutes." });
        expect(refused.retryAfterSeconds).toBe(15 * 60);
      }
      // A new window allows it again.
      await requestSignInLink(getDb(), auth, { email: couple.email, ip: nextIp(), headers: signInHeaders() }, new Date(at.getTime() + 15 * 60 * 1000));
    });

    it(`refuses the ${SIGN_IN_LINK_LIMITS.perAddress.max + 1}th link from one client address in 15 minutes, whatever the emails`, async () => {
      const ip = "203.0.113.77";
      const before = sent.length;
      for (let index = 0; index < SIGN_IN_LINK_LIMITS.perAddress.max; index += 1) {
        await requestSignInLink(getDb(), auth, { email: newEmail(), ip, headers: signInHeaders() }, at);
      }
      const refused = await refusal(requestSignInLink(getDb(), auth, { email: newEmail(), ip, headers: signInHeaders() }, at));
      expect(refused.code).toBe("rate_limited");
      expect(sent.length - before).toBe(SIGN_IN_LINK_LIMITS.perAddress.max);
    });
  });

  describe("vendors' password sign-in", () => {
    it("refuses a couple's account, with or without a password, as it refuses a wrong password", async () => {
      const couple = await createCoupleAccount(getDb(), auth, sent);
      const password = "couples-never-use-passwords-9";
      const attempt = { email: couple.email, password, ip: nextIp(), headers: signInHeaders() };
      const withoutPassword = await refusal(signInWithPassword(getDb(), auth, attempt, { now: at, sleep: async () => {} }));
      expect(withoutPassword).toMatchObject({ code: "unauthorized", message: "Invalid email or password" });
      // A password given some other way still opens no session: a couple's only door is their link.
      const context = await auth.$context;
      await context.internalAdapter.linkAccount({ userId: couple.userId, providerId: "credential", accountId: couple.userId, password: await hashPassword(password) });
      const withPassword = await refusal(signInWithPassword(getDb(), auth, attempt, { now: at, sleep: async () => {} }));
      expect(withPassword).toMatchObject({ code: "unauthorized", message: "Invalid email or password" });
    });
  });
});
