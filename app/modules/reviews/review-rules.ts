// Reviews that only a real enquiry can lead to (docs/product/couples-tools.md#reviews): the form's rules,
// shared by the browser (instant feedback) and the action (the real check), and how a review reads on a page.
// The zod schemas are in review-schema.ts, so the vendor page shows reviews without loading zod (decision 039).
// docs/decisions/029-reviews.md explains the numbers.

/** Most photos one review carries; each passes the upload checks of app/modules/media (5 MB, JPEG/PNG/WebP). */
export const MAX_REVIEW_PHOTOS = 4;
export const MAX_TITLE_LENGTH = 120;
export const MIN_BODY_LENGTH = 20;
export const MAX_BODY_LENGTH = 5000;
export const MAX_AUTHOR_LENGTH = 60;

/** The reasons a visitor can give when reporting a review (stored as written here). */
export const REPORT_REASONS = [
  "Not a genuine review",
  "Offensive or abusive",
  "Contains personal information",
  "Spam or advertising",
  "Something else",
] as const;

export const REVIEW_MESSAGES = {
  rating: "Please choose a rating from 1 to 5 stars.",
  title: "Please give your review a title.",
  titleTooLong: `Please keep the title to at most ${MAX_TITLE_LENGTH} characters.`,
  body: `Please tell other couples about your experience (at least ${MIN_BODY_LENGTH} characters).`,
  bodyTooLong: `Your review is too long: please use at most ${MAX_BODY_LENGTH.toLocaleString("en-GB")} characters.`,
  authorName: "Please enter the name to show with your review.",
  authorTooLong: `Please keep the name to at most ${MAX_AUTHOR_LENGTH} characters.`,
  tooManyPhotos: `Please add at most ${MAX_REVIEW_PHOTOS} photos.`,
  used: "This review link has already been used.",
  unknown: "This review link is not valid. Please use the link from your invitation email.",
  unexpected: "Your review could not be saved. Please try again.",
  reportReason: "Please choose why you are reporting this review.",
  reported: "Thank you. Our team will look at this review.",
} as const;

/** 'You can review this vendor after your event on Saturday 12 June 2027.' Input: the event day `YYYY-MM-DD`. */
export function tooEarlyMessage(eventDate: string): string {
  return `You can review this vendor after your event on ${formatDay(eventDate)}.`;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A day `YYYY-MM-DD` as read in the UK, e.g. "Saturday 12 June 2027" (fixed names, whatever the ICU data). */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The event month of a review as shown: "2026-08" → "August 2026". */
export function formatEventMonth(month: string): string {
  const [year, monthNumber] = month.split("-");
  return `${MONTHS[Number(monthNumber) - 1] ?? ""} ${year}`.trim();
}

/**
 * Whether a review may be written on `today` for an event on `eventDate` (both UTC days `YYYY-MM-DD`): from the
 * day after the event, when the couple has had the service.
 */
export function canReviewOn(eventDate: string, today: string): boolean {
  return today > eventDate;
}

/** The name of the form's file input (several files, up to {@link MAX_REVIEW_PHOTOS}). */
export const PHOTO_FIELD = "photos";

/** A review as a public page shows it (serialisable). */
export type PublicReview = {
  id: number;
  rating: number;
  title: string;
  body: string;
  authorName: string;
  /** "2026-08". */
  eventMonth: string;
  reply: string | null;
  /** ISO time the review was written. */
  createdAt: string;
  photos: { url: string; alt: string }[];
  /** Whether the review's enquiry was booked: shown as 'Verified booking' rather than 'Verified enquiry'. */
  verifiedBooking: boolean;
};

/** The badge of a review: every review comes from a real enquiry, and a booked one says so. */
export function reviewBadge(review: Pick<PublicReview, "verifiedBooking">): string {
  return review.verifiedBooking ? "Verified booking" : "Verified enquiry";
}

/** The query parameter of the vendor page a new review lands on (`?reviewed=1`), which shows the thank-you. */
export const REVIEWED_PARAM = "reviewed";

/** The thank-you shown above the reviews once a couple's review is stored. */
export const REVIEW_THANKS = "Thank you for your review. It is now shown on this page.";

/** What storing a review answers. */
export type ReviewSaved = { saved: true; vendorId: number; vendorName: string };
