import { beforeAll, expect, it } from "vitest";
import { createCategory, createVendor } from "../../../tests/support/factories";
import { createPaidAccount, PAID_ACCOUNT_PASSWORD } from "../../../tests/support/paid-account";
import { cookieHeader } from "../../../tests/support/route-calls";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import { requireOnboardingAccount } from "~/modules/onboarding/onboarding-access.server";

const ORIGIN = "http://localhost:3000";
const config = testAuthConfig(ORIGIN);

/** Where `requireOnboardingAccount` sends the request, or "allowed" when it lets it through. */
async function outcome(run: Promise<unknown>): Promise<string> {
  try {
    await run;
    return "allowed";
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 302) return thrown.headers.get("location") ?? "";
    throw thrown;
  }
}

describeEachDatabase("requireOnboardingAccount", (getDb) => {
  let auth: Auth;
  beforeAll(() => {
    auth = createAuth(getDb(), { config, sendMail: async () => {} });
  });
  const request = (path: string, cookie?: string) => new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
  const check = (path: string, cookie?: string) => outcome(requireOnboardingAccount(request(path, cookie), getDb(), auth));

  it("sends a signed-out visitor to account creation with the checkout, or to the plan choice without one, asking for the notice", async () => {
    expect(await check("/business-details?session_id=cs_test_1&plan=featured")).toBe(
      "/account-creation?session_id=cs_test_1&plan=featured&notice=auth-required",
    );
    expect(await check("/business-details?session_id=%20&plan=featured")).toBe("/onboarding?notice=auth-required");
    expect(await check("/business-details")).toBe("/onboarding?notice=auth-required");
  });

  it("sends an account without a paid checkout to the plan choice", async () => {
    const email = "no-plan@example.test";
    await auth.api.createUser({ body: { email, password: PAID_ACCOUNT_PASSWORD, name: "no-plan" } });
    const { headers } = await auth.api.signInEmail({ body: { email, password: PAID_ACCOUNT_PASSWORD }, headers: new Headers(), returnHeaders: true });
    expect(await check("/business-details?session_id=cs_test_1&plan=showcase", cookieHeader(headers))).toBe("/onboarding");
  });

  it("returns the account and the plan it bought, until its listing exists", async () => {
    const account = await createPaidAccount(getDb(), auth, { publicUrl: ORIGIN, plan: "featured" });
    const allowed = await requireOnboardingAccount(request("/business-details", account.cookie), getDb(), auth);
    expect(allowed).toEqual({
      user: expect.objectContaining({ id: account.userId, email: account.email, emailVerified: false }),
      checkout: { id: account.checkoutSessionId, plan: "featured" },
    });
    await createVendor(getDb(), { ownerUserId: account.userId, categoryId: (await createCategory(getDb())).id, isActive: false });
    expect(await check("/business-details", account.cookie)).toBe("/vendor-dashboard");
  });
});
