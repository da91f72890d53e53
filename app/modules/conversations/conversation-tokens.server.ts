import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { conversationTokens } from "~/db/schema";
import type { ConversationParty } from "~/modules/conversations/conversation-rules";
import { now } from "~/modules/time/clock";

// The secrets that open a conversation without a session (decision 056): the couple's private link
// `/messages/{token}` and the reply address of each notification mail. 32 random bytes (256 bits) each; only the
// SHA-256 is stored, so a copy of the database opens nothing. A new token is made for every mail, so the
// link can be put in any later mail without keeping the secret, and revoking a conversation's tokens ends them all.

/** What a token is for: the couple's link to the page, or a mail's reply address. */
export type TokenPurpose = "link" | "reply";

/** Tokens are 32 bytes in base64url: 43 characters of A–Z, a–z, 0–9, "-" and "_". */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The stored form of a token: its SHA-256 in hex. */
export function hashConversationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether `value` has the shape of a token; anything else is refused before the database is asked. */
export function isWellFormedConversationToken(value: string | undefined): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}

/**
 * Makes and stores a new token of conversation `enquiryId` for `party` and `purpose`.
 * Input: executor (a transaction or the database), the conversation, the party, the purpose, the time.
 * Output: the token (43 characters), to be put in a link or an address; only its hash is kept.
 */
export async function mintConversationToken(
  db: Executor,
  input: { enquiryId: number; party: ConversationParty; purpose: TokenPurpose },
  at: Date = now(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(conversationTokens).values({ tokenHash: hashConversationToken(token), ...input, createdAt: at });
  return token;
}

/**
 * The conversation and party a token opens, if it is well formed, known, of `purpose` and not revoked.
 * Input: executor, the token as received, the purpose. Output: `{ enquiryId, party }` or undefined.
 */
export async function resolveConversationToken(
  db: Executor,
  token: string | undefined,
  purpose: TokenPurpose,
): Promise<{ enquiryId: number; party: ConversationParty } | undefined> {
  if (!isWellFormedConversationToken(token)) return undefined;
  const [row] = await db
    .select({ enquiryId: conversationTokens.enquiryId, party: conversationTokens.party })
    .from(conversationTokens)
    .where(
      and(
        eq(conversationTokens.tokenHash, hashConversationToken(token)),
        eq(conversationTokens.purpose, purpose),
        isNull(conversationTokens.revokedAt),
      ),
    )
    .limit(1);
  return row && { enquiryId: row.enquiryId, party: row.party as ConversationParty };
}

/**
 * Revokes every token of a conversation (links and reply addresses): they then open nothing.
 * Input: executor, the conversation's id, the time. Output: how many tokens were revoked.
 */
export async function revokeConversationTokens(db: Executor, enquiryId: number, at: Date = now()): Promise<number> {
  const rows = await db
    .update(conversationTokens)
    .set({ revokedAt: at })
    .where(and(eq(conversationTokens.enquiryId, enquiryId), isNull(conversationTokens.revokedAt)))
    .returning({ tokenHash: conversationTokens.tokenHash });
  return rows.length;
}

/** The couple's page of a link token: `{publicUrl}/messages/{token}`. */
export function conversationLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/messages/${token}`;
}
