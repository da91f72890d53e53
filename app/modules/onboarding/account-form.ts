import { z } from "zod";
import { PASSWORD_MESSAGES, passwordLengthProblem } from "~/modules/accounts/password-policy";

// Account creation rules shared by the browser (instant feedback) and the server (the real check), with the
// spec's titles and messages (supplier portal §5, §8). Password length follows our policy (decision 006).

export type FormProblem = { title: string; message: string; field?: "email" | "password" | "confirmPassword" };

export const ACCOUNT_MESSAGES = {
  missing: { title: "Missing Information", message: "Please fill in all fields." },
  invalidEmail: { title: "Invalid Email", message: "Please enter a valid email address.", field: "email" },
  mismatch: { title: "Password Mismatch", message: "Passwords do not match.", field: "confirmPassword" },
  noSession: { title: "Error", message: "No valid session found. Please restart the process." },
  created: { title: "Account Created!", message: "Redirecting to business details form..." },
  failed: { title: "Account Creation Failed", message: "Please try again or contact support." },
} as const satisfies Record<string, FormProblem>;

export type AccountForm = { email: string; password: string; confirmPassword: string };

const emailSchema = z.email();

/**
 * The first problem of an account form, in the spec's order (all fields filled, then email, passwords
 * matching, then the length rule), or undefined when the form may be sent. The email is trimmed first.
 */
export function accountFormProblem(form: AccountForm): FormProblem | undefined {
  const email = form.email.trim();
  if (!email || !form.password || !form.confirmPassword) return ACCOUNT_MESSAGES.missing;
  if (!emailSchema.safeParse(email).success) return ACCOUNT_MESSAGES.invalidEmail;
  if (form.password !== form.confirmPassword) return ACCOUNT_MESSAGES.mismatch;
  const length = passwordLengthProblem(form.password);
  if (length) return { ...PASSWORD_MESSAGES[length], field: "password" };
  return undefined;
}

/** Where account creation continues: the business details form, carrying the checkout along. */
export function businessDetailsPath(sessionId: string, plan: string): string {
  return `/business-details?${new URLSearchParams({ session_id: sessionId, plan })}`;
}

/** How long the "Account Created!" notice shows before the business details form opens (spec §4). */
export const ACCOUNT_CREATED_REDIRECT_MS = 1500;
