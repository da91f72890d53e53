// The business hours a vendor page shows, as schema.org OpeningHoursSpecification (docs/product/public-area.md#seo;
// decision 072). Written out rather than read from the page's text at run time, since the vendor page's JSON-LD is
// built in the browser too (every byte counts there, decision 039); opening-hours.test.ts holds the two the same.

export type OpeningHoursSpecification = {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: readonly string[];
  /** 24-hour "HH:MM". */
  opens: string;
  closes: string;
};

/**
 * `BUSINESS_HOURS` (vendor-format.ts) as schema.org reads hours: one entry per open row, its days spelt out and its
 * times on the 24-hour clock; Sunday, closed, has none, which schema.org reads as closed.
 */
export const OPENING_HOURS: readonly OpeningHoursSpecification[] = [
  { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" },
  { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "10:00", closes: "16:00" },
];
