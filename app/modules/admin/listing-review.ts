import { z } from "zod";
import type { FormFailure } from "~/modules/http/form-errors";

// The admin's Business Listings tab (docs/product/admin.md#listing-review): the
// review queue's filters, the row actions as posted, and their toasts. Shared by the page and its action.

/** Where the tab lives (and where its row actions post). */
export const LISTINGS_PATH = "/admin-dashboard/listings";

/**
 * The queue's filters: `pending` (waiting for review: inactive and not hidden by a lapsed subscription), `live`
 * (active), `lapsed` (hidden because the subscription ended), `all`.
 */
export const LISTING_FILTERS = ["pending", "live", "lapsed", "all"] as const;
export type ListingFilter = (typeof LISTING_FILTERS)[number];

export const LISTING_FILTER_LABELS: Record<ListingFilter, string> = { pending: "Pending", live: "Live", lapsed: "Lapsed", all: "All" };

/** Listings per page of the queue. */
export const LISTINGS_PAGE_SIZE = 50;

/** The queue's view as the URL names it: `?filter=live&page=2`; anything unknown falls back to the pending queue, page 1. */
export function parseListingQuery(search: URLSearchParams): { filter: ListingFilter; page: number } {
  const filter = LISTING_FILTERS.find((candidate) => candidate === search.get("filter")) ?? "pending";
  const page = Number(search.get("page"));
  return { filter, page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}

/** The URL of a view of the queue (page 1 is left out). */
export function listingQueryHref(filter: ListingFilter, page = 1): string {
  const query = new URLSearchParams({ filter });
  if (page > 1) query.set("page", String(page));
  return `${LISTINGS_PATH}?${query}`;
}

/** Where the listing's subscription stands (subscription-rules.ts), for the queue's subscription column. */
export type ListingSubscription = {
  status: string;
  /** 'Active', 'Cancels at period end', 'Payment overdue', 'Ended'. */
  label: string;
  ended: boolean;
  currentPeriodEnd: Date | string | null;
};

/** One vendor-submitted listing as the queue shows it (dates may arrive serialised). */
export type ReviewListing = {
  id: number;
  name: string;
  category: string;
  /** The owning account's email (the listing's own contact email may differ). */
  ownerEmail: string | null;
  /** The plan's display name ('Supplier Showcase'), or null when none was recorded. */
  plan: string | null;
  submittedAt: Date | string | null;
  isActive: boolean;
  isFeatured: boolean;
  isVerified: boolean;
  /** When the listing was hidden because its subscription ended, else null. */
  lapsedAt: Date | string | null;
  subscription: ListingSubscription | null;
};

/** The queue: one page of listings of the filter, and how many listings each filter holds. */
export type ReviewQueue = {
  filter: ListingFilter;
  page: number;
  pageCount: number;
  listings: ReviewListing[];
  counts: Record<ListingFilter, number>;
};

export const LISTING_INTENTS = ["approve", "feature", "unfeature", "verify", "unverify", "resend-verification", "delete"] as const;
export type ListingIntent = (typeof LISTING_INTENTS)[number];

/** A posted row action: the intent and the listing's id. */
export const listingActionSchema = z.object({
  intent: z.enum(LISTING_INTENTS, { error: "Unknown listing action." }),
  listingId: z.coerce.number({ error: "Unknown business listing." }).int().positive("Unknown business listing."),
});
export type ListingAction = z.output<typeof listingActionSchema>;

/** docs/product/admin.md#listing-review: "'Failed to update vendor', 'Failed to delete vendor'… the same set for business listings". */
export const LISTING_MESSAGES = {
  fetchFailed: "Failed to fetch business listings",
  updateFailed: "Failed to update business listing",
  deleteFailed: "Failed to delete business listing",
  verificationSent: "Verification email sent",
  verificationFailed: "Failed to send verification email",
  notFound: "This business listing no longer exists.",
  subscriptionEnded:
    "This listing's subscription has ended, so it cannot go live. It shows again by itself once the vendor renews.",
  alreadyVerified: "This vendor's email address is already verified.",
  noOwner: "This listing has no account to send a verification email to.",
  tryAgain: "Please try again.",
} as const;

/** The title of a failed action's toast, its reason going in the description. */
export const LISTING_FAILURE_TITLES: Record<ListingIntent, string> = {
  approve: LISTING_MESSAGES.updateFailed,
  feature: LISTING_MESSAGES.updateFailed,
  unfeature: LISTING_MESSAGES.updateFailed,
  verify: LISTING_MESSAGES.updateFailed,
  unverify: LISTING_MESSAGES.updateFailed,
  "resend-verification": LISTING_MESSAGES.verificationFailed,
  delete: LISTING_MESSAGES.deleteFailed,
};

/** A toast as the action answers it (the toast system's `ToastMessage`). */
export type ListingToast = { title: string; description?: string; variant: "success" | "error" };

/** The answer to a row action: the toast after a success, or the one failure shape with the intent and id. */
export type ListingActionData =
  | { ok: true; intent: ListingIntent; listingId: number; toast: ListingToast }
  | (FormFailure<{ intent: string; listingId: string }> & { ok?: undefined });

/** The toast of a failed row action: the intent's title, the reason as its description. */
export function listingFailureToast(intent: string, reason: string, title?: string): ListingToast {
  const known = LISTING_INTENTS.find((candidate) => candidate === intent);
  return { title: title ?? (known ? LISTING_FAILURE_TITLES[known] : LISTING_MESSAGES.updateFailed), description: reason, variant: "error" };
}

/** How the page words a listing's state: 'Live', 'Lapsed' (subscription ended) or 'Pending'. */
export function listingStateLabel(listing: Pick<ReviewListing, "isActive" | "lapsedAt">): "Live" | "Lapsed" | "Pending" {
  if (listing.isActive) return "Live";
  return listing.lapsedAt ? "Lapsed" : "Pending";
}
