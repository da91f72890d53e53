import { Link } from "react-router";
import { formatPrice } from "~/modules/money/money";

/** An event's replies and budget as the loader sends them (couples' `EventFigures`, serialised). */
export type EventFiguresData = {
  rsvp: { invited: number; attending: number; declined: number; awaiting: number; dietary: Record<string, number> };
  budget: { plannedPence: number; quotedPence: number; bookedPence: number; paidPence: number; bookedWithoutAmount: number };
};

/**
 * Under an event on the overview (docs/product/couples-tools.md#wedding-planner): its guests' replies with the
 * dietary needs of those coming, and what is planned, quoted and booked for it, each linking to its page. Named
 * terms (a description list) so a screen reader reads each figure with its meaning.
 */
export function EventFigures({ label, figures }: { label: string; figures: EventFiguresData }) {
  const { rsvp, budget } = figures;
  const dietary = Object.entries(rsvp.dietary).filter(([group, count]) => count > 0 && group !== "Not given");
  const booked = budget.bookedPence > 0 || budget.bookedWithoutAmount > 0;
  return (
    <dl aria-label={`${label}: replies and budget`} className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-ink">
        <Link to="/planner/guests" className="underline">
          Replies
        </Link>
      </dt>
      <dd className="text-muted" data-testid="event-replies">
        {rsvp.invited === 0
          ? "No guests invited yet"
          : `${rsvp.attending} attending · ${rsvp.declined} declined · ${rsvp.awaiting} awaiting, of ${rsvp.invited} invited`}
        {dietary.length > 0 ? ` (${dietary.map(([group, count]) => `${count} ${group.toLowerCase()}`).join(", ")})` : ""}
      </dd>
      <dt className="font-semibold text-ink">
        <Link to="/planner/budget" className="underline">
          Budget
        </Link>
      </dt>
      <dd className="text-muted" data-testid="event-budget">
        {formatPrice(budget.plannedPence)} planned · {formatPrice(budget.quotedPence)} quoted ·{" "}
        <span className={booked ? "font-semibold text-ink" : undefined}>{formatPrice(budget.bookedPence)} booked</span>
        {budget.bookedWithoutAmount > 0 ? ` (and ${budget.bookedWithoutAmount} booked without an amount)` : ""}
      </dd>
    </dl>
  );
}
