import { z } from "zod";
import { rowIdField } from "~/lib/row-id";
import type { ReviewStatus } from "~/modules/reviews/review-replies";

// The admin's review moderation (docs/product/admin.md#reviews-moderation, "anyone can report a review; a reported review stays visible until an
// admin hides or restores it"): the shapes the admin page shows and the form it posts. The database side is
// review-moderation.server.ts; decision 030.

/** What an admin can decide: hide the review, or restore it (make it visible, or keep it so, and clear its reports). */
export const MODERATION_INTENTS = ["hide", "restore"] as const;
export type ModerationIntent = (typeof MODERATION_INTENTS)[number];

/** The status each decision leaves the review in. */
export const STATUS_AFTER: Record<ModerationIntent, ReviewStatus> = { hide: "hidden", restore: "visible" };

/** Every message the moderation page shows. */
export const MODERATION_MESSAGES = {
  hidden: "Review hidden",
  restored: "Review restored",
  notFound: "Review not found.",
  unknownAction: "Unknown action.",
  failed: "The review could not be updated. Please try again.",
} as const;

/** The posted form of the page's buttons (`intent`, `reviewId`). */
export const moderationFormSchema = z.object({
  intent: z.enum(MODERATION_INTENTS, { error: MODERATION_MESSAGES.unknownAction }),
  reviewId: rowIdField(MODERATION_MESSAGES.notFound),
});
export type ModerationForm = z.infer<typeof moderationFormSchema>;

/** Most reasons shown per review (the newest), and most reviews per list. */
export const REASONS_SHOWN = 5;
export const MODERATION_LIST_LIMIT = 100;

/** One review as the moderation page lists it. */
export type ModeratedReview = {
  id: number;
  vendorId: number;
  vendorName: string;
  rating: number;
  title: string;
  body: string;
  authorName: string;
  /** `YYYY-MM`. */
  eventMonth: string;
  status: ReviewStatus;
  reportCount: number;
  lastReportedAt: Date | null;
  moderatedAt: Date | null;
  /** The newest reasons given since the admin last decided (all of them for a review never moderated). */
  reasons: string[];
};

/** The page: reviews reported since the last decision (still visible), and hidden reviews. */
export type ModerationQueue = { reported: ModeratedReview[]; hidden: ModeratedReview[] };
