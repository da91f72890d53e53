export type AppErrorCode =
  | "invalid"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "rate_limited"
  | "unavailable";

/** The one mapping from error codes to HTTP statuses (docs/ARCHITECTURE.md, convention 5). */
const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 502,
};

/** The HTTP status of an error code: invalid 400, unauthorized 401, forbidden 403, not_found 404, conflict 409,
 * payload_too_large 413, rate_limited 429, unavailable 502 (an outside service failed). */
export function httpStatusOf(code: AppErrorCode): number {
  return STATUS_BY_CODE[code];
}

export type AppErrorDetails = {
  /** Field name → message, for `invalid` errors about one or more form fields. */
  fieldErrors?: Record<string, string>;
  /** A short heading shown before the message where the spec gives one (e.g. 'Password Mismatch'). */
  title?: string;
  /** For `rate_limited`: whole seconds until a retry may succeed (sent as `Retry-After`). */
  retryAfterSeconds?: number;
  cause?: unknown;
};

/**
 * The one error type domain code throws (docs/ARCHITECTURE.md, convention 5): a code, a message fit to show the
 * person who caused it, and optional details. Routes turn it into a response: loaders with
 * `throwRouteError` (modules/http/route-errors.server.ts), form actions with `formFailure`.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fieldErrors: Record<string, string>;
  readonly title: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: AppErrorCode, message: string, details: AppErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = "AppError";
    this.code = code;
    this.fieldErrors = details.fieldErrors ?? {};
    this.title = details.title;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }

  /** The HTTP status of the code ({@link httpStatusOf}). */
  get status(): number {
    return httpStatusOf(this.code);
  }
}
