import { AsyncLocalStorage } from "node:async_hooks";

// The request a piece of server code is working for, so every log line it writes carries that request's id
// without passing the id down through every function (decision 041).
const storage = new AsyncLocalStorage<{ requestId: string }>();

/**
 * Runs `work` (and everything it starts: awaits, timers, streams) as part of the request `requestId`.
 * Input: the request id and a function. Output: what the function returns.
 */
export function runInRequest<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/** The id of the request the current code works for, or undefined outside a request (start-up, sweeps). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
