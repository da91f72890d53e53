// The result page of the email verification link (spec §2 /email-verified).

export type VerificationStatus = "success" | "error";

export const VERIFICATION_TEXTS = {
  success: { title: "Email Verified!", message: "Your email has been verified successfully!" },
  error: { title: "Verification Failed", message: "Email verification failed. Please try again." },
} as const;

/** better-auth's error codes on the link (added as `error=CODE`), in words. */
const ERROR_MESSAGES: Record<string, string> = {
  TOKEN_EXPIRED: "This verification link has expired. Please request a new email from your dashboard.",
  INVALID_TOKEN: "This verification link is not valid. Please request a new email from your dashboard.",
  USER_NOT_FOUND: "We could not find the account for this link.",
};

export type VerificationPage = { redirectTo: string } | { status: VerificationStatus; title: string; message: string };

/**
 * What /email-verified shows for its query: `status` success or error with an optional `message`; an `error`
 * code from better-auth turns the page into the error state; any other status goes home.
 */
export function verificationPage(params: URLSearchParams): VerificationPage {
  const code = params.get("error");
  if (code) {
    return { redirectTo: `/email-verified?${new URLSearchParams({ status: "error", message: ERROR_MESSAGES[code] ?? VERIFICATION_TEXTS.error.message })}` };
  }
  const status = params.get("status");
  if (status !== "success" && status !== "error") return { redirectTo: "/" };
  const message = params.get("message")?.trim().slice(0, 300) || VERIFICATION_TEXTS[status].message;
  return { status, title: VERIFICATION_TEXTS[status].title, message };
}
