import { z } from "zod";

// The vendor's Enquiries inbox (docs/product/vendor-journey-and-portal.md#enquiries-inbox): the shapes the pages show and the rules
// they share with the browser. The database side is vendor-inbox.server.ts.

/** Where an enquiry stands: new until the vendor marks it replied or archives it (app/db/schema-portal.ts). */
export type EnquiryStatus = "new" | "replied" | "archived";

/** The two lists of the inbox page: the working inbox (new and replied) and the archive. */
export const INBOX_VIEWS = ["inbox", "archived"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

/** The view named by the page's `?view=` parameter; anything else is the inbox. */
export function parseInboxView(raw: string | null | undefined): InboxView {
  return raw === "archived" ? "archived" : "inbox";
}

/** One line of the inbox. `createdAt` is when the couple sent it; `unread`: never opened and not archived. */
export type InboxEnquirySummary = {
  id: number;
  coupleName: string;
  eventType: string;
  /** The event's day, `YYYY-MM-DD`. */
  eventDate: string;
  guestCount: number;
  status: EnquiryStatus;
  unread: boolean;
  createdAt: Date;
  /** The start of the message on one line, at most {@link EXCERPT_LENGTH} characters. */
  excerpt: string;
};

/** One enquiry opened: everything the couple sent, its history, and the listing it was sent to. */
export type InboxEnquiry = Omit<InboxEnquirySummary, "excerpt"> & {
  coupleEmail: string;
  couplePhone: string | null;
  /** The message as the couple wrote it, line breaks kept. */
  message: string;
  readAt: Date | null;
  repliedAt: Date | null;
  archivedAt: Date | null;
  listingName: string;
};

/** What the vendor can do to an enquiry: mark it replied, archive it, or move it back to the inbox. */
export const STATUS_CHANGES = ["replied", "archived", "inbox"] as const;
export type StatusChange = (typeof STATUS_CHANGES)[number];

/** The posted form of the enquiry page's buttons (`intent`). */
export const statusChangeSchema = z.object({ intent: z.enum(STATUS_CHANGES, { message: "Unknown action." }) });

/** The toast (and the no-JavaScript notice) after each change. */
export const STATUS_CHANGE_DONE: Record<StatusChange, string> = {
  replied: "Marked as replied",
  archived: "Enquiry archived",
  inbox: "Moved to inbox",
};

/** The message of a failed change that was not the vendor's doing. */
export const STATUS_CHANGE_FAILED = "The enquiry could not be updated. Please try again.";

/** The answer to an enquiry id that is unknown or not the account's own: the two are never told apart. */
export const ENQUIRY_NOT_FOUND = "Enquiry not found";

/** The id in `/vendor-dashboard/enquiries/:enquiryId`, or undefined when it is not a positive whole number. */
export function parseEnquiryId(raw: string | undefined): number | undefined {
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) return undefined;
  return Number(raw);
}

/** How long an inbox excerpt may be, in characters. */
export const EXCERPT_LENGTH = 140;

/**
 * A message's start on one line for the inbox: whitespace (line breaks included) collapsed, cut at a word
 * near {@link EXCERPT_LENGTH} characters with an ellipsis when longer. Input: the message, or its start.
 */
export function messageExcerpt(message: string, length = EXCERPT_LENGTH): string {
  const line = message.replace(/\s+/g, " ").trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The subject of a reply to a couple (docs/product/vendor-journey-and-portal.md#enquiries-inbox): 'Re: your enquiry to {listing name}'. */
export function replySubject(listingName: string): string {
  return `Re: your enquiry to ${listingName.replace(/\s+/g, " ").trim()}`;
}

/**
 * The 'Reply by email' link: a `mailto:` to the couple with {@link replySubject}. The address is
 * percent-encoded except its `@`, which some mail programs do not decode; the subject is encoded whole.
 */
export function replyMailto(coupleEmail: string, listingName: string): string {
  const to = encodeURIComponent(coupleEmail).replace(/%40/g, "@");
  return `mailto:${to}?subject=${encodeURIComponent(replySubject(listingName))}`;
}

const RECEIVED_FORMAT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/London",
});

/**
 * A time as shown in the inbox, in UK time whatever the server's zone, e.g. "1 June 2026, 13:00". Built from
 * the parts, because browsers join date and time differently ("at" or ","), and the page must read the same
 * after hydration.
 */
export function formatReceivedAt(value: Date | string): string {
  const parts = Object.fromEntries(RECEIVED_FORMAT.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

/** The label of each status in the inbox. */
export const STATUS_LABELS: Record<EnquiryStatus, string> = { new: "Awaiting reply", replied: "Replied", archived: "Archived" };
