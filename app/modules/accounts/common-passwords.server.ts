import list from "./common-passwords.txt?raw";
import { normalisePassword, passwordLengthProblem, type PasswordProblem } from "./password-policy";

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
 * "password1". Output: true when refused. Issue #4: "rejected when in a list of common passwords".
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(normalisePassword(password).toLowerCase());
}

/**
 * The first problem of a new password under the whole policy (length 8–128, then the common list), or
 * undefined when it is acceptable. Input: the password as typed. Issue #4 / docs/decisions/006.
 */
export function newPasswordProblem(password: string): PasswordProblem | undefined {
  return passwordLengthProblem(password) ?? (isCommonPassword(password) ? "too_common" : undefined);
}
