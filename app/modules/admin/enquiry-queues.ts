import { z } from "zod";
import type { JunkSignal } from "~/modules/lead-quality/junk-rules";
import { rowIdField } from "~/lib/row-id";

// The admin's lead-quality queues (docs/product/couples-tools.md#lead-quality; decision 059): 'Held enquiries'
// (Release, Reject) and 'Reported enquiries' (Uphold, Dismiss). The shapes the pages show and the forms they post;
// the database side is held-enquiries.server.ts and reported-enquiries.server.ts.

export const HELD_ENQUIRIES_PATH = "/admin-dashboard/held-enquiries";
export const REPORTED_ENQUIRIES_PATH = "/admin-dashboard/reported-enquiries";

/** Most rows a queue lists, oldest first: the admin works from the front. */
export const ENQUIRY_QUEUE_LIMIT = 100;
/** Characters of the message a queue shows. */
export const QUEUE_EXCERPT_LENGTH = 280;

export const HELD_INTENTS = ["release", "reject"] as const;
export type HeldIntent = (typeof HELD_INTENTS)[number];
export const REPORT_INTENTS = ["uphold", "dismiss"] as const;
export type ReportIntent = (typeof REPORT_INTENTS)[number];

/** Every message the two queues show. */
export const ENQUIRY_QUEUE_MESSAGES = {
  released: "Enquiry released to the vendor",
  rejected: "Enquiry rejected",
  upheld: "Report upheld: the vendor was credited and the sender blocked",
  dismissed: "Report dismissed",
  enquiryNotFound: "Held enquiry not found.",
  reportNotFound: "Open report not found.",
  unknownAction: "Unknown action.",
  failed: "The decision could not be saved. Please try again.",
} as const;


/** The Held enquiries page's buttons (`intent`, `enquiryId`). */
export const heldDecisionSchema = z.object({
  intent: z.enum(HELD_INTENTS, { error: ENQUIRY_QUEUE_MESSAGES.unknownAction }),
  enquiryId: rowIdField(ENQUIRY_QUEUE_MESSAGES.enquiryNotFound),
});

/** The Reported enquiries page's buttons (`intent`, `reportId`). */
export const reportDecisionSchema = z.object({
  intent: z.enum(REPORT_INTENTS, { error: ENQUIRY_QUEUE_MESSAGES.unknownAction }),
  reportId: rowIdField(ENQUIRY_QUEUE_MESSAGES.reportNotFound),
});

/** The enquiry as a queue shows it: who sent it to which vendor, what and when. */
export type QueuedEnquiry = {
  id: number;
  vendorId: number;
  vendorName: string;
  coupleName: string;
  coupleEmail: string;
  eventType: string;
  /** `YYYY-MM-DD`. */
  eventDate: string;
  guestCount: number;
  /** The message's start on one line, at most {@link QUEUE_EXCERPT_LENGTH} characters. */
  excerpt: string;
  junkScore: number;
  junkSignals: JunkSignal[];
  sentAt: Date;
};

/** One open report: the vendor's reason and the enquiry it is about. */
export type ReportedEnquiry = {
  id: number;
  reason: string;
  reportedAt: Date;
  enquiry: QueuedEnquiry & { delivery: string };
};

/** A message on one line, cut at a word near `length` characters with an ellipsis when longer. */
export function queueExcerpt(message: string, length = QUEUE_EXCERPT_LENGTH): string {
  const line = message.replace(/\s+/g, " ").trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
