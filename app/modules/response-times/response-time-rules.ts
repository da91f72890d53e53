// How fast a vendor answers couples (docs/product/couples-tools.md#response-times, decision 060): the figures a
// vendor card and the vendor page show, and the words they show them in. Kept apart from the server code so the
// cards carry only these few lines.

/** The figures cover enquiries sent in this many days before now. */
export const RESPONSE_WINDOW_DAYS = 90;

/** An enquiry answered within this many hours counts as answered in time (the share shown, the suggestions' bar). */
export const ANSWERED_WITHIN_HOURS = 48;

/** Below this many counted enquiries in the window, nothing is shown: a few enquiries say little. */
export const MIN_ENQUIRIES_SHOWN = 5;

/**
 * A vendor's reply record over the window, as stored in `vendor_response_stats`: the counted enquiries (delivered,
 * and either answered or 48 hours old), the median minutes from the enquiry to the vendor's first reply with
 * unanswered enquiries counting as later than every reply (null when half or more are unanswered, so there is no
 * "usual" time), and the share of them answered within 48 hours (0–1).
 */
export type ResponseRecord = {
  enquiries: number;
  medianReplyMinutes: number | null;
  repliedWithin48hShare: number;
};

const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;

/** Whether a record has enough enquiries to be shown (at least {@link MIN_ENQUIRIES_SHOWN}). */
export function isShownRecord(record: ResponseRecord | null | undefined): record is ResponseRecord {
  return record !== null && record !== undefined && record.enquiries >= MIN_ENQUIRIES_SHOWN;
}

/**
 * The reply speed in words: 'Usually replies within an hour' (median up to 60 minutes), 'within N hours' (under
 * 24 hours, N rounded up), 'within a day' (exactly 24 hours), 'within N days' (over 24 hours, N rounded up).
 * Input: a record. Output: the label, or undefined with fewer than {@link MIN_ENQUIRIES_SHOWN} enquiries or no
 * median (half or more unanswered). Pure.
 */
export function responseTimeLabel(record: ResponseRecord | null | undefined): string | undefined {
  if (!isShownRecord(record) || record.medianReplyMinutes === null) return undefined;
  const minutes = Math.max(0, record.medianReplyMinutes);
  if (minutes <= HOUR_MINUTES) return "Usually replies within an hour";
  if (minutes < DAY_MINUTES) return `Usually replies within ${Math.ceil(minutes / HOUR_MINUTES)} hours`;
  // A median of 30 hours is not "within a day": past 24 hours the label counts days, rounded up.
  if (minutes === DAY_MINUTES) return "Usually replies within a day";
  return `Usually replies within ${Math.ceil(minutes / DAY_MINUTES)} days`;
}

/**
 * The reply rate in words, e.g. 'Replies to 92% of enquiries within 48 hours'. The percentage is rounded down, so a
 * vendor that missed one enquiry never reads 100%. Input: a record. Output: the text, or undefined with fewer than
 * {@link MIN_ENQUIRIES_SHOWN} enquiries. Pure.
 */
export function replyRateLabel(record: ResponseRecord | null | undefined): string | undefined {
  if (!isShownRecord(record)) return undefined;
  // The small epsilon keeps 0.29 (28.999… × 100 in floating point) at 29%.
  const percent = Math.floor(Math.min(1, Math.max(0, record.repliedWithin48hShare)) * 100 + 1e-9);
  return `Replies to ${percent}% of enquiries within ${ANSWERED_WITHIN_HOURS} hours`;
}
