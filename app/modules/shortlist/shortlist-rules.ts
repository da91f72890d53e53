// A couple's shortlist (docs/product/couples-tools.md#shortlist): the rules shared by the server and the browser.

/**
 * Most vendors one shortlist holds (docs/product/couples-tools.md#shortlist: "a shortlist of 500 vendors (capped at 100 with a message)"). The
 * same number as MAX_SHORTLIST_VENDORS in app/db/schema-couples.ts, repeated because that file imports Drizzle and
 * must not reach the browser; a unit test keeps the two equal.
 */
export const MAX_SHORTLIST_VENDORS_SHOWN = 100;

/** Ids are 18 random bytes written in base64url: 24 characters, 144 bits (docs/product/couples-tools.md#shortlist: "unguessable"). */
export const SHORTLIST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;

/** Whether `value` has the shape of a shortlist's owner id or share id (anything else is not looked up). */
export function isShortlistToken(value: unknown): value is string {
  return typeof value === "string" && SHORTLIST_TOKEN_PATTERN.test(value);
}

/** How many of a vendor's packages the shortlist and compare name, cheapest first, before 'and N more' (decision 068). */
export const PACKAGES_SHOWN = 3;

/** '' for no more packages, else 'and 2 more'. */
export function morePackagesText(more: number): string {
  return more > 0 ? `and ${more} more` : "";
}

/** How many vendors the compare table takes (docs/product/couples-tools.md#shortlist: "select 2–4 shortlisted vendors"). */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export const SHORTLIST_MESSAGES = {
  full: `Your shortlist is full: it holds up to ${MAX_SHORTLIST_VENDORS_SHOWN} vendors. Remove one to save another.`,
  compareTooFew: `Please choose at least ${COMPARE_MIN} vendors to compare.`,
  compareTooMany: `You can compare up to ${COMPARE_MAX} vendors at once.`,
  vendorGone: "This vendor is no longer listed.",
  unexpected: "Your shortlist could not be changed. Please try again.",
} as const;

/** The notices /shortlist shows from its `notice` query parameter (set by redirects of forms sent without JavaScript). */
export const SHORTLIST_NOTICES = {
  full: SHORTLIST_MESSAGES.full,
  "compare-few": SHORTLIST_MESSAGES.compareTooFew,
  "compare-many": SHORTLIST_MESSAGES.compareTooMany,
} as const;

export type ShortlistNotice = keyof typeof SHORTLIST_NOTICES;

/** The notice named by a `notice` query value, or undefined for anything else. */
export function shortlistNotice(value: string | null): string | undefined {
  return value !== null && Object.hasOwn(SHORTLIST_NOTICES, value) ? SHORTLIST_NOTICES[value as ShortlistNotice] : undefined;
}

/** The compare selection's problem as a notice name, or undefined for 2 to 4 vendors. */
export function compareSelectionNotice(count: number): ShortlistNotice | undefined {
  if (count < COMPARE_MIN) return "compare-few";
  if (count > COMPARE_MAX) return "compare-many";
  return undefined;
}

/** "Saved 3 vendors to your shortlist." plus, when the cap stopped some, how many were left out. */
export function mergeMessage(added: number, skipped: number): string {
  const saved = added === 0 ? "No new vendors were saved: your shortlist already has them." : `Saved ${added} vendor${added === 1 ? "" : "s"} to your shortlist.`;
  if (skipped === 0) return saved;
  return `${added === 0 ? "" : `${saved} `}${skipped} could not be saved: ${SHORTLIST_MESSAGES.full}`.trim();
}

/** "Enquiry sent on 3 June 2026" from shortlist_items.enquired_at (ISO text), else "Not contacted". */
export function enquiryStatusText(enquiredAt: string | null): string {
  if (!enquiredAt) return "Not contacted";
  const day = new Date(enquiredAt).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return `Enquiry sent on ${day}`;
}

/** Name of the field a save button posts with JavaScript: the answer is data for the page, not a redirect. */
export const SCRIPT_FIELD = "js";

/**
 * Where a save button sent without JavaScript goes back to: the page it was pressed on (the Referer, when it is
 * one of `origins`: path and query only), else /shortlist. Never another site (no open redirect).
 * Input: the Referer header and the site's own origins. Output: a path starting with a single "/".
 */
export function returnPathFrom(referer: string | null, origins: readonly string[]): string {
  if (!referer) return "/shortlist";
  try {
    const url = new URL(referer);
    if (!origins.includes(url.origin)) return "/shortlist";
    return `${url.pathname}${url.search}`;
  } catch {
    return "/shortlist";
  }
}
