import { isDatabaseUnavailable } from "~/db/connection-errors.server";

// Requests whose handling failed because the database could not be reached. React Router hands its error
// handler (app/entry.server.tsx `handleError`) the very Request the server passed in, so the server can look the
// request up once the app has answered, and answer 503 instead of the 500 the app rendered (decision 041).
const failedRequests = new WeakSet<Request>();

/**
 * Notes that `request` failed on an unreachable database, when `error` says so ({@link isDatabaseUnavailable});
 * any other error is left alone. Input: the request and what was thrown while handling it.
 */
export function noteRequestFailure(request: Request, error: unknown): void {
  if (isDatabaseUnavailable(error)) failedRequests.add(request);
}

/** Whether a loader, action or render of `request` failed because the database could not be reached. */
export function failedOnDatabase(request: Request): boolean {
  return failedRequests.has(request);
}
