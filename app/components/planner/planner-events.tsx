import { Form, Link } from "react-router";
import { Icon } from "~/components/icon";
import { EventFigures, type EventFiguresData } from "~/components/planner/event-figures";
import { EventForm, type PlannerFormFailure } from "~/components/planner/event-form";
import { FormErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { eventCountdown, eventLabel, formatEventDay, type WeddingEventView } from "~/modules/weddings/wedding-event-format";
import { eventSearchPath } from "~/modules/weddings/wedding-event-links";

const formValuesOf = (event: WeddingEventView) => ({
  eventType: event.eventType,
  customName: event.customName ?? "",
  eventDate: event.eventDate,
  placeName: event.placeName ?? "",
  venueName: event.venueName ?? "",
  guestCount: String(event.guestCount),
});

/** One event: name, UK date, town and venue, guests and countdown; 'Edit' opens its form, 'Remove' removes it. */
function EventRow({ event, today, figures, failure }: { event: WeddingEventView; today: string; figures?: EventFiguresData; failure?: PlannerFormFailure }) {
  const label = eventLabel(event);
  // A refused edit carries the form's fields; a refused removal only names the event.
  const editFailure = failure && "eventType" in failure.values ? failure : undefined;
  const where = [event.venueName, event.placeName].filter(Boolean).join(", ");
  return (
    <li className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-brand-100">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-bold text-ink">{label}</h3>
          <p className="text-sm text-ink">{formatEventDay(event.eventDate)}</p>
          {where ? <p className="text-sm break-words text-muted">{where}</p> : null}
          <p className="text-sm text-muted">Guests: {event.guestCount.toLocaleString("en-GB")}</p>
          <p className="mt-2 inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">{eventCountdown(event.eventDate, today)}</p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="remove-event" />
          <input type="hidden" name="eventId" value={event.id} />
          <Button type="submit" variant="outline" size="sm" aria-label={`Remove ${label} on ${formatEventDay(event.eventDate)}`}>
            Remove
          </Button>
        </Form>
      </div>
      {figures ? <EventFigures label={label} figures={figures} /> : null}
      {failure && !editFailure ? <FormErrorAlert error={failure.formError} /> : null}
      <details open={Boolean(editFailure)}>
        <summary className="cursor-pointer font-medium text-brand-700 underline">Edit {label}</summary>
        <div className="mt-4">
          {/* Keyed by what is saved, so a saved change shows in the form rather than what was typed before. */}
          <EventForm
            key={JSON.stringify(event)}
            label={`Edit ${label}`}
            eventId={event.id}
            initial={formValuesOf(event)}
            failure={editFailure}
            today={today}
          />
        </div>
      </details>
    </li>
  );
}

/**
 * 'Your events' (docs/product/couples-tools.md#events): the wedding's events soonest first, each with its replies
 * and budget (`figures`, by event id), a link to search for
 * vendors free on their dates, and 'Add event'. `failure` is the action's refusal; the form it names shows it.
 */
export function PlannerEvents({
  events,
  today,
  figures,
  failure,
}: {
  events: WeddingEventView[];
  today: string;
  figures: Record<number, EventFiguresData>;
  failure?: PlannerFormFailure;
}) {
  const searchPath = eventSearchPath(events, today);
  const failureOf = (form: string) => (failure?.values.form === form ? failure : undefined);
  return (
    <section aria-labelledby="planner-events" className="space-y-4">
      <h2 id="planner-events" className="flex items-center gap-2 text-2xl font-bold">
        <Icon name="calendar-days" className="size-5 text-brand-700" /> Your events
      </h2>
      {/* A refusal about an event no longer listed (removed in another tab) has no form of its own. */}
      {failure?.values.form?.startsWith("event-") && !events.some((event) => failure.values.form === `event-${event.id}`) ? (
        <FormErrorAlert error={failure.formError} />
      ) : null}
      {events.length === 0 ? (
        <p className="text-muted">No events yet. Add your mehndi, nikah, walima or any other day, with its date, town and guests.</p>
      ) : (
        <ul aria-label="Events" className="space-y-3">
          {events.map((event) => (
            <EventRow key={event.id} event={event} today={today} figures={figures[event.id]} failure={failureOf(`event-${event.id}`)} />
          ))}
        </ul>
      )}
      {searchPath ? (
        <Link to={searchPath} className="inline-block font-medium text-brand-700 underline">
          Find vendors free on your dates
        </Link>
      ) : null}
      <div className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-brand-100">
        <h3 className="text-lg font-bold text-brand-800">Add event</h3>
        {/* A new key after each add or removal empties the form the browser kept. */}
        <EventForm key={events.map((event) => event.id).join()} label="Add event" failure={failureOf("add-event")} today={today} />
      </div>
    </section>
  );
}
