import { PlannerNav } from "~/components/planner/planner-nav";
import { AddLineForm, BudgetLineRow, failureOf, TotalBudgetForm, type BudgetFailure } from "~/components/planner/budget/budget-forms";
import { BudgetChart, BudgetChartTable } from "~/components/planner/budget/budget-chart";
import { formatPrice } from "~/modules/money/money";
import type { BudgetSummary, BudgetVendorCostView } from "~/modules/wedding-budget/budget-summary";
import { formatEventDay } from "~/modules/weddings/wedding-event-format";

/** A vendor's cost as the page says it: 'Booked £2,400', 'Quoted £1,250' or 'Booked, amount not given'. */
function costText(cost: BudgetVendorCostView): string {
  if (cost.amountPence === null) return "Booked, amount not given";
  return `${cost.status === "booked" ? "Booked" : "Quoted"} ${formatPrice(cost.amountPence)}`;
}

/** The totals in a definition list: planned, quoted, booked, paid and what is left of the total. */
function BudgetTotals({ summary }: { summary: BudgetSummary }) {
  const { totals } = summary;
  const items: [string, string][] = [
    ["Total budget", summary.totalBudgetPence === null ? "Not set" : formatPrice(summary.totalBudgetPence)],
    ["Planned", formatPrice(totals.plannedPence)],
    ["Quoted", formatPrice(totals.quotedPence)],
    ["Booked", formatPrice(totals.bookedPence) + (totals.bookedWithoutAmount > 0 ? ` + ${totals.bookedWithoutAmount} without amount` : "")],
    ["Paid so far", formatPrice(totals.paidPence)],
    ["Left", totals.leftPence === null ? "Set a total budget" : totals.leftPence < 0 ? `${formatPrice(-totals.leftPence)} over budget` : formatPrice(totals.leftPence)],
  ];
  return (
    <dl aria-label="Budget totals" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {items.map(([term, value]) => (
        <div key={term} className="rounded-2xl bg-white p-4 ring-1 ring-brand-100">
          <dt className="text-sm text-muted">{term}</dt>
          <dd className="text-lg font-bold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A chart and its table, side by side on wide screens, one under the other on a phone. */
function ChartSection({ id, title, rowHeader, rows }: { id: string; title: string; rowHeader: string; rows: BudgetSummary["byEvent"] | BudgetSummary["byCategory"] }) {
  const chartRows = rows.map((row) => ({
    key: "key" in row ? row.key : row.category,
    label: row.label,
    plannedPence: row.plannedPence,
    bookedPence: row.bookedPence,
    quotedPence: row.quotedPence,
    paidPence: row.paidPence,
  }));
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-xl font-bold">
        {title}
      </h3>
      {chartRows.length === 0 ? (
        <p className="text-muted">Nothing planned or booked yet.</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <BudgetChart title={title} rows={chartRows} />
          <BudgetChartTable caption={title} rowHeader={rowHeader} rows={chartRows} />
        </div>
      )}
    </section>
  );
}

/**
 * /planner/budget (docs/product/couples-tools.md#budget): the totals, the total budget, charts of planned against
 * booked per event and per category with their tables, the planned lines per event, the vendors' quotes and
 * bookings, and 'Add to budget'.
 */
export function BudgetPage({ summary, categories, failure }: { summary: BudgetSummary; categories: { slug: string; name: string }[]; failure: BudgetFailure | undefined }) {
  const groups = [...summary.events.map((event) => ({ key: `event-${event.id}`, eventId: event.id as number | null, label: event.label, date: event.date as string | null })), { key: "wedding", eventId: null, label: "Whole wedding", date: null }];
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10 md:px-6">
      <h1 className="text-3xl font-bold text-brand-800">Budget</h1>
      <PlannerNav />
      <FailureBanner failure={failure} lineIds={summary.lines.map((line) => line.id)} />
      <section aria-labelledby="budget-totals" className="space-y-4">
        <h2 id="budget-totals" className="text-2xl font-bold">
          Totals
        </h2>
        <BudgetTotals summary={summary} />
        <TotalBudgetForm totalBudgetPence={summary.totalBudgetPence} failure={failureOf(failure, "total")} />
      </section>
      <section aria-labelledby="budget-charts" className="space-y-6">
        <h2 id="budget-charts" className="text-2xl font-bold">
          Planned and booked
        </h2>
        <ChartSection id="budget-chart-events" title="Planned and booked per event" rowHeader="Event" rows={summary.byEvent} />
        <ChartSection id="budget-chart-categories" title="Planned and booked per category" rowHeader="Category" rows={summary.byCategory} />
      </section>
      <section aria-labelledby="budget-lines" className="space-y-6">
        <h2 id="budget-lines" className="text-2xl font-bold">
          Your budget lines
        </h2>
        {summary.lines.length === 0 ? <p className="text-muted">No planned amounts yet. Use 'Add to budget' below.</p> : null}
        {groups.map((group) => {
          const lines = summary.lines.filter((line) => line.eventId === group.eventId);
          if (lines.length === 0) return null;
          return (
            <section key={group.key} aria-labelledby={`budget-${group.key}`} className="space-y-3">
              <h3 id={`budget-${group.key}`} className="text-xl font-bold">
                {group.label}
                {group.date ? <span className="ml-2 text-base font-normal text-muted">{formatEventDay(group.date)}</span> : null}
              </h3>
              <ul aria-label={`Budget lines: ${group.label}`} className="space-y-3">
                {lines.map((line) => (
                  <BudgetLineRow key={line.id} line={line} failure={failureOf(failure, "update-line", line.id)} />
                ))}
              </ul>
            </section>
          );
        })}
      </section>
      <section aria-labelledby="budget-vendors" className="space-y-4">
        <h2 id="budget-vendors" className="text-2xl font-bold">
          Quotes and bookings
        </h2>
        {summary.vendorCosts.length === 0 ? (
          <p className="text-muted">Quotes and bookings from your conversations with vendors appear here by themselves.</p>
        ) : (
          <ul aria-label="Quotes and bookings" className="space-y-3">
            {summary.vendorCosts.map((cost) => (
              <li key={cost.enquiryId} className="rounded-2xl bg-white p-4 ring-1 ring-brand-100">
                <p className="font-bold text-ink">{cost.vendorName}</p>
                <p className="text-sm text-muted">
                  {cost.categoryLabel} · {cost.eventLabel} · {formatEventDay(cost.date)} · {costText(cost)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* A new key after each added line empties the form, which would otherwise keep what was just added. */}
      <AddLineForm key={summary.lines.length} events={summary.events} categories={categories} failure={failureOf(failure, "add-line")} />
    </div>
  );
}

/**
 * A refusal with no form on the page to show it: a 'Remove', or a change of a line that is no longer listed (removed
 * on another device, or never this wedding's). It shows at the top.
 */
function FailureBanner({ failure, lineIds }: { failure: BudgetFailure | undefined; lineIds: number[] }) {
  if (!failure) return null;
  const { intent, lineId } = failure.values;
  const orphan = intent === "remove-line" || (intent === "update-line" && !lineIds.includes(Number(lineId)));
  if (!orphan) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {failure.formError.message}
    </p>
  );
}
