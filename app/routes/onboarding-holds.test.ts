import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { checkoutSessions } from "~/db/schema";
import { readEarlyBirdAvailability, setEarlyBirdSpots } from "~/modules/billing/early-bird.server";
import { CLIENT_IP_HEADER } from "~/modules/http/client-ip.server";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { cookieHeader, runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action, loader } from "~/routes/onboarding";

// One client must not be able to take the early-bird offer's spots (decision 014).
const ORIGIN = "http://localhost:3000";
const SPOTS = 298;

function startEarlyBird(ip: string, cookie?: string): Request {
  const headers: Record<string, string> = {
    "content-type": "application/x-www-form-urlencoded",
    origin: ORIGIN,
    [CLIENT_IP_HEADER]: ip,
  };
  if (cookie) headers.cookie = cookie;
  return new Request(`${ORIGIN}/onboarding`, { method: "POST", headers, body: "plan=early_bird" });
}

describeEachDatabase("early-bird holds per client", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  const spots = async () => (await readEarlyBirdAvailability(getDb())).remainingSpots;
  const start = (ip: string, cookie?: string) => runRoute(action, startEarlyBird(ip, cookie));

  beforeEach(async () => {
    await getDb().delete(checkoutSessions);
    await setEarlyBirdSpots(getDb(), SPOTS);
  });

  it("300 starts one after another from one address, without the cookie, leave at least 290 spots", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 300; i += 1) statuses.push((await start("203.0.113.7")).status);
    expect(statuses.filter((status) => status === 302).length).toBeLessThanOrEqual(2);
    expect(await spots()).toBeGreaterThanOrEqual(290);
  });

  it("300 parallel starts from one address, without the cookie, leave at least 290 spots", async () => {
    const results = await Promise.all(Array.from({ length: 300 }, () => start("203.0.113.8")));
    expect(results.filter((result) => result.status === 302).length).toBeLessThanOrEqual(2);
    const refused = results.find((result) => result.status !== 302);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await spots()).toBeGreaterThanOrEqual(290);
  });

  it("300 starts from one browser (same cookie) keep one hold and get the same checkout back", async () => {
    const first = await start("203.0.113.9");
    expect(first.status).toBe(302);
    const cookie = cookieHeader(first.headers);
    expect(cookie).toMatch(/=/);
    // HttpOnly, and sent to /onboarding.data too (the form posted with JavaScript).
    expect(first.headers.get("Set-Cookie")).toMatch(/; Path=\/; .*HttpOnly; SameSite=Lax/);
    const location = first.headers.get("Location");

    const parallel = await Promise.all(Array.from({ length: 150 }, () => start("203.0.113.9", cookie)));
    const sequential = [];
    for (let i = 0; i < 149; i += 1) sequential.push(await start("203.0.113.9", cookie));
    for (const result of [...parallel, ...sequential]) {
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toBe(location);
    }
    expect(await spots()).toBe(SPOTS - 1);
  });

  it("the same browser from many addresses still holds one spot", async () => {
    const first = await start("198.51.100.1");
    const cookie = cookieHeader(first.headers);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => start(`198.51.100.${i + 2}`, cookie)));
    expect(new Set(results.map((result) => result.headers.get("Location")))).toEqual(new Set([first.headers.get("Location")]));
    expect(await spots()).toBe(SPOTS - 1);
  });

  it("50 different clients (different addresses) can each hold one", async () => {
    // One address is already at its limit: it does not affect the others.
    await Promise.all(Array.from({ length: 20 }, () => start("203.0.113.10")));
    const before = await spots();
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => start(`192.0.2.${i + 1}`)));
    expect(results.map((result) => result.status)).toEqual(Array(50).fill(302));
    expect(new Set(results.map((result) => result.headers.get("Location"))).size).toBe(50);
    expect(await spots()).toBe(before - 50);
  });

  it("a test-mode hold lasts 10 minutes", async () => {
    const before = Date.now();
    const result = await start("203.0.113.11");
    const id = (result.headers.get("Location") ?? "").split("/").pop() ?? "";
    const [row] = await getDb().select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
    expect(row?.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 10 * 60_000);
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
  });

  it("returning through the cancel URL gives the browser's spot back", async () => {
    const result = await start("203.0.113.12");
    const cookie = cookieHeader(result.headers);
    const id = (result.headers.get("Location") ?? "").split("/").pop() ?? "";
    expect(await spots()).toBe(SPOTS - 1);
    // Another browser's visit changes nothing.
    await runRoute(loader, new Request(`${ORIGIN}/onboarding?checkout=cancelled`, { headers: { [CLIENT_IP_HEADER]: "203.0.113.12" } }));
    expect(await spots()).toBe(SPOTS - 1);

    const page = await runRoute<{ earlyBird: { remainingSpots: number } }>(
      loader,
      new Request(`${ORIGIN}/onboarding?checkout=cancelled`, { headers: { cookie, [CLIENT_IP_HEADER]: "203.0.113.12" } }),
    );
    expect(page.body?.earlyBird.remainingSpots).toBe(SPOTS);
    expect(await spots()).toBe(SPOTS);
    expect((await getDb().select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]?.status).toBe("cancelled");

    // A new start from that browser takes a new spot.
    const again = await start("203.0.113.12", cookie);
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).not.toBe(result.headers.get("Location"));
    expect(await spots()).toBe(SPOTS - 1);
  });
});
