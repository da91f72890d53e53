// The result page of the email verification link (docs/product/vendor-journey-and-portal.md#email-verification /email-verified). The page shows only its own
// texts: the query names a state and a reason code, never the words (it once showed any `message` text).

export type VerificationStatus = "success" | "error";

export const VERIFICATION_TEXTS = {
  success: { title: "Email Verified!", message: "Your email has been verified successfully!" },
  error: { title: "Verification Failed", message: "Email verification failed. Please try again." },
} as const;

/** Why a link failed, as a code in the address (`reason=`), and the words shown for it. */
export const ERROR_REASONS = {
  expired: "This verification link has expired. Please request a new email from your dashboard.",
  invalid: "This verification link is not valid. Please request a new email from your dashboard.",
  user_not_found: "We could not find the account for this link.",
} as const;

export type ErrorReason = keyof typeof ERROR_REASONS;

/** better-auth's error codes on the link (added as `error=CODE`), as our reason codes. */
const LIBRARY_ERRORS: Record<string, ErrorReason> = {
  TOKEN_EXPIRED: "expired",
  INVALID_TOKEN: "invalid",
  USER_NOT_FOUND: "user_not_found",
};

/** The steps listed under each state (docs/product/vendor-journey-and-portal.md#email-verification: next steps on success, tips on error). */
export const VERIFICATION_STEPS = {
  success: {
    title: "Next steps",
    items: ["Your listing is now under review.", "It will be activated within 1-2 business days.", "We will email you when it goes live."],
  },
  error: {
    title: "Things to try",
    items: [
      "Check your spam or junk folder for the latest email.",
      "Make sure the link has not expired (it works for 24 hours).",
      "Request a new verification email from your vendor dashboard.",
    ],
  },
} as const;

export type VerificationPage = { redirectTo: string } | { status: VerificationStatus; title: string; message: string };

const isReason = (value: string | null): value is ErrorReason => value !== null && Object.hasOwn(ERROR_REASONS, value);

/**
 * What /email-verified shows for its query: `status` success or error, with an optional `reason` code for
 * errors; an `error` code from better-auth turns the page into the error state with its reason; any other
 * status goes home. Free text in the query (`message`) is ignored.
 */
export function verificationPage(params: URLSearchParams): VerificationPage {
  const code = params.get("error");
  if (code) {
    const reason = LIBRARY_ERRORS[code];
    return { redirectTo: `/email-verified?${new URLSearchParams(reason ? { status: "error", reason } : { status: "error" })}` };
  }
  const status = params.get("status");
  if (status !== "success" && status !== "error") return { redirectTo: "/" };
  const reason = params.get("reason");
  const message = status === "error" && isReason(reason) ? ERROR_REASONS[reason] : VERIFICATION_TEXTS[status].message;
  return { status, title: VERIFICATION_TEXTS[status].title, message };
}
