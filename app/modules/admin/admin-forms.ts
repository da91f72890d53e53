import { z } from "zod";
import { newPasswordField } from "~/modules/accounts/password-policy";

// The /admin page's two forms (docs/product/admin.md#access 'Admin Access'): sign-in, and first-run setup while no admin
// exists. Shared by the browser and the action.

export const ADMIN_SETUP_MESSAGES = {
  mismatch: "Passwords do not match.",
  alreadySetUp: "An admin account already exists. Please sign in.",
  emailTaken: "This email already has an account. Please use another one.",
  expired: "Your admin session ended after 8 hours without activity. Please sign in again.",
} as const;

export const adminSetupSchema = z
  .object({
    email: z.string().trim().min(1, "Please enter your email address.").max(254).pipe(z.email("Please enter a valid email address.")),
    password: newPasswordField,
    confirmPassword: z.string().min(1, "Please confirm your password."),
  })
  .refine((form) => form.password === form.confirmPassword, { path: ["confirmPassword"], message: ADMIN_SETUP_MESSAGES.mismatch });

export type AdminSetupForm = z.output<typeof adminSetupSchema>;
