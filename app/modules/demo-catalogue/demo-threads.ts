import type { PriceRange } from "~/modules/vendors/vendor-format";
import type { ConversationParty, ConversationStage } from "~/modules/conversations/conversation-rules";
import * as texts from "~/modules/demo-catalogue/demo-conversation-texts";
import { demoQuote } from "~/modules/demo-catalogue/demo-quote-prices";
import { coupleAnswerTime, firstReplyTime, inWakingHours, vendorAnswerTime, type ReplyHabit } from "~/modules/demo-catalogue/demo-reply-times";
import type { Random } from "~/modules/demo-catalogue/prng";

// One demo conversation (docs/product/couples-tools.md#conversations, #quotes-and-bookings): the enquiry, the
// vendor's first reply at its habit's delay (or none), then the exchange its outcome calls for (a chat, a quote
// left open, accepted into a booking or declined, a booking made by phone), cut at `until`: what would happen
// later has not happened yet. The conversation's state is then derived from the messages as storing them would
// have left it. Pure: every draw comes from `random`.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type ThreadOutcome = "reply-only" | "chat" | "quote-open" | "accepted" | "declined" | "outside";

const OUTCOME_WEIGHTS: readonly [ThreadOutcome, number][] = [
  ["reply-only", 18], ["chat", 22], ["quote-open", 18], ["accepted", 20], ["declined", 11], ["outside", 8],
];

export type DemoMessage = { sender: ConversationParty; body: string; via: "site" | "email"; quote: number | null; createdAt: Date };
export type DemoQuote = {
  pricePence: number; included: string; events: string; eventDate: string; validUntil: string;
  status: "sent" | "accepted" | "declined"; declineReason: string | null; respondedAt: Date | null; createdAt: Date;
};
export type DemoBooking = { source: "quote" | "outside"; quote: number | null; amountPence: number | null; eventDate: string; createdAt: Date };
export type DemoReport = { reason: string; status: "open" | "upheld" | "dismissed"; decidedAt: Date | null; createdAt: Date };
export type DemoEnquiry = {
  coupleName: string; coupleEmail: string; couplePhone: string | null; eventDate: string; eventType: string;
  guestCount: number; message: string; delivery: "delivered" | "not_genuine"; createdAt: Date;
};
export type DemoConversationState = {
  stage: ConversationStage; lastMessageAt: Date; lastMessageFrom: ConversationParty; vendorReadAt: Date | null;
  coupleReadAt: Date | null; firstReplyAt: Date | null; archivedAt: Date | null; vendorNotifiedAt: Date | null;
  coupleNotifiedAt: Date | null; reminderSentAt: Date | null; suggestionsSentAt: Date | null; createdAt: Date;
};

/** One demo enquiry and everything that followed it, ready to insert. Quotes are referred to by their index. */
export type DemoThread = {
  vendorName: string;
  enquiry: DemoEnquiry;
  conversation: DemoConversationState;
  messages: DemoMessage[];
  quotes: DemoQuote[];
  booking: DemoBooking | null;
  report: DemoReport | null;
};

export type ThreadVendor = { name: string; categorySlug: string; priceRange: PriceRange; city: string };
export type ThreadCouple = { name: string; firstName: string; email: string; phone: string | null };

const longDate = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
// A few hundred distinct days recur across thousands of messages; Intl formats each once.
const inWords = new Map<string, string>();
const day = (time: Date) => time.toISOString().slice(0, 10);

/** An event's day in words, as people write it: "Saturday 12 June 2027". Input: `YYYY-MM-DD`. */
export function dayInWords(date: string): string {
  let words = inWords.get(date);
  if (words === undefined) {
    words = longDate.format(new Date(`${date}T00:00:00Z`)).replace(",", "");
    inWords.set(date, words);
  }
  return words;
}

/** How an event reads in a sentence: the Sri Lankan ceremony is entered as 'Other'. */
export function eventPhrase(eventType: string): string {
  return eventType === "Other" ? "wedding ceremony" : eventType;
}

/** The couple's first message to a vendor of `categorySlug`: a trade's own question half the time, if it has one. */
export function enquiryMessage(random: Random, categorySlug: string, values: Record<string, string>): string {
  const own = texts.TRADE_ENQUIRIES[categorySlug];
  return texts.fillText(own && random.chance(0.5) ? random.pick(own) : random.pick(texts.ENQUIRIES), values);
}

