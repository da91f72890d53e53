import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { verifications } from "~/db/schema";
import { now } from "~/modules/time/clock";

// Pending account requests: what a paid visitor asked for at /account-creation (the checkout, the email, the
// password's scrypt hash), kept until the link mailed to that address is opened (decision 012).
// They live in better-auth's `verifications` table (identifier / value / expiry) under identifiers
// `account-request:<checkout id>`, which better-auth never reads. The link carries `<row id>.<secret>`; only
// the secret's SHA-256 is stored, so the table alone cannot be turned into working links.

/** How long a link works: 24 hours. */
export const ACCOUNT_REQUEST_TTL_MS = 24 * 60 * 60 * 1000;

const IDENTIFIER_PREFIX = "account-request:";

export type AccountRequest = { id: string; checkoutId: string; email: string; passwordHash: string; expiresAt: Date };

type StoredValue = { email: string; passwordHash: string; secretHash: string };

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const newSecret = () => randomBytes(32).toString("base64url");

function parseRow(row: { id: string; identifier: string; value: string; expiresAt: Date }): (AccountRequest & { secretHash: string }) | undefined {
  if (!row.identifier.startsWith(IDENTIFIER_PREFIX)) return undefined;
  const value = JSON.parse(row.value) as StoredValue;
  return { id: row.id, checkoutId: row.identifier.slice(IDENTIFIER_PREFIX.length), email: value.email, passwordHash: value.passwordHash, secretHash: value.secretHash, expiresAt: row.expiresAt };
}

/**
 * Stores a pending request and returns the token for its link. Input: database, `{ checkoutId, email,
 * passwordHash }` (the email as typed, stored lower-case), time (default the app clock, `now()`).
 * Output: `{ token }`, the link's `<id>.<secret>`, valid 24 hours.
 */
export async function createAccountRequest(
  db: Database,
  request: { checkoutId: string; email: string; passwordHash: string },
  at: Date = now(),
): Promise<{ token: string }> {
  const id = randomBytes(16).toString("hex");
  const secret = newSecret();
  const value: StoredValue = { email: request.email.trim().toLowerCase(), passwordHash: request.passwordHash, secretHash: sha256(secret) };
  await db.insert(verifications).values({
    id,
    identifier: `${IDENTIFIER_PREFIX}${request.checkoutId}`,
    value: JSON.stringify(value),
    expiresAt: new Date(at.getTime() + ACCOUNT_REQUEST_TTL_MS),
  });
  return { token: `${id}.${secret}` };
}

/**
 * Gives the newest unexpired request of a checkout for an email a new secret and a fresh 24 hours (the
 * "send it again" of the check-your-email page); earlier links of that request stop working.
 * Input: database, `{ checkoutId, email }`, time. Output: the new token, or undefined when there is no such
 * request (the caller answers the same either way).
 */
export async function renewAccountRequest(
  db: Database,
  request: { checkoutId: string; email: string },
  at: Date = now(),
): Promise<{ token: string } | undefined> {
  const rows = await db
    .select()
    .from(verifications)
    .where(and(eq(verifications.identifier, `${IDENTIFIER_PREFIX}${request.checkoutId}`), gt(verifications.expiresAt, at)))
    .orderBy(desc(verifications.createdAt));
  const email = request.email.trim().toLowerCase();
  const found = rows.map(parseRow).find((row) => row?.email === email);
  if (!found) return undefined;
  const secret = newSecret();
  const value: StoredValue = { email: found.email, passwordHash: found.passwordHash, secretHash: sha256(secret) };
  await db
    .update(verifications)
    .set({ value: JSON.stringify(value), expiresAt: new Date(at.getTime() + ACCOUNT_REQUEST_TTL_MS), updatedAt: at })
    .where(eq(verifications.id, found.id));
  return { token: `${found.id}.${secret}` };
}

export type AccountRequestLookup =
  | { status: "valid"; request: AccountRequest }
  | { status: "expired"; request: AccountRequest }
  | { status: "invalid" };

/**
 * The request a link token names, without using it up: `valid`, `expired` (past its 24 hours), or `invalid`
 * (malformed, unknown, a wrong secret, or already used). Input: database, token, time (default the app clock, `now()`).
 */
export async function findAccountRequest(db: Database, token: string, at: Date = now()): Promise<AccountRequestLookup> {
  const [id, secret] = token.split(".");
  if (!id || !secret || !/^[0-9a-f]{32}$/.test(id)) return { status: "invalid" };
  const [row] = await db.select().from(verifications).where(eq(verifications.id, id));
  const found = row ? parseRow(row) : undefined;
  if (!found) return { status: "invalid" };
  const expected = Buffer.from(found.secretHash, "hex");
  const actual = Buffer.from(sha256(secret), "hex");
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { status: "invalid" };
  const { secretHash: _secretHash, ...request } = found;
  return { status: found.expiresAt.getTime() > at.getTime() ? "valid" : "expired", request };
}

/**
 * Uses a link up: checks it like {@link findAccountRequest}, then deletes the request, so a link works once
 * even when opened twice at the same moment (only one DELETE returns the row).
 * Input: database, token, time. Output: the same lookup; `valid` only for the one caller that deleted it.
 */
export async function redeemAccountRequest(db: Database, token: string, at: Date = now()): Promise<AccountRequestLookup> {
  const lookup = await findAccountRequest(db, token, at);
  if (lookup.status !== "valid") return lookup;
  const deleted = await db.delete(verifications).where(eq(verifications.id, lookup.request.id)).returning({ id: verifications.id });
  return deleted.length === 1 ? lookup : { status: "invalid" };
}
