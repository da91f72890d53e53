import { afterEach, beforeEach, expect, it } from "vitest";
import { consumeRateLimit } from "~/modules/rate-limits/rate-limit.server";
import { checkSignInAllowed, recordFailedSignIn, SIGN_IN_LIMITS } from "~/modules/accounts/sign-in-limits.server";
import { reserveEarlyBirdHold, PENDING_HOLD_MS } from "~/modules/billing/early-bird-holds.server";
import { setEarlyBirdSpots } from "~/modules/billing/early-bird.server";
import { API_RATE_LIMITS, limitApiRequest } from "~/modules/http/api-rate-limit.server";
import { CLIENT_IP_HEADER } from "~/modules/http/client-ip.server";
import { inspectAccountLink } from "~/modules/onboarding/account-confirmation.server";
import { ACCOUNT_REQUEST_TTL_MS, createAccountRequest } from "~/modules/onboarding/account-requests.server";
import { advanceClock, now, resetClock, setClock } from "~/modules/time/clock";
import { describeEachDatabase } from "../../../tests/support/test-database";

// Decision 052: every time rule reads the app clock, so moving it (as tests and /dev/clock do) moves the rule. The
// rules are called without a time argument here, as the routes call them; only the app clock changes.

const start = new Date("2026-11-21T10:00:00Z");
let clockAt = start;
const moveClockTo = (time: Date) => {
  clockAt = time;
  setClock(() => clockAt);
};
const later = (ms: number) => new Date(start.getTime() + ms);

it("runs the app clock ahead of the system clock and back", () => {
  advanceClock(3 * 24 * 60 * 60 * 1000);
  const ahead = now().getTime() - new Date().getTime();
  resetClock();
  const back = now().getTime() - new Date().getTime();
  // Bounds rather than exact values: the system clock ticks between the two reads.
  expect(ahead).toBeGreaterThan(3 * 24 * 60 * 60 * 1000 - 60_000);
  expect(Math.abs(back)).toBeLessThan(60_000);
});

describeEachDatabase("time rules follow the app clock", (getDb) => {
  beforeEach(() => moveClockTo(start));
  afterEach(() => resetClock());

  it("rate limit window: a full window refuses until the app clock reaches its end", async () => {
    const rule = { windowMs: 15 * 60 * 1000, max: 3 };
    for (let i = 0; i < rule.max; i++) expect((await consumeRateLimit(getDb(), "clock:window", rule)).allowed).toBe(true);
    expect(await consumeRateLimit(getDb(), "clock:window", rule)).toMatchObject({ allowed: false, retryAfterSeconds: 900 });
    moveClockTo(later(rule.windowMs - 1000));
    expect(await consumeRateLimit(getDb(), "clock:window", rule)).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    moveClockTo(later(rule.windowMs));
    expect(await consumeRateLimit(getDb(), "clock:window", rule)).toEqual({ allowed: true, count: 1, retryAfterSeconds: 0 });
  });

  it("API rate limit: the minute window reopens when the app clock moves a minute", async () => {
    const request = new Request("http://localhost/api/search?q=venue", { headers: { [CLIENT_IP_HEADER]: "203.0.113.40" } });
    for (let i = 0; i < API_RATE_LIMITS.search.max; i++) await limitApiRequest(getDb(), request, "search");
    await expect(limitApiRequest(getDb(), request, "search")).rejects.toMatchObject({ code: "rate_limited" });
    moveClockTo(later(API_RATE_LIMITS.search.windowMs));
    await expect(limitApiRequest(getDb(), request, "search")).resolves.toBeUndefined();
  });

  it("sign-in limit: an address refused after 10 attempts is let in again 15 minutes later by the app clock", async () => {
    const attempt = (i: number) => ({ ip: "198.51.100.40", email: `clock${i}@example.test` });
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress.max; i++) await checkSignInAllowed(getDb(), attempt(i));
    await expect(checkSignInAllowed(getDb(), attempt(10))).rejects.toMatchObject({ code: "rate_limited", retryAfterSeconds: 900 });
    moveClockTo(later(SIGN_IN_LIMITS.perAddress.windowMs));
    await expect(checkSignInAllowed(getDb(), attempt(11))).resolves.toEqual({ delayMs: 0 });
  });

  it("sign-in limit: failures on one account from one address age out with the app clock", async () => {
    const who = { ip: "198.51.100.41", email: "owner@example.test" };
    for (let i = 0; i < SIGN_IN_LIMITS.failuresPerAccountAndAddress.max; i++) await recordFailedSignIn(getDb(), who);
    await expect(checkSignInAllowed(getDb(), who)).rejects.toMatchObject({ code: "rate_limited" });
    moveClockTo(later(SIGN_IN_LIMITS.failuresPerAccountAndAddress.windowMs));
    // Let in again; the account's hour of failures still sets the progressive delay.
    const allowed = await checkSignInAllowed(getDb(), who);
    expect(allowed.delayMs).toBeGreaterThan(0);
    moveClockTo(later(SIGN_IN_LIMITS.failuresPerAccount.windowMs));
    expect(await checkSignInAllowed(getDb(), who)).toEqual({ delayMs: 0 });
  });

  it("account link: valid for 24 hours of the app clock, then expired", async () => {
    const { token } = await createAccountRequest(getDb(), { checkoutId: "cs_clock_link", email: "link@example.test", passwordHash: "scrypt:x" });
    expect(await inspectAccountLink(getDb(), token)).toEqual({ status: "valid", email: "link@example.test" });
    moveClockTo(later(ACCOUNT_REQUEST_TTL_MS - 1000));
    expect((await inspectAccountLink(getDb(), token)).status).toBe("valid");
    moveClockTo(later(ACCOUNT_REQUEST_TTL_MS));
    expect((await inspectAccountLink(getDb(), token)).status).toBe("expired");
  });

  it("early-bird hold: a pending hold stops counting for its browser once the app clock passes its time", async () => {
    await setEarlyBirdSpots(getDb(), 10);
    const holder = { key: "0123456789abcdef0123456789abcdef", address: "192.0.2.40" };
    expect((await reserveEarlyBirdHold(getDb(), "test", holder)).kind).toBe("reserved");
    await expect(reserveEarlyBirdHold(getDb(), "test", holder)).rejects.toMatchObject({ code: "conflict" });
    moveClockTo(later(PENDING_HOLD_MS));
    expect((await reserveEarlyBirdHold(getDb(), "test", holder)).kind).toBe("reserved");
  });
});
