// Slow statements, timed where the drivers run them (decision 041). app/db never imports the app's logger
// (app/modules), so start-up registers a listener here and the client factory reports to it.

/** One statement that took longer than the threshold. */
export type SlowQuery = {
  /** Wall time from sending the statement to its answer, in ms (waiting for a free pool connection excluded). */
  durationMs: number;
  /** The statement's text, whitespace collapsed, at most 1,000 characters; parameters are never included. */
  statement: string;
  database: "pglite" | "postgres";
};

/** Default threshold of SLOW_QUERY_MS: slower than a page's whole budget on the embedded database. */
export const DEFAULT_SLOW_QUERY_MS = 200;
const MAX_STATEMENT_LENGTH = 1_000;

let listener: ((query: SlowQuery) => void) | undefined;
let thresholdMs = DEFAULT_SLOW_QUERY_MS;
const monotonicClock = () => performance.now();
let clock: () => number = monotonicClock;

/**
 * Registers the one listener told about statements slower than `slowerThanMs` (ms), or removes it with undefined.
 * Applies to every database opened in this process, before or after the call.
 */
export function onSlowQuery(listenerOrNone: ((query: SlowQuery) => void) | undefined, slowerThanMs = DEFAULT_SLOW_QUERY_MS): void {
  listener = listenerOrNone;
  thresholdMs = slowerThanMs;
}

/**
 * Replaces the clock statements are timed with (a monotonic time in ms), or puts `performance.now` back with
 * undefined. Tests give statements exact durations this way: a loaded machine makes real ones unpredictable.
 */
export function setQueryClock(next: (() => number) | undefined): void {
  clock = next ?? monotonicClock;
}

/** The statement text as logged: whitespace collapsed and cut at {@link MAX_STATEMENT_LENGTH} characters. */
export function statementText(text: string): string {
  const collapsed = text.replace(/\s+/g, " ").trim();
  return collapsed.length > MAX_STATEMENT_LENGTH ? `${collapsed.slice(0, MAX_STATEMENT_LENGTH)}…` : collapsed;
}

/** Reports a finished statement to the listener when it took longer than the threshold. Never throws. */
function report(database: SlowQuery["database"], text: unknown, startedAt: number): void {
  const durationMs = clock() - startedAt;
  if (!listener || durationMs <= thresholdMs || typeof text !== "string") return;
  try {
    listener({ durationMs: Math.round(durationMs), statement: statementText(text), database });
  } catch {
    // A failing listener must not fail the query.
  }
}

type Queryable = { query: (...args: never[]) => unknown };

/**
 * Times every `query` of a driver object (a node-postgres client, PGlite or its transaction), promise or callback
 * style, by replacing that one method on the object. Streaming calls (node-postgres `Submittable`s: cursors) pass
 * through untimed. Input: the object and which database it is. Output: the same object.
 */
export function timeQueries<T extends Queryable>(target: T, database: SlowQuery["database"]): T {
  const original = target.query.bind(target) as (...args: unknown[]) => unknown;
  const timed = (...args: unknown[]) => {
    const first = args[0] as { text?: unknown; submit?: unknown } | string | undefined;
    if (typeof first === "object" && typeof first?.submit === "function") return original(...args);
    const text = typeof first === "string" ? first : first?.text;
    const startedAt = clock();
    const callback = args.at(-1);
    // node-postgres's Pool.query calls its client with a callback.
    if (typeof callback === "function") {
      args[args.length - 1] = (...results: unknown[]) => {
        report(database, text, startedAt);
        return (callback as (...values: unknown[]) => unknown)(...results);
      };
      return original(...args);
    }
    const result = original(...args);
    if (!(result instanceof Promise)) return result;
    return result.finally(() => report(database, text, startedAt));
  };
  (target as { query: unknown }).query = timed;
  return target;
}
