import { describe, expect, it } from "vitest";
import { ENQUIRY_EVENT_TYPES } from "~/db/schema";
import { buildDemoCatalogue } from "~/modules/demo-catalogue/demo-catalogue.server";
import { buildDemoConversations, LABEL_MIN_ENQUIRIES } from "~/modules/demo-catalogue/demo-conversations";
import { DEMO_COUPLE_EMAIL_DOMAIN } from "~/modules/demo-catalogue/demo-couples";
import { HERITAGE_POOLS } from "~/modules/demo-catalogue/demo-names";
import { quoteRangeFor } from "~/modules/demo-catalogue/demo-quote-prices";
import { ukHour } from "~/modules/demo-catalogue/demo-reply-times";
import { buildDemoReviews } from "~/modules/demo-catalogue/demo-reviews";

// docs/product/couples-tools.md#conversations, #quotes-and-bookings, #response-times: the demo catalogue's
// conversations, as built before they are stored (decision 015).

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = new Date("2026-11-26T10:30:00Z");
const catalogue = buildDemoCatalogue();
const reviewed = buildDemoReviews(catalogue.vendors, at);
const demo = buildDemoConversations(catalogue.vendors, reviewed, at);
const vendorOf = new Map(catalogue.vendors.map((vendor) => [vendor.name, vendor]));
// The threads of demo reviews come first; the rest are the last 90 days' enquiries.
const recent = demo.threads.slice(reviewed.length);

