import { z } from "zod";
import { PASSWORD_MAX_LENGTH, passwordLength } from "~/modules/accounts/password-policy";

// The /vendor-auth form, checked in the browser for instant feedback and in the action for real
// (docs/ARCHITECTURE.md, convention 4). docs/product/vendor-journey-and-portal.md#sign-in: "Vendor sign-in: email and password required".

export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email address.")
    .max(254, "Please enter a valid email address.")
    .pipe(z.email("Please enter a valid email address.")),
  // No strength rules at sign-in (older passwords stay valid); the upper bound spares hashing huge input.
  password: z
    .string()
    .min(1, "Please enter your password.")
    .refine((password) => passwordLength(password) <= PASSWORD_MAX_LENGTH, "Invalid email or password"),
});

export type SignInInput = z.infer<typeof signInSchema>;

/** Shown when sign-in fails for a reason the visitor cannot act on (docs/product/vendor-journey-and-portal.md#sign-in, vendor portal). */
export const UNEXPECTED_SIGN_IN_ERROR = "An unexpected error occurred. Please try again.";
