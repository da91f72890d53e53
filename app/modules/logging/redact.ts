// What never reaches a log line (decision 041): email addresses, query strings (search words, tokens in links),
// secrets in request paths, and credentials in headers (redacted by the logger's `redact` paths).

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const URL_QUERY = /(\bhttps?:\/\/[^\s?#"']+)\?[^\s#"']*/g;

/** Stands for a value taken out of a log line. */
export const REDACTED = "[redacted]";

/**
 * Removes personal data from free text (a message, an error's text): email addresses become `[email]` and the
 * query string of an absolute URL becomes `?[query]`. Input: any text. Output: the text without them.
 */
export function redactText(text: string): string {
  return text.replace(EMAIL, "[email]").replace(URL_QUERY, "$1?[query]");
}

// Path segments that are secrets: a review link's token, a shared shortlist's id, a test checkout's session.
const SECRET_SEGMENTS: RegExp[] = [
  /^(\/review\/)[^/]+/,
  /^(\/shortlist\/)(?!items$|compare$|quotes$)[^/]+/,
  /^(\/checkout\/test\/)[^/]+/,
];

/**
 * The form of a request path fit for the access log: no query string (it may hold search words, emails or
 * tokens: /vendor-auth, /account-confirmation?token=…), secret segments replaced by `[redacted]`, and emails
 * removed. Input: a path, with or without its query string. Output: the path to log.
 */
export function loggablePath(path: string): string {
  let clean = path.split(/[?#]/, 1)[0] ?? "";
  for (const pattern of SECRET_SEGMENTS) clean = clean.replace(pattern, `$1${REDACTED}`);
  return redactText(clean);
}

/**
 * Applies {@link redactText} to every string inside a log line's fields, to a depth of 5 (deeper is cut); Error
 * objects are kept as they are for the serializer. Input: any value. Output: a copy with the same shape.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactText(value);
  if (typeof value !== "object" || value === null) return value;
  // An error is left whole here: the logger's `err` serializer takes its message and stack, then redacts them.
  if (value instanceof Error) return value;
  if (depth >= 5) return "[deep]";
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) copy[key] = redactValue(inner, depth + 1);
  return copy;
}
