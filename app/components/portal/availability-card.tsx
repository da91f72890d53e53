import { CalendarDays, CalendarCheck, CalendarX, Save } from "lucide-react";
import { useRef, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { FormField } from "~/components/form-field";
import { AvailabilityGrid } from "~/components/portal/availability-grid";
import { FormErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useFieldErrors } from "~/components/use-field-errors";
import { useFocusFirstInvalid } from "~/components/use-form-focus";
import { lastAvailabilityDay } from "~/modules/availability/availability-dates";
import { AVAILABILITY_FIELDS, dayFieldProblem, EVENTS_PER_DAY_RANGE } from "~/modules/availability/availability-form";
import type { AvailabilityMonth } from "~/modules/availability/availability-month";
import { textField, type FormFailure } from "~/modules/http/form-errors";

/** A refused form of the card: what was typed, with its `intent` and where it was posted from (`via`). */
export type AvailabilityFailure = FormFailure<{ intent: string; via: string; day: string; eventsPerDay: string; month: string }>;

/**
 * The portal's Availability card (docs/product/vendor-journey-and-portal.md#availability): the 'Date' field with
 * 'Mark unavailable' and 'Mark available' (the path that needs neither a pointer nor JavaScript), the month grid,
 * and 'Events per day'. `notice` is the change just made, read out as a status.
 */
export function AvailabilityCard({ availability, failure, notice }: { availability: AvailabilityMonth; failure: AvailabilityFailure | undefined; notice: string | null }) {
  const fromGrid = failure?.values.via === "grid";
  const eventsFailure = failure?.values.intent === "events-per-day" ? failure : undefined;
  const dayFailure = failure && !fromGrid && !eventsFailure ? failure : undefined;
  return (
    <section aria-labelledby="availability-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h2 id="availability-heading" className="flex items-center gap-2 text-xl font-semibold text-brand-800">
        <CalendarDays className="size-5" aria-hidden="true" /> Availability
      </h2>
      <p className="mt-1 text-sm text-muted">
        Couples who search for a date do not see you on days you are unavailable. A booking blocks its day by itself, and cancelling it frees the day again.
      </p>
      {notice ? (
        <p role="status" className="mt-4 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          {notice}
        </p>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-8">
          <DayForm today={availability.today} month={availability.month} failure={dayFailure} />
          <EventsPerDayForm key={availability.eventsPerDay} eventsPerDay={availability.eventsPerDay} month={availability.month} failure={eventsFailure} />
        </div>
        <AvailabilityGrid availability={availability} error={fromGrid ? failure?.formError.message : undefined} />
      </div>
    </section>
  );
}

function useSubmittingIntent(): string | undefined {
  const navigation = useNavigation();
  return navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : undefined;
}

/** 'Date' with 'Mark unavailable' and 'Mark available'; checked in the browser first, the server checks again. */
function DayForm({ today, month, failure }: { today: string; month: string; failure: AvailabilityFailure | undefined }) {
  const form = useRef<HTMLFormElement>(null);
  const { errors, browserRefusal, showBrowserErrors } = useFieldErrors(failure, failure?.fieldErrors);
  useFocusFirstInvalid(form, browserRefusal ?? failure);
  const submitting = useSubmittingIntent();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const problem = dayFieldProblem(textField(new FormData(event.currentTarget), AVAILABILITY_FIELDS.day), today);
    showBrowserErrors(problem ? { [AVAILABILITY_FIELDS.day]: problem } : undefined);
    if (problem) event.preventDefault();
  };
  const fieldError = errors[AVAILABILITY_FIELDS.day];
  return (
    <Form ref={form} method="post" noValidate preventScrollReset className="space-y-4" onSubmit={onSubmit} aria-labelledby="availability-day-heading">
      <h3 id="availability-day-heading" className="text-base font-semibold text-ink">
        Change one date
      </h3>
      <FormErrorAlert error={failure && !fieldError ? failure.formError : undefined} />
      <input type="hidden" name={AVAILABILITY_FIELDS.via} value="date" />
      <input type="hidden" name={AVAILABILITY_FIELDS.month} value={month} />
      <FormField
        name={AVAILABILITY_FIELDS.day}
        id="availability-day"
        label="Date"
        type="date"
        min={today}
        max={lastAvailabilityDay(today)}
        defaultValue={failure?.values.day ?? ""}
        error={fieldError}
        className="max-w-56"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="block" disabled={submitting === "block"}>
          <CalendarX aria-hidden="true" /> Mark unavailable
        </Button>
        <Button type="submit" name="intent" value="unblock" variant="outline" disabled={submitting === "unblock"}>
          <CalendarCheck aria-hidden="true" /> Mark available
        </Button>
      </div>
    </Form>
  );
}

/** 'Events per day' (1 to 20): for vendors who serve several weddings on one day. */
function EventsPerDayForm({ eventsPerDay, month, failure }: { eventsPerDay: number; month: string; failure: AvailabilityFailure | undefined }) {
  const error = failure?.fieldErrors[AVAILABILITY_FIELDS.eventsPerDay] ?? failure?.formError.message;
  const submitting = useSubmittingIntent() === "events-per-day";
  return (
    <Form method="post" noValidate preventScrollReset className="space-y-4" aria-labelledby="events-per-day-heading">
      <h3 id="events-per-day-heading" className="text-base font-semibold text-ink">
        Weddings on one day
      </h3>
      <p className="text-sm text-muted">
        How many events you can serve on the same day. A day is unavailable to couples once its bookings reach this number.
      </p>
      <input type="hidden" name="intent" value="events-per-day" />
      <input type="hidden" name={AVAILABILITY_FIELDS.month} value={month} />
      <FormField
        name={AVAILABILITY_FIELDS.eventsPerDay}
        id="events-per-day"
        label="Events per day"
        type="number"
        inputMode="numeric"
        min={EVENTS_PER_DAY_RANGE.min}
        max={EVENTS_PER_DAY_RANGE.max}
        step={1}
        defaultValue={failure?.values.eventsPerDay ?? String(eventsPerDay)}
        error={error}
        className="max-w-28"
      />
      <Button type="submit" variant="outline" disabled={submitting}>
        <Save aria-hidden="true" /> Save events per day
      </Button>
    </Form>
  );
}
