// What never reaches a log line (decisions 041 and 048): email addresses, query strings (search words, tokens in
// links), secrets in request paths, the values Drizzle and PostgreSQL quote from a failed statement, fields that
// hold personal data or a job's payload, and credentials in headers (redacted by the logger's `redact` paths).

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const URL_QUERY = /(\bhttps?:\/\/[^\s?#"']+)\?[^\s#"']*/g;
// Drizzle's DrizzleQueryError ends its message with the statement's parameters ("params: Asha,Patel,…"): names and
// message texts. They run to the end of the message, which in a stack is where the first "at" frame starts.
const QUERY_PARAMS = /(^|\n)params: [\s\S]*?(?=\n\s+at |$)/g;
// PostgreSQL's detail of a constraint failure quotes the row's values: "Key (email)=(asha@example.test) already exists".
const KEY_VALUES = /(\([^()]*\))=\([^()]*\)/g;

/** Stands for a value taken out of a log line. */
export const REDACTED = "[redacted]";

/**
 * Field names whose values are personal data or a job's payload, wherever they sit in a line's fields (at any
 * depth, in a serialized error too): a mail's recipients, subject and bodies, a person's name, email and phone,
 * message text, a statement's parameters. The safety net behind call sites that log ids instead (decision 048).
 */
const PERSONAL_FIELDS = new Set([
  "to",
  "cc",
  "bcc",
  "replyTo",
  "email",
  "firstName",
  "lastName",
  "fullName",
  "phone",
  "subject",
  "text",
  "html",
  "body",
  "data",
  "payload",
  "params",
  "parameters",
]);

/**
 * Removes personal data from free text (a message, an error's text): email addresses become `[email]`, the query
 * string of an absolute URL becomes `?[query]`, a failed statement's parameters (Drizzle's `params: …`) and the
 * values PostgreSQL quotes in a constraint failure (`Key (email)=(…)`) become `[redacted]`.
 * Input: any text. Output: the text without them.
 */
export function redactText(text: string): string {
  return text
    .replace(QUERY_PARAMS, `$1params: ${REDACTED}`)
    .replace(KEY_VALUES, `$1=(${REDACTED})`)
    .replace(EMAIL, "[email]")
    .replace(URL_QUERY, "$1?[query]");
}

// Path segments that are secrets: a review link's token, a couple's conversation link (and the booking
// confirmation under it), a shared shortlist's id, a test checkout's session, a vendor's calendar feed.
const SECRET_SEGMENTS: RegExp[] = [
  /^(\/review\/)[^/]+/,
  /^(\/messages\/)[^/]+/,
  /^(\/shortlist\/)(?!items$|compare$|quotes$)[^/]+/,
  /^(\/checkout\/test\/)[^/]+/,
  /^(\/calendar\/)[^/]+/,
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
 * Applies {@link redactText} to every string inside a log line's fields and replaces the value of every
 * personal field (`to`, `email`, `firstName`, `subject`, `text`, `data`, `params`…; see PERSONAL_FIELDS) by
 * `[redacted]`, to a depth of 5 (deeper is cut); Error objects are kept as they are for the serializer, which
 * redacts what it takes from them. Input: any value. Output: a copy with the same shape.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactText(value);
  if (typeof value !== "object" || value === null) return value;
  // An error is left whole here: the logger's `err` serializer takes its message and stack, then redacts them.
  if (value instanceof Error) return value;
  if (depth >= 5) return "[deep]";
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    copy[key] = PERSONAL_FIELDS.has(key) && inner !== undefined && inner !== null ? REDACTED : redactValue(inner, depth + 1);
  }
  return copy;
}
