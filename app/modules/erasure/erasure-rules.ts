// When a vendor's account is deleted after asking (docs/product/vendor-journey-and-portal.md#delete-account;
// docs/decisions/091-vendor-account-erasure.md): 30 days later, unless they sign in and restore it first.

/** Days between the request and the deletion: long enough to change one's mind, within UK GDPR's month. */
export const ERASURE_GRACE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an account asked to be deleted at `requestedAt` is deleted: 30 days (in ms) later. */
export function eraseAfterOf(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ERASURE_GRACE_DAYS * DAY_MS);
}

const LONG_DATE = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", day: "numeric", month: "long", year: "numeric" });

/** The deletion date as the vendor reads it, UK time: "29 December 2026". */
export function formatErasureDate(at: Date): string {
  return LONG_DATE.format(at);
}