/**
 * The conversation of one enquiry. Input: the random stream; the vendor, its reply habit, the couple, the
 * enquiry (sent at `enquiry.createdAt`); `until`, the moment nothing may happen after (the seed's time);
 * optionally a forced outcome, whether the vendor must answer (demo reviews rest on answered enquiries) or
 * never does (adverts).
 * Output: {@link DemoThread} without report.
 */
export function buildThread(
  random: Random,
  input: {
    vendor: ThreadVendor; habit: ReplyHabit; couple: ThreadCouple; enquiry: DemoEnquiry; until: Date;
    outcome?: ThreadOutcome; mustReply?: boolean; unanswered?: boolean;
  },
): DemoThread {
  const { vendor, habit, couple, enquiry, until } = input;
  const values = {
    first: couple.firstName, vendor: vendor.name, event: eventPhrase(enquiry.eventType), town: vendor.city,
    date: dayInWords(enquiry.eventDate),
    month: MONTHS[Number(enquiry.eventDate.slice(5, 7)) - 1]!, guests: String(enquiry.guestCount),
  };
  const messages: DemoMessage[] = [];
  const quotes: DemoQuote[] = [];
  let booking: DemoBooking | null = null;
  let archivedAt: Date | null = null;
  let clock = enquiry.createdAt;
  // Adds a message at `time` unless that is past `until`; false then, and the thread ends there.
  const say = (sender: ConversationParty, time: Date, body: string, quote: number | null = null): boolean => {
    if (time.getTime() >= until.getTime()) return false;
    const via = quote === null && random.chance(sender === "vendor" ? 0.25 : 0.3) ? "email" : "site";
    messages.push({ sender, body: texts.fillText(body, values), via, quote, createdAt: time });
    clock = time;
    return true;
  };
  const sendQuote = (time: Date): number | null => {
    const quoteAt = new Date(time.getTime() + random.int(1, 4) * 60_000);
    if (quoteAt.getTime() >= until.getTime()) return null;
    if (random.chance(0.7)) say("vendor", time, random.pick(texts.BEFORE_QUOTE));
    const priced = demoQuote(random, { categorySlug: vendor.categorySlug, priceRange: vendor.priceRange, guests: enquiry.guestCount, events: values.event });
    const validUntil = day(new Date(Math.min(quoteAt.getTime() + random.pick([14, 21, 28, 30]) * DAY_MS, Date.parse(enquiry.eventDate))));
    quotes.push({ ...priced, events: values.event, eventDate: enquiry.eventDate, validUntil, status: "sent", declineReason: null, respondedAt: null, createdAt: quoteAt });
    return say("vendor", quoteAt, "", quotes.length - 1) ? quotes.length - 1 : null;
  };

  const drawn = input.unanswered ? null : firstReplyTime(random, habit, enquiry.createdAt);
  const firstReply = drawn ?? (input.mustReply ? inWakingHours(random, new Date(enquiry.createdAt.getTime() + 3 * HOUR_MS)) : null);
  const outcome = input.outcome ?? OUTCOME_WEIGHTS[random.weightedIndex(OUTCOME_WEIGHTS.map(([, weight]) => weight))]![0];
  const quoting = outcome === "quote-open" || outcome === "accepted" || outcome === "declined";
  if (firstReply && say("vendor", firstReply, random.pick(texts.FIRST_REPLIES))) {
    // A quarter of quotes come straight with the first answer; the rest after the couple has answered.
    const straight = quoting && random.chance(0.25);
    let quote: number | null = null;
    if (straight) quote = sendQuote(new Date(clock.getTime() + random.int(2, 20) * 60_000));
    const chat = random.pick(texts.CHAT);
    const talked = outcome !== "reply-only" && (straight || say("couple", coupleAnswerTime(random, clock), chat.couple));
    if (talked && quoting && !straight) quote = sendQuote(vendorAnswerTime(random, habit, clock));
    if (talked && outcome === "chat" && random.chance(0.6)) say("vendor", vendorAnswerTime(random, habit, clock), chat.vendor);
    if (quote !== null) {
      const answer = coupleAnswerTime(random, new Date(clock.getTime() + random.next() * 4 * DAY_MS));
      const offer = quotes[quote]!;
      if (outcome === "accepted" && say("couple", answer, random.pick(texts.ACCEPTING))) {
        Object.assign(offer, { status: "accepted", respondedAt: answer });
        booking = { source: "quote", quote, amountPence: offer.pricePence, eventDate: enquiry.eventDate, createdAt: offer.respondedAt! };
        if (random.chance(0.7)) say("vendor", vendorAnswerTime(random, habit, answer), random.pick(texts.AFTER_BOOKING));
      } else if (outcome === "declined" && say("couple", answer, random.pick(texts.BEFORE_DECLINE))) {
        Object.assign(offer, { status: "declined", declineReason: random.chance(0.7) ? random.pick(texts.DECLINE_REASONS) : null, respondedAt: answer });
        const archive = new Date(answer.getTime() + (0.5 + random.next() * 3) * DAY_MS);
        if (random.chance(0.6) && archive < until) archivedAt = archive;
      } else if (outcome === "quote-open" && random.chance(0.5)) {
        say("vendor", new Date(clock.getTime() + (3 + random.next() * 4) * DAY_MS), random.pick(texts.QUOTE_NUDGES));
      }
    }
    if (talked && outcome === "outside") {
      const call = vendorAnswerTime(random, habit, new Date(clock.getTime() + random.next() * 3 * DAY_MS));
      if (say("vendor", call, random.pick(texts.BOOKED_BY_PHONE))) {
        const amount = random.chance(0.7) ? demoQuote(random, { categorySlug: vendor.categorySlug, priceRange: vendor.priceRange, guests: enquiry.guestCount, events: values.event }).pricePence : null;
        booking = { source: "outside", quote: null, amountPence: amount, eventDate: enquiry.eventDate, createdAt: call };
      }
    }
    const last = messages.at(-1)!;
    if (!archivedAt && outcome === "reply-only" && until.getTime() - last.createdAt.getTime() > 30 * DAY_MS && random.chance(0.3)) {
      archivedAt = new Date(last.createdAt.getTime() + 21 * DAY_MS);
    }
  }
  return {
    vendorName: vendor.name,
    enquiry,
    conversation: conversationState(random, { enquiry, messages, quotes, booking, archivedAt, until }),
    messages,
    quotes,
    booking,
    report: null,
  };
}

