import { Form } from "react-router";
import { FormField, SelectField } from "~/components/form-field";
import { PlaceField } from "~/components/place-field";
import { FormErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import type { FormFailure } from "~/modules/http/form-errors";
import { EVENT_TYPES, EVENT_YEARS_AHEAD, MAX_EVENT_GUESTS, type WeddingEventFormValues } from "~/modules/weddings/wedding-event-form";
import { shiftDay } from "~/modules/time/uk-dates";

/** A refused planner form as the action answers it: `values.form` names the form ('add-event', 'event-<id>'…). */
export type PlannerFormFailure = FormFailure<Record<string, string>>;

/**
 * The 'Add event' form, or an event's edit form when `eventId` is given (docs/product/couples-tools.md#events):
 * type ('Other' asks for a name), date from today up to five years, town with the site's place suggestions (a plain
 * text field without JavaScript), venue, guests. A refused post shows what was typed and a message per field.
 */
export function EventForm({
  eventId,
  initial,
  failure,
  today,
  label,
}: {
  /** The form's accessible name: 'Add event', 'Edit Walima'. */
  label: string;
  eventId?: number;
  initial?: WeddingEventFormValues;
  failure?: PlannerFormFailure;
  today: string;
}) {
  const key = eventId === undefined ? "new" : String(eventId);
  const values: Partial<WeddingEventFormValues> = failure?.values ?? initial ?? {};
  const errors = failure?.fieldErrors ?? {};
  const id = (name: string) => `${name}-${key}`;
  return (
    <Form method="post" className="space-y-4" aria-label={label} noValidate>
      <input type="hidden" name="intent" value={eventId === undefined ? "add-event" : "update-event"} />
      {eventId === undefined ? null : <input type="hidden" name="eventId" value={eventId} />}
      {failure ? <FormErrorAlert error={failure.formError} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id={id("eventType")} name="eventType" label="Event type" defaultValue={values.eventType ?? ""} error={errors.eventType} required>
          <option value="" disabled>
            Choose an event
          </option>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <FormField id={id("customName")} name="customName" label="Event name (for 'Other')" defaultValue={values.customName ?? ""} error={errors.customName} maxLength={100} />
        <FormField
          id={id("eventDate")}
          name="eventDate"
          type="date"
          label="Date"
          min={today}
          max={shiftDay(today, { years: EVENT_YEARS_AHEAD })}
          defaultValue={values.eventDate ?? ""}
          error={errors.eventDate}
          required
        />
        <PlaceField id={id("placeName")} name="placeName" label="Town" placeholder="e.g. Leicester" defaultValue={values.placeName ?? ""} error={errors.placeName} required />
        <FormField id={id("venueName")} name="venueName" label="Venue (optional)" defaultValue={values.venueName ?? ""} error={errors.venueName} maxLength={100} />
        <FormField
          id={id("guestCount")}
          name="guestCount"
          label="Guests"
          inputMode="numeric"
          pattern="[0-9]*"
          defaultValue={values.guestCount ?? ""}
          error={errors.guestCount}
          aria-description={`A whole number from 1 to ${MAX_EVENT_GUESTS.toLocaleString("en-GB")}`}
          required
        />
      </div>
      <Button type="submit">{eventId === undefined ? "Add event" : "Save event"}</Button>
    </Form>
  );
}
