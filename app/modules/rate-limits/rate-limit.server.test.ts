import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { describeEachDatabase, openTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { consumeRateLimit, peekRateLimit, pruneRateLimits, resetRateLimit } from "~/modules/rate-limits/rate-limit.server";
import { checkSignInAllowed, recordFailedSignIn } from "~/modules/accounts/sign-in-limits.server";

const rule = { windowMs: 15 * 60 * 1000, max: 10 };
const start = new Date("2026-11-21T10:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);

describeEachDatabase("database rate limits", (getDb) => {
  it("allows 10 requests in a window and refuses the 11th, with the wait until the window ends", async () => {
    const decisions = [];
    for (let i = 0; i < 11; i++) decisions.push(await consumeRateLimit(getDb(), "test:eleven", rule, at(i * 1000)));
    expect(decisions.map((decision) => decision.allowed)).toEqual([...Array<boolean>(10).fill(true), false]);
    expect(decisions[10]).toEqual({ allowed: false, count: 11, retryAfterSeconds: 890 });
  });

  it("opens a new window once the old one has ended, and refused requests do not extend it", async () => {
    for (let i = 0; i < 15; i++) await consumeRateLimit(getDb(), "test:reset", rule, at(i * 60_000));
    expect((await consumeRateLimit(getDb(), "test:reset", rule, at(rule.windowMs - 1))).allowed).toBe(false);
    expect(await consumeRateLimit(getDb(), "test:reset", rule, at(rule.windowMs))).toEqual({
      allowed: true,
      count: 1,
      retryAfterSeconds: 0,
    });
    const [row] = await getDb().select().from(rateLimits).where(eq(rateLimits.key, "test:reset"));
    expect(row?.windowStart.toISOString()).toBe(at(rule.windowMs).toISOString());
  });

  it("counts afresh when the window opened after now, as after the app clock was moved ahead and back", async () => {
    const ahead = at(365 * 24 * 3600_000);
    for (let i = 0; i < 11; i++) await consumeRateLimit(getDb(), "test:ahead", rule, ahead);
    expect((await peekRateLimit(getDb(), "test:ahead", rule, start)).count).toBe(0);
    expect(await consumeRateLimit(getDb(), "test:ahead", rule, start)).toEqual({ allowed: true, count: 1, retryAfterSeconds: 0 });
  });

  it("still counts a request that read the clock just before the one that opened the window", async () => {
    for (let i = 0; i < 10; i++) await consumeRateLimit(getDb(), "test:race", rule, at(2_000));
    expect((await peekRateLimit(getDb(), "test:race", rule, at(1_000))).count).toBe(10);
    expect((await consumeRateLimit(getDb(), "test:race", rule, at(1_000))).allowed).toBe(false);
  });

  it("keeps keys apart", async () => {
    for (let i = 0; i < 11; i++) await consumeRateLimit(getDb(), "test:a", rule, start);
    expect((await consumeRateLimit(getDb(), "test:b", rule, start)).allowed).toBe(true);
  });

  it("peeks without counting, and forgets a key on reset", async () => {
    await consumeRateLimit(getDb(), "test:peek", rule, start);
    await consumeRateLimit(getDb(), "test:peek", rule, start);
    expect(await peekRateLimit(getDb(), "test:peek", rule, at(60_000))).toEqual({ count: 2, retryAfterSeconds: 840 });
    expect((await peekRateLimit(getDb(), "test:peek", rule, at(60_000))).count).toBe(2);
    expect((await peekRateLimit(getDb(), "test:peek", rule, at(rule.windowMs))).count).toBe(0);
    await resetRateLimit(getDb(), "test:peek");
    expect((await peekRateLimit(getDb(), "test:peek", rule, at(60_000))).count).toBe(0);
  });

  it("prunes windows older than a given time", async () => {
    await consumeRateLimit(getDb(), "test:old", rule, new Date("2020-01-01T00:00:00Z"));
    expect(await pruneRateLimits(getDb(), new Date("2021-01-01T00:00:00Z"))).toBeGreaterThanOrEqual(1);
    expect(await getDb().select().from(rateLimits).where(eq(rateLimits.key, "test:old"))).toEqual([]);
  });

  it("sign-in: the 11th attempt from one address is refused, whatever the email", async () => {
    for (let i = 0; i < 10; i++) {
      expect(await checkSignInAllowed(getDb(), { ip: "198.51.100.7", email: `user${i}@example.test` }, at(i * 1000))).toEqual({ delayMs: 0 });
    }
    await expect(checkSignInAllowed(getDb(), { ip: "198.51.100.7", email: "user10@example.test" }, at(10_000))).rejects.toMatchObject({
      code: "rate_limited",
      retryAfterSeconds: 890,
    });
    // Another address is not affected.
    expect(await checkSignInAllowed(getDb(), { ip: "198.51.100.8", email: "user0@example.test" }, at(11_000))).toEqual({ delayMs: 0 });
  });

  it("sign-in: 5 failures from one address throttle that address only; the account is slowed, never locked", async () => {
    const email = "attacked@example.test";
    for (let i = 0; i < 5; i++) {
      await checkSignInAllowed(getDb(), { ip: "203.0.113.1", email }, at(i * 1000));
      await recordFailedSignIn(getDb(), { ip: "203.0.113.1", email }, at(i * 1000));
    }
    await expect(checkSignInAllowed(getDb(), { ip: "203.0.113.1", email: "ATTACKED@example.test " }, at(5000))).rejects.toMatchObject({
      code: "rate_limited",
      retryAfterSeconds: 895,
    });
    expect(await checkSignInAllowed(getDb(), { ip: "203.0.113.99", email }, at(5000))).toEqual({ delayMs: 250 });
    expect(await checkSignInAllowed(getDb(), { ip: "203.0.113.1", email }, at(rule.windowMs))).toEqual({ delayMs: 250 });
  });
});

// Two app instances = two connection pools on one PostgreSQL database: the limit holds across both, also when
// their requests race (PGlite has a single connection, so this runs on PostgreSQL only).
describe.runIf(process.env.DATABASE_URL)("rate limits across two app instances [postgres]", () => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase("postgres");
    second = await openDatabase({ kind: "postgres", url: database.url! });
  });
  afterAll(async () => {
    await second?.close();
    await database?.dispose();
  });

  it("allows exactly 10 of 30 simultaneous attempts split over both instances", async () => {
    const instances = [database.handle.db, second.db];
    const decisions = await Promise.all(
      Array.from({ length: 30 }, (_, i) => consumeRateLimit(instances[i % 2]!, "race:key", rule, start)),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
    expect(decisions.map((decision) => decision.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it("sees the failures and attempts one instance recorded when the other is asked", async () => {
    const email = "shared@example.test";
    for (let i = 0; i < 6; i++) await recordFailedSignIn(database.handle.db, { ip: "192.0.2.50", email }, start);
    await expect(checkSignInAllowed(second.db, { ip: "192.0.2.50", email }, start)).rejects.toMatchObject({ code: "rate_limited" });
    expect(await checkSignInAllowed(second.db, { ip: "192.0.2.51", email }, start)).toEqual({ delayMs: 500 });
    for (let i = 0; i < 10; i++) await checkSignInAllowed(i % 2 ? second.db : database.handle.db, { ip: "192.0.2.60", email: `x${i}@example.test` }, start);
    await expect(checkSignInAllowed(second.db, { ip: "192.0.2.60", email: "y@example.test" }, start)).rejects.toMatchObject({ code: "rate_limited" });
  });
});
