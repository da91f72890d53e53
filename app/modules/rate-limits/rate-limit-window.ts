// Fixed-window rate limiting, the arithmetic only (the database side is rate-limit.server.ts).
// A window opens at a key's first request and lasts `windowMs`; every request inside it counts; the first
// request at or after its end opens a new window with a count of 1.

export type RateLimitRule = {
  /** Length of a window in milliseconds. */
  windowMs: number;
  /** Requests allowed per window; request number max + 1 is refused. */
  max: number;
};

export type RateLimitWindow = { count: number; windowStart: Date };

export type RateLimitDecision = {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Whole seconds until the window ends (at least 1); 0 when allowed. */
  retryAfterSeconds: number;
};

/**
 * How far after `now` a window must have opened to be taken for one from a clock that was moved ahead and then back
 * (ms). Concurrent requests read the clock before they queue for the row, so one may find a window opened by a later
 * reading, a few milliseconds to seconds after its own: that window still counts it.
 */
export const CLOCK_MOVED_BACK_MS = 3_600_000;

/** Whether a window that opened at `windowStart` is over at `now`, or opened so far after it that it is no window at all. */
export function windowHasEnded(windowStart: Date, now: Date, rule: RateLimitRule): boolean {
  return now.getTime() - windowStart.getTime() >= rule.windowMs || windowStart.getTime() - now.getTime() > CLOCK_MOVED_BACK_MS;
}

/** The window after one more request at `now`: the same window counted up, or a new one. */
export function nextWindow(current: RateLimitWindow | undefined, now: Date, rule: RateLimitRule): RateLimitWindow {
  if (!current || windowHasEnded(current.windowStart, now, rule)) return { count: 1, windowStart: now };
  return { count: current.count + 1, windowStart: current.windowStart };
}

/**
 * The decision for a window that already includes the current request: allowed while `count` ≤ `max`;
 * otherwise the seconds left until the window ends, rounded up.
 */
export function decide(window: RateLimitWindow, now: Date, rule: RateLimitRule): RateLimitDecision {
  if (window.count <= rule.max) return { allowed: true, count: window.count, retryAfterSeconds: 0 };
  const remainingMs = window.windowStart.getTime() + rule.windowMs - now.getTime();
  return { allowed: false, count: window.count, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
}
