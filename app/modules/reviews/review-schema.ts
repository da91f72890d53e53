import { z } from "zod";
import { textField } from "~/modules/http/form-errors";
import {
  MAX_AUTHOR_LENGTH,
  MAX_BODY_LENGTH,
  MAX_TITLE_LENGTH,
  MIN_BODY_LENGTH,
  REPORT_REASONS,
  REVIEW_MESSAGES,
} from "~/modules/reviews/review-rules";

// The review and report forms as zod schemas (docs/product/couples-tools.md#reviews; decision 029), for the actions and the review page's
// instant feedback; the limits and messages are in review-rules.ts.

const text = (min: number, max: number, missing: string, tooLong: string) =>
  z.string().trim().min(min, missing).max(max, tooLong);

/**
 * The review form. Input: the posted text values. Output after parsing: the rating as a whole number 1–5, the
 * title and author name on one line, the text trimmed (line breaks kept). Markup is kept as typed: it is text,
 * shown escaped.
 */
export const reviewSchema = z.object({
  rating: z
    .string()
    .trim()
    .regex(/^[1-5]$/, REVIEW_MESSAGES.rating)
    .transform(Number),
  title: text(1, MAX_TITLE_LENGTH, REVIEW_MESSAGES.title, REVIEW_MESSAGES.titleTooLong).transform((value) => value.replace(/\s+/g, " ")),
  body: text(MIN_BODY_LENGTH, MAX_BODY_LENGTH, REVIEW_MESSAGES.body, REVIEW_MESSAGES.bodyTooLong),
  authorName: text(1, MAX_AUTHOR_LENGTH, REVIEW_MESSAGES.authorName, REVIEW_MESSAGES.authorTooLong).transform((value) =>
    value.replace(/\s+/g, " "),
  ),
});

export type ReviewInput = z.output<typeof reviewSchema>;
/** What the form posts and shows again after a refusal: every text field as typed. */
export type ReviewFormValues = Record<keyof z.input<typeof reviewSchema>, string>;

export const REVIEW_FIELD_NAMES = Object.keys(reviewSchema.shape) as (keyof ReviewFormValues)[];

/** The form's text values as posted ("" for a missing field). */
export function reviewFormValues(formData: FormData): ReviewFormValues {
  return Object.fromEntries(REVIEW_FIELD_NAMES.map((name) => [name, textField(formData, name)])) as ReviewFormValues;
}

/** The report form: one of {@link REPORT_REASONS}. */
export const reportSchema = z.object({ reason: z.enum(REPORT_REASONS, { message: REVIEW_MESSAGES.reportReason }) });

