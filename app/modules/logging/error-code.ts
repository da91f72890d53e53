// How a failure is named in a log line that must not carry the error's text (decision 048): an SMTP server's
// answer can echo the recipient, a failed statement's text its parameters.

const MAX_CAUSES = 5;

/**
 * The code of a failure, for a log line: the first `code` (a string such as `ECONNREFUSED`, `EENVELOPE`,
 * `23505`) found on the error or along its `cause` chain (5 deep), with nodemailer's SMTP `responseCode` (e.g.
 * `ECONNECTION`, or `EENVELOPE 550`) when there is one; else the error's name (`Error`, `AbortError`); `unknown`
 * for a thrown value that is not an object. Input: anything thrown. Output: a short string, never the error's
 * message.
 */
export function errorCode(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES && typeof current === "object" && current !== null; depth += 1) {
    const { code, responseCode } = current as { code?: unknown; responseCode?: unknown };
    if (typeof code === "string" || typeof code === "number") {
      return typeof responseCode === "number" ? `${code} ${responseCode}` : String(code);
    }
    current = (current as { cause?: unknown }).cause;
  }
  if (error instanceof Error) return error.name;
  return typeof error === "object" && error !== null ? "Error" : "unknown";
}
