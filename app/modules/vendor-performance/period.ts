import { PERFORMANCE_PERIODS } from "~/db/schema-insights";

// Periods and their buckets for the Performance page (docs/product/vendor-journey-and-portal.md#performance;
// decision 087). Days are UTC calendar days as 'YYYY-MM-DD'; every period ends today, inclusive.

export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number];
export { PERFORMANCE_PERIODS };

/** What the period picker shows for each period. */
export const PERIOD_LABELS: Record<PerformancePeriod, string> = {
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  "12m": "Last 12 months",
  all: "Since your listing went live",
};

/** `?period=` as a period: anything missing or unknown is '30d' (decision 087: a bad value falls back, never a 500). */
export function parsePeriod(value: string | null | undefined): PerformancePeriod {
  return (PERFORMANCE_PERIODS as readonly string[]).includes(value ?? "") ? (value as PerformancePeriod) : "30d";
}

const DAY_MS = 86_400_000;

/** `day` moved by `days` (may be negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted (1 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A period's first and last day and its length in days. */
export type PeriodRange = { from: string; to: string; days: number };

/**
 * The days of `period` ending `today`: 30 or 90 days, 365 days for '12m', and for 'all' from `liveFrom` (the day
 * the listing went live, decision 087), never after today. Input: period, today, live-from day. Output: {@link PeriodRange}.
 */
export function periodRange(period: PerformancePeriod, today: string, liveFrom: string): PeriodRange {
  const length = period === "30d" ? 30 : period === "90d" ? 90 : period === "12m" ? 365 : 0;
  const from = length > 0 ? addDays(today, 1 - length) : liveFrom < today ? liveFrom : today;
  return { from, to: today, days: daysBetween(from, today) };
}

/** One bucket of days: its first and last day (clipped to the period) and its label ('w/c 3 Nov', 'Nov 2026'). */
export type Bucket = { key: string; from: string; to: string; label: string };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The Monday starting the ISO week of `day`. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The weeks (Monday to Sunday) or calendar months covering `range`, oldest first, the first and last clipped to
 * it. Weeks are labelled by the Monday they start on ('w/c 3 Nov 2026'), months by name and year.
 */
export function bucketsOf(range: PeriodRange, unit: "week" | "month"): Bucket[] {
  const buckets: Bucket[] = [];
  let start = unit === "week" ? weekStart(range.from) : `${range.from.slice(0, 7)}-01`;
  while (start <= range.to) {
    const next = unit === "week" ? addDays(start, 7) : nextMonth(start);
    const [year, month, date] = start.split("-").map(Number) as [number, number, number];
    const label = unit === "week" ? `w/c ${date} ${MONTHS[month - 1]} ${year}` : `${MONTHS[month - 1]} ${year}`;
    buckets.push({ key: start, from: start < range.from ? range.from : start, to: addDays(next, -1) > range.to ? range.to : addDays(next, -1), label });
    start = next;
  }
  return buckets;
}

function nextMonth(first: string): string {
  const [year, month] = first.split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

/** Weeks for 30 and 90 days, months for 12 months and since going live (decision 087). */
export function bucketUnit(period: PerformancePeriod): "week" | "month" {
  return period === "30d" || period === "90d" ? "week" : "month";
}

/** The first and last day of the calendar month before the one holding `today`: what a monthly summary covers. */
export function previousMonth(today: string): PeriodRange {
  const first = `${today.slice(0, 7)}-01`;
  const to = addDays(first, -1);
  const from = `${to.slice(0, 7)}-01`;
  return { from, to, days: daysBetween(from, to) };
}
