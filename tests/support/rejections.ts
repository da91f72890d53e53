import { expect } from "vitest";
import { AppError } from "~/modules/errors/app-error";

/** What `promise` rejects with. Fails the test when it resolves instead. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value: unknown) => {
      throw new Error(`Expected a rejection, but it resolved with ${JSON.stringify(value)}`);
    },
    (reason: unknown) => reason,
  );
}

/** The AppError `promise` rejects with (a refusal told to the user). Fails the test when it resolves or rejects with anything else. */
export async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const reason = await rejectionOf(promise);
  expect(reason).toBeInstanceOf(AppError);
  return reason as AppError;
}

/** The AppError `run` throws synchronously. Fails the test when it returns or throws anything else. */
export function refusalThrownBy(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error("Expected an AppError to be thrown, but nothing was");
}

/** For a run where some calls succeed: the AppError `promise` rejects with, or undefined when it resolves. Fails the test on any other rejection. */
export async function refusalIfAny(promise: Promise<unknown>): Promise<AppError | undefined> {
  return promise.then(
    () => undefined,
    (reason: unknown) => {
      expect(reason).toBeInstanceOf(AppError);
      return reason as AppError;
    },
  );
}
