import { BOOKING_MESSAGES } from "~/modules/conversations/bookings";
import { REPLY_MESSAGES } from "~/modules/conversations/conversation-rules";
import { QUOTE_MESSAGES } from "~/modules/conversations/quote-form";
import { REPORT_MESSAGES } from "~/modules/lead-quality/report-rules";

// The vendor's conversation page (docs/product/vendor-journey-and-portal.md#enquiries-inbox): what its forms post
// and what each answers, shared with the browser.

/** What the page's forms post as `intent`. */
export const VENDOR_INTENTS = ["reply", "quote", "booked-outside", "cancel-booking", "archive", "unarchive", "report"] as const;
export type VendorIntent = (typeof VENDOR_INTENTS)[number];

/** The posted intent, or undefined for anything else. */
export function parseVendorIntent(raw: FormDataEntryValue | null): VendorIntent | undefined {
  return (VENDOR_INTENTS as readonly unknown[]).includes(raw) ? (raw as VendorIntent) : undefined;
}

/** The notice after each form succeeded. */
export const VENDOR_INTENT_DONE: Record<VendorIntent, string> = {
  reply: REPLY_MESSAGES.sent,
  quote: QUOTE_MESSAGES.sent,
  "booked-outside": BOOKING_MESSAGES.markedBooked,
  "cancel-booking": BOOKING_MESSAGES.cancelled,
  archive: "Conversation archived",
  unarchive: "Moved back to the inbox",
  report: REPORT_MESSAGES.sent,
};

/** The message of a failure that was not the vendor's doing. */
export const VENDOR_CONVERSATION_FAILED = "The conversation could not be updated. Please try again.";

/** A message id in `?before=`, or undefined when it is not a positive whole number. */
export function parseMessageId(raw: string | null | undefined): number | undefined {
  if (!raw || !/^[1-9]\d{0,14}$/.test(raw)) return undefined;
  return Number(raw);
}

/** The portal address of a conversation's booking confirmation (PDF). */
export function bookingConfirmationPath(enquiryId: number): string {
  return `/vendor-dashboard/enquiries/${enquiryId}/booking.pdf`;
}
