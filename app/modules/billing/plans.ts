import { z } from "zod";

/**
 * The three annual listing plans (spec: supplier-portal-and-admin §9, public-area §9). Shared by /onboarding,
 * /pricing, /payment-success and the billing adapters, so a price or feature is written once.
 */
export const PLAN_IDS = ["early_bird", "showcase", "featured"] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const planIdSchema = z.enum(PLAN_IDS);

/** The /onboarding form: one plan, chosen by its radio button. */
export const planChoiceSchema = z.object({ plan: z.enum(PLAN_IDS, { message: "Please choose a plan." }) });

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

/** The plan with id `id`. Throws for an unknown id (callers parse ids with {@link planIdSchema} first). */
export function getPlan(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** The name shown for a plan id from a URL; anything unknown is 'Your Plan' (spec: payment success). */
export function planDisplayName(id: string | null | undefined): string {
  const parsed = planIdSchema.safeParse(id);
  return parsed.success ? getPlan(parsed.data).name : "Your Plan";
}

/** '£99.99' for 9999 pence. */
export function formatPounds(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}

/** Whether the early-bird offer can still be bought with `remainingSpots` left. */
export function isEarlyBirdSoldOut(remainingSpots: number): boolean {
  return remainingSpots <= 0;
}
