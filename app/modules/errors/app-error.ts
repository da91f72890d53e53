export type AppErrorCode = "not_found" | "forbidden" | "conflict" | "invalid";

const statusByCode: Record<AppErrorCode, number> = {
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  invalid: 400,
};

/**
 * The one error type domain code throws (architecture guide, convention 5).
 * Routes turn it into an HTTP response with {@link appErrorResponse}.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  constructor(code: AppErrorCode, message: string) {
    super(message);
    this.name = "AppError";
    this.code = code;
  }
  /** HTTP status for the code: not_found 404, forbidden 403, conflict 409, invalid 400. */
  get status(): number {
    return statusByCode[this.code];
  }
}

/**
 * Converts an {@link AppError} to a Response that a loader can throw so the route's error boundary
 * renders with the right status; any other value is rethrown unchanged (and becomes a 500).
 */
export function appErrorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    return new Response(error.message, { status: error.status, statusText: error.message });
  }
  throw error;
}
