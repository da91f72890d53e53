import type { Random } from "~/modules/demo-catalogue/prng";

// When the demo conversations happen (docs/product/couples-tools.md#response-times): couples write mostly at lunch
// and in the evening, UK time; vendors answer in their working day, so an evening enquiry is answered the next
// morning. Each vendor has a habit: most answer within hours, some take a day or three, a few leave enquiries
// unanswered.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How a vendor answers: the spread of its delays in hours and the share of enquiries it never answers. */
export type ReplyHabit = { name: "prompt" | "steady" | "slow" | "patchy"; minHours: number; maxHours: number; neverShare: number };

export const REPLY_HABITS: readonly (ReplyHabit & { weight: number })[] = [
  { name: "prompt", minHours: 0.15, maxHours: 3, neverShare: 0.02, weight: 42 },
  { name: "steady", minHours: 1.5, maxHours: 10, neverShare: 0.04, weight: 33 },
  { name: "slow", minHours: 20, maxHours: 72, neverShare: 0.08, weight: 18 },
  { name: "patchy", minHours: 8, maxHours: 90, neverShare: 0.3, weight: 7 },
];

/** Weights of the UK hour (0–23) an enquiry is sent at: a lunchtime bump and a long evening. */
const SEND_HOUR_WEIGHTS = [1, 0.5, 0.2, 0.1, 0.1, 0.2, 0.6, 1.5, 2.5, 3, 3, 3, 4, 4, 3, 3, 3, 3.5, 4, 5, 6, 6, 5, 3];

const ukClock = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", hourCycle: "h23" });
// The UK's offset from UTC changes only on the hour, so it is asked of Intl once per hour of the calendar: formatting
// every moment would take the seed half a second.
const offsets = new Map<number, number>();

/** The UK wall-clock time of `time` in hours (e.g. 21.5 for 21:30), GMT or BST as the date has it. */
export function ukHour(time: Date): number {
  const hour = Math.floor(time.getTime() / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    offset = (Number(ukClock.format(time)) - time.getUTCHours() + 24) % 24;
    offsets.set(hour, offset);
  }
  return (((time.getTime() / HOUR_MS) % 24) + offset + 24) % 24;
}

/** A vendor's reply habit, drawn by {@link REPLY_HABITS}' weights among the first `among` of them. */
export function pickHabit(random: Random, among = REPLY_HABITS.length): ReplyHabit {
  const habits = REPLY_HABITS.slice(0, among);
  return habits[random.weightedIndex(habits.map((habit) => habit.weight))]!;
}

/**
 * A moment `daysAgo` days (a fraction allowed) before `at`, moved to a UK hour drawn from the day's pattern of
 * enquiries. Never after `at`: a moment that would be is put back one day.
 */
export function sendTime(random: Random, at: Date, daysAgo: number): Date {
  const day = new Date(at.getTime() - daysAgo * DAY_MS);
  const wanted = random.weightedIndex(SEND_HOUR_WEIGHTS) + random.next();
  const time = new Date(day.getTime() + (wanted - ukHour(day)) * HOUR_MS);
  return time.getTime() < at.getTime() ? time : new Date(time.getTime() - DAY_MS);
}

/** `time`, or if it falls in the UK night (before `opens` or from `closes`), the next morning between 7:30 and 10:30. */
export function inWakingHours(random: Random, time: Date, opens = 7.5, closes = 22): Date {
  const hour = ukHour(time);
  if (hour >= opens && hour < closes) return time;
  const morning = 7.5 + random.next() * 3;
  const ahead = hour >= closes ? 24 - hour + morning : morning - hour;
  const next = new Date(time.getTime() + ahead * HOUR_MS);
  // A night the clocks change on is an hour longer or shorter.
  return new Date(next.getTime() + (morning - ukHour(next)) * HOUR_MS);
}

/**
 * When a vendor with `habit` first answers an enquiry sent at `sent`, or null when it never does. The delay is
 * drawn between the habit's bounds (skewed short) and lands in the vendor's waking hours.
 */
export function firstReplyTime(random: Random, habit: ReplyHabit, sent: Date): Date | null {
  if (random.chance(habit.neverShare)) return null;
  const hours = habit.minHours + (habit.maxHours - habit.minHours) * random.next() ** 1.6;
  return inWakingHours(random, new Date(sent.getTime() + hours * HOUR_MS));
}

/** A later answer of the same vendor: half its first-reply delay, in waking hours. */
export function vendorAnswerTime(random: Random, habit: ReplyHabit, after: Date): Date {
  const hours = (habit.minHours + (habit.maxHours - habit.minHours) * random.next() ** 1.6) / 2;
  return inWakingHours(random, new Date(after.getTime() + Math.max(0.1, hours) * HOUR_MS));
}

/** A couple's answer: from 20 minutes to a day and a half later, in their waking hours (they write later at night). */
export function coupleAnswerTime(random: Random, after: Date): Date {
  const hours = 0.33 + 36 * random.next() ** 2;
  return inWakingHours(random, new Date(after.getTime() + hours * HOUR_MS), 7, 23.5);
}
