import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { mailOptOuts } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import { type MarketingKind, marketingKindOf, OPT_OUT_NOT_FOUND } from "~/modules/mail-preferences/marketing-kinds";
import { emailKeyOf, isMacOf, macOf } from "~/modules/mail-preferences/signed-tokens.server";
import { now } from "~/modules/time/clock";

// Couples' opt-outs of marketing mail (docs/product/couples-tools.md#mail-choices; decision 094). A couple may
// have no account, so the address is what an opt-out belongs to; only its key (an HMAC) is stored and carried in
// the unsubscribe link, which is `/unsubscribe/{kind}/{key}.{MAC of kind and key}`.

const TOKEN_PATTERN = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;

const signed = (kind: MarketingKind, emailKey: string) => `mail-opt-out:${kind}:${emailKey}`;

/**
 * The unsubscribe token of `email` for one kind: '{key}.{MAC}', 87 characters, without the address. Input: kind,
 * address, the app's secret. Output: the token.
 */
export function optOutToken(kind: MarketingKind, email: string, secret: string): string {
  const emailKey = emailKeyOf(secret, email);
  return `${emailKey}.${macOf(secret, signed(kind, emailKey))}`;
}

/**
 * The absolute unsubscribe address of `email` for one kind, for the mail's link and `List-Unsubscribe` header.
 * Input: the site's origin (PUBLIC_URL), kind, address, secret. Output: the URL.
 */
export function optOutUrl(publicUrl: string, kind: MarketingKind, email: string, secret: string): string {
  return `${publicUrl}/unsubscribe/${kind}/${optOutToken(kind, email, secret)}`;
}

/**
 * The kind and address key a link names (decision 094). Input: the kind and token segments of the address, the
 * secret. Output: `{ kind, emailKey }`. Throws AppError `not_found` with {@link OPT_OUT_NOT_FOUND} for an unknown
 * kind, a token of the wrong shape or a MAC that does not match (another kind's token among them).
 */
export function readOptOutToken(kindSegment: string | undefined, token: string | undefined, secret: string): { kind: MarketingKind; emailKey: string } {
  const kind = marketingKindOf(kindSegment);
  const match = TOKEN_PATTERN.exec(token ?? "");
  if (!kind || !match || !isMacOf(secret, signed(kind, match[1]!), match[2]!)) throw new AppError("not_found", OPT_OUT_NOT_FOUND);
  return { kind, emailKey: match[1]! };
}

async function isKeyOptedOut(db: Database, kind: MarketingKind, emailKey: string): Promise<boolean> {
  const rows = await db.select({ kind: mailOptOuts.kind }).from(mailOptOuts).where(and(eq(mailOptOuts.emailKey, emailKey), eq(mailOptOuts.kind, kind))).limit(1);
  return rows.length > 0;
}

/**
 * Whether `email` has opted out of `kind` (docs/product/couples-tools.md#mail-choices): every sender of that mail
 * asks before sending. Input: database, kind, address (any case and spacing), secret. Output: true when opted out.
 */
export async function isOptedOut(db: Database, kind: MarketingKind, email: string, secret: string): Promise<boolean> {
  return isKeyOptedOut(db, kind, emailKeyOf(secret, email));
}

/**
 * What an unsubscribe page shows: the kind and whether the address has already opted out. Nothing is changed (a
 * link scanner opening the page stops nothing). Input: database, kind and token segments, secret. Output:
 * `{ kind, optedOut }`. Throws as {@link readOptOutToken}.
 */
export async function optOutOfLink(db: Database, kindSegment: string | undefined, token: string | undefined, secret: string): Promise<{ kind: MarketingKind; optedOut: boolean }> {
  const { kind, emailKey } = readOptOutToken(kindSegment, token, secret);
  return { kind, optedOut: await isKeyOptedOut(db, kind, emailKey) };
}

/**
 * Records the opt-out a link names, with its time, without sign-in (the page's confirm button and a mail client's
 * one-click POST, RFC 8058). Safe to repeat: a second opt-out keeps the first time. Input: database, kind and
 * token segments, secret, time (default the app clock). Output: the kind. Throws as {@link readOptOutToken}.
 */
export async function optOutByLink(db: Database, kindSegment: string | undefined, token: string | undefined, secret: string, at: Date = now()): Promise<{ kind: MarketingKind }> {
  const { kind, emailKey } = readOptOutToken(kindSegment, token, secret);
  await db.insert(mailOptOuts).values({ emailKey, kind, optedOutAt: at }).onConflictDoNothing();
  return { kind };
}
