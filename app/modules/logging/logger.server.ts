import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger };
import { currentRequestId } from "~/modules/logging/request-context.server";
import { REDACTED, redactText, redactValue } from "~/modules/logging/redact";

// The server's one logger (decision 041): JSON lines on stdout through pino, each with the id of the request it
// belongs to, without personal data or secrets. Levels follow LOG_LEVEL (app/config.server.ts). Call sites log
// ids, never personal data (decision 048); the redaction here is the safety net behind them.

/** LOG_LEVEL's values, from quietest to most verbose. */
export const LOG_LEVELS = ["silent", "error", "warn", "info", "debug"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Header values that are credentials, wherever a line carries request or response headers. */
const REDACTED_PATHS = [
  "headers.authorization",
  "headers.cookie",
  'headers["set-cookie"]',
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "password",
  "*.password",
  "token",
  "*.token",
  "secret",
  "*.secret",
];

/**
 * A logger writing JSON lines to `destination` (stdout by default) at `level`. Every line gets `requestId`
 * when written while handling a request ({@link currentRequestId}); emails, URL query strings and a failed statement's
 * values are removed from the message, the fields and errors; personal fields (`to`, `email`, `subject`, `data`…;
 * redact.ts), credential headers and password/token/secret fields become `[redacted]`.
 * Errors go under `err` with their type, message and stack.
 */
export function createLogger(options: { level: LogLevel; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: (object) => redactValue(object) as Record<string, unknown> },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      redact: { paths: REDACTED_PATHS, censor: REDACTED },
      serializers: { err: (error: Error) => redactValue(pino.stdSerializers.err(error)) as pino.SerializedError },
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((arg) => (typeof arg === "string" ? redactText(arg) : arg)) as typeof args;
          method.apply(this, scrubbed);
        },
      },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

// Under Vitest the app's errors keep going to console.error, with the same arguments as before, so a test that
// logs an error still fails (tests/setup/fail-on-console-error.ts) and tests can assert on what was logged.
const underTest = Boolean(process.env.VITEST);

/** The logger start-up (or a test) installed; until then a default one. */
let installed: Logger | undefined;
let fallback: Logger | undefined;

/** The process-wide logger: the installed one, else one at LOG_LEVEL ("info" by default; silent under Vitest). */
export function getLogger(): Logger {
  if (installed) return installed;
  fallback ??= createLogger({ level: underTest ? "silent" : levelFromEnvironment() });
  return fallback;
}

/**
 * Installs the process-wide logger (start-up: one at LOG_LEVEL; a test: one writing to memory), or removes it
 * with undefined. Once one is installed, errors go to it even under Vitest.
 */
export function setLogger(logger: Logger | undefined): void {
  installed = logger;
}

function levelFromEnvironment(): LogLevel {
  const value = process.env.LOG_LEVEL?.trim();
  return (LOG_LEVELS as readonly string[]).includes(value ?? "") ? (value as LogLevel) : "info";
}

/**
 * Logs a failure at level error: `message` says what could not be done, `error` (optional) is what was thrown,
 * `fields` add context (ids, never personal data). Under Vitest: `console.error(message, error)`.
 */
export function logError(message: string, error?: unknown, fields: Record<string, unknown> = {}): void {
  if (underTest && !installed) {
    if (error === undefined) console.error(message);
    else console.error(message, error);
    return;
  }
  getLogger().error({ ...fields, ...(error === undefined ? {} : { err: error }) }, message);
}

/** Like {@link logError} at level warn (something failed and was worked around). Under Vitest: `console.warn`. */
export function logWarning(message: string, error?: unknown, fields: Record<string, unknown> = {}): void {
  if (underTest && !installed) {
    if (error === undefined) console.warn(message);
    else console.warn(message, error);
    return;
  }
  getLogger().warn({ ...fields, ...(error === undefined ? {} : { err: error }) }, message);
}

/** Logs what happened at level info (start-up, sweeps, one line per request). Silent under Vitest. */
export function logInfo(message: string, fields: Record<string, unknown> = {}): void {
  getLogger().info(fields, message);
}
