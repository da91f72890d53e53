import { z } from "zod";
import { rowIdField } from "~/lib/row-id";

// The vendor's public reply to a review (docs/product/couples-tools.md#review-replies, "the vendor can reply once, publicly, from the portal"): the
// shapes the portal's Reviews page shows and the rules it shares with the browser. The database side is
// review-replies.server.ts; decision 030.

/** Longest reply, in characters (docs/product/couples-tools.md#review-replies: 1–2,000 characters of plain text). */
export const REPLY_MAX_LENGTH = 2000;

/** Every message the Reviews page shows about a reply. */
export const REPLY_MESSAGES = {
  published: "Your reply has been published.",
  alreadyReplied: "You have already replied to this review.",
  notFound: "Review not found.",
  empty: "Please write your reply.",
  tooLong: `Your reply must be at most ${REPLY_MAX_LENGTH.toLocaleString("en-GB")} characters.`,
  failed: "Your reply could not be published. Please try again.",
} as const;

/**
 * The text as it is stored: line endings made `\n`, control characters other than tab and line feed removed
 * (PostgreSQL refuses NUL in text, and the others only hide text), surrounding space trimmed. Markup is kept as
 * typed: it is shown as text, never as HTML.
 */
export function normaliseReplyText(raw: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return raw.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "").trim();
}


/** The posted reply form (`reviewId`, `reply`), used by the action and, for instant feedback, by the browser. */
export const replyFormSchema = z.object({
  reviewId: rowIdField(REPLY_MESSAGES.notFound),
  reply: z
    .string()
    .transform(normaliseReplyText)
    .pipe(z.string().min(1, REPLY_MESSAGES.empty).max(REPLY_MAX_LENGTH, REPLY_MESSAGES.tooLong)),
});
export type ReplyForm = z.infer<typeof replyFormSchema>;

/** Where a review stands after moderation (app/db/schema-couples.ts `reviews.status`). */
export type ReviewStatus = "visible" | "hidden";

/** One review of the signed-in vendor's listing as the portal lists it. */
export type OwnReview = {
  id: number;
  rating: number;
  title: string;
  body: string;
  authorName: string;
  /** The month of the event, `YYYY-MM`. */
  eventMonth: string;
  status: ReviewStatus;
  /** Reports received in all (the review stays visible until an admin hides it). */
  reportCount: number;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
};
