import { DEMO_COUPLE_EMAIL_DOMAIN, heritageOfLanguages, makeCouple, type DemoCouple } from "~/modules/demo-catalogue/demo-couples";
import { DISMISSED_REPORT_REASON, NOT_GENUINE, TRADE_NOUNS } from "~/modules/demo-catalogue/demo-conversation-texts";
import { REPLY_HABITS, pickHabit, sendTime, type ReplyHabit } from "~/modules/demo-catalogue/demo-reply-times";
import type { DemoReview } from "~/modules/demo-catalogue/demo-reviews";
import { buildThread, dayInWords, enquiryMessage, eventPhrase, type DemoThread } from "~/modules/demo-catalogue/demo-threads";
import type { DemoVendor } from "~/modules/demo-catalogue/demo-types";
import { createRandom, hashSeed, type Random } from "~/modules/demo-catalogue/prng";

// The demo catalogue's enquiries and conversations (docs/product/couples-tools.md#conversations, #response-times):
// about two in five active vendors get at least five enquiries in the last 90 days, enough for 'Usually replies
// within …', and one in eight gets one to three; couples ask several trades for one wedding. Adverts sent through the
// form are reported by their vendor and upheld; a few genuine ones were reported too, and dismissed. Every
// demo review's enquiry gets its conversation too, booked in most cases. Deterministic apart from the dates,
// counted back from the time of seeding.

