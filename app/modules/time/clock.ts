// The app's clock. Every rule that depends on the time (rate-limit windows, sign-in limits, account links, early-bird
// holds, subscription lapses, enquiry event dates, the 30-day figures) reads it through `now()`, so a test or the
// development clock (/dev/clock) moves them all at once instead of waiting. The system clock is read here only; the
// lint rule `no-restricted-syntax` in eslint.config.js keeps `new Date()` and `Date.now()` out of the rest of the
// server code. Decisions 019 and 052.

const systemClock = () => new Date();

let source: () => Date = systemClock;

/** The current time, from the clock in use (the system clock unless a test or the development clock set another). */
export function now(): Date {
  return source();
}

/**
 * The system clock's time, whatever the app clock says. Only for exchanges with a party that reads its own clock
 * (Stripe's webhook signature tolerance and checkout `expires_at`) and for timers of the process itself: a time
 * rule of the app reads {@link now}. Decision 052.
 */
export function systemNow(): Date {
  return systemClock();
}

/**
 * Replaces the clock, for tests: `setClock(() => new Date("2027-01-01T00:00:00Z"))`. Input: a function returning
 * the time to use. Undo with {@link resetClock}.
 */
export function setClock(clock: () => Date): void {
  source = clock;
}

/**
 * Runs the app clock `ms` milliseconds ahead of the system clock (it keeps ticking), as the development clock does.
 * Input: an offset in ms (negative moves it back). Undo with {@link resetClock}.
 */
export function advanceClock(ms: number): void {
  source = () => new Date(systemClock().getTime() + ms);
}

/** Goes back to the system clock. */
export function resetClock(): void {
  source = systemClock;
}

/** A day in UTC as `YYYY-MM-DD` (the form of a PostgreSQL `date`). Input: a time. */
export function utcDay(time: Date): string {
  return time.toISOString().slice(0, 10);
}
