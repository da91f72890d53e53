// How the dashboard's Listing Status card words a listing's state (docs/product/vendor-journey-and-portal.md#listing: "The
// dashboard says a verified listing is 'under review' until an admin sets is_active"; docs/product/vendor-journey-and-portal.md#billing: a listing hidden by
// an ended subscription says so). Pure, shared by the card and its tests.

export type ListingStatusInput = {
  isActive: boolean;
  isVerified: boolean;
  /** Set while the listing is hidden because its subscription ended. */
  subscriptionLapsedAt: Date | string | null;
};

export type ListingState = "live" | "subscription_ended" | "under_review" | "awaiting_verification";

/** The state a listing is in for its owner, most telling first: live, hidden by an ended subscription, under review, unverified. */
export function listingState(listing: ListingStatusInput): ListingState {
  if (listing.isActive) return "live";
  if (listing.subscriptionLapsedAt) return "subscription_ended";
  return listing.isVerified ? "under_review" : "awaiting_verification";
}

/** The sentence under the status badges, per state. */
export const LISTING_STATE_TEXT: Record<ListingState, string> = {
  live: "Your listing is live: couples can find it in search and on its category page.",
  subscription_ended: "Your listing is hidden from couples because your subscription has ended. Renew it to show your listing again.",
  under_review: "Your listing is under review. Our team activates it within 1-2 business days, and we will email you when it is live.",
  awaiting_verification: "Please verify your email address. Your listing will be reviewed once it is verified.",
};
