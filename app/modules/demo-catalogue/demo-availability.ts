import { createRandom, hashSeed } from "~/modules/demo-catalogue/prng";
import { shiftDay } from "~/modules/time/uk-dates";

// Days demo vendors have blocked in their calendar (docs/product/public-area.md#demo-catalogue; decision 068): some
// vendors mark summer weekends they are already booked elsewhere, most of next summer's Saturdays going first, so a
// search by dates and the vendor page's 'Booked or unavailable on …' have something to show. The bookings of the
// demo conversations block their own days through the database's triggers (migration 0020).

const BLOCKED_SEED_LABEL = "shaadi-vendors demo blocked days v1";
/** The share of active vendors who keep their calendar on the site. */
export const DEMO_CALENDAR_SHARE = 0.35;
/** How far ahead days are blocked, in years from the seeding day. */
export const DEMO_BLOCKED_YEARS = 2;
/** Wedding season: June to September (months 6 to 9). */
const SUMMER_MONTHS = new Set([6, 7, 8, 9]);
/** How likely a weekend day is to be taken, relative to Saturday: Friday, Saturday, Sunday (UTC day numbers 5, 6, 0). */
const WEEKDAY_WEIGHT: Readonly<Record<number, number>> = { 5: 0.3, 6: 1, 0: 0.5 };
/** The second year ahead is booked less than the first. */
const SECOND_YEAR_FACTOR = 0.4;

export type DemoBlockedDay = { vendorName: string; day: string };

/** Fridays, Saturdays and Sundays of June to September after `today` and up to two years ahead, in order. */
export function summerWeekendsAfter(today: string): string[] {
  const last = shiftDay(today, { years: DEMO_BLOCKED_YEARS });
  const days: string[] = [];
  for (let day = shiftDay(today, { days: 1 }); day <= last; day = shiftDay(day, { days: 1 })) {
    const date = new Date(`${day}T00:00:00Z`);
    if (SUMMER_MONTHS.has(date.getUTCMonth() + 1) && WEEKDAY_WEIGHT[date.getUTCDay()] !== undefined) days.push(day);
  }
  return days;
}

/**
 * The days demo vendors have blocked by hand ('manual'). Input: the vendors (name, active flag) and the seeding
 * day (UK, `YYYY-MM-DD`). Output: for about a third of the active vendors ({@link DEMO_CALENDAR_SHARE}), between
 * 15 % and 45 % of next year's summer Saturdays (fewer Fridays and Sundays, and fewer the year after), all after
 * `today` and within {@link DEMO_BLOCKED_YEARS} years; none for inactive vendors. Each vendor draws from a stream
 * named after it, so the same vendors and day give the same days. Throws nothing.
 */
export function buildDemoBlockedDays(vendors: readonly { name: string; isActive: boolean }[], today: string): DemoBlockedDay[] {
  const weekends = summerWeekendsAfter(today);
  const secondYear = shiftDay(today, { years: 1 });
  const blocked: DemoBlockedDay[] = [];
  for (const vendor of vendors) {
    if (!vendor.isActive) continue;
    const random = createRandom(hashSeed(`${BLOCKED_SEED_LABEL}|${vendor.name}`));
    if (!random.chance(DEMO_CALENDAR_SHARE)) continue;
    const busy = 0.15 + random.next() * 0.3;
    for (const day of weekends) {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      const chance = busy * (WEEKDAY_WEIGHT[weekday] ?? 0) * (day > secondYear ? SECOND_YEAR_FACTOR : 1);
      if (random.chance(chance)) blocked.push({ vendorName: vendor.name, day });
    }
  }
  return blocked;
}
