import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "~/modules/errors/app-error";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import { signInDelayMs } from "~/modules/accounts/sign-in-limits.server";
import { signInWithPassword } from "~/modules/accounts/sign-in.server";

const config = testAuthConfig();

const PASSWORD = "mehndi-by-the-river-42";

describe("the progressive delay", () => {
  it("is free for 4 failures, then doubles from 250 ms up to 5 s", () => {
    expect([0, 4, 5, 6, 7, 8, 9, 10, 11, 50, 10_000].map(signInDelayMs)).toEqual([0, 0, 250, 500, 1000, 2000, 4000, 5000, 5000, 5000, 5000]);
  });
});

describeEachDatabase("sign-in throttling without lockout", (getDb) => {
  let auth: Auth;
  beforeAll(async () => {
    auth = createAuth(getDb(), { config, sendMail: async () => {} });
    await auth.api.createUser({ body: { email: "priya@example.test", password: PASSWORD, name: "Priya" } });
    await auth.api.createUser({ body: { email: "sana@example.test", password: PASSWORD, name: "Sana" } });
  });

  /** One attempt with a recorded (not real) wait; the outcome as a status. */
  async function attempt(email: string, password: string, ip: string, now: Date, sleeps: number[] = []) {
    try {
      await signInWithPassword(getDb(), auth, { email, password, ip, headers: new Headers() }, { now, sleep: async (ms) => void sleeps.push(ms) });
      return { status: 200 };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { status: error.status, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
    }
  }

  it("answers 401 with better-auth's message for a wrong password and an unknown email alike", async () => {
    const now = new Date();
    expect(await attempt("priya@example.test", "not-the-password", "192.0.2.2", now)).toEqual({ status: 401, message: "Invalid email or password", retryAfterSeconds: undefined });
    expect(await attempt("nobody@example.test", "not-the-password", "192.0.2.2", now)).toEqual({ status: 401, message: "Invalid email or password", retryAfterSeconds: undefined });
  });

  it("throttles the address that failed 5 times on an account, but lets the owner in from another address", async () => {
    const now = new Date();
    for (let i = 0; i < 5; i++) expect((await attempt("priya@example.test", `wrong-${i}-password`, "192.0.2.100", now)).status).toBe(401);
    const refused = await attempt("priya@example.test", PASSWORD, "192.0.2.100", now);
    expect(refused).toEqual({ status: 429, message: "Too many sign-in attempts. Please try again in 15 minutes.", retryAfterSeconds: 900 });
    const sleeps: number[] = [];
    expect(await attempt("priya@example.test", PASSWORD, "192.0.2.200", now, sleeps)).toEqual({ status: 200 });
    // The attacking address may try again once its window has passed.
    expect((await attempt("priya@example.test", PASSWORD, "192.0.2.100", new Date(now.getTime() + 15 * 60 * 1000))).status).toBe(200);
  });

  it("slows a long attack from many addresses without ever refusing the owner", async () => {
    const now = new Date();
    const sleeps: number[] = [];
    const statuses: number[] = [];
    for (let address = 0; address < 3; address++) {
      for (let i = 0; i < 5; i++) statuses.push((await attempt("sana@example.test", `guess-${address}-${i}-x`, `203.0.113.${address + 1}`, now, sleeps)).status);
    }
    expect(statuses).toEqual(Array<number>(15).fill(401));
    expect(sleeps).toEqual([250, 500, 1000, 2000, 4000, ...Array<number>(5).fill(5000)]);
    const ownerSleeps: number[] = [];
    expect(await attempt("sana@example.test", PASSWORD, "198.51.100.9", now, ownerSleeps)).toEqual({ status: 200 });
    expect(ownerSleeps).toEqual([5000]);
    // A successful sign-in forgets the failures: the next one waits for nothing.
    const nextSleeps: number[] = [];
    expect(await attempt("sana@example.test", PASSWORD, "198.51.100.9", now, nextSleeps)).toEqual({ status: 200 });
    expect(nextSleeps).toEqual([]);
  });

  it("refuses the 11th sign-in attempt from one address, with the seconds to wait", async () => {
    const now = new Date();
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt(`visitor${i}@example.test`, "whatever-password", "198.51.100.77", now)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    expect((await attempt("priya@example.test", PASSWORD, "198.51.100.77", now)).retryAfterSeconds).toBe(900);
  });
});
