import list from "~/modules/accounts/common-passwords.txt?raw";
import { normalisePassword, passwordContainsEmail, passwordLengthProblem, type PasswordProblem } from "~/modules/accounts/password-policy";
import { isWeakPassword } from "~/modules/accounts/password-strength.server";

// Bundled into the server build (Vite `?raw`), so nothing is read or fetched at run time.
const commonPasswords = new Set(
  list
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#")),
);

/** Number of entries in the shipped list (10,000; a test keeps it above 1,000). */
export const COMMON_PASSWORD_COUNT = commonPasswords.size;

/**
 * Whether a password is in the shipped list of common passwords.
 * Input: the password as typed. Compared after NFKC normalisation and lower-casing, so "Password1" counts as
 * "password1". Output: true when refused. Decision 006.
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(normalisePassword(password).toLowerCase());
}

/**
 * The first problem of a new password under the whole policy, or undefined when it is acceptable:
 * length 8–128, then not containing the account's email (when known), then not in the common list, then a
 * zxcvbn score of at least 2. Input: the password as typed and the account's email if known.
 * docs/decisions/006-password-policy.md. Output: a promise (zxcvbn loads on the first check).
 */
export async function newPasswordProblem(password: string, email?: string): Promise<PasswordProblem | undefined> {
  const length = passwordLengthProblem(password);
  if (length) return length;
  if (email && passwordContainsEmail(password, email)) return "contains_email";
  if (isCommonPassword(password)) return "too_common";
  if (await isWeakPassword(password, email)) return "too_weak";
  return undefined;
}
