import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { budgetLines, PLANNER_LIMITS } from "~/db/schema";
import { acceptQuote } from "~/modules/conversations/quote-answers.server";
import { addBudgetLine, budgetSummary, removeBudgetLine, setTotalBudget, updateBudgetLine } from "~/modules/wedding-budget/budget.server";
import { AppError } from "~/modules/errors/app-error";
import { createBooking, createConversation, createQuote } from "../../../tests/support/conversations";
import { createCategory, createVendor, uniqueNumber } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { addPartner, createWedding, createWeddingEvent } from "../../../tests/support/wedding-planner";
import { outboxMailDeps } from "../../../tests/support/outbox-mail";

// docs/product/couples-tools.md#budget, decision 085: planned amounts per event and category; what the wedding's
// vendors quoted and booked fills in from its members' conversations, placed on the event of the same date.

const line = (eventId: number | null, category: string, planned: number, paid = 0) => ({ eventId, category, planned, paid, note: null });

describeEachDatabase("the wedding budget", (getDb) => {
  let caterers: { id: number; slug: string; name: string };
  let mehndi: { id: number; slug: string; name: string };
  beforeAll(async () => {
    caterers = await createCategory(getDb(), { name: `Caterers ${uniqueNumber()}` });
    mehndi = await createCategory(getDb(), { name: `Mehndi Artists ${uniqueNumber()}` });
  });

  /** A conversation of couple `userId` with a new vendor of `categoryId`. */
  async function conversationOf(userId: string | null, categoryId: number, vendorName = `Vendor ${uniqueNumber()}`) {
    const vendor = await createVendor(getDb(), { categoryId, name: vendorName });
    return createConversation(getDb(), vendor.id, { conversation: { coupleUserId: userId } });
  }

  it("shows an accepted quote as booked on the event of its date, and a quote still open as quoted", async () => {
    const { userId, weddingId } = await createWedding(getDb());
    const walima = await createWeddingEvent(getDb(), weddingId, { eventType: "Walima", eventDate: "2026-09-12" });
    const mehndiNight = await createWeddingEvent(getDb(), weddingId, { eventType: "Other", customName: "Dholki", eventDate: "2026-09-10" });
    const vendor = await createVendor(getDb(), { categoryId: caterers.id, name: "Spice Route Catering" });
    const caterer = await createConversation(getDb(), vendor.id, { conversation: { coupleUserId: userId }, linkToken: true });
    const quoteId = await createQuote(getDb(), caterer, { pricePence: 900_000, eventDate: "2026-09-12" });

    let summary = await budgetSummary(getDb(), weddingId);
    expect(summary.vendorCosts).toEqual([expect.objectContaining({ vendorName: "Spice Route Catering", status: "quoted", amountPence: 900_000, eventId: walima, eventLabel: "Walima", category: caterers.slug })]);
    expect(summary.byEvent.find((group) => group.eventId === walima)).toMatchObject({ quotedPence: 900_000, bookedPence: 0 });

    // The couple presses 'Accept quote' on their conversation's page.
    const deps = outboxMailDeps(getDb());
    await acceptQuote(deps, { token: caterer.token, quoteId }, new Date("2026-06-15T10:00:00Z"));
    summary = await budgetSummary(getDb(), weddingId);
    expect(summary.byEvent.map((group) => [group.label, group.quotedPence, group.bookedPence])).toEqual([
      ["Dholki", 0, 0],
      ["Walima", 0, 900_000],
    ]);
    expect(summary.byEvent.find((group) => group.eventId === mehndiNight)?.bookedPence).toBe(0);
    expect(summary.byCategory).toEqual([expect.objectContaining({ category: caterers.slug, label: caterers.name, bookedPence: 900_000 })]);
  });

  it("counts the partner's conversations, not another couple's, and skips declined quotes and cancelled bookings", async () => {
    const { userId, weddingId } = await createWedding(getDb());
    const partner = await addPartner(getDb(), weddingId);
    await createWeddingEvent(getDb(), weddingId, { eventType: "Mehndi", eventDate: "2026-09-10" });
    const stranger = await createWedding(getDb());

    const partners = await conversationOf(partner, mehndi.id);
    await createQuote(getDb(), partners, { pricePence: 40_000, eventDate: "2026-09-10" });
    const declined = await conversationOf(userId, mehndi.id);
    await createQuote(getDb(), declined, { pricePence: 55_000, eventDate: "2026-09-10", status: "declined" });
    const cancelled = await conversationOf(userId, caterers.id);
    await createBooking(getDb(), cancelled, { source: "quote", quote: { pricePence: 300_000, eventDate: "2026-09-10" }, cancelledAt: new Date("2026-06-02T10:00:00Z") });
    const theirs = await conversationOf(stranger.userId, caterers.id);
    await createBooking(getDb(), theirs, { source: "quote", quote: { pricePence: 700_000, eventDate: "2026-09-10" } });

    const summary = await budgetSummary(getDb(), weddingId);
    // The cancelled booking's quote was accepted, not declined: with no live booking it counts as quoted again.
    expect(summary.vendorCosts.map((cost) => [cost.enquiryId, cost.status, cost.amountPence])).toEqual([
      [partners.enquiryId, "quoted", 40_000],
      [cancelled.enquiryId, "quoted", 300_000],
    ]);
    expect(summary.totals).toMatchObject({ quotedPence: 340_000, bookedPence: 0 });
  });

  it("takes a booking outside the site at its amount, else its accepted quote's price, else 'amount not given', and puts other days under 'Other dates'", async () => {
    const { userId, weddingId } = await createWedding(getDb());
    await createWeddingEvent(getDb(), weddingId, { eventType: "Nikah", eventDate: "2026-09-11" });
    const withAmount = await conversationOf(userId, caterers.id);
    await createBooking(getDb(), withAmount, { source: "outside", amountPence: 120_000, eventDate: "2026-09-11" });
    const withQuote = await conversationOf(userId, mehndi.id);
    await createQuote(getDb(), withQuote, { pricePence: 65_000, eventDate: "2026-09-11", status: "accepted" });
    await createBooking(getDb(), withQuote, { source: "outside", amountPence: null, eventDate: "2026-09-11" });
    const without = await conversationOf(userId, mehndi.id);
    await createBooking(getDb(), without, { source: "outside", amountPence: null, eventDate: "2027-01-05" });

    const summary = await budgetSummary(getDb(), weddingId);
    expect(summary.vendorCosts.map((cost) => [cost.status, cost.amountPence, cost.eventLabel])).toEqual([
      ["booked", 120_000, "Nikah"],
      ["booked", 65_000, "Nikah"],
      ["booked", null, "Other dates"],
    ]);
    expect(summary.byEvent.map((group) => [group.label, group.bookedPence, group.bookedWithoutAmount])).toEqual([
      ["Nikah", 185_000, 0],
      ["Other dates", 0, 1],
    ]);
    expect(summary.totals).toMatchObject({ bookedPence: 185_000, bookedWithoutAmount: 1 });
  });

  it("adds up planned, paid and what is left of the total, counting a booking that fills a plan once", async () => {
    const { userId, weddingId } = await createWedding(getDb());
    const walima = await createWeddingEvent(getDb(), weddingId, { eventType: "Walima", eventDate: "2026-09-12" });
    await setTotalBudget(getDb(), weddingId, 2_000_000);
    await addBudgetLine(getDb(), weddingId, line(walima, caterers.name, 1_000_000, 250_000));
    await addBudgetLine(getDb(), weddingId, line(null, "Outfits", 300_000, 100_000));
    const caterer = await conversationOf(userId, caterers.id);
    await createBooking(getDb(), caterer, { source: "quote", quote: { pricePence: 1_200_000, eventDate: "2026-09-12" } });

    const summary = await budgetSummary(getDb(), weddingId);
    expect(summary.lines.map((row) => [row.eventLabel, row.category, row.categoryLabel])).toEqual([
      ["Walima", caterers.slug, caterers.name],
      ["Whole wedding", "Outfits", "Outfits"],
    ]);
    // Walima catering: planned £10,000, booked £12,000 → £12,000 committed; outfits £3,000.
    expect(summary.totals).toEqual({ plannedPence: 1_300_000, quotedPence: 0, bookedPence: 1_200_000, paidPence: 350_000, bookedWithoutAmount: 0, committedPence: 1_500_000, leftPence: 500_000 });
    expect(summary.byEvent.map((group) => group.label)).toEqual(["Walima", "Whole wedding"]);
  });

  it("changes and removes a line of its own wedding only, and refuses a second line of one event and category", async () => {
    const { weddingId } = await createWedding(getDb());
    const other = await createWedding(getDb());
    const otherEvent = await createWeddingEvent(getDb(), other.weddingId, { eventType: "Baraat", eventDate: "2026-09-11" });
    const id = await addBudgetLine(getDb(), weddingId, line(null, "Decor", 50_000));
    await expect(addBudgetLine(getDb(), weddingId, line(null, "decor", 10_000))).resolves.toBeTypeOf("number");
    await expect(addBudgetLine(getDb(), weddingId, line(null, "Decor", 10_000))).rejects.toMatchObject({ code: "conflict", fieldErrors: { category: expect.any(String) } });
    await expect(addBudgetLine(getDb(), weddingId, line(otherEvent, "Decor", 10_000))).rejects.toMatchObject({ code: "not_found" });
    await expect(updateBudgetLine(getDb(), other.weddingId, { lineId: id, planned: 1, paid: 1, note: null })).rejects.toBeInstanceOf(AppError);
    await expect(removeBudgetLine(getDb(), other.weddingId, id)).rejects.toMatchObject({ code: "not_found" });
    await updateBudgetLine(getDb(), weddingId, { lineId: id, planned: 60_000, paid: 20_000, note: "Stage and flowers" });
    expect((await getDb().select().from(budgetLines).where(eq(budgetLines.id, id)))[0]).toMatchObject({ plannedPence: 60_000, paidPence: 20_000, note: "Stage and flowers" });
    await removeBudgetLine(getDb(), weddingId, id);
    expect(await getDb().select().from(budgetLines).where(eq(budgetLines.id, id))).toEqual([]);
  });

  it(`holds ${PLANNER_LIMITS.budgetLines} lines and refuses the next`, async () => {
    const { weddingId } = await createWedding(getDb());
    await getDb()
      .insert(budgetLines)
      .values(Array.from({ length: PLANNER_LIMITS.budgetLines - 1 }, (_, index) => ({ weddingId, category: `Line ${index}`, plannedPence: 100 })));
    await addBudgetLine(getDb(), weddingId, line(null, "The last one", 100));
    await expect(addBudgetLine(getDb(), weddingId, line(null, "One too many", 100))).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/^Your budget is full/) });
  });

  it("is empty for a couple without a wedding", async () => {
    expect((await budgetSummary(getDb(), undefined)).totals).toMatchObject({ plannedPence: 0, leftPence: null });
  });
});

