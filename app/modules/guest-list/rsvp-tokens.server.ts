import { createHash, createHmac, randomBytes } from "node:crypto";
import { getConfig } from "~/config.server";
import { resolveAuthSecret } from "~/modules/accounts/auth-secret.server";

// A household's private RSVP link `/rsvp/{token}` (decision 082, decision 084): the token is the HMAC-SHA256 of
// the server's secret and the household's random salt, so the couple can copy the link again at any time, while
// only the token's SHA-256 is stored: the table alone opens nothing, and a new secret ends every link.

/** Tokens are 32 bytes in base64url: 43 characters of A–Z, a–z, 0–9, "-" and "_". */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The server's secret the tokens are derived from (AUTH_SECRET, or the key under DATA_DIR; decision 007). */
export function rsvpSecret(): string {
  return resolveAuthSecret(getConfig());
}

/** A new household's random salt: 16 bytes in base64url (22 characters). */
export function newRsvpSalt(): string {
  return randomBytes(16).toString("base64url");
}

/** The token of a household with `salt`. Input: the salt, the secret (default {@link rsvpSecret}). Output: 43 characters. */
export function rsvpToken(salt: string, secret: string = rsvpSecret()): string {
  return createHmac("sha256", secret).update(`rsvp:${salt}`).digest("base64url");
}

/** The stored form of a token: its SHA-256 in hex. */
export function hashRsvpToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether `value` has the shape of a token; anything else is refused before the database is asked. */
export function isWellFormedRsvpToken(value: string | undefined): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}

/** The salt and stored hash of a new household: `{ rsvpSalt, rsvpTokenHash }`. */
export function newRsvpCredentials(secret: string = rsvpSecret()): { rsvpSalt: string; rsvpTokenHash: string } {
  const rsvpSalt = newRsvpSalt();
  return { rsvpSalt, rsvpTokenHash: hashRsvpToken(rsvpToken(rsvpSalt, secret)) };
}

/** The absolute address of a household's RSVP page: `{PUBLIC_URL}/rsvp/{token}`. */
export function rsvpUrl(salt: string, publicUrl: string = getConfig().publicUrl, secret?: string): string {
  return `${publicUrl}/rsvp/${rsvpToken(salt, secret)}`;
}