describe("the demo conversations", () => {
  it("come out the same for the same time", () => {
    const again = buildDemoConversations(catalogue.vendors, buildDemoReviews(catalogue.vendors, at), at);
    expect(again).toEqual(demo);
  });

  it("give a good share of active vendors at least five delivered enquiries in the last 90 days, some settled for days", () => {
    const active = catalogue.vendors.filter((vendor) => vendor.isActive);
    expect(demo.labelled.length).toBeGreaterThanOrEqual(active.length * 0.3);
    for (const name of demo.labelled) {
      expect(vendorOf.get(name)?.isActive).toBe(true);
      const delivered = recent.filter((thread) => thread.vendorName === name && thread.enquiry.delivery === "delivered");
      const inWindow = delivered.filter((thread) => at.getTime() - thread.enquiry.createdAt.getTime() <= 90 * DAY);
      expect(inWindow.length).toBeGreaterThanOrEqual(LABEL_MIN_ENQUIRIES);
      // The figures count what is answered or two days old; the usual time needs more than half of it answered.
      const counted = inWindow.filter((thread) => thread.conversation.firstReplyAt || at.getTime() - thread.enquiry.createdAt.getTime() >= 2 * DAY);
      expect(counted.length).toBeGreaterThanOrEqual(LABEL_MIN_ENQUIRIES);
      expect(counted.filter((thread) => thread.conversation.firstReplyAt).length * 2).toBeGreaterThan(counted.length);
    }
    // Other vendors have fewer, or none: not every listing is labelled.
    const unlabelled = new Set(recent.map((thread) => thread.vendorName).filter((name) => !demo.labelled.includes(name)));
    expect(unlabelled.size).toBeGreaterThan(0);
    for (const name of unlabelled) expect(recent.filter((thread) => thread.vendorName === name).length).toBeLessThan(LABEL_MIN_ENQUIRIES);
    for (const thread of demo.threads) expect(vendorOf.get(thread.vendorName)?.isActive).toBe(true);
  });

  it("answer after the enquiry, in order, nothing after the time of seeding, the first reply as stored", () => {
    for (const { enquiry, messages, conversation, quotes, booking, report } of demo.threads) {
      let previous = enquiry.createdAt.getTime();
      for (const message of messages) {
        expect(message.createdAt.getTime()).toBeGreaterThan(previous);
        previous = message.createdAt.getTime();
        expect(message.body.length).toBeLessThanOrEqual(5000);
      }
      expect(previous).toBeLessThan(at.getTime());
      expect(conversation.firstReplyAt).toEqual(messages.find((message) => message.sender === "vendor")?.createdAt ?? null);
      expect(conversation.lastMessageAt).toEqual(messages.at(-1)?.createdAt ?? enquiry.createdAt);
      expect(conversation.stage).toBe(booking ? "booked" : quotes.length > 0 ? "quoted" : "open");
      for (const time of [booking?.createdAt, report?.createdAt, report?.decidedAt, conversation.archivedAt, ...quotes.map((quote) => quote.respondedAt)]) {
        if (time) expect(time.getTime()).toBeLessThan(at.getTime());
      }
      expect(enquiry.eventDate > enquiry.createdAt.toISOString().slice(0, 10)).toBe(true);
      expect(ENQUIRY_EVENT_TYPES).toContain(enquiry.eventType);
      // Nothing left for a sweep to mail a demo address: messages are mailed, follow-ups of unanswered ones claimed.
      if (!conversation.firstReplyAt) expect([conversation.reminderSentAt, conversation.suggestionsSentAt]).not.toContain(null);
    }
    // No review invitation for months: every recent enquiry's event is more than 240 days ahead.
    for (const { enquiry } of recent) expect(Date.parse(enquiry.eventDate) - at.getTime()).toBeGreaterThan(240 * DAY);
  });

  it("reply mostly within hours, some within one to three days, a few never; evening enquiries the next morning", () => {
    const answered = recent.filter((thread) => thread.enquiry.delivery === "delivered" && !thread.report);
    const delay = (thread: (typeof answered)[number]) => (thread.conversation.firstReplyAt ? thread.conversation.firstReplyAt.getTime() - thread.enquiry.createdAt.getTime() : Infinity);
    // Only enquiries old enough for a slow vendor to have answered.
    const settled = answered.filter((thread) => at.getTime() - thread.enquiry.createdAt.getTime() > 4 * DAY);
    const share = (test: (ms: number) => boolean) => settled.filter((thread) => test(delay(thread))).length / settled.length;
    expect(share((ms) => ms <= 12 * HOUR)).toBeGreaterThan(0.6);
    expect(share((ms) => ms > 24 * HOUR && ms <= 72 * HOUR)).toBeGreaterThan(0.05);
    expect(share((ms) => ms === Infinity)).toBeGreaterThan(0.01);
    expect(share((ms) => ms === Infinity)).toBeLessThan(0.1);
    // Replies fall in the vendor's working day, UK time.
    for (const thread of answered) {
      if (thread.conversation.firstReplyAt) expect(ukHour(thread.conversation.firstReplyAt)).toBeGreaterThanOrEqual(7.5);
      if (thread.conversation.firstReplyAt) expect(ukHour(thread.conversation.firstReplyAt)).toBeLessThan(22);
    }
    const lateNight = answered.filter((thread) => ukHour(thread.enquiry.createdAt) >= 22 && thread.conversation.firstReplyAt);
    expect(lateNight.length).toBeGreaterThan(10);
    const nextMorning = lateNight.filter((thread) => delay(thread) < 14 * HOUR && ukHour(thread.conversation.firstReplyAt!) < 11);
    expect(nextMorning.length / lateNight.length).toBeGreaterThan(0.5);
  });

  it("quote prices within each trade's range, and book at the quoted price", () => {
    const quoted = demo.threads.flatMap((thread) => thread.quotes.map((quote) => ({ quote, thread })));
    expect(quoted.length).toBeGreaterThan(300);
    for (const { quote, thread } of quoted) {
      const { minPence, maxPence } = quoteRangeFor(vendorOf.get(thread.vendorName)!.categorySlug, thread.enquiry.guestCount);
      expect(quote.pricePence).toBeGreaterThanOrEqual(minPence);
      expect(quote.pricePence).toBeLessThanOrEqual(maxPence);
      expect(quote.validUntil >= quote.createdAt.toISOString().slice(0, 10)).toBe(true);
      if (quote.status === "accepted") expect(quote.respondedAt!.toISOString().slice(0, 10) <= quote.validUntil).toBe(true);
    }
    // What such weddings cost in the UK: bridal mehndi £150–£600, photographers £1,200–£4,500, venues £5,000–£25,000, £25–£60 a head.
    expect(quoteRangeFor("mehndi-artists", 200)).toEqual({ minPence: 15_000, maxPence: 60_000 });
    expect(quoteRangeFor("photographers", 200)).toEqual({ minPence: 120_000, maxPence: 450_000 });
    expect(quoteRangeFor("venues", 200)).toEqual({ minPence: 500_000, maxPence: 2_500_000 });
    expect(quoteRangeFor("catering", 300)).toEqual({ minPence: 750_000, maxPence: 1_800_000 });
    const statuses = new Set(quoted.map(({ quote }) => quote.status));
    expect([...statuses].sort()).toEqual(["accepted", "declined", "sent"]);
    for (const thread of demo.threads) {
      const { booking, quotes } = thread;
      if (booking?.source === "quote") expect(booking.amountPence).toBe(quotes[booking.quote!]!.pricePence);
      if (booking?.source === "outside" && booking.amountPence !== null) {
        const { minPence, maxPence } = quoteRangeFor(vendorOf.get(thread.vendorName)!.categorySlug, thread.enquiry.guestCount);
        expect(booking.amountPence).toBeGreaterThanOrEqual(minPence);
        expect(booking.amountPence).toBeLessThanOrEqual(maxPence);
      }
    }
    expect(demo.threads.filter((thread) => thread.booking?.source === "outside").length).toBeGreaterThan(10);
  });

  it("report adverts as not genuine and upheld, dismiss a few genuine ones, and leave the admins' queue empty", () => {
    const reported = demo.threads.filter((thread) => thread.report);
    const byStatus = (status: string) => reported.filter((thread) => thread.report!.status === status);
    expect(byStatus("upheld").length).toBeGreaterThanOrEqual(3);
    expect(byStatus("dismissed").length).toBeGreaterThanOrEqual(1);
    expect(byStatus("open")).toEqual([]);
    for (const thread of byStatus("upheld")) expect(thread).toMatchObject({ enquiry: { delivery: "not_genuine" }, messages: [] });
    for (const thread of demo.threads.filter((entry) => entry.enquiry.delivery === "not_genuine")) expect(thread.report?.status).toBe("upheld");
  });

  it("come from invented couples of every background, on the reserved demo domain only", () => {
    for (const thread of demo.threads) {
      expect(thread.enquiry.coupleEmail).toMatch(/^[a-z0-9.+-]+@demo\.shaadivendors\.example$/);
      expect(thread.enquiry.coupleEmail.endsWith(`@${DEMO_COUPLE_EMAIL_DOMAIN}`)).toBe(true);
      if (thread.enquiry.couplePhone) expect(thread.enquiry.couplePhone).toMatch(/^07700 900\d{3}$/);
    }
    const names = recent.map((thread) => thread.enquiry.coupleName);
    for (const pool of Object.values(HERITAGE_POOLS)) {
      expect(names.some((name) => pool.surnames.some((surname) => name.endsWith(` ${surname}`)))).toBe(true);
    }
    // Couples ask several trades for one wedding.
    const perCouple = new Map<string, Set<string>>();
    for (const thread of recent) perCouple.set(thread.enquiry.coupleEmail, (perCouple.get(thread.enquiry.coupleEmail) ?? new Set()).add(thread.vendorName));
    expect([...perCouple.values()].filter((asked) => asked.size > 1).length).toBeGreaterThan(50);
  });
});
