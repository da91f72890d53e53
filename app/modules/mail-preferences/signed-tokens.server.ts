import { createHmac, timingSafeEqual } from "node:crypto";

// The signing behind every unsubscribe link (decisions 087 and 094): a link carries what it is about and an
// HMAC-SHA256 of it under the app's secret, so it needs no sign-in and no stored token, works for every mail ever
// sent, and cannot be made for anyone else without the secret. A new secret ends every link.

/**
 * The MAC of `message` under `secret`: HMAC-SHA256, base64url, always 43 characters. Input: the secret (the app's,
 * AUTH_SECRET or the key under DATA_DIR; decision 007) and the text signed, which starts with its purpose
 * ('monthly-summary:12') so a MAC made for one purpose never passes for another. Output: the MAC.
 */
export function macOf(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message).digest("base64url");
}

/**
 * Whether `given` is the MAC of `message` under `secret`, compared in constant time so the comparison tells an
 * attacker nothing about how much of a guess was right. Input: secret, message, the MAC from a link. Output: true
 * when it matches.
 */
export function isMacOf(secret: string, message: string, given: string): boolean {
  const expected = Buffer.from(macOf(secret, message));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/**
 * The key an address is recognised by without being stored (decision 094): the MAC of the address trimmed and in
 * lower case, so 'Asha@Example.com ' and 'asha@example.com' are one address. Input: secret, the address. Output:
 * 43 characters.
 */
export function emailKeyOf(secret: string, email: string): string {
  return macOf(secret, `mail-address:${email.trim().toLowerCase()}`);
}
