import { z } from "zod";

// A vendor's 'Report not genuine' of an enquiry (docs/product/couples-tools.md#lead-quality): the form's rules,
// shared with the browser.

export const REPORT_REASON_FIELD = "reason";
export const REPORT_REASON_MAX_LENGTH = 1000;

export const REPORT_MESSAGES = {
  empty: "Please tell us why this enquiry is not genuine.",
  tooLong: `The reason can be at most ${REPORT_REASON_MAX_LENGTH.toLocaleString("en-GB")} characters.`,
  already: "You have already reported this enquiry.",
  sent: "Report sent. Our team will look at it.",
} as const;

/** The posted report: a reason, trimmed, 1 to {@link REPORT_REASON_MAX_LENGTH} characters. */
export const reportSchema = z.object({
  [REPORT_REASON_FIELD]: z.string({ message: REPORT_MESSAGES.empty }).trim().min(1, REPORT_MESSAGES.empty).max(REPORT_REASON_MAX_LENGTH, REPORT_MESSAGES.tooLong),
});
