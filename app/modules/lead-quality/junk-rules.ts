// The junk score of an enquiry (docs/product/couples-tools.md#lead-quality; decision 059): pure rules, shared by
// the scoring on the server (junk-score.server.ts) and the admin's queue, which names the signals.

/** How far back the sender's and the text's other enquiries are looked at: 24 hours, in ms. */
export const JUNK_LOOKBACK_MS = 24 * 60 * 60 * 1000;

/**
 * More distinct vendors than this in 24 hours, this enquiry's included, is beyond what quote requests allow a
 * couple: two requests of 5 vendors (docs/product/couples-tools.md#quote-requests) is the most a planning day needs.
 */
export const SENDER_VENDORS_PER_DAY = 10;

/** More distinct vendors than this receiving one text in 24 hours, from any senders, is a mailing, not an enquiry. */
export const SAME_TEXT_VENDORS_PER_DAY = 10;

/** At or above this score (0–100) an enquiry is held for an admin instead of delivered. */
export const JUNK_THRESHOLD = 50;

/** The signals a score is made of, as stored in `enquiries.junk_signals`. */
export const JUNK_SIGNALS = ["sender_rate", "same_text", "disposable_domain", "links"] as const;
export type JunkSignal = (typeof JUNK_SIGNALS)[number];

/**
 * What each signal adds. Either look-back alone holds an enquiry; a disposable address or links alone do not (a
 * couple may share a Pinterest board, or guard their inbox), both together do.
 */
export const JUNK_WEIGHTS: Record<JunkSignal, number> = {
  sender_rate: 60,
  same_text: 60,
  disposable_domain: 40,
  links: 25,
};

/** How the admin's queue names each signal. */
export const JUNK_SIGNAL_LABELS: Record<JunkSignal, string> = {
  sender_rate: `Sender wrote to more than ${SENDER_VENDORS_PER_DAY} vendors in 24 hours`,
  same_text: `Same text sent to more than ${SAME_TEXT_VENDORS_PER_DAY} vendors in 24 hours`,
  disposable_domain: "Disposable email address",
  links: "Links in the message",
};

/** What the scoring found about one enquiry (or one quote request, which is scored once for all its vendors). */
export type JunkFacts = {
  /** Distinct vendors the sender's email wrote to in the last 24 hours, these enquiries' vendors included. */
  senderVendors: number;
  /** Distinct vendors that received the same normalised text in the last 24 hours, these included. */
  sameTextVendors: number;
  disposableDomain: boolean;
  links: boolean;
};

export type JunkScore = { score: number; signals: JunkSignal[] };

/** The score (0–100, the weights added and capped) and the signals that made it, in {@link JUNK_SIGNALS} order. */
export function scoreJunk(facts: JunkFacts): JunkScore {
  const present: Record<JunkSignal, boolean> = {
    sender_rate: facts.senderVendors > SENDER_VENDORS_PER_DAY,
    same_text: facts.sameTextVendors > SAME_TEXT_VENDORS_PER_DAY,
    disposable_domain: facts.disposableDomain,
    links: facts.links,
  };
  const signals = JUNK_SIGNALS.filter((signal) => present[signal]);
  const score = Math.min(100, signals.reduce((sum, signal) => sum + JUNK_WEIGHTS[signal], 0));
  return { score, signals };
}

/** Whether a score holds the enquiry for an admin ({@link JUNK_THRESHOLD} or more). */
export function isHeldScore(score: number): boolean {
  return score >= JUNK_THRESHOLD;
}

/** A web address in the text: `http://`, `https://` or `www.` (any case). */
const LINK_PATTERN = /\bhttps?:\/\/|\bwww\./i;

/** Whether the message carries a link. */
export function hasLinks(message: string): boolean {
  return LINK_PATTERN.test(message);
}

/** The sender as every look-back and the blocked list compare it: the email trimmed and lower-cased. */
export function senderKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The domain of an email address, lower-cased ("" when there is no `@`). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf("@");
  return at === -1 ? "" : senderKey(email.slice(at + 1));
}

/**
 * The text as the same-text look-back compares it: Unicode-normalised (NFKC), lower case, every run of anything
 * but letters and digits made one space, trimmed. "Hi!!  Are you FREE?" and "hi are you free" are the same text.
 */
export function normaliseMessage(message: string): string {
  return message
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
