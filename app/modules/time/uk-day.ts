// The calendar day in the United Kingdom. Dates people choose on the site (a quote's 'Valid until', an event
// date) are UK days, so a rule comparing one with "today" asks for today in London, not in UTC: from midnight to
// 1 a.m. in summer the two differ.

const LONDON_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" });

/** The day in London at `time`, as `YYYY-MM-DD` (the form of a PostgreSQL `date`). */
export function ukDay(time: Date): string {
  return LONDON_DAY.format(time);
}
