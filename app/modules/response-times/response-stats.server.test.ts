import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { vendorResponseStats, vendors } from "~/db/schema";
import { refreshResponseStats, shownResponseRecords } from "~/modules/response-times/response-stats.server";
import { getPublicVendor } from "~/modules/vendors/get-public-vendor.server";
import { selectVendorCardRows, toVendorCards } from "~/modules/vendors/vendor-cards.server";
import { createConversation, DAY_MS, HOUR_MS, type ConversationOverrides } from "../../../tests/support/conversations";
import { createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

const NOW = new Date("2026-06-01T12:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 60;

describeEachDatabase("refreshResponseStats (docs/product/couples-tools.md#response-times)", (getDb) => {
  const vendorWith = async (history: Omit<ConversationOverrides, "sentAt">[], sentAt = ago(10 * DAY_MS)) => {
    const vendor = await createVendor(getDb());
    for (const past of history) await createConversation(getDb(), vendor.id, { sentAt, ...past });
    return vendor.id;
  };
  const statsOf = async (vendorId: number) => {
    const [row] = await getDb().select().from(vendorResponseStats).where(eq(vendorResponseStats.vendorId, vendorId));
    return row && { enquiries: row.enquiries, median: row.medianReplyMinutes, share: row.repliedWithin48hShare };
  };
  const replies = (...minutes: (number | undefined)[]) => minutes.map((repliedAfterMinutes) => ({ repliedAfterMinutes }));

  let odd: number;
  let even: number;
  let halfUnanswered: number;
  let window: number;
  let deliveries: number;
  let settling: number;
  let released: number;
  let early: number;
  let few: number;
  let stale: number;
  let fallenOut: number;

  beforeAll(async () => {
    odd = await vendorWith(replies(30, 600, 60, 120, 90));
    // 60, 60, 120, 180, 3000 (late) and one unanswered: the median lies between 120 and 180.
    even = await vendorWith(replies(60, 3000, 120, undefined, 180, 60));
    halfUnanswered = await vendorWith(replies(60, 120, undefined, undefined));
    window = await createVendor(getDb()).then((vendor) => vendor.id);
    await createConversation(getDb(), window, { sentAt: ago(91 * DAY_MS), repliedAfterMinutes: 10 });
    await createConversation(getDb(), window, { sentAt: ago(89 * DAY_MS), repliedAfterMinutes: 20 });
    deliveries = await vendorWith([
      { repliedAfterMinutes: 5 },
      { delivery: "held" },
      { delivery: "rejected" },
      { delivery: "not_genuine" },
      { delivery: "held", repliedAfterMinutes: 1000 },
    ]);
    settling = await createVendor(getDb()).then((vendor) => vendor.id);
    // Answered or unanswered for 48 hours: counted. Sent 2 hours ago and not yet answered: not yet.
    await createConversation(getDb(), settling, { sentAt: ago(2 * HOUR_MS), repliedAfterMinutes: 30 });
    await createConversation(getDb(), settling, { sentAt: ago(2 * HOUR_MS) });
    await createConversation(getDb(), settling, { sentAt: ago(47 * HOUR_MS) });
    await createConversation(getDb(), settling, { sentAt: ago(49 * HOUR_MS) });
    // A reply after the time asked about is no reply yet.
    await createConversation(getDb(), settling, { sentAt: ago(3 * DAY_MS), repliedAfterMinutes: 3 * 24 * HOUR + 60 });
    released = await createVendor(getDb()).then((vendor) => vendor.id);
    // Held for a day and released: the vendor's wait starts at the release.
    await createConversation(getDb(), released, { sentAt: ago(10 * DAY_MS), openedAt: ago(9 * DAY_MS), repliedAfterMinutes: 45 });
    early = await vendorWith(replies(0));
    few = await vendorWith(replies(10, 10, 10, 10));
    stale = await createVendor(getDb()).then((vendor) => vendor.id);
    await getDb().insert(vendorResponseStats).values({ vendorId: stale, enquiries: 9, medianReplyMinutes: 5, repliedWithin48hShare: 1, computedAt: ago(DAY_MS) });
    await getDb().update(vendors).set({ replyScore: 0.9 }).where(eq(vendors.id, stale));
    fallenOut = await createVendor(getDb()).then((vendor) => vendor.id);
    await createConversation(getDb(), fallenOut, { sentAt: ago(100 * DAY_MS), repliedAfterMinutes: 10 });
    await getDb().insert(vendorResponseStats).values({ vendorId: fallenOut, enquiries: 1, medianReplyMinutes: 10, repliedWithin48hShare: 1, computedAt: ago(DAY_MS) });

    const first = await refreshResponseStats(getDb(), NOW);
    expect(first.removed).toBe(2);
  });

  it("takes the median minutes to the first reply, rounded up, and the share answered within 48 hours", async () => {
    expect(await statsOf(odd)).toEqual({ enquiries: 5, median: 90, share: 1 });
    expect(await statsOf(even)).toEqual({ enquiries: 6, median: 150, share: 4 / 6 });
  });

  it("counts unanswered enquiries as later than every reply: with half or more unanswered there is no median", async () => {
    expect(await statsOf(halfUnanswered)).toEqual({ enquiries: 4, median: null, share: 0.5 });
  });

  it("counts the enquiries of the last 90 days only", async () => {
    expect(await statsOf(window)).toEqual({ enquiries: 1, median: 20, share: 1 });
  });

  it("counts delivered enquiries only: held, rejected and not genuine ones are left out", async () => {
    expect(await statsOf(deliveries)).toEqual({ enquiries: 1, median: 5, share: 1 });
  });

  it("leaves out an unanswered enquiry until 48 hours have passed, and a reply after the time asked about", async () => {
    // Counted: the 30-minute reply, the one unanswered for 49 hours and the one answered only after `NOW`.
    expect(await statsOf(settling)).toEqual({ enquiries: 3, median: null, share: 1 / 3 });
  });

  it("starts the wait when the vendor got the enquiry (a held enquiry's release)", async () => {
    expect(await statsOf(released)).toEqual({ enquiries: 1, median: 45, share: 1 });
    expect(await statsOf(early)).toEqual({ enquiries: 1, median: 0, share: 1 });
  });

  it("removes the records of vendors with no counted enquiry", async () => {
    expect(await statsOf(stale)).toBeUndefined();
    expect(await statsOf(fallenOut)).toBeUndefined();
  });

  it("rewrites only the records whose figures changed", async () => {
    const computedAt = (await getDb().select().from(vendorResponseStats).where(eq(vendorResponseStats.vendorId, odd)))[0]!.computedAt;
    expect(await refreshResponseStats(getDb(), new Date(NOW.getTime() + 60_000))).toEqual({ written: 0, removed: 0, rescored: 0 });
    const after = (await getDb().select().from(vendorResponseStats).where(eq(vendorResponseStats.vendorId, odd)))[0]!.computedAt;
    expect(after).toEqual(computedAt);
    // A reply to the vendor's unanswered enquiry changes its figures at the next refresh.
    await createConversation(getDb(), halfUnanswered, { sentAt: ago(10 * DAY_MS), repliedAfterMinutes: 30 });
    expect(await refreshResponseStats(getDb(), NOW)).toEqual({ written: 1, removed: 0, rescored: 1 });
    expect(await statsOf(halfUnanswered)).toEqual({ enquiries: 5, median: 120, share: 0.6 });
  });

  it("keeps each vendor's ranking score with its record: share within 48 hours × (1 − median / 48 h), from 5 enquiries", async () => {
    const scores = await getDb()
      .select({ id: vendors.id, score: vendors.replyScore })
      .from(vendors)
      .where(inArray(vendors.id, [odd, even, halfUnanswered, few, stale]));
    const scoreOf = (id: number) => scores.find((row) => row.id === id)!.score;
    expect(scoreOf(odd)).toBeCloseTo(1 - 90 / 2880, 6);
    expect(scoreOf(even)).toBeCloseTo((4 / 6) * (1 - 150 / 2880), 6);
    expect(scoreOf(halfUnanswered)).toBeCloseTo(0.6 * (1 - 120 / 2880), 6);
    // Too few enquiries, and a record that is gone: nothing.
    expect(scoreOf(few)).toBe(0);
    expect(scoreOf(stale)).toBe(0);
  });

  describe("what the cards and the vendor page show", () => {
    it("gives the record from 5 enquiries, and nothing below", async () => {
      const shown = await shownResponseRecords(getDb(), [odd, few, stale]);
      expect([...shown.keys()]).toEqual([odd]);
      expect(shown.get(odd)).toEqual({ enquiries: 5, medianReplyMinutes: 90, repliedWithin48hShare: 1 });
      expect(await statsOf(few)).toEqual({ enquiries: 4, median: 10, share: 1 });
    });

    it("puts it on the vendor's cards and page", async () => {
      const [card, fewCard] = await toVendorCards(getDb(), await Promise.all([odd, few].map(cardRow)));
      expect(card!.replies).toEqual({ enquiries: 5, medianReplyMinutes: 90, repliedWithin48hShare: 1 });
      expect(fewCard).not.toHaveProperty("replies");
      expect((await getPublicVendor(getDb(), odd)).replies).toEqual({ enquiries: 5, medianReplyMinutes: 90, repliedWithin48hShare: 1 });
      expect(await getPublicVendor(getDb(), few)).not.toHaveProperty("replies");
    });
  });

  async function cardRow(vendorId: number) {
    const [row] = await selectVendorCardRows(getDb(), { where: eq(vendors.id, vendorId), orderBy: [], limit: 1 });
    return row!;
  }
});
