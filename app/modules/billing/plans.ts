/**
 * The three annual listing plans (docs/product/vendor-journey-and-portal.md#plans). Shared by /onboarding,
 * /pricing, /payment-success and the billing adapters, so a price or feature is written once.
 */
export const PLAN_IDS = ["early_bird", "showcase", "featured"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** Whether `id` names one of {@link PLAN_IDS}. Plain code, so the pages showing plans need no zod (decision 039). */
export function isPlanId(id: unknown): id is PlanId {
  return (PLAN_IDS as readonly unknown[]).includes(id);
}

export type Plan = {
  id: PlanId;
  name: string;
  /** Yearly price in pence (GBP). */
  pricePence: number;
  features: string[];
  /** Only a limited number of spots are sold (early bird). */
  isLimited: boolean;
  /** Shown as a badge on the card ('Most Popular'). */
  badge?: string;
  /** A listing bought with this plan is featured (`vendors.is_featured`). */
  featuresListing: boolean;
};

const BASE_FEATURES = ["Listing page", "Up to 10 images", "Pricing", "Contact details"];

export const PLANS: readonly Plan[] = [
  {
    id: "early_bird",
    name: "Early Bird Offer",
    pricePence: 9999,
    features: BASE_FEATURES,
    isLimited: true,
    featuresListing: false,
  },
  {
    id: "showcase",
    name: "Supplier Showcase",
    pricePence: 14999,
    features: [...BASE_FEATURES, "SEO article"],
    isLimited: false,
    badge: "Most Popular",
    featuresListing: false,
  },
  {
    id: "featured",
    name: "Featured Supplier",
    pricePence: 19999,
    features: [...BASE_FEATURES, "SEO article", "Category feature", "Home page feature"],
    isLimited: false,
    featuresListing: true,
  },
];

/** The plan with id `id`. Throws for an unknown id (callers check ids with {@link isPlanId} or `planIdSchema` first). */
export function getPlan(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** The name shown for a plan id from a URL; anything unknown is 'Your Plan' (docs/product/vendor-journey-and-portal.md#checkout). */
export function planDisplayName(id: string | null | undefined): string {
  return isPlanId(id) ? getPlan(id).name : "Your Plan";
}

/** '£99.99' for 9999 pence. */
export function formatPounds(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}

/** Whether the early-bird offer can still be bought with `remainingSpots` left. */
export function isEarlyBirdSoldOut(remainingSpots: number): boolean {
  return remainingSpots <= 0;
}
