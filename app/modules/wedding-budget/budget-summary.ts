import type { PlannerEvent } from "~/modules/wedding-budget/planner-events";

// The budget's figures as the page, the charts and the overview read them (docs/product/couples-tools.md#budget).
// Plain types and sums, shared by the server and the components. Every amount is in pence.

/** The four figures of a part of the budget; `bookedWithoutAmount` counts bookings whose amount was not given. */
export type BudgetFigures = { plannedPence: number; quotedPence: number; bookedPence: number; paidPence: number; bookedWithoutAmount: number };

/** A budget line as shown: its event (null: the whole wedding), its category (slug or own label) and amounts. */
export type BudgetLineView = {
  id: number;
  eventId: number | null;
  eventLabel: string;
  category: string;
  categoryLabel: string;
  plannedPence: number;
  paidPence: number;
  note: string | null;
};

/** A vendor's quoted or booked cost, placed on the event of its date (null: 'Other dates'). */
export type BudgetVendorCostView = {
  enquiryId: number;
  vendorName: string;
  status: "quoted" | "booked";
  amountPence: number | null;
  date: string;
  eventId: number | null;
  eventLabel: string;
  category: string;
  categoryLabel: string;
};

/** Per event: each event in date order, then 'Whole wedding' (lines without event), then 'Other dates'. */
export type BudgetEventGroup = BudgetFigures & { key: string; eventId: number | null; label: string; date: string | null };
/** Per category: the category slug or own label, its shown name. */
export type BudgetCategoryGroup = BudgetFigures & { category: string; label: string };

/**
 * The whole budget of a wedding: `budgetSummary(db, weddingId)` in budget.server.ts.
 * - `totalBudgetPence`: the couple's total, null until set.
 * - `events`: the wedding's events; `lines`: the planned amounts; `vendorCosts`: what vendors quoted and booked.
 * - `byEvent`, `byCategory`: the figures per event and per category.
 * - `totals`: the sums, and `leftPence` = total budget − committed (null without a total), where committed adds, for
 *   each event and category, the larger of what is planned and what is booked (decision 085).
 */
export type BudgetSummary = {
  totalBudgetPence: number | null;
  events: PlannerEvent[];
  lines: BudgetLineView[];
  vendorCosts: BudgetVendorCostView[];
  byEvent: BudgetEventGroup[];
  byCategory: BudgetCategoryGroup[];
  totals: BudgetFigures & { committedPence: number; leftPence: number | null };
};

export const WHOLE_WEDDING_LABEL = "Whole wedding";
export const OTHER_DATES_LABEL = "Other dates";

const zero = (): BudgetFigures => ({ plannedPence: 0, quotedPence: 0, bookedPence: 0, paidPence: 0, bookedWithoutAmount: 0 });

function addLine(figures: BudgetFigures, line: BudgetLineView): void {
  figures.plannedPence += line.plannedPence;
  figures.paidPence += line.paidPence;
}

function addCost(figures: BudgetFigures, cost: BudgetVendorCostView): void {
  if (cost.status === "quoted") figures.quotedPence += cost.amountPence ?? 0;
  else if (cost.amountPence === null) figures.bookedWithoutAmount += 1;
  else figures.bookedPence += cost.amountPence;
}

/**
 * Sums lines and vendor costs into a {@link BudgetSummary}. Input: the total (pence or null), the events (date
 * order), the lines and the costs already placed on events. Pure, so the page and the tests share one rule.
 */
export function summariseBudget(totalBudgetPence: number | null, events: PlannerEvent[], lines: BudgetLineView[], vendorCosts: BudgetVendorCostView[]): BudgetSummary {
  const eventGroups = new Map<string, BudgetEventGroup>();
  for (const event of events) eventGroups.set(`event-${event.id}`, { key: `event-${event.id}`, eventId: event.id, label: event.label, date: event.date, ...zero() });
  const wedding: BudgetEventGroup = { key: "wedding", eventId: null, label: WHOLE_WEDDING_LABEL, date: null, ...zero() };
  const other: BudgetEventGroup = { key: "other", eventId: null, label: OTHER_DATES_LABEL, date: null, ...zero() };
  const categoryGroups = new Map<string, BudgetCategoryGroup>();
  const category = (slug: string, label: string) => {
    let group = categoryGroups.get(slug);
    if (!group) categoryGroups.set(slug, (group = { category: slug, label, ...zero() }));
    return group;
  };
  // Committed per event and category: the larger of planned and booked, so a booking that fills a plan is not counted twice.
  const cells = new Map<string, { planned: number; booked: number }>();
  const cell = (key: string) => {
    let value = cells.get(key);
    if (!value) cells.set(key, (value = { planned: 0, booked: 0 }));
    return value;
  };
  const totals = zero();
  for (const line of lines) {
    addLine(line.eventId === null ? wedding : eventGroups.get(`event-${line.eventId}`) ?? wedding, line);
    addLine(category(line.category, line.categoryLabel), line);
    addLine(totals, line);
    cell(`${line.eventId ?? "wedding"}|${line.category}`).planned += line.plannedPence;
  }
  for (const cost of vendorCosts) {
    addCost(cost.eventId === null ? other : eventGroups.get(`event-${cost.eventId}`) ?? other, cost);
    addCost(category(cost.category, cost.categoryLabel), cost);
    addCost(totals, cost);
    if (cost.status === "booked") cell(`${cost.eventId ?? "other"}|${cost.category}`).booked += cost.amountPence ?? 0;
  }
  const committedPence = [...cells.values()].reduce((sum, value) => sum + Math.max(value.planned, value.booked), 0);
  const byEvent = [...eventGroups.values()];
  if (lines.some((line) => line.eventId === null)) byEvent.push(wedding);
  if (vendorCosts.some((cost) => cost.eventId === null)) byEvent.push(other);
  return {
    totalBudgetPence,
    events,
    lines,
    vendorCosts,
    byEvent,
    byCategory: [...categoryGroups.values()].sort((a, b) => a.label.localeCompare(b.label, "en-GB")),
    totals: { ...totals, committedPence, leftPence: totalBudgetPence === null ? null : totalBudgetPence - committedPence },
  };
}
