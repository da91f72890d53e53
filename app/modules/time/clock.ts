// The app's clock. Rules that depend on the date (subscription lapses, enquiry event dates, the 30-day figures)
// read it through `now()`, so a test can move time forward without waiting (decision 019: "a controllable clock").

let source: () => Date = () => new Date();

/** The current time, from the clock in use (the system clock unless a test set another). */
export function now(): Date {
  return source();
}

/**
 * Replaces the clock, for tests: `setClock(() => new Date("2027-01-01T00:00:00Z"))`. Input: a function returning
 * the time to use. Undo with {@link resetClock}.
 */
export function setClock(clock: () => Date): void {
  source = clock;
}

/** Goes back to the system clock. */
export function resetClock(): void {
  source = () => new Date();
}

/** A day in UTC as `YYYY-MM-DD` (the form of a PostgreSQL `date`). Input: a time. */
export function utcDay(time: Date): string {
  return time.toISOString().slice(0, 10);
}
