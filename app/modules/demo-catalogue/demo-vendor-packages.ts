import { DEMO_QUOTE_PRICES, invitationCount } from "~/modules/demo-catalogue/demo-quote-prices";
import type { Random } from "~/modules/demo-catalogue/prng";
import type { PackageEventType, PackageInput } from "~/modules/packages/package-rules";
import { PRICE_RANGES, type PriceRange } from "~/modules/vendors/vendor-format";

// Packages of generated vendors (docs/product/vendor-journey-and-portal.md#packages; decision 064): three tiers
// priced in their trade's range (demo-quote-prices.ts: a bridal mehndi £150–£600, a photographer £1,200–£4,500, a
// venue £5,000–£25,000, a caterer £25–£60 a head), the cheapest where the vendor's price band sits in that range.

/** Packages each generated vendor offers. */
export const DEMO_PACKAGES_PER_VENDOR = 3;

const TIER_NAMES = ["Essential", "Classic", "Signature"] as const;
/** Guests each tier serves, for trades priced per guest or per invitation (catering, invitations). */
const TIER_GUESTS = [150, 300, 500] as const;
/** The event each category's packages are mostly for; others cover the wedding days in general. */
const CATEGORY_EVENTS: Partial<Record<string, PackageEventType>> = {
  "mehndi-artists": "Mehndi",
  "djs-entertainment": "Sangeet",
  transportation: "Baraat",
  venues: "Reception",
  catering: "Walima",
};
const GENERAL_EVENTS: readonly PackageEventType[] = ["Nikah", "Walima", "Reception", "Sangeet", "Mehndi", "Anand Karaj", "Baraat"];

/** Rounds a price as a business quotes it: £10 steps under £1,000, £50 under £5,000, £250 above. */
function roundPounds(pounds: number): number {
  const step = pounds < 1000 ? 10 : pounds < 5000 ? 50 : 250;
  return Math.round(pounds / step) * step;
}

/** How many units a tier's price counts: its guests for per-head trades, its invitations for cards, else 1. */
export function demoPackageUnits(categorySlug: string, guests: number | null): number {
  const unit = DEMO_QUOTE_PRICES[categorySlug]?.unit;
  if (guests === null || unit === "total" || unit === undefined) return 1;
  return unit === "head" ? guests : invitationCount(guests);
}

/**
 * A generated vendor's {@link DEMO_PACKAGES_PER_VENDOR} packages, cheapest first. Each tier's price per unit lies in
 * the trade's range of {@link DEMO_QUOTE_PRICES} (per guest for catering, per invitation for invitations, with the
 * tier's guests), the first in the quarter of the range the vendor's price band names (£ lowest, ££££ highest; a
 * vendor without a band as ££), each next tier 20–60 % dearer per unit, never above the range.
 * Input: the vendor's own random stream, its category slug and price band. Output: packages as the package rules
 * describe them (price in pence, 'from' prices). Throws for a category without prices.
 */
export function demoPackages(random: Random, vendor: { categorySlug: string; priceRange: PriceRange | null }): PackageInput[] {
  const trade = DEMO_QUOTE_PRICES[vendor.categorySlug];
  if (!trade) throw new Error(`No demo prices for ${vendor.categorySlug}`);
  const band = vendor.priceRange === null ? 1 : PRICE_RANGES.indexOf(vendor.priceRange);
  const perGuest = trade.unit !== "total";
  let perUnit = trade.min + ((trade.max - trade.min) * (band + random.next())) / PRICE_RANGES.length;
  const event = CATEGORY_EVENTS[vendor.categorySlug];
  return TIER_NAMES.map((tier, index) => {
    if (index > 0) perUnit = Math.min(trade.max, perUnit * (1.2 + random.next() * 0.4));
    const guests = perGuest ? (TIER_GUESTS[index] as number) : null;
    const units = demoPackageUnits(vendor.categorySlug, guests);
    const pounds = perGuest ? Math.round(perUnit) * units : roundPounds(perUnit);
    const bounded = Math.min(trade.max * units, Math.max(trade.min * units, pounds));
    const events = event ? [event] : random.sample(GENERAL_EVENTS, random.int(1, 2));
    return {
      name: `${tier} package`,
      pricePence: bounded * 100,
      priceKind: "from" as const,
      included: random.pick(trade.included).replaceAll("{event}", events.join(" and ").toLowerCase()),
      eventTypes: events,
      guests,
    };
  });
}
