// The event types of enquiries, vendors' attributes and the couple's dates (docs/product/public-area.md#enquiries),
// alone in this file so that the search form's date fields load the list without the enquiry form's rules
// (decision 076); enquiry-rules.ts re-exports it.

/**
 * Event types a couple can choose. The same list as `ENQUIRY_EVENT_TYPES` in app/db/schema-portal.ts, repeated
 * here because that file imports Drizzle and must not reach the browser; a unit test keeps the two equal.
 */
export const EVENT_TYPES = ["Mehndi", "Nikah", "Walima", "Sangeet", "Baraat", "Reception", "Anand Karaj", "Other"] as const;

export type EventType = (typeof EVENT_TYPES)[number];
