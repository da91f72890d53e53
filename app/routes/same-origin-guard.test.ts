import { describe, expect, it } from "vitest";
import { CROSS_SITE_MESSAGE } from "~/modules/http/same-origin.server";
import { runRoute, type RouteHandler } from "../../tests/support/route-calls";

// Every form action runs the one same-origin guard before anything else (decision 011): a cross-site post is
// refused with 403 before its body is read or the database is touched. These actions are not form actions and
// check the sender their own way: Stripe's and Mailgun's webhooks (a signature over the body or its signed
// token), better-auth's endpoints (its trusted-origins check), and the one-click unsubscribes of the monthly summary
// and of a couple's marketing mail, which mail clients post from no page of ours and whose addresses carry
// their signed tokens (decisions 087, 094).
const NOT_FORM_ACTIONS = new Set(["./api.webhooks.stripe.ts", "./api.webhooks.inbound-mail.ts", "./api.auth.ts", "./unsubscribe.monthly-summary.tsx", "./unsubscribe.tsx"]);

const modules = import.meta.glob<{ action?: RouteHandler }>(["./*.ts", "./*.tsx", "!./*.test.ts"], { eager: true });
const formActions = Object.entries(modules).filter(([path, module]) => module.action && !NOT_FORM_ACTIONS.has(path));

describe("the same-origin guard", () => {
  it("covers the site's form actions", () => {
    expect(formActions.map(([path]) => path)).toEqual(
      expect.arrayContaining(["./vendor-auth.tsx", "./vendor-dashboard.tsx", "./onboarding.tsx", "./account-creation.tsx"]),
    );
  });

  it.each(formActions)("refuses a cross-site post to %s before reading it", async (path, module) => {
    for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }] as Record<string, string>[]) {
      const request = new Request(`http://localhost:3000/${path.slice(2).replace(/\.tsx?$/, "")}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: "email=victim%40example.test&password=attacker-password-1&plan=early_bird",
      });
      const result = await runRoute<{ formError?: { message: string } }>(module.action!, request, { sessionId: "cs_test_x" });
      expect(result.status).toBe(403);
      expect(request.bodyUsed).toBe(false);
      if (result.body && typeof result.body === "object") expect(result.body.formError?.message).toBe(CROSS_SITE_MESSAGE);
    }
  });
});
