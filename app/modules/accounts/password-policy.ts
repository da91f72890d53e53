import { z } from "zod";

// Password rules shared by the browser (instant feedback) and the server (the real check).
// 8–128 characters (OWASP ASVS 6.2.1; the spec's 6 is too weak: docs/decisions/006-password-policy.md).
// The common-password list and the strength estimate run on the server only (common-passwords.server.ts,
// password-strength.server.ts): their dictionaries are megabytes. The email rule is cheap and shared.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = "too_short" | "too_long" | "contains_email" | "too_common" | "too_weak";

/** Title and message per problem, in the style of the spec's validation toasts (docs/product/vendor-journey-and-portal.md#account-creation). */
export const PASSWORD_MESSAGES: Record<PasswordProblem, { title: string; message: string }> = {
  too_short: {
    title: "Password Too Short",
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  },
  too_long: {
    title: "Password Too Long",
    message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  },
  too_common: {
    title: "Password Too Common",
    message: "This password is too common. Please choose one that is harder to guess.",
  },
  contains_email: {
    title: "Password Contains Email",
    message: "Your password must not contain your email address or its name part.",
  },
  too_weak: {
    title: "Password Too Weak",
    message: "This password is too easy to guess. Try a longer phrase of unrelated words.",
  },
};

/**
 * The password as it is hashed and compared: Unicode NFKC, so the same characters typed on two keyboards are
 * one password (NIST SP 800-63B 5.1.1.2).
 */
export function normalisePassword(password: string): string {
  return password.normalize("NFKC");
}

/**
 * Length in characters (Unicode code points, so an emoji counts once), after normalisation.
 * Spaces count: passphrases are welcome and nothing is trimmed.
 */
export function passwordLength(password: string): number {
  return [...normalisePassword(password)].length;
}

/** The length problem of a password, or undefined when its length is allowed (8–128 characters). */
export function passwordLengthProblem(password: string): PasswordProblem | undefined {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return "too_short";
  if (length > PASSWORD_MAX_LENGTH) return "too_long";
  return undefined;
}

/** A zod field for a new password: the length rule, with the messages above. */
export const newPasswordField = z.string().superRefine((password, context) => {
  const problem = passwordLengthProblem(password);
  if (problem) context.addIssue({ code: "custom", message: PASSWORD_MESSAGES[problem].message });
});

/** Local parts shorter than this are too likely to occur by chance in a good password to be refused. */
export const EMAIL_NAME_MIN_LENGTH = 4;

/**
 * Whether a password is, or contains, the account's email address, or its local part (the text before "@")
 * when that has at least 4 characters; compared without regard to case after NFKC (decision 006: "a password
 * equal to the email is accepted"). Input: the password as typed and the email. Output: true when refused.
 */
export function passwordContainsEmail(password: string, email: string): boolean {
  const typed = normalisePassword(password).toLowerCase();
  const address = email.trim().normalize("NFKC").toLowerCase();
  if (!address) return false;
  if (typed.includes(address)) return true;
  const name = address.split("@")[0] ?? "";
  return [...name].length >= EMAIL_NAME_MIN_LENGTH && typed.includes(name);
}
