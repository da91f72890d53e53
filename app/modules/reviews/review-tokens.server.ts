import { createHash, randomBytes } from "node:crypto";

// The single-use link of a review invitation (docs/product/couples-tools.md#review-invitations: "a single-use signed link"): 32 random bytes, so the link
// cannot be guessed; only the SHA-256 of the token is stored (review_invitations.token_hash), so a copy of the
// database cannot be used to write reviews.

/** Tokens are 32 bytes in base64url: 43 characters of A–Z, a–z, 0–9, "-" and "_". */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new random token for one invitation link. */
export function newReviewToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The stored form of a token: its SHA-256 in hex. */
export function hashReviewToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether `value` has the shape of a token (anything else is refused before the database is asked). */
export function isWellFormedReviewToken(value: string | undefined): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}

/** The review page of a token: `{publicUrl}/review/{token}`. */
export function reviewUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/review/${token}`;
}
