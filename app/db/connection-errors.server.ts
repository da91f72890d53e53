/**
 * Error codes that mean the database cannot be reached or is shutting down, as opposed to a bad query:
 * Node's socket errors, and PostgreSQL's class 08 (connection exception), 57P01–57P03 (the server is shutting
 * down or starting) and 53300 (too many connections).
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

// node-postgres reports a connection cut mid-query, or a pool that waited too long for one, by message only.
const UNAVAILABLE_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/i, /^Client has encountered a connection error/];

/**
 * Whether an error means "the database is unavailable" (server stopped, restarting, unreachable), so the site
 * answers 503 (try again soon) instead of 500 (a bug). Follows `cause` chains, since Drizzle wraps the driver's
 * error in its own query error. Input: anything thrown. Output: true or false; never throws.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // An AggregateError (a host with several addresses, all refused) carries its reasons in `errors`.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}
