// The business hours a vendor page shows, as schema.org OpeningHoursSpecification (docs/product/public-area.md#seo;
// decision 072). Read from the same rows the page shows ({@link BUSINESS_HOURS}), so the two cannot disagree.
import { BUSINESS_HOURS } from "~/modules/vendors/vendor-format";

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** One row of hours as the page shows it: "Monday – Friday" and "9:00 am – 6:00 pm", or "Closed". */
export type HoursRow = { days: string; hours: string };

export type OpeningHoursSpecification = {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string[];
  /** 24-hour "HH:MM". */
  opens: string;
  closes: string;
};

/** "Monday – Friday" → Monday…Friday; "Saturday" → Saturday; throws on a day that is not one. */
function daysOf(text: string): string[] {
  const [first, last = first] = text.split(/\s*[–-]\s*/).map((day) => day.trim());
  const from = WEEK.indexOf(first as (typeof WEEK)[number]);
  const to = WEEK.indexOf(last as (typeof WEEK)[number]);
  if (from < 0 || to < from) throw new Error(`Unreadable days in the business hours: "${text}"`);
  return WEEK.slice(from, to + 1);
}

/** "9:00 am" → "09:00", "6:00 pm" → "18:00", "12:30 pm" → "12:30"; throws on anything else. */
function clockOf(text: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*(am|pm)$/i.exec(text.trim());
  if (!match) throw new Error(`Unreadable time in the business hours: "${text}"`);
  const hour = (Number(match[1]) % 12) + (match[3]!.toLowerCase() === "pm" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${match[2]}`;
}

/**
 * Business hours as schema.org `OpeningHoursSpecification`s: one per open row, with its days spelt out
 * ("Monday – Friday" → Monday to Friday) and 24-hour times ("9:00 am – 6:00 pm" → 09:00 and 18:00); a "Closed" row
 * gives none, which schema.org reads as closed. Input: rows as the vendor page shows them (the page's own by default).
 * Output: the specifications in row order. Throws an Error naming a row it cannot read, so a changed wording is
 * caught by the tests rather than published wrongly.
 */
export function openingHoursSpecification(rows: readonly HoursRow[] = BUSINESS_HOURS): OpeningHoursSpecification[] {
  return rows.flatMap((row) => {
    if (/^closed$/i.test(row.hours.trim())) return [];
    const [opens, closes] = row.hours.split(/\s*[–-]\s*/);
    if (!opens || !closes) throw new Error(`Unreadable hours in the business hours: "${row.hours}"`);
    return [{ "@type": "OpeningHoursSpecification", dayOfWeek: daysOf(row.days), opens: clockOf(opens), closes: clockOf(closes) }];
  });
}
