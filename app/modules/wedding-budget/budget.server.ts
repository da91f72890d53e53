import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { budgetLines, PLANNER_LIMITS, weddings } from "~/db/schema";
import { listShownCategories } from "~/modules/categories/categories.server";
import { AppError } from "~/modules/errors/app-error";
import { now } from "~/modules/time/clock";
import { BUDGET_MESSAGES, type AddLineInput, type UpdateLineInput } from "~/modules/wedding-budget/budget-form";
import { OTHER_DATES_LABEL, summariseBudget, WHOLE_WEDDING_LABEL, type BudgetLineView, type BudgetSummary, type BudgetVendorCostView } from "~/modules/wedding-budget/budget-summary";
import { listPlannerEvents, requireWeddingEvent } from "~/modules/wedding-budget/planner-events.server";
import { vendorCostsOf } from "~/modules/wedding-budget/vendor-costs.server";

// A wedding's budget (docs/product/couples-tools.md#budget; decision 085): the couple's total and planned amounts
// per event and category, with what vendors quoted and booked filled in from the members' conversations. Every
// function takes the wedding id found from the session (decision 082).

/** The site's vendor categories as the budget's 'Category' offers them: `{ slug, name }[]` in the site's order. Throws only when the database fails. */
export async function budgetCategories(db: Database): Promise<{ slug: string; name: string }[]> {
  return (await listShownCategories(db)).map((category) => ({ slug: category.slug, name: category.name }));
}

/**
 * The budget of wedding `weddingId` (null: the couple has no wedding yet, an empty budget). Output:
 * {@link BudgetSummary} (its type documents every field; amounts in pence). A quote or booking is placed on the
 * event whose date equals its event date (the first such event), else on 'Other dates', and on its vendor's
 * category. The overview reads `byEvent[].bookedPence`. Throws only when the database fails.
 * docs/product/couples-tools.md#budget.
 */
export async function budgetSummary(db: Database, weddingId: number | null | undefined): Promise<BudgetSummary> {
  if (weddingId === null || weddingId === undefined) return summariseBudget(null, [], [], []);
  const [[wedding], events, lineRows, costs, categoryList] = await Promise.all([
    db.select({ total: weddings.totalBudgetPence }).from(weddings).where(eq(weddings.id, weddingId)),
    listPlannerEvents(db, weddingId),
    db.select().from(budgetLines).where(eq(budgetLines.weddingId, weddingId)).orderBy(asc(budgetLines.createdAt), asc(budgetLines.id)),
    vendorCostsOf(db, weddingId),
    budgetCategories(db),
  ]);
  const categoryName = new Map(categoryList.map((category) => [category.slug, category.name]));
  const eventById = new Map(events.map((event) => [event.id, event]));
  const lines: BudgetLineView[] = lineRows.map((line) => ({
    id: line.id,
    eventId: line.eventId,
    eventLabel: line.eventId === null ? WHOLE_WEDDING_LABEL : (eventById.get(line.eventId)?.label ?? WHOLE_WEDDING_LABEL),
    category: line.category,
    categoryLabel: categoryName.get(line.category) ?? line.category,
    plannedPence: line.plannedPence,
    paidPence: line.paidPence,
    note: line.note,
  }));
  const vendorCosts: BudgetVendorCostView[] = costs.map((cost) => {
    const event = events.find((candidate) => candidate.date === cost.date);
    return {
      enquiryId: cost.enquiryId,
      vendorName: cost.vendorName,
      status: cost.status,
      amountPence: cost.amountPence,
      date: cost.date,
      eventId: event?.id ?? null,
      eventLabel: event?.label ?? OTHER_DATES_LABEL,
      category: cost.categorySlug,
      categoryLabel: cost.categoryName,
    };
  });
  return summariseBudget(wedding?.total ?? null, events, lines, vendorCosts);
}

/**
 * Sets (or clears, with null) the total budget of wedding `weddingId`. Input: pence, 0 to £1,000,000 (checked by
 * the form). Throws only when the database fails. docs/product/couples-tools.md#budget.
 */
export async function setTotalBudget(db: Database, weddingId: number, totalBudgetPence: number | null): Promise<void> {
  await db.update(weddings).set({ totalBudgetPence, updatedAt: now() }).where(eq(weddings.id, weddingId));
}

/** The category as stored: the slug of the site's category whose name or slug was typed, else the typed label. */
async function storedCategory(db: Database, typed: string): Promise<string> {
  const wanted = typed.trim().toLowerCase();
  const match = (await budgetCategories(db)).find((category) => category.name.toLowerCase() === wanted || category.slug === wanted);
  return match?.slug ?? typed.trim();
}

/** Whether `error` is PostgreSQL's unique violation (both backends report its SQLSTATE). */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * Adds a planned amount to wedding `weddingId`. Input: {@link AddLineInput} (event id or null for the whole wedding,
 * the category as typed, planned and paid pence, note). Output: the new line's id. Throws AppError `not_found` for
 * an event not in the wedding, `conflict` (field `category`) when the event already has a line for that category,
 * `conflict` when the wedding has {@link PLANNER_LIMITS}.budgetLines lines. docs/product/couples-tools.md#budget.
 */
export async function addBudgetLine(db: Database, weddingId: number, input: AddLineInput): Promise<number> {
  const category = await storedCategory(db, input.category);
  try {
    return await db.transaction(async (tx) => {
      await requireWeddingEvent(tx, weddingId, input.eventId, BUDGET_MESSAGES.eventGone);
      const [{ lines } = { lines: 0 }] = await tx.select({ lines: count() }).from(budgetLines).where(eq(budgetLines.weddingId, weddingId));
      if (lines >= PLANNER_LIMITS.budgetLines) throw new AppError("conflict", BUDGET_MESSAGES.full);
      const [row] = await tx
        .insert(budgetLines)
        .values({ weddingId, eventId: input.eventId, category, plannedPence: input.planned, paidPence: input.paid, note: input.note, createdAt: now() })
        .returning({ id: budgetLines.id });
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", BUDGET_MESSAGES.lineTaken, { fieldErrors: { category: BUDGET_MESSAGES.lineTaken } });
    throw error;
  }
}

/**
 * Changes a line's planned and paid amounts (pence) and note. Input: wedding id, {@link UpdateLineInput}. Throws
 * AppError `not_found` when the line is not in the wedding (nothing changes). docs/product/couples-tools.md#budget.
 */
export async function updateBudgetLine(db: Database, weddingId: number, input: UpdateLineInput): Promise<void> {
  const changed = await db
    .update(budgetLines)
    .set({ plannedPence: input.planned, paidPence: input.paid, note: input.note })
    .where(and(eq(budgetLines.id, input.lineId), eq(budgetLines.weddingId, weddingId)))
    .returning({ id: budgetLines.id });
  if (changed.length === 0) throw new AppError("not_found", BUDGET_MESSAGES.lineGone);
}

/**
 * Removes line `lineId` of wedding `weddingId`. Throws AppError `not_found` when it is not in the wedding.
 * docs/product/couples-tools.md#budget.
 */
export async function removeBudgetLine(db: Database, weddingId: number, lineId: number): Promise<void> {
  const removed = await db
    .delete(budgetLines)
    .where(and(eq(budgetLines.id, lineId), eq(budgetLines.weddingId, weddingId)))
    .returning({ id: budgetLines.id });
  if (removed.length === 0) throw new AppError("not_found", BUDGET_MESSAGES.lineGone);
}
