import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { Icon } from "~/components/icon";
import { useHydrated } from "~/lib/use-hydrated";
import { DAY_PROBLEM_MESSAGES, dayProblem, lastAvailabilityDay } from "~/modules/availability/availability-dates";
import { EVENT_TYPES, type EventType } from "~/modules/enquiries/event-types";
import { DATE_PARAMS, datesParam, formatDayWithYear, MAX_SEARCH_DATES } from "~/modules/search/date-budget-fields";
import { forgetEventDates, rememberedEventDates, rememberEventDates, storedEventDates, type RememberedDates } from "~/modules/search/remembered-dates";

const subscribeNothing = () => () => {};

type Entry = { day: string; eventType: EventType | null };

const controlClass = "h-10 rounded-full border border-brand-100 bg-white px-3 text-sm";

function entriesOf(value: RememberedDates): Entry[] {
  return value.dates.map((day) => ({ day, eventType: value.dateEventTypes[day] ?? null }));
}

/**
 * 'Event dates' of the search form (docs/product/public-area.md#dates-and-budget; decision 067): the couple adds the days
 * of their events one at a time, each with its event type if they like, up to {@link MAX_SEARCH_DATES}, and removes
 * them again; each change searches again. The dates travel in one hidden `dates` field, so every other control of the
 * form keeps them. They are remembered for the tab (sessionStorage) and offered again on a search without dates.
 * Without JavaScript the date box itself is the `dates` field and 'Add date' submits the form (no event type then).
 * A refused day (past, more than three years ahead, already given, one too many) is said beside the box and stays typed.
 */
export function EventDatesField({ value, today, idPrefix = "search" }: { value: RememberedDates; today: string; idPrefix?: string }) {
  const [entries, setEntries] = useState<Entry[]>(() => entriesOf(value));
  const [day, setDay] = useState("");
  const [eventType, setEventType] = useState<EventType | "">("");
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();
  // Read in the browser only: the server's page is the same for everyone.
  const stored = useSyncExternalStore(subscribeNothing, storedEventDates, () => null);
  const [changes, setChanges] = useState(0);
  const hidden = useRef<HTMLInputElement>(null);
  const given = datesParam(value.dates, value.dateEventTypes);
  const offer = given ? null : rememberedEventDates(stored, today);

  useEffect(() => {
    if (given) rememberEventDates(value);
    // `value` is the page's; `given` stands for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [given]);

  // A change submits once React has written the hidden field.
  useEffect(() => {
    if (changes > 0) hidden.current?.form?.requestSubmit();
  }, [changes]);

  const apply = (next: Entry[]) => {
    setEntries(next);
    if (next.length === 0) forgetEventDates();
    setChanges((count) => count + 1);
  };

  const add = () => {
    const problem = day ? dayProblem(day, today) : null;
    if (!day) setError("Choose a date to add.");
    else if (problem) setError(DAY_PROBLEM_MESSAGES[problem](formatDayWithYear(day)));
    else if (entries.some((entry) => entry.day === day)) setError(`${formatDayWithYear(day)} is already one of your dates.`);
    else if (entries.length >= MAX_SEARCH_DATES) setError(`A search takes at most ${MAX_SEARCH_DATES} dates: remove one to add another.`);
    else {
      setError(null);
      setDay("");
      setEventType("");
      apply([...entries, { day, eventType: eventType || null }].sort((a, b) => a.day.localeCompare(b.day)));
    }
  };
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  };
  const serialized = datesParam(
    entries.map((entry) => entry.day),
    Object.fromEntries(entries.flatMap((entry) => (entry.eventType ? [[entry.day, entry.eventType]] : []))),
  );
  const errorId = `${idPrefix}-event-date-error`;

  return (
    // Its own controls search only through 'Add date' and the remove buttons, not on every change like the selects.
    <div role="group" aria-labelledby={`${idPrefix}-event-dates`} className="flex flex-wrap items-center gap-2 text-sm" onChange={(event) => event.stopPropagation()}>
      <span id={`${idPrefix}-event-dates`} className="font-medium">
        Event dates
      </span>
      <input ref={hidden} type="hidden" name={DATE_PARAMS.dates} value={serialized} disabled={!serialized} />
      {entries.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Your event dates">
          {entries.map((entry) => (
            <li key={entry.day} className="chip chip-on">
              {`${formatDayWithYear(entry.day)}${entry.eventType ? ` (${entry.eventType})` : ""}`}
              <button
                type="button"
                aria-label={`Remove ${formatDayWithYear(entry.day)}`}
                className="-mr-1 rounded-full p-0.5 hover:bg-brand-100"
                onClick={() => apply(entries.filter((other) => other.day !== entry.day))}
              >
                <Icon name="x" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={`${idPrefix}-event-date`} className="sr-only">
        Add an event date
      </label>
      <input
        id={`${idPrefix}-event-date`}
        type="date"
        name={hydrated ? undefined : DATE_PARAMS.dates}
        min={today}
        max={lastAvailabilityDay(today)}
        value={day}
        onChange={(event) => setDay(event.currentTarget.value)}
        onKeyDown={addOnEnter}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={controlClass}
      />
      <label htmlFor={`${idPrefix}-event-type`} className="sr-only">
        Event type (optional)
      </label>
      <select id={`${idPrefix}-event-type`} value={eventType} onChange={(event) => setEventType(event.currentTarget.value as EventType | "")} className={controlClass}>
        <option value="">Any event</option>
        {EVENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </select>
      <button
        type={hydrated ? "button" : "submit"}
        onClick={hydrated ? add : undefined}
        className="h-10 rounded-full border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50"
      >
        Add date
      </button>
      {offer && entries.length === 0 ? (
        <button type="button" className="font-semibold text-brand-700 underline" onClick={() => apply(entriesOf(offer))}>
          Use your dates: {offer.dates.map((offered) => formatDayWithYear(offered)).join(", ")}
        </button>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
