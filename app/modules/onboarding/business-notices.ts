import { BUSINESS_MESSAGES } from "~/modules/onboarding/business-form";

// The notices of the business details step that are not about the form's fields
// (docs/product/vendor-journey-and-portal.md#business-details), shared by the pages that show them and the server that asks for them.

/**
 * How a page reached through the redirect of a visitor without a session learns to show
 * {@link BUSINESS_MESSAGES.authRequired} (docs/product/vendor-journey-and-portal.md#business-details): this query parameter, set by the business details step's
 * access helper and read by the page it lands on.
 */
export const AUTH_REQUIRED_NOTICE = { param: "notice", value: "auth-required" } as const;

/** Whether a query string carries {@link AUTH_REQUIRED_NOTICE}. Input: the URL's search part or its params. */
export function hasAuthRequiredNotice(search: string | URLSearchParams): boolean {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return params.get(AUTH_REQUIRED_NOTICE.param) === AUTH_REQUIRED_NOTICE.value;
}

/** A toast (the shape of the toast system's `ToastMessage`). */
export type BusinessToast = { title: string; description?: string; variant: "success" | "error" };

/** docs/product/vendor-journey-and-portal.md#business-details: the toast of the redirect above. */
export const AUTH_REQUIRED_TOAST: BusinessToast = {
  title: BUSINESS_MESSAGES.authRequired.title,
  description: BUSINESS_MESSAGES.authRequired.message,
  variant: "error",
};

/**
 * docs/product/vendor-journey-and-portal.md#business-details: what a picked image answers on the business details form. The images travel
 * with the form, so these confirm the pick; a pick the browser's check refuses gets the failure toast (the
 * reason is shown beside the field).
 */
export const IMAGE_PICK_MESSAGES = {
  logo: { accepted: "Logo uploaded successfully", refused: "Failed to upload logo" },
  gallery: { accepted: "Image added to gallery", refused: "Failed to upload image" },
} as const;

/**
 * The toast of an image pick, in the spec's form ('Success: Logo uploaded successfully', 'Error: Failed to
 * upload image'). Input: which field and whether the pick was accepted. Output: {@link BusinessToast}.
 */
export function imagePickToast(kind: keyof typeof IMAGE_PICK_MESSAGES, accepted: boolean): BusinessToast {
  return accepted
    ? { title: "Success", description: IMAGE_PICK_MESSAGES[kind].accepted, variant: "success" }
    : { title: "Error", description: IMAGE_PICK_MESSAGES[kind].refused, variant: "error" };
}
