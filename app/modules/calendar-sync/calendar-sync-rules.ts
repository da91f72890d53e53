import { z } from "zod";

// Calendar sync as the vendor sees it (docs/product/vendor-journey-and-portal.md#calendar-sync; decision 066): the
// feed address form, the card's status line and the limits of a feed. Shared by the card and the server.

/** How often each imported feed is fetched again, in ms. */
export const FEED_SYNC_INTERVAL_MS = 30 * 60_000;
/** The largest feed read, in bytes (before it is parsed; counted after decompression). */
export const MAX_FEED_BYTES = 2 * 1024 * 1024;
/** A feed with this many events (VEVENTs, repeats counted once) or more is refused. */
export const MAX_FEED_EVENTS = 10_000;
/** The longest address accepted, in characters (a Google secret address is about 150). */
export const MAX_FEED_URL_LENGTH = 2000;

/** The fields of the card's forms, by `name`. */
export const CALENDAR_FIELDS = { intent: "intent", feedUrl: "feedUrl" } as const;

/** What a post to the card's route asks for. */
export const CALENDAR_INTENTS = ["save", "sync", "remove", "renew-export"] as const;
export type CalendarIntent = (typeof CALENDAR_INTENTS)[number];

/** The card's sentences (docs/product/vendor-journey-and-portal.md#calendar-sync). */
export const CALENDAR_MESSAGES = {
  urlMissing: "Enter your calendar's iCal address, starting with https://.",
  urlNotAddress: "Enter your calendar's full iCal address, starting with https://.",
  urlWebcal: "Addresses starting with webcal:// work with https:// in its place: change the start to https://.",
  urlScheme: "Enter an address starting with http:// or https://.",
  urlTooLong: `Enter an address of at most ${MAX_FEED_URL_LENGTH} characters.`,
  saved: "Calendar saved and synced.",
  savedNotRead: "Calendar saved, but it could not be read yet.",
  synced: "Calendar synced.",
  notRead: "The calendar could not be read.",
  removed: "Calendar feed removed. Its busy days are no longer blocked.",
  noFeed: "There is no calendar feed to sync. Save its address first.",
  justChecked: "The calendar was checked a moment ago. Please wait a few seconds and try again.",
  renewed: "New address made. The old one no longer works: give calendars the new one.",
  failed: "Your calendar settings could not be changed. Please try again.",
  unknownIntent: "That change is not one the card offers.",
} as const;

/**
 * The feed address as saved: trimmed, an absolute http or https URL of at most {@link MAX_FEED_URL_LENGTH}
 * characters. webcal:// (Apple's and Outlook's name for the same thing) is refused with a sentence saying what to
 * change, so the vendor sees the address they will be read at.
 */
export const feedUrlSchema = z
  .string()
  .trim()
  .min(1, CALENDAR_MESSAGES.urlMissing)
  .max(MAX_FEED_URL_LENGTH, CALENDAR_MESSAGES.urlTooLong)
  .superRefine((value, context) => {
    const message = feedUrlProblem(value);
    if (message) context.addIssue({ code: "custom", message });
  });

function feedUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return CALENDAR_MESSAGES.urlNotAddress;
  }
  if (url.protocol === "webcal:" || url.protocol === "webcals:") return CALENDAR_MESSAGES.urlWebcal;
  if (url.protocol !== "http:" && url.protocol !== "https:") return CALENDAR_MESSAGES.urlScheme;
  if (!url.hostname) return CALENDAR_MESSAGES.urlNotAddress;
  return undefined;
}

/** The feed form: its address under {@link CALENDAR_FIELDS}.feedUrl. */
export const feedFormSchema = z.object({ [CALENDAR_FIELDS.feedUrl]: feedUrlSchema });

/** What the card knows of the last attempts (times as ISO text, so the loader's data crosses to the browser as is). */
export type FeedStatus = {
  feedUrl: string | null;
  syncedAt: string | null;
  checkedAt: string | null;
  error: string | null;
};

/** What the card shows (docs/product/vendor-journey-and-portal.md#calendar-sync). */
export type CalendarSyncView = {
  /** The saved feed address, or null. */
  feedUrl: string | null;
  /** 'Last synced 5 minutes ago.', the last failure and what was kept, 'Not synced yet.', or '' without a feed. */
  statusLine: string;
  /** Whether the last attempt failed (the status line then says why). */
  failed: boolean;
  /** Days from today on that the imported calendar blocks. */
  busyDays: number;
  /** The private export feed's full address. */
  exportUrl: string;
};