const CONVERSATION_SEED = hashSeed("shaadi-vendors demo conversations v1");
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Delivered enquiries in 90 days a vendor needs for the reply label (docs/product/couples-tools.md#response-times). */
export const LABEL_MIN_ENQUIRIES = 5;
/** How far back the demo enquiries go, in days: inside the 90 days the reply figures count. */
export const DEMO_WINDOW_DAYS = 88;
/**
 * Demo weddings are at least this many days after the seed, so no review invitation goes to a demo couple for the
 * first months of a demo, nor when a test moves the app clock half a year ahead (invitations follow an event by up
 * to 30 days, docs/product/couples-tools.md#review-invitations).
 */
const FIRST_WEDDING_DAYS = 250;
/** A labelled vendor's first five enquiries are at least this many days old: answered or not by now, they all count. */
const SETTLED_DAYS = 3;

/** Which events a trade is asked about, most likely first; a couple asks about the first its wedding has. */
const TRADE_EVENTS: Record<string, readonly string[]> = {
  "mehndi-artists": ["Mehndi"],
  musicians: ["Baraat", "Mehndi", "Sangeet", "Walima", "Reception"],
  "djs-entertainment": ["Reception", "Walima", "Sangeet", "Mehndi"],
  venues: ["Walima", "Reception", "Nikah", "Other", "Mehndi"],
  catering: ["Walima", "Reception", "Mehndi", "Sangeet", "Nikah"],
  decorators: ["Mehndi", "Walima", "Reception", "Sangeet"],
  "wedding-cake-shops": ["Walima", "Reception"],
};
const MAIN_DAY = ["Nikah", "Anand Karaj", "Baraat", "Other", "Walima", "Reception"];

export type DemoConversations = {
  /** Threads of the demo reviews' enquiries first, in the order of the reviews, then the others. */
  threads: DemoThread[];
  /** Vendors given at least {@link LABEL_MIN_ENQUIRIES} delivered enquiries in the window, by name. */
  labelled: string[];
};

type Tier = "busy" | "quiet" | "none";

function tierOf(random: Random, vendor: DemoVendor): Tier {
  const draw = random.next();
  if (vendor.isFeatured || draw < 0.32) return "busy";
  return draw < 0.44 ? "quiet" : "none";
}

/** The couple's event this trade is asked about, and how many of its guests come to it. */
function eventFor(couple: DemoCouple, categorySlug: string): { type: string; date: string; guests: number } {
  const wanted = TRADE_EVENTS[categorySlug] ?? MAIN_DAY;
  const event = wanted.map((type) => couple.events.find((entry) => entry.type === type)).find(Boolean) ?? couple.events.find((entry) => MAIN_DAY.includes(entry.type)) ?? couple.events[0]!;
  const smaller = event.type === "Mehndi" || event.type === "Sangeet";
  return { ...event, guests: smaller ? Math.max(60, Math.round((couple.guests * 0.45) / 10) * 10) : couple.guests };
}

/**
 * Builds every demo enquiry with its conversation. Input: the catalogue's vendors in order, the demo reviews
 * (their enquiries are given conversations, in the same order), the time of seeding. Output: {@link DemoConversations};
 * nothing in it happens after `at`. Pure and deterministic for a given `at`.
 */
export function buildDemoConversations(vendors: readonly DemoVendor[], reviewed: readonly DemoReview[], at: Date): DemoConversations {
  const random = createRandom(CONVERSATION_SEED);
  const byName = new Map(vendors.map((vendor) => [vendor.name, vendor]));
  const threads: DemoThread[] = reviewed.map((entry) => {
    const vendor = byName.get(entry.vendorName);
    if (!vendor) throw new Error(`Demo review for unknown vendor ${entry.vendorName}`);
    const { coupleName, coupleEmail } = entry.enquiry;
    return buildThread(random, {
      vendor,
      habit: REPLY_HABITS[0]!,
      couple: { name: coupleName, firstName: coupleName.split(" ")[0]!, email: coupleEmail, phone: null },
      enquiry: { ...entry.enquiry, couplePhone: null, delivery: "delivered" },
      until: new Date(Math.min(at.getTime(), Date.parse(entry.enquiry.eventDate))),
      outcome: random.chance(0.7) ? "accepted" : "chat",
      mustReply: true,
    });
  });

  const firstWedding = new Date(at.getTime() + FIRST_WEDDING_DAYS * DAY_MS);
  const pools = new Map<string, DemoCouple[]>();
  let serial = 0;
  const coupleFor = (vendor: DemoVendor, sentAt: Date): DemoCouple => {
    const pool = pools.get(vendor.region) ?? [];
    pools.set(vendor.region, pool);
    // A third of enquiries come from a couple already asking other trades for the same wedding.
    const known = random.chance(0.35)
      ? pool.slice(-30).find((couple) => !couple.asked.has(vendor.categorySlug) && Math.abs(sentAt.getTime() - couple.firstEnquiryAt.getTime()) < 21 * DAY_MS)
      : undefined;
    const couple = known ?? makeCouple(random, ++serial, vendor.region, heritageOfLanguages(vendor.languages), sentAt, firstWedding);
    if (!known) pool.push(couple);
    couple.asked.add(vendor.categorySlug);
    return couple;
  };

  const labelled: string[] = [];
  const ordinary: DemoThread[] = [];
  for (const vendor of vendors.filter((entry) => entry.isActive)) {
    const tier = tierOf(random, vendor);
    if (tier === "none") continue;
    const busy = tier === "busy";
    const habit: ReplyHabit = vendor.isFeatured ? REPLY_HABITS[random.int(0, 1)]! : pickHabit(random, busy ? 3 : REPLY_HABITS.length);
    const count = busy ? (vendor.isFeatured ? random.int(7, 10) : random.int(LABEL_MIN_ENQUIRIES + 1, 8)) : random.int(1, 3);
    if (busy) labelled.push(vendor.name);
    // A labelled vendor has a usual reply time: at most a quarter of its enquiries go unanswered, and a slow one's
    // are all old enough to have had their answer, so half or more of what the figures count is answered.
    let unanswered = 0;
    for (let i = 0; i < count; i++) {
      const settled = busy && (i < LABEL_MIN_ENQUIRIES || habit.name === "slow");
      const daysAgo = settled ? SETTLED_DAYS + random.next() * (DEMO_WINDOW_DAYS - SETTLED_DAYS) : 0.05 + random.next() * (DEMO_WINDOW_DAYS - 0.05);
      const sentAt = sendTime(random, at, daysAgo);
      const couple = coupleFor(vendor, sentAt);
      const event = eventFor(couple, vendor.categorySlug);
      const values = {
        trade: TRADE_NOUNS[vendor.categorySlug] ?? "supplier", event: eventPhrase(event.type), vendor: vendor.name, town: vendor.city,
        date: dayInWords(event.date),
        guests: String(event.guests), first: couple.firstName,
      };
      const enquiry = {
        coupleName: couple.name, coupleEmail: couple.email, couplePhone: couple.phone, eventDate: event.date, eventType: event.type,
        guestCount: event.guests, message: enquiryMessage(random, vendor.categorySlug, values), delivery: "delivered" as const, createdAt: sentAt,
      };
      const mustReply = busy && (unanswered + 1) * 4 > count;
      const thread = buildThread(random, { vendor, habit, couple, enquiry, until: at, mustReply });
      if (!thread.conversation.firstReplyAt) unanswered += 1;
      ordinary.push(thread);
    }
  }
  reportSome(random, ordinary, at);
  return { threads: [...threads, ...ordinary, ...adverts(random, vendors, labelled, at)], labelled };
}

/** Three answered enquiries whose vendor reported them when the couple went quiet; an admin dismissed each. */
function reportSome(random: Random, threads: DemoThread[], at: Date): void {
  const quiet = threads.filter((thread) => thread.messages.length === 1 && thread.messages[0]!.sender === "vendor" && !thread.conversation.archivedAt);
  for (const thread of quiet.filter((_, index) => index % 97 === 5).slice(0, 3)) {
    const reported = new Date(thread.conversation.lastMessageAt.getTime() + (2 + random.next() * 3) * DAY_MS);
    const decided = new Date(reported.getTime() + (6 + random.next() * 30) * HOUR_MS);
    if (decided < at) thread.report = { reason: DISMISSED_REPORT_REASON, status: "dismissed", decidedAt: decided, createdAt: reported };
  }
}

/**
 * Adverts and phishing sent through the enquiry form to six labelled vendors, none answered, each reported by its
 * vendor a few hours later and upheld by an admin within two days: not genuine, archived, the sender blocked. None
 * is left open, so the admins' queue of reported enquiries starts empty, as on a fresh site.
 */
function adverts(random: Random, vendors: readonly DemoVendor[], labelled: readonly string[], at: Date): DemoThread[] {
  const byName = new Map(vendors.map((vendor) => [vendor.name, vendor]));
  const targets = labelled.filter((_, index) => index % 37 === 11).slice(0, 6);
  return targets.map((name, index) => {
    const vendor = byName.get(name)!;
    const advert = NOT_GENUINE[index % NOT_GENUINE.length]!;
    const sentAt = sendTime(random, at, 5 + random.next() * 80);
    const email = `offers.${index + 1}@${DEMO_COUPLE_EMAIL_DOMAIN}`;
    const thread = buildThread(random, {
      vendor,
      habit: REPLY_HABITS[0]!,
      couple: { name: advert.name, firstName: advert.name, email, phone: null },
      enquiry: {
        coupleName: advert.name, coupleEmail: email, couplePhone: null, eventType: "Other", guestCount: 100,
        eventDate: new Date(at.getTime() + (FIRST_WEDDING_DAYS + 50) * DAY_MS).toISOString().slice(0, 10), message: advert.message,
        delivery: "not_genuine", createdAt: sentAt,
      },
      until: at,
      unanswered: true,
    });
    const reported = new Date(sentAt.getTime() + (1 + random.next() * 10) * HOUR_MS);
    const decidedAt = new Date(reported.getTime() + (4 + random.next() * 40) * HOUR_MS);
    thread.report = { reason: advert.reason, status: "upheld", decidedAt, createdAt: reported };
    Object.assign(thread.conversation, { vendorReadAt: reported, archivedAt: reported });
    return thread;
  });
}
