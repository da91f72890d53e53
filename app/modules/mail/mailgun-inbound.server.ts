import { createHmac, timingSafeEqual } from "node:crypto";

// Mail received by Mailgun and posted to the app by a route's forward() action (decision 058): the fields the
// app reads, and the signature that proves Mailgun sent them. What the mail means is decided by the module that
// receives it; this file knows Mailgun's format only.

/** The fields of one forwarded mail the app reads; a missing field is the empty string. */
export type InboundMail = {
  /** Seconds since 1970, as Mailgun signed it. */
  timestamp: string;
  /** Mailgun's random token, signed with the timestamp. */
  token: string;
  /** HMAC-SHA256 of `timestamp + token` with the webhook signing key, in hex. */
  signature: string;
  /** The address the mail was delivered to (SMTP RCPT TO). */
  recipient: string;
  /** The envelope sender (SMTP MAIL FROM). */
  sender: string;
  /** The whole text part, quoted text included. */
  bodyPlain: string;
  /** Mailgun's own guess of the text without quotes and signature. */
  strippedText: string;
  /** The mail's Message-Id header. */
  messageId: string;
  /** Whether the headers mark the mail as sent by a machine: an out-of-office answer, a list, a bulk mail. */
  automatic: boolean;
};

/** Signed timestamps further than this from the app clock are refused, in ms (Mailgun's guidance: 5 minutes). */
export const MAILGUN_TIMESTAMP_TOLERANCE_MS = 5 * 60 * 1000;

const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Precedence values of mail no person wrote as an answer (lists, bulk mail, auto-responders). */
const MACHINE_PRECEDENCE = new Set(["bulk", "junk", "list", "auto_reply"]);

/** The headers of a forwarded mail: `message-headers` (a JSON list of `[name, value]`), names lower-cased. */
function headersOf(form: FormData): Map<string, string> {
  const headers = new Map<string, string>();
  try {
    const parsed: unknown = JSON.parse(field(form, "message-headers") || "[]");
    if (Array.isArray(parsed)) {
      for (const entry of parsed) {
        if (Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "string") headers.set(entry[0].toLowerCase(), entry[1]);
      }
    }
  } catch {
    // A mail without readable headers is judged by its other fields.
  }
  return headers;
}

/**
 * Whether a mail was sent by a machine (RFC 3834): `Auto-Submitted` other than `no`, an `X-Autoreply` or
 * `X-Autorespond` header, or `Precedence` bulk, junk, list or auto_reply. Two out-of-office answers would
 * otherwise write to each other through the conversation's mails for as long as both are on.
 */
function isAutomatic(form: FormData): boolean {
  const headers = headersOf(form);
  const header = (name: string) => headers.get(name) ?? field(form, name);
  const autoSubmitted = header("auto-submitted").trim().toLowerCase();
  if (autoSubmitted && autoSubmitted !== "no") return true;
  if (header("x-autoreply") || header("x-autorespond")) return true;
  return MACHINE_PRECEDENCE.has(header("precedence").trim().toLowerCase());
}

/**
 * Reads a mail Mailgun forwarded (its "fully parsed" format, urlencoded or multipart). Input: the posted form.
 * Output: {@link InboundMail}; attachments and HTML parts are ignored.
 */
export function readMailgunInbound(form: FormData): InboundMail {
  return {
    timestamp: field(form, "timestamp"),
    token: field(form, "token"),
    signature: field(form, "signature"),
    recipient: field(form, "recipient"),
    sender: field(form, "sender"),
    bodyPlain: field(form, "body-plain"),
    strippedText: field(form, "stripped-text"),
    messageId: field(form, "Message-Id") || field(form, "message-id"),
    automatic: isAutomatic(form),
  };
}

/**
 * The signature Mailgun puts on a post: HMAC-SHA256 of `timestamp + token` with the signing key, in hex.
 * Input: the key, the timestamp and token as posted. Output: 64 hex characters.
 */
export function signMailgunPost(signingKey: string, timestamp: string, token: string): string {
  return createHmac("sha256", signingKey).update(timestamp + token).digest("hex");
}

/**
 * Whether a post was signed by Mailgun with `signingKey`: its signature is the HMAC of its timestamp and token,
 * compared in constant time. Input: the key, `{ timestamp, token, signature }`. Output: true when it matches.
 */
export function isMailgunSignatureValid(signingKey: string, mail: Pick<InboundMail, "timestamp" | "token" | "signature">): boolean {
  if (!/^[0-9a-f]{64}$/i.test(mail.signature) || !mail.timestamp || !mail.token) return false;
  const expected = Buffer.from(signMailgunPost(signingKey, mail.timestamp, mail.token), "hex");
  return timingSafeEqual(expected, Buffer.from(mail.signature, "hex"));
}

/**
 * Whether a signed timestamp is within {@link MAILGUN_TIMESTAMP_TOLERANCE_MS} of `at`, either way.
 * Input: the timestamp as posted (whole seconds), the time. Output: false also when it is not a number.
 */
export function isMailgunTimestampFresh(timestamp: string, at: Date): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(at.getTime() - Number(timestamp) * 1000) <= MAILGUN_TIMESTAMP_TOLERANCE_MS;
}
