import type { PriceRange } from "~/modules/vendors/vendor-format";
import type { Random } from "~/modules/demo-catalogue/prng";

// What demo vendors quote (docs/product/couples-tools.md#quotes-and-bookings), in the ranges UK South Asian
// weddings cost: a bridal mehndi £150–£600, a photographer £1,200–£4,500, a venue £5,000–£25,000, a caterer £25–£60 a
// head. A vendor's price band (£ to ££££) places its quote within its trade's range. Prices in pence.

/** How a trade prices: a whole package, per guest, or per invitation card (one per household). */
type PriceUnit = "total" | "head" | "invitation";

type TradeQuote = { min: number; max: number; unit: PriceUnit; included: readonly string[] };

/** Each category's range in pounds (per unit) and what its quotes include; `{event}` is the event(s) covered. */
export const DEMO_QUOTE_PRICES: Record<string, TradeQuote> = {
  "makeup-artists": { min: 200, max: 950, unit: "total", included: ["Bridal makeup and a trial for the {event}, lashes and touch-up kit", "Bridal look for the {event} with hair styling, dupatta setting and two guest looks"] },
  "mehndi-artists": { min: 150, max: 600, unit: "total", included: ["Bridal mehndi, hands to the elbow and feet to the ankle, organic henna and aftercare", "Bridal mehndi for the {event} and two hours of guest mehndi"] },
  "hair-stylists": { min: 150, max: 600, unit: "total", included: ["Bridal hair for the {event} with a trial and hair accessories fitted", "Bridal styling on the day and styling for three of the bridal party"] },
  photographers: { min: 1200, max: 4500, unit: "total", included: ["Two photographers for the {event}, an online gallery of 600+ edited images and a 30-page album", "Full-day coverage of the {event}, couple shoot and a private online gallery"] },
  videographers: { min: 1000, max: 4000, unit: "total", included: ["A 5-minute highlight film and a full-length edit of the {event}, drone where the venue allows", "Two camera operators for the {event}, a cinematic highlight film and the ceremony in full"] },
  musicians: { min: 250, max: 1800, unit: "total", included: ["Two dhol players for the baraat entrance and an hour's performance at the {event}", "A live set at the {event}: two 45-minute sets with sound equipment"] },
  "djs-entertainment": { min: 400, max: 2500, unit: "total", included: ["DJ from 6 pm to midnight at the {event}, sound system, uplighting and a dance floor", "DJ and MC for the {event} with LED dance floor and the couple's entrance"] },
  venues: { min: 5000, max: 25000, unit: "total", included: ["Exclusive hire of the hall for the {event}, tables, chairs, linen and the bridal stage", "Venue hire for the {event} with in-house décor package, parking and a venue coordinator"] },
  catering: { min: 25, max: 60, unit: "head", included: ["Three-course menu for the {event}: starters, two mains, rice, naan and dessert, with serving staff", "Buffet for the {event}, halal-certified, with a live chaat counter and tea and coffee"] },
  decorators: { min: 600, max: 6000, unit: "total", included: ["Stage décor for the {event} with floral backdrop, sofa, aisle and centrepieces", "Full hall décor for the {event}: stage, entrance arch, table centrepieces and lighting"] },
  "bridal-wear": { min: 600, max: 6000, unit: "total", included: ["A made-to-measure bridal lehenga for the {event} with two fittings and dupatta", "Bridal outfit for the {event} with alterations and a matching groom's sherwani"] },
  "wedding-cake-shops": { min: 250, max: 1500, unit: "total", included: ["A four-tier cake for the {event} with sugar flowers, delivery and set-up", "Three-tier cake and a dessert table of 150 pieces for the {event}"] },
  jewellery: { min: 300, max: 6500, unit: "total", included: ["A bridal set for the {event}: necklace, earrings, tikka and matha patti", "Hire of a bridal set for the {event} with fitting and a second set for the reception"] },
  florists: { min: 150, max: 2500, unit: "total", included: ["Bridal bouquet, garlands for the couple and buttonholes for the {event}", "Flowers for the {event}: stage arrangement, table flowers and the couple's garlands"] },
  transportation: { min: 250, max: 1600, unit: "total", included: ["A chauffeured car for the {event}, ribbons and flowers, five hours' hire", "Vintage car for the bride and a second car for the family on the day of the {event}"] },
  invitations: { min: 2, max: 15, unit: "invitation", included: ["Printed invitations for the {event} with envelopes, RSVP cards and proofs", "Boxed invitation suites for the {event} with a design proof and guest names printed"] },
  "wedding-planners": { min: 1500, max: 8000, unit: "total", included: ["Planning from now to the {event}: suppliers, budget, timeline and on-the-day coordination", "On-the-day coordination of the {event} with two coordinators and a planning meeting"] },
};

const BANDS: readonly PriceRange[] = ["£", "££", "£££", "££££"];

/** Invitations one wedding sends: one per household, about one for every 2.5 guests, in fifties. */
export function invitationCount(guests: number): number {
  return Math.max(50, Math.round(guests / 2.5 / 50) * 50);
}

function units(unit: PriceUnit, guests: number): number {
  return unit === "head" ? guests : unit === "invitation" ? invitationCount(guests) : 1;
}

/**
 * The lowest and highest demo quote of a category for a wedding of `guests`, in pence (what the tests check).
 * Input: a category slug and the enquiry's guest count. Output: `{ minPence, maxPence }`; throws for an unknown slug.
 */
export function quoteRangeFor(categorySlug: string, guests: number): { minPence: number; maxPence: number } {
  const trade = DEMO_QUOTE_PRICES[categorySlug];
  if (!trade) throw new Error(`No demo quote prices for ${categorySlug}`);
  const count = units(trade.unit, guests);
  return { minPence: trade.min * count * 100, maxPence: trade.max * count * 100 };
}

/** Rounds a package price to what a business quotes: £10 steps under £1,000, £50 under £5,000, £250 above. */
function roundPounds(pounds: number): number {
  const step = pounds < 1000 ? 10 : pounds < 5000 ? 50 : 250;
  return Math.round(pounds / step) * step;
}

/**
 * A demo quote: its price in pence within {@link quoteRangeFor} (a £ vendor in the lowest quarter of its
 * trade's range, a ££££ vendor in the highest) and what it includes. Input: the random stream, the category, the
 * vendor's price band, the guest count, the event(s) covered. Output: `{ pricePence, included }`.
 */
export function demoQuote(
  random: Random,
  input: { categorySlug: string; priceRange: PriceRange; guests: number; events: string },
): { pricePence: number; included: string } {
  const trade = DEMO_QUOTE_PRICES[input.categorySlug];
  if (!trade) throw new Error(`No demo quote prices for ${input.categorySlug}`);
  const band = Math.max(0, BANDS.indexOf(input.priceRange));
  const share = (band + random.next()) / BANDS.length;
  const perUnit = trade.min + (trade.max - trade.min) * share;
  const count = units(trade.unit, input.guests);
  // Per-guest and per-card prices are whole pounds (or half pounds for cards); a package is rounded as quoted.
  const pounds = trade.unit === "total" ? roundPounds(perUnit) : (trade.unit === "head" ? Math.round(perUnit) : Math.round(perUnit * 2) / 2) * count;
  const bounded = Math.min(trade.max * count, Math.max(trade.min * count, pounds));
  return { pricePence: Math.round(bounded * 100), included: random.pick(trade.included).replaceAll("{event}", input.events) };
}
