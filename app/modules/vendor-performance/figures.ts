// The sums, rates and money of the Performance page (docs/product/vendor-journey-and-portal.md#performance;
// decision 087), as plain code over the roll-ups' counts so the page, the CSV and the monthly summary agree.

/** The counts of one day, week, month or period (booked value in pence). */
export type Counts = {
  searchAppearances: number;
  profileViews: number;
  enquiries: number;
  replied: number;
  quoted: number;
  booked: number;
  bookedValuePence: number;
};

export const COUNT_KEYS = ["searchAppearances", "profileViews", "enquiries", "replied", "quoted", "booked", "bookedValuePence"] as const satisfies readonly (keyof Counts)[];

export const ZERO_COUNTS: Counts = { searchAppearances: 0, profileViews: 0, enquiries: 0, replied: 0, quoted: 0, booked: 0, bookedValuePence: 0 };

/** The sum of `rows`' counts. */
export function sumCounts(rows: readonly Counts[]): Counts {
  const total = { ...ZERO_COUNTS };
  for (const row of rows) for (const key of COUNT_KEYS) total[key] += Number(row[key]);
  return total;
}

/** `part` ÷ `whole` (0–1 for the funnel's cohorts), or null when `whole` is 0: never a division by zero. */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** The median of `values` (the mean of the middle two for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const FUNNEL_STEPS = [
  { key: "searchAppearances", label: "Search appearances" },
  { key: "profileViews", label: "Profile views" },
  { key: "enquiries", label: "Enquiries" },
  { key: "replied", label: "Replied" },
  { key: "quoted", label: "Quoted" },
  { key: "booked", label: "Booked" },
] as const;

export type FunnelKey = (typeof FUNNEL_STEPS)[number]["key"];

/** One step of the funnel: its count and its rate from the step before (null for the first, or when that was 0). */
export type FunnelStep = { key: FunnelKey; label: string; value: number; rate: number | null };

/** The funnel search appearances → profile views → enquiries → replied → quoted → booked of `counts`. */
export function funnelOf(counts: Counts): FunnelStep[] {
  return FUNNEL_STEPS.map((step, index) => {
    const before = FUNNEL_STEPS[index - 1];
    return { key: step.key, label: step.label, value: counts[step.key], rate: before ? rate(counts[step.key], counts[before.key]) : null };
  });
}

/**
 * Fewer booked enquiries than this and the page says 'Not enough bookings to tell' instead of a cost per booking
 * and a return on the plan: with one or two bookings one price swings the figure (decision 087).
 */
export const MIN_BOOKINGS_TO_TELL = 3;

/**
 * What the plan cost and earned over a period. `state`: 'no_plan' (a catalogue or imported listing, nothing
 * paid), 'no_enquiries', 'not_enough_bookings' (fewer than {@link MIN_BOOKINGS_TO_TELL}), or 'ok'. Pence; the
 * return is booked value ÷ plan cost (2 means the bookings were worth twice the plan).
 */
export type Money = {
  state: "no_plan" | "no_enquiries" | "not_enough_bookings" | "ok";
  planName: string | null;
  planCostPence: number | null;
  costPerEnquiryPence: number | null;
  costPerBookingPence: number | null;
  returnOnPlan: number | null;
};

/**
 * The money block: the yearly plan price pro-rated to `days`/365 (rounded to the penny), per enquiry and, from
 * {@link MIN_BOOKINGS_TO_TELL} bookings, per booking and the return on the plan (decision 087). Input: the plan's
 * name and yearly price in pence (null without a plan), the period's days, its counts.
 */
export function moneyOf(plan: { name: string; pricePence: number } | null, days: number, counts: Counts): Money {
  if (!plan) return { state: "no_plan", planName: null, planCostPence: null, costPerEnquiryPence: null, costPerBookingPence: null, returnOnPlan: null };
  const planCostPence = Math.round((plan.pricePence * days) / 365);
  const base = { planName: plan.name, planCostPence, costPerBookingPence: null, returnOnPlan: null };
  if (counts.enquiries === 0) return { ...base, state: "no_enquiries", costPerEnquiryPence: null };
  const costPerEnquiryPence = Math.round(planCostPence / counts.enquiries);
  if (counts.booked < MIN_BOOKINGS_TO_TELL) return { ...base, state: "not_enough_bookings", costPerEnquiryPence };
  return {
    ...base,
    state: "ok",
    costPerEnquiryPence,
    costPerBookingPence: Math.round(planCostPence / counts.booked),
    returnOnPlan: planCostPence > 0 ? counts.bookedValuePence / planCostPence : null,
  };
}

/** '35 minutes', '3 h 20 min', or 'No replies' for a median reply time in minutes. */
export function formatReplyTime(minutes: number | null): string {
  if (minutes === null) return "No replies";
  const rounded = Math.round(minutes);
  return rounded < 60 ? `${rounded} minutes` : `${Math.floor(rounded / 60)} h ${rounded % 60} min`;
}

/** A share or rate (0–1) as a whole percentage, or an em dash when there is none. */
export function formatShare(value: number | null): string {
  return value === null ? "—" : `${Math.round(value * 100)}%`;
}
