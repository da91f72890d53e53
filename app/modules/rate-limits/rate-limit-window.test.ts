import { describe, expect, it } from "vitest";
import { decide, nextWindow, windowHasEnded, type RateLimitWindow } from "~/modules/rate-limits/rate-limit-window";

const rule = { windowMs: 15 * 60 * 1000, max: 10 };
const start = new Date("2026-11-21T10:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);

describe("fixed-window arithmetic", () => {
  it("opens a window at the first request", () => {
    expect(nextWindow(undefined, start, rule)).toEqual({ count: 1, windowStart: start });
  });

  it("allows max requests in a window and refuses request max + 1", () => {
    let window: RateLimitWindow | undefined;
    const decisions = [];
    for (let i = 0; i < 11; i++) {
      window = nextWindow(window, at(i * 1000), rule);
      decisions.push(decide(window, at(i * 1000), rule).allowed);
    }
    expect(decisions).toEqual([...Array<boolean>(10).fill(true), false]);
  });

  it("says how long to wait, rounded up to whole seconds", () => {
    const full = { count: 11, windowStart: start };
    expect(decide(full, at(10_000), rule)).toEqual({ allowed: false, count: 11, retryAfterSeconds: 890 });
    expect(decide(full, at(rule.windowMs - 1), rule).retryAfterSeconds).toBe(1);
    expect(decide(full, at(rule.windowMs - 1001), rule).retryAfterSeconds).toBe(2);
  });

  it("ends the window exactly windowMs after it opened, and the next request opens a new one", () => {
    expect(windowHasEnded(start, at(rule.windowMs - 1), rule)).toBe(false);
    expect(windowHasEnded(start, at(rule.windowMs), rule)).toBe(true);
    const full = { count: 25, windowStart: start };
    expect(nextWindow(full, at(rule.windowMs - 1), rule)).toEqual({ count: 26, windowStart: start });
    expect(nextWindow(full, at(rule.windowMs), rule)).toEqual({ count: 1, windowStart: at(rule.windowMs) });
  });

  it("does not slide: requests late in a window do not extend it", () => {
    let window: RateLimitWindow | undefined;
    for (const minute of [0, 5, 10, 14]) window = nextWindow(window, at(minute * 60_000), rule);
    expect(window).toEqual({ count: 4, windowStart: start });
  });
});