/**
 * The conversation row as storing these messages would have left it: the last message, whose turn, the first
 * reply, the read and mail times. So that no sweep ever mails a demo address, every message is already mailed,
 * and the 24-hour reminder and 48-hour suggestions of an enquiry not answered in time are marked sent: when they
 * were due, or at `until` when not due yet.
 */
function conversationState(
  random: Random,
  input: { enquiry: DemoEnquiry; messages: DemoMessage[]; quotes: DemoQuote[]; booking: DemoBooking | null; archivedAt: Date | null; until: Date },
): DemoConversationState {
  const { enquiry, messages, until } = input;
  const sent = enquiry.createdAt;
  const last = messages.at(-1);
  const lastOf = (sender: ConversationParty) => messages.findLast((message) => message.sender === sender)?.createdAt ?? null;
  const firstReplyAt = messages.find((message) => message.sender === "vendor")?.createdAt ?? null;
  const lastVendor = lastOf("vendor");
  const lastCouple = lastOf("couple") ?? sent;
  const later = (from: Date, maxHours: number) => {
    const time = new Date(from.getTime() + (0.1 + random.next() * maxHours) * HOUR_MS);
    return time < until ? time : null;
  };
  // The vendor has read the couple's last words unless they are recent; some never open an unanswered enquiry.
  const vendorRead = last?.sender === "vendor" ? last.createdAt : (lastVendor || random.chance(0.4)) ? (later(lastCouple, 6) ?? lastVendor) : null;
  const coupleRead = lastVendor && lastVendor > lastCouple && random.chance(0.75) ? (later(lastVendor, 8) ?? lastCouple) : lastCouple;
  const due = (hours: number) => {
    const time = new Date(sent.getTime() + hours * HOUR_MS);
    if (firstReplyAt && firstReplyAt <= time) return null;
    return time < until ? time : until;
  };
  return {
    stage: input.booking ? "booked" : input.quotes.length > 0 ? "quoted" : "open",
    lastMessageAt: last?.createdAt ?? sent,
    lastMessageFrom: last?.sender ?? "couple",
    vendorReadAt: vendorRead,
    coupleReadAt: coupleRead,
    firstReplyAt,
    archivedAt: input.archivedAt,
    vendorNotifiedAt: lastOf("couple"),
    coupleNotifiedAt: lastVendor,
    reminderSentAt: due(24),
    suggestionsSentAt: due(48),
    createdAt: sent,
  };
}
