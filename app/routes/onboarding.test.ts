import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { checkoutSessions } from "~/db/schema";
import { readEarlyBirdAvailability, setEarlyBirdSpots } from "~/modules/billing/early-bird.server";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action, loader } from "./onboarding";
import { action as checkoutAction } from "./test-checkout";
import { loader as successLoader } from "./payment-success";

const ORIGIN = "http://localhost:3000";
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} }) as any;
const post = (path: string, fields: Record<string, string>, origin = ORIGIN) =>
  new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams(fields),
  });
async function settle(value: unknown): Promise<unknown> {
  try {
    return await value;
  } catch (thrown) {
    return thrown;
  }
}
const statusOf = (value: unknown) => (value instanceof Response ? value.status : ((value as { init?: ResponseInit }).init?.status ?? 200));

describeEachDatabase("/onboarding → test checkout → /payment-success", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  beforeAll(() => setEarlyBirdSpots(getDb(), 1));

  it("shows the database's spots", async () => {
    expect(await loader()).toEqual({ earlyBird: { remainingSpots: 1 } });
  });

  it("redirects to the checkout in the same tab, then Pay leads to a verified /payment-success", async () => {
    const response = (await settle(action(args(post("/onboarding", { plan: "showcase" }))))) as Response;
    expect(response.status).toBe(302);
    const location = response.headers.get("Location") ?? "";
    const match = /^http:\/\/localhost:3000\/checkout\/test\/(cs_test_[0-9a-f]+)$/.exec(location);
    expect(match).not.toBeNull();
    const sessionId = match?.[1] ?? "";

    const paid = (await settle(checkoutAction(args(post(`/checkout/test/${sessionId}`, { intent: "pay" }), { sessionId })))) as Response;
    expect(paid.status).toBe(302);
    expect(paid.headers.get("Location")).toBe(`${ORIGIN}/payment-success?session_id=${sessionId}&plan=showcase`);
    const success = (await successLoader(args(new Request(paid.headers.get("Location") ?? "")))) as { verification: Promise<unknown> };
    expect(await success.verification).toEqual({ verified: true, plan: "showcase" });
  });

  it("Cancel goes back to /onboarding and frees the early-bird spot; sold out answers 409", async () => {
    const response = (await settle(action(args(post("/onboarding", { plan: "early_bird" }))))) as Response;
    const sessionId = (response.headers.get("Location") ?? "").split("/").pop() ?? "";
    expect((await readEarlyBirdAvailability(getDb())).remainingSpots).toBe(0);
    const soldOut = await settle(action(args(post("/onboarding", { plan: "early_bird" }))));
    expect(statusOf(soldOut)).toBe(409);
    expect((soldOut as { data: unknown }).data).toEqual({ error: "This offer is no longer available." });

    const cancelled = (await settle(checkoutAction(args(post(`/checkout/test/${sessionId}`, { intent: "cancel" }), { sessionId })))) as Response;
    expect(cancelled.headers.get("Location")).toBe("/onboarding");
    expect((await readEarlyBirdAvailability(getDb())).remainingSpots).toBe(1);
    expect((await getDb().select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)))[0]?.status).toBe("cancelled");
  });

  it("refuses cross-site posts and unknown plans", async () => {
    expect(statusOf(await settle(action(args(post("/onboarding", { plan: "showcase" }, "https://evil.example")))))).toBe(403);
    expect(statusOf(await settle(action(args(post("/onboarding", { plan: "gold" })))))).toBe(400);
  });

  it("sends /payment-success without a session id to /onboarding, and an unknown one to the failed state", async () => {
    const missing = (await settle(Promise.resolve().then(() => successLoader(args(new Request(`${ORIGIN}/payment-success?plan=showcase`)))))) as Response;
    expect(missing.headers.get("Location")).toBe("/onboarding");
    const unknown = (await successLoader(args(new Request(`${ORIGIN}/payment-success?session_id=cs_nope&plan=showcase`)))) as {
      verification: Promise<unknown>;
    };
    expect(await unknown.verification).toEqual({ verified: false });
  });
});