/** 'just now', '1 minute ago', '5 minutes ago', '2 hours ago', '3 days ago': how long before `at` the time `then` was. */
export function timeAgo(then: Date, at: Date): string {
  const minutes = Math.max(0, Math.floor((at.getTime() - then.getTime()) / 60_000));
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? "" : "s"} ago`;
  if (minutes < 1) return "just now";
  if (minutes < 60) return unit(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return unit(hours, "hour");
  return unit(Math.floor(hours / 24), "day");
}

/**
 * The card's status line (docs/product/vendor-journey-and-portal.md#calendar-sync): nothing without a feed;
 * 'Last synced … ago' after a success; the last attempt's failure sentence with what was kept; or 'Not synced yet'.
 * Input: {@link FeedStatus}, the time to count from. Output: the line, '' without a feed.
 */
export function feedStatusLine(status: FeedStatus, at: Date): string {
  if (!status.feedUrl) return "";
  if (status.error) {
    const when = status.checkedAt ? ` ${timeAgo(new Date(status.checkedAt), at)}` : "";
    const kept = status.syncedAt ? ` Busy days from the last good sync (${timeAgo(new Date(status.syncedAt), at)}) are kept.` : "";
    return `Sync failed${when}: ${status.error}${kept}`;
  }
  return status.syncedAt ? `Last synced ${timeAgo(new Date(status.syncedAt), at)}.` : "Not synced yet.";
}

/** The portal page the card stands on, where a post without JavaScript goes back to. */
export const CALENDAR_PAGE = "/vendor-dashboard/availability";
/** The address the card's forms post to. */
export const CALENDAR_ACTION = "/vendor-dashboard/calendar";
/** The page's query parameters naming what a post without JavaScript did, and the address it refused. */
export const CALENDAR_NOTICE_PARAM = "calendar";
export const CALENDAR_TYPED_PARAM = "feedUrl";

/** What a post did, as the page's address names it after a post without JavaScript. */
export const CALENDAR_NOTICES = ["saved", "synced", "not-read", "removed", "renewed", "refused", "limited", "failed"] as const;
export type CalendarNotice = (typeof CALENDAR_NOTICES)[number];

/** A notice as the card shows it: good news, or a problem. */
export type NoticeText = { tone: "success" | "error"; message: string };

const NOTICE_TEXT: Record<CalendarNotice, NoticeText> = {
  saved: { tone: "success", message: CALENDAR_MESSAGES.saved },
  synced: { tone: "success", message: CALENDAR_MESSAGES.synced },
  "not-read": { tone: "error", message: CALENDAR_MESSAGES.notRead },
  removed: { tone: "success", message: CALENDAR_MESSAGES.removed },
  renewed: { tone: "success", message: CALENDAR_MESSAGES.renewed },
  refused: { tone: "error", message: CALENDAR_MESSAGES.failed },
  limited: { tone: "error", message: "The calendar has been synced many times this hour. Please try again later." },
  failed: { tone: "error", message: CALENDAR_MESSAGES.failed },
};

/** The notice named by the page's `?calendar=`, or undefined for none or an unknown one. */
export function calendarNotice(code: string | null): NoticeText | undefined {
  return (CALENDAR_NOTICES as readonly (string | null)[]).includes(code) ? NOTICE_TEXT[code as CalendarNotice] : undefined;
}

/**
 * Where a post without JavaScript goes back to: the card's page with the notice's code, and the refused address
 * as typed so the field shows it again (and the card words its problem from it).
 */
export function calendarPageAfter(notice: CalendarNotice, typed?: string): string {
  const search = new URLSearchParams({ [CALENDAR_NOTICE_PARAM]: notice });
  if (typed) search.set(CALENDAR_TYPED_PARAM, typed.slice(0, MAX_FEED_URL_LENGTH));
  return `${CALENDAR_PAGE}?${search}#calendar-sync`;
}

/** The posted intent, or undefined for anything else. */
export function parseCalendarIntent(raw: FormDataEntryValue | null): CalendarIntent | undefined {
  return (CALENDAR_INTENTS as readonly unknown[]).includes(raw) ? (raw as CalendarIntent) : undefined;
}

/** What the card's route answers a fetcher: what was done, or a refusal in the one form-failure shape. */
export type CalendarActionData =
  | { ok: true; intent: CalendarIntent; notice: NoticeText }
  | { ok: false; intent: string; values: { feedUrl: string }; fieldErrors: Record<string, string>; formError: { title?: string; message: string } };

/** The field's message for an address as typed ({@link feedUrlSchema}), or undefined when it may be saved. */
export function feedUrlMessage(value: string): string | undefined {
  const parsed = feedUrlSchema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
