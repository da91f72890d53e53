// When a subscription keeps a listing public, and how the portal words it (docs/product/vendor-journey-and-portal.md#billing; docs/decisions/
// 019-subscription-lapse.md). Pure, so the subscription card and the server share one rule.

/** A subscription status in Stripe's words (the test-mode provider uses the same). */
export type SubscriptionStatus =
  | "incomplete"
  | "incomplete_expired"
  | "trialing"
  | "active"
  | "past_due"
  | "canceled"
  | "unpaid"
  | "paused";

/**
 * Where a subscription stands for its listing: `active` (paid, renewing), `cancelling` (paid until the period
 * end, then it stops), `past_due_grace` (a renewal payment failed; still public during the grace period),
 * `ended` (the listing is hidden from couples).
 */
export type SubscriptionStanding = "active" | "cancelling" | "past_due_grace" | "ended";

/**
 * How long a past-due subscription keeps its listing public after its period end: Stripe retries a failed
 * renewal for days (Smart Retries), so one failed card does not take a vendor off the site at once.
 */
export const PAST_DUE_GRACE_DAYS = 7;
export const PAST_DUE_GRACE_MS = PAST_DUE_GRACE_DAYS * 24 * 60 * 60 * 1000;

/**
 * Statuses that end a subscription whatever its dates. `paused` is Stripe's state of a subscription that stopped
 * billing (a trial without a payment method), so nothing is being paid for either.
 */
const ENDED_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(["canceled", "unpaid", "incomplete_expired", "paused"]);

export type SubscriptionTerms = {
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/**
 * The standing of a subscription at time `at` (docs/product/vendor-journey-and-portal.md#billing). It ends when (a) its status is canceled, unpaid,
 * incomplete_expired or paused, (b) it was set to cancel at the period end and `at` ≥ the period end, or
 * (c) it is past_due and `at` ≥ period end + {@link PAST_DUE_GRACE_DAYS}. Any other state keeps the listing public.
 */
export function subscriptionStanding(terms: SubscriptionTerms, at: Date): SubscriptionStanding {
  if (ENDED_STATUSES.has(terms.status)) return "ended";
  const periodEnd = terms.currentPeriodEnd?.getTime();
  if (terms.cancelAtPeriodEnd && periodEnd !== undefined && at.getTime() >= periodEnd) return "ended";
  if (terms.status === "past_due") {
    if (periodEnd !== undefined && at.getTime() >= periodEnd + PAST_DUE_GRACE_MS) return "ended";
    return "past_due_grace";
  }
  return terms.cancelAtPeriodEnd ? "cancelling" : "active";
}

/** Whether a listing with this standing stays (or becomes again) public. */
export function keepsListingPublic(standing: SubscriptionStanding): boolean {
  return standing !== "ended";
}

/** When a past-due subscription's listing will be hidden: period end + grace; null without a period end. */
export function graceEndsAt(currentPeriodEnd: Date | null): Date | null {
  return currentPeriodEnd ? new Date(currentPeriodEnd.getTime() + PAST_DUE_GRACE_MS) : null;
}

/**
 * When an ended subscription ended: the period end when it stopped there (cancelled at period end), the end of
 * the grace period for an unpaid renewal, otherwise the provider's time of the event that ended it.
 */
export function subscriptionEndedAt(terms: SubscriptionTerms & { lastEventAt: Date | null }): Date | null {
  const { status, currentPeriodEnd, cancelAtPeriodEnd, lastEventAt } = terms;
  if (cancelAtPeriodEnd && currentPeriodEnd) return currentPeriodEnd;
  if (status === "past_due") return graceEndsAt(currentPeriodEnd);
  return lastEventAt ?? currentPeriodEnd;
}

const STANDING_LABELS: Record<SubscriptionStanding, string> = {
  active: "Active",
  cancelling: "Cancels at period end",
  past_due_grace: "Payment overdue",
  ended: "Ended",
};

/** The human label of a standing, shown as the subscription's status ('Active', 'Ended'…). */
export function standingLabel(standing: SubscriptionStanding): string {
  return STANDING_LABELS[standing];
}

/** '12 March 2027': a day as UK readers write it, in UK time. Accepts a Date or its ISO string. */
export function formatSubscriptionDate(value: Date | string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" }).format(
    new Date(value),
  );
}

/** What the card needs to word the subscription's dates (a serialised summary is fine: dates may be strings). */
export type SubscriptionDates = {
  standing: SubscriptionStanding;
  currentPeriodEnd: Date | string | null;
  endedAt: Date | string | null;
};

/**
 * The subscription as the card receives it from a loader: the server's `VendorSubscriptionSummary`, whose dates
 * may arrive as Date or ISO string.
 */
export type SubscriptionCardData = SubscriptionDates & {
  plan: { id: string; name: string };
  status: SubscriptionStatus;
  label: string;
  graceEndsAt: Date | string | null;
  cancelAtPeriodEnd: boolean;
  provider: string;
  listingHidden: boolean;
};

/**
 * The subscription's date line: 'Renews on 12 March 2027' (active), 'Ends on …' (cancelling), 'Ended on …'
 * (ended), 'Payment overdue since …' (past due). Null when there is no date to show.
 */
export function subscriptionDateLine(dates: SubscriptionDates): string | null {
  const { standing, currentPeriodEnd, endedAt } = dates;
  if (standing === "ended") return endedAt ? `Ended on ${formatSubscriptionDate(endedAt)}` : null;
  if (!currentPeriodEnd) return null;
  const day = formatSubscriptionDate(currentPeriodEnd);
  if (standing === "cancelling") return `Ends on ${day}`;
  if (standing === "past_due_grace") return `Payment overdue since ${day}`;
  return `Renews on ${day}`;
}

/** The notice on a listing hidden because its subscription ended (docs/product/vendor-journey-and-portal.md#billing: "the dashboard says so"). */
export const LISTING_HIDDEN_MESSAGE =
  "Your subscription has ended, so your listing is hidden from couples. Renew to show it again.";

/** docs/product/vendor-journey-and-portal.md#billing, vendor portal: the billing portal could not be opened. */
export const BILLING_PORTAL_FAILED_MESSAGE = "Failed to open customer portal. Please try again.";

/**
 * Where 'Manage billing' sends the vendor back when the portal cannot be opened: the dashboard with
 * `?billing=failed`, which the page turns into the spec's message (a plain form post cannot carry a toast back).
 */
export const BILLING_FAILED_LOCATION = "/vendor-dashboard?billing=failed";

/** Whether the dashboard URL says 'Manage billing' just failed (see {@link BILLING_FAILED_LOCATION}). */
export function isBillingFailure(url: URL | string): boolean {
  return new URL(url, "http://localhost").searchParams.get("billing") === "failed";
}
