import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { Form, Link } from "react-router";
import { ErrorAlert } from "~/components/ui/alert";
import { cn } from "~/lib/cn";
import { AVAILABILITY_FIELDS, availabilityPath } from "~/modules/availability/availability-form";
import {
  calendarMonths,
  dayStateText,
  formatMonth,
  monthOf,
  monthWeeks,
  shiftMonth,
  type AvailabilityDay,
  type AvailabilityMonth,
} from "~/modules/availability/availability-month";
import { formatEventDate } from "~/modules/mail/enquiry-templates";
import { shiftDay } from "~/modules/time/uk-dates";

// The month grid of the Availability card (docs/product/vendor-journey-and-portal.md#availability): the quick way
// to mark days. Each day is a toggle button in its own small form (a plain post, so it works without JavaScript),
// named with its date and state in words; pressed means not free. Once the page runs, the grid is one stop of the
// Tab key and the arrows, Home and End move between days (the ARIA grid pattern); before that, every day is a stop.

const WEEKDAYS = [
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
  ["Sun", "Sunday"],
] as const;

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

const noSubscription = () => () => {};
/** Whether the page runs in the browser (false while it is rendered on the server and hydrated). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The few words a day shows inside its cell; its button's name says it in full. */
function shortText(day: AvailabilityDay, eventsPerDay: number): string {
  if (day.state === "booked") return "Booked";
  if (day.state === "unavailable") return "Unavail\u00adable";
  return day.bookings > 0 ? `${day.bookings} of ${eventsPerDay}` : "Free";
}

const STATE_STYLE = {
  free: "bg-white text-ink hover:bg-brand-50",
  unavailable: "bg-stone-200 text-stone-900 hover:bg-stone-300",
  booked: "bg-gold-300 text-ink hover:bg-gold-400",
} as const;

/** The day's ring; today's is wider and darker, whatever the state. */
const STATE_RING = {
  free: "ring-1 ring-brand-100",
  unavailable: "ring-1 ring-stone-400",
  booked: "ring-1 ring-gold-500",
} as const;

const STATE_TEXT = { free: "text-muted", unavailable: "text-stone-900", booked: "text-ink" } as const;

/**
 * The grid of one month: 'Previous month' and 'Next month' (this month to three years ahead), the days from
 * Monday, past days shown but not changeable, and a refused press's reason above the grid.
 */
