import { z } from "zod";
import { PASSWORD_MESSAGES, passwordContainsEmail, passwordLengthProblem } from "~/modules/accounts/password-policy";

// Account creation rules shared by the browser (instant feedback) and the server (the real check), with the
// spec's titles and messages (docs/product/vendor-journey-and-portal.md#account-creation). Password length follows our policy (decision 006).

export type FormProblem = { title: string; message: string; field?: "email" | "password" | "confirmPassword" };

export const ACCOUNT_MESSAGES = {
  missing: { title: "Missing Information", message: "Please fill in all fields." },
  invalidEmail: { title: "Invalid Email", message: "Please enter a valid email address.", field: "email" },
  mismatch: { title: "Password Mismatch", message: "Passwords do not match.", field: "confirmPassword" },
  noSession: { title: "Error", message: "No valid session found. Please restart the process." },
  created: { title: "Account Created!", message: "Redirecting to business details form..." },
  failed: { title: "Account Creation Failed", message: "Please try again or contact support." },
  tooMany: { title: "Account Creation Failed", message: "Too many attempts. Please try again later." },
} as const satisfies Record<string, FormProblem>;

/** What the account-creation link page says when the link cannot be used (decision 012). */
export const LINK_MESSAGES = {
  invalid: { title: "Link Not Valid", message: "This link is not valid or has already been used." },
  expired: { title: "Link Expired", message: "This link has expired. Please enter your details again to get a new one." },
} as const;

/**
 * The page every valid account form leads to, whatever the email (decision 012: the answer must not tell whether
 * an account exists): the link goes to the address, and only its owner can continue.
 */
export const CHECK_EMAIL_TEXTS = {
  title: "Check your email",
  message: (email: string) =>
    `We have sent a link to ${email}. Open it within 24 hours to confirm your email address and continue setting up your listing.`,
  resent: "We have sent another link. Earlier links no longer work.",
  steps: [
    "Open the email from Shaadi Vendors UK and select the link",
    "Check your spam or junk folder if it has not arrived within a few minutes",
    "Wrong address? Go back and enter the right one",
  ],
} as const;

export type AccountForm = { email: string; password: string; confirmPassword: string };

const emailSchema = z.email();

/**
 * The first problem of an account form, in the spec's order (all fields filled, then email, passwords
 * matching, then the length rule), then the password not containing the email (decision 006), or undefined when
 * the form may be sent. The email is trimmed first. The server adds the common list and strength estimate.
 */
export function accountFormProblem(form: AccountForm): FormProblem | undefined {
  const email = form.email.trim();
  if (!email || !form.password || !form.confirmPassword) return ACCOUNT_MESSAGES.missing;
  if (!emailSchema.safeParse(email).success) return ACCOUNT_MESSAGES.invalidEmail;
  if (form.password !== form.confirmPassword) return ACCOUNT_MESSAGES.mismatch;
  const length = passwordLengthProblem(form.password);
  if (length) return { ...PASSWORD_MESSAGES[length], field: "password" };
  if (passwordContainsEmail(form.password, email)) return { ...PASSWORD_MESSAGES.contains_email, field: "password" };
  return undefined;
}

/** Where account creation continues: the business details form, carrying the checkout along. */
export function businessDetailsPath(sessionId: string, plan: string): string {
  return `/business-details?${new URLSearchParams({ session_id: sessionId, plan })}`;
}

/** How long the "Account Created!" notice shows before the business details form opens (docs/product/vendor-journey-and-portal.md#account-creation). */
export const ACCOUNT_CREATED_REDIRECT_MS = 1500;
