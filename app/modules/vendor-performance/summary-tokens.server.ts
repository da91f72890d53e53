import { getConfig } from "~/config.server";
import { resolveAuthSecret } from "~/modules/accounts/auth-secret.server";
import { isMacOf, macOf } from "~/modules/mail-preferences/signed-tokens.server";

// The monthly summary's unsubscribe link `/unsubscribe/monthly-summary/{vendorId}.{mac}` (decision 087): the MAC is
// the HMAC-SHA256 of the server's secret and the vendor id, so the link needs no sign-in and no stored token, works
// for every summary ever sent, and cannot be made for another vendor without the secret. A new secret ends them all.

const TOKEN_PATTERN = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/;

/** The server's secret (AUTH_SECRET, or the key under DATA_DIR; decision 007). */
function summarySecret(): string {
  return resolveAuthSecret(getConfig());
}

const signed = (vendorId: number) => `monthly-summary:${vendorId}`;

/** The token of `vendorId`: '{id}.{43 characters}'. Input: vendor id, the secret (default the server's). */
export function monthlySummaryToken(vendorId: number, secret: string = summarySecret()): string {
  return `${vendorId}.${macOf(secret, signed(vendorId))}`;
}

/** The vendor id a token was made for, or undefined for anything else (wrong shape, wrong MAC); compared in constant time. */
export function vendorOfSummaryToken(token: string | undefined, secret: string = summarySecret()): number | undefined {
  const match = TOKEN_PATTERN.exec(token ?? "");
  if (!match) return undefined;
  const vendorId = Number(match[1]);
  return isMacOf(secret, signed(vendorId), match[2]!) ? vendorId : undefined;
}

/** The absolute unsubscribe address of `vendorId`. */
export function monthlySummaryUnsubscribeUrl(publicUrl: string, vendorId: number, secret?: string): string {
  return `${publicUrl}/unsubscribe/monthly-summary/${monthlySummaryToken(vendorId, secret)}`;
}