export function AvailabilityGrid({ availability, error }: { availability: AvailabilityMonth; error: string | undefined }) {
  const { month, today, eventsPerDay, days } = availability;
  const { first, last } = calendarMonths(today);
  const byDay = new Map(days.map((day) => [day.day, day]));
  const changeable = days.filter((day) => day.day >= today).map((day) => day.day);
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<string>();
  const current = chosen && changeable.includes(chosen) ? chosen : changeable.includes(today) ? today : changeable[0];
  const table = useRef<HTMLTableElement>(null);

  const moveTo = (day: string | undefined) => {
    if (!day) return;
    table.current?.querySelector<HTMLButtonElement>(`button[data-day="${day}"]`)?.focus();
    setChosen(day);
  };
  /** The next changeable day from `from` by `step` days, within the month, or undefined. */
  const walk = (from: string, step: number) => {
    for (let day = shiftDay(from, { days: step }); monthOf(day) === month; day = shiftDay(day, { days: step })) {
      if (changeable.includes(day)) return day;
    }
    return undefined;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = (event.target as HTMLElement).closest("[data-day]")?.getAttribute("data-day");
    if (!from) return;
    const week = monthWeeks(month).find((row) => row.includes(from)) ?? [];
    const inWeek = week.filter((day): day is string => day !== null && changeable.includes(day));
    const target = event.key in STEPS ? walk(from, STEPS[event.key]!) : event.key === "Home" ? inWeek[0] : event.key === "End" ? inWeek.at(-1) : undefined;
    if (!(event.key in STEPS) && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    moveTo(target);
  };

  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const headingId = "availability-month-heading";
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <MonthLink to={month > first ? previous : undefined} label={`Previous month, ${formatMonth(previous)}`}>
          <ChevronLeft aria-hidden="true" />
        </MonthLink>
        <h3 id={headingId} className="text-lg font-semibold text-brand-800" aria-live="polite">
          {formatMonth(month)}
        </h3>
        <MonthLink to={month < last ? next : undefined} label={`Next month, ${formatMonth(next)}`}>
          <ChevronRight aria-hidden="true" />
        </MonthLink>
      </div>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <table ref={table} role="grid" aria-labelledby={headingId} className="w-full table-fixed border-separate border-spacing-1" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={long} scope="col" abbr={long} className="pb-1 text-xs font-semibold text-muted">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) => {
                const entry = day ? byDay.get(day) : undefined;
                if (!day || !entry) return <td key={`empty-${index}`} />;
                return (
                  <td key={day} className="p-0 align-top">
                    {day < today ? (
                      <PastDay day={day} />
                    ) : (
                      <DayToggle day={entry} eventsPerDay={eventsPerDay} today={today} tabbable={!hydrated || day === current} onFocus={() => setChosen(day)} />
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm text-muted">
        Press a day to mark it unavailable, or press it again to make it free. Booked days free themselves when their booking is cancelled. With the
        keyboard, move between days with the arrow keys.
      </p>
    </div>
  );
}

function MonthLink({ to, label, children }: { to: string | undefined; label: string; children: React.ReactNode }) {
  const style = "inline-flex size-10 items-center justify-center rounded-full border border-brand-200 [&_svg]:size-5";
  if (!to) {
    return (
      <span className={cn(style, "opacity-40")} aria-hidden="true">
        {children}
      </span>
    );
  }
  return (
    <Link to={availabilityPath(to)} aria-label={label} preventScrollReset className={cn(style, "text-brand-700 hover:bg-brand-50")}>
      {children}
    </Link>
  );
}

function PastDay({ day }: { day: string }) {
  return (
    <span className="flex min-h-14 flex-col items-center justify-start rounded-lg px-0.5 py-1 text-muted">
      <span aria-hidden="true" className="text-sm">
        {Number(day.slice(8))}
      </span>
      <span className="sr-only">{formatEventDate(day)}: Past</span>
    </span>
  );
}

function DayToggle({
  day,
  eventsPerDay,
  today,
  tabbable,
  onFocus,
}: {
  day: AvailabilityDay;
  eventsPerDay: number;
  today: string;
  tabbable: boolean;
  onFocus: () => void;
}) {
  const isToday = day.day === today;
  // The state's few words sit over the button, outside it, so that what the button shows (its day's number) is
  // part of its name, as speech input expects; the name says the date and the state in full.
  return (
    <Form method="post" preventScrollReset className="relative">
      <input type="hidden" name="intent" value={day.state === "free" ? "block" : "unblock"} />
      <input type="hidden" name={AVAILABILITY_FIELDS.day} value={day.day} />
      <input type="hidden" name={AVAILABILITY_FIELDS.via} value="grid" />
      <button
        type="submit"
        data-day={day.day}
        data-state={day.state}
        tabIndex={tabbable ? 0 : -1}
        aria-pressed={day.state !== "free"}
        aria-label={`${formatEventDate(day.day)}${isToday ? " (today)" : ""}: ${dayStateText(day, eventsPerDay, today)}`}
        onFocus={onFocus}
        className={cn(
          "flex min-h-14 w-full flex-col items-center justify-start rounded-lg px-0.5 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
          STATE_STYLE[day.state],
          isToday ? "ring-2 ring-brand-700" : STATE_RING[day.state],
        )}
      >
        {Number(day.day.slice(8))}
      </button>
      <span
        aria-hidden="true"
        className={cn("pointer-events-none absolute inset-x-0 bottom-1 text-center text-[0.6rem] leading-tight hyphens-manual sm:text-[0.65rem]", STATE_TEXT[day.state])}
      >
        {shortText(day, eventsPerDay)}
      </span>
    </Form>
  );
}
