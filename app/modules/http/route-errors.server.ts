import { data } from "react-router";
import type { ZodError } from "zod";
import { AppError } from "~/modules/errors/app-error";
import { fieldErrors, INVALID_FORM_MESSAGE, type FormFailure, type FormMessage } from "~/modules/http/form-errors";
import { logError } from "~/modules/logging/logger.server";

// How routes turn errors into responses (docs/ARCHITECTURE.md, convention 5; decision 011).
// Domain code throws AppError; loaders rethrow it as an error response for the route's error boundary;
// actions answer it with the form shown again. Anything else is a bug: it reaches the error boundary as a 500
// and is logged with the request id (server/app.ts), never shown.

/** Headers that go with an error response: `Retry-After` for rate limits; never cached. */
function errorHeaders(error: AppError): Headers {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (error.retryAfterSeconds !== undefined) headers.set("Retry-After", String(error.retryAfterSeconds));
  return headers;
}

/**
 * For loaders (and actions without a form): rethrows `error` as something React Router renders.
 * An {@link AppError} becomes an error response with its status and message (`isRouteErrorResponse` in the
 * boundary; 429 carries `Retry-After`); a Response (redirect, 404…) is rethrown as it is; anything else is
 * rethrown unchanged and becomes the app's 500 page. Never returns.
 */
export function throwRouteError(error: unknown): never {
  if (error instanceof AppError) {
    throw data(error.message, { status: error.status, statusText: error.message, headers: errorHeaders(error) });
  }
  throw error;
}

/** An `invalid` AppError carrying a zod error's message per field (first message of each field). */
export function invalidForm(error: ZodError, message = INVALID_FORM_MESSAGE): AppError {
  return new AppError("invalid", message, { fieldErrors: fieldErrors(error) });
}

/**
 * The answer of a form action that could not do its work, in the one shape {@link FormFailure}.
 * - A Response thrown inside the action (a redirect from an access helper) is rethrown.
 * - An {@link AppError}: its status (400, 401, 403, 409, 413, 429 with `Retry-After`…), its field messages and its
 *   message as the form-level message.
 * - Anything else is logged under `unexpected.log` and answered 500 with `unexpected.message`, the values kept.
 * Input: the caught value, the values to show again (never passwords), and the text for unexpected failures.
 */
export function formFailure<Values>(
  error: unknown,
  values: Values,
  unexpected: { log: string; message: FormMessage },
) {
  if (error instanceof Response) throw error;
  if (error instanceof AppError) {
    const failure: FormFailure<Values> = {
      values,
      fieldErrors: error.fieldErrors,
      formError: { title: error.title, message: error.message },
    };
    return data(failure, { status: error.status, headers: errorHeaders(error) });
  }
  logError(unexpected.log, error);
  const failure: FormFailure<Values> = { values, fieldErrors: {}, formError: unexpected.message };
  return data(failure, { status: 500, headers: { "Cache-Control": "no-store" } });
}
