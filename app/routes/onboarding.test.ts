import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { checkoutSessions } from "~/db/schema";
import { readEarlyBirdAvailability, setEarlyBirdSpots } from "~/modules/billing/early-bird.server";
import type { FormFailure } from "~/modules/http/form-errors";
import { CROSS_SITE_MESSAGE } from "~/modules/http/same-origin.server";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action, loader } from "~/routes/onboarding";
import { action as checkoutAction } from "~/routes/test-checkout";
import { loader as successLoader } from "~/routes/payment-success";

const ORIGIN = "http://localhost:3000";
const post = (path: string, fields: Record<string, string>, origin = ORIGIN) =>
  new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams(fields),
  });
const checkout = (sessionId: string, intent: string, origin = ORIGIN) =>
  runRoute<FormFailure>(checkoutAction, post(`/checkout/test/${sessionId}`, { intent }, origin), { sessionId });

describeEachDatabase("/onboarding → test checkout → /payment-success", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  beforeAll(() => setEarlyBirdSpots(getDb(), 1));

  it("shows the database's spots", async () => {
    expect((await runRoute(loader, new Request(`${ORIGIN}/onboarding`))).body).toEqual({ earlyBird: { remainingSpots: 1 }, authRequired: false });
  });

  it("redirects to the checkout in the same tab, then Pay leads to a verified /payment-success", async () => {
    const response = await runRoute(action, post("/onboarding", { plan: "showcase" }));
    expect(response.status).toBe(302);
    const location = response.headers.get("Location") ?? "";
    const match = /^http:\/\/localhost:3000\/checkout\/test\/(cs_test_[0-9a-f]+)$/.exec(location);
    expect(match).not.toBeNull();
    const sessionId = match?.[1] ?? "";

    const paid = await checkout(sessionId, "pay");
    expect(paid.status).toBe(302);
    expect(paid.headers.get("Location")).toBe(`${ORIGIN}/payment-success?session_id=${sessionId}&plan=showcase`);
    const success = await runRoute<{ verification: Promise<unknown> }>(successLoader, new Request(paid.headers.get("Location") ?? ""));
    expect(await success.body?.verification).toEqual({ verified: true, plan: "showcase" });

    // Paying again is a no-op; an unknown intent is refused in the form's shape.
    expect((await checkout(sessionId, "pay")).status).toBe(302);
    const unknown = await checkout(sessionId, "refund");
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ values: { intent: "refund" }, fieldErrors: {}, formError: { message: "Unknown action." } });
  });

  it("Cancel goes back to /onboarding and frees the early-bird spot; sold out answers 409 in the form's shape", async () => {
    const response = await runRoute(action, post("/onboarding", { plan: "early_bird" }));
    const sessionId = (response.headers.get("Location") ?? "").split("/").pop() ?? "";
    expect((await readEarlyBirdAvailability(getDb())).remainingSpots).toBe(0);
    const soldOut = await runRoute<FormFailure>(action, post("/onboarding", { plan: "early_bird" }));
    expect(soldOut.status).toBe(409);
    expect(soldOut.body).toEqual({
      values: { plan: "early_bird" },
      fieldErrors: {},
      formError: { message: "This offer is no longer available." },
    });

    const cancelled = await checkout(sessionId, "cancel");
    expect(cancelled.headers.get("Location")).toBe("/onboarding");
    expect((await readEarlyBirdAvailability(getDb())).remainingSpots).toBe(1);
    expect((await getDb().select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)))[0]?.status).toBe("cancelled");

    // Paying a cancelled checkout: 409 with the reason, in the same shape.
    const late = await checkout(sessionId, "pay");
    expect(late.status).toBe(409);
    expect(late.body?.formError.message).toBe("This checkout was cancelled. Please choose your plan again.");
  });

  it("refuses cross-site posts before reading them, and unknown plans, in the form's shape", async () => {
    for (const request of [post("/onboarding", { plan: "showcase" }, "https://evil.example"), post("/checkout/test/cs_x", { intent: "pay" }, "https://evil.example")]) {
      const handler = request.url.endsWith("/onboarding") ? action : checkoutAction;
      const refused = await runRoute<FormFailure>(handler, request, { sessionId: "cs_x" });
      expect(refused.status).toBe(403);
      expect(request.bodyUsed).toBe(false);
      expect(refused.body?.formError.message).toBe(CROSS_SITE_MESSAGE);
    }
    const unknown = await runRoute<FormFailure>(action, post("/onboarding", { plan: "gold" }));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      values: { plan: "gold" },
      fieldErrors: { plan: "Please choose a plan." },
      formError: { message: "Please choose a plan." },
    });
  });

  it("sends /payment-success without a session id to /onboarding, and an unknown one to the failed state", async () => {
    const missing = await runRoute(successLoader, new Request(`${ORIGIN}/payment-success?plan=showcase`));
    expect(missing.headers.get("Location")).toBe("/onboarding");
    const unknown = await runRoute<{ verification: Promise<unknown> }>(
      successLoader,
      new Request(`${ORIGIN}/payment-success?session_id=cs_nope&plan=showcase`),
    );
    expect(await unknown.body?.verification).toEqual({ verified: false });
  });
});
