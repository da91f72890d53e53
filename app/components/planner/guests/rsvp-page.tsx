import { Form, Link, useNavigation } from "react-router";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { DIETARY_OPTIONS, answerLabel } from "~/modules/guest-list/guest-rules";
import { formatEventDay } from "~/modules/weddings/wedding-event-format";
import { answersClosedMessage, dietaryField, dietaryOtherField, responseField } from "~/modules/guest-list/rsvp-form";
import type { FormFailure } from "~/modules/http/form-errors";

// A household's RSVP page (docs/product/couples-tools.md#guest-list-and-rsvp): the events the household is invited
// to, then per guest 'Attending' / 'Not attending' per event and 'Dietary needs', and 'Send RSVP'; 'Thank you'
// with the answers once sent; after the cut-off, the answers and the closing message.

export type RsvpPageData = {
  householdName: string;
  events: { id: number; label: string; eventDate: string }[];
  guests: { id: number; name: string; dietary: string | null; answers: Record<string, string | null> }[];
  rsvpCutoff: string | null;
  closed: boolean;
};

export type RsvpActionResult = { sent: true } | FormFailure<Record<string, string>>;

function Answers({ page }: { page: RsvpPageData }) {
  return (
    <ul aria-label="Your answers" className="space-y-3">
      {page.guests.map((guest) => (
        <li key={guest.id} className="rounded-2xl bg-white p-5 ring-1 ring-brand-100">
          <p className="font-bold text-ink">{guest.name}</p>
          <ul className="mt-1 text-sm">
            {page.events
              .filter((event) => String(event.id) in guest.answers)
              .map((event) => (
                <li key={event.id}>
                  {event.label}: {answerLabel(guest.answers[String(event.id)] ?? null)}
                </li>
              ))}
            <li>Dietary needs: {guest.dietary ?? "Not given"}</li>
          </ul>
        </li>
      ))}
    </ul>
  );
}

function GuestFields({ guest, events, failure }: { guest: RsvpPageData["guests"][number]; events: RsvpPageData["events"]; failure: FormFailure<Record<string, string>> | undefined }) {
  const typed = (name: string, fallback: string) => failure?.values[name] ?? fallback;
  const known = guest.dietary === null || (DIETARY_OPTIONS as readonly string[]).includes(guest.dietary);
  const dietaryId = `dietary-${guest.id}`;
  const otherId = `dietary-other-${guest.id}`;
  return (
    <fieldset className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-brand-100">
      <legend className="px-1 text-lg font-bold text-ink">{guest.name}</legend>
      {events
        .filter((event) => String(event.id) in guest.answers)
        .map((event) => {
          const name = responseField(guest.id, event.id);
          const error = failure?.fieldErrors[name];
          const current = typed(name, guest.answers[String(event.id)] ?? "");
          return (
            <fieldset key={event.id} aria-describedby={error ? `${name}-error` : undefined} className="space-y-1">
              <legend className="font-medium text-ink">
                {event.label} <span className="text-sm font-normal text-muted">({formatEventDay(event.eventDate)})</span>
              </legend>
              <div className="flex flex-wrap gap-4">
                <label className="flex items-center gap-2">
                  <input type="radio" name={name} value="attending" defaultChecked={current === "attending"} className="size-5" /> Attending
                </label>
                <label className="flex items-center gap-2">
                  <input type="radio" name={name} value="declined" defaultChecked={current === "declined"} className="size-5" /> Not attending
                </label>
              </div>
              {error ? (
                <p id={`${name}-error`} className="text-sm text-red-800">
                  {error}
                </p>
              ) : null}
            </fieldset>
          );
        })}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={dietaryId} className="block text-sm font-semibold text-ink">
            Dietary needs
          </label>
          <select id={dietaryId} name={dietaryField(guest.id)} defaultValue={typed(dietaryField(guest.id), known ? (guest.dietary ?? "") : "Other")} className="input w-full">
            <option value="">Not given</option>
            {DIETARY_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
            <option value="Other">Other</option>
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={otherId} className="block text-sm font-semibold text-ink">
            Other dietary needs
          </label>
          <input id={otherId} type="text" name={dietaryOtherField(guest.id)} defaultValue={typed(dietaryOtherField(guest.id), known ? "" : (guest.dietary ?? ""))} className="input w-full" />
          {failure?.fieldErrors[dietaryOtherField(guest.id)] ? <p className="text-sm text-red-800">{failure.fieldErrors[dietaryOtherField(guest.id)]}</p> : null}
        </div>
      </div>
    </fieldset>
  );
}

/** The page of a household's private link. */
export function RsvpPage({ page, result }: { page: RsvpPageData; result: RsvpActionResult | undefined }) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const failure = result && "formError" in result ? result : undefined;
  const sent = result && "sent" in result;
  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-10 md:px-6">
      <header>
        <h1 className="text-3xl font-bold text-brand-800">{sent ? "Thank you" : "Your RSVP"}</h1>
        <p className="mt-2 text-muted">For {page.householdName}</p>
      </header>
      <section aria-labelledby="rsvp-events" className="space-y-2">
        <h2 id="rsvp-events" className="text-xl font-bold">
          You are invited to
        </h2>
        {page.events.length === 0 ? <p className="text-muted">The couple has not added an invitation for your household yet.</p> : null}
        <ul className="space-y-1">
          {page.events.map((event) => (
            <li key={event.id}>
              <span className="font-medium">{event.label}</span> · {formatEventDay(event.eventDate)}
            </li>
          ))}
        </ul>
      </section>
      {sent || page.closed ? (
        <section aria-labelledby="rsvp-answers" className="space-y-4">
          <h2 id="rsvp-answers" className="text-xl font-bold">
            Your answers
          </h2>
          {sent ? (
            <p role="status" className="font-medium text-brand-800">
              Thank you, your answers are sent.{page.rsvpCutoff ? ` You can change them until ${formatEventDay(page.rsvpCutoff)}.` : ""}
            </p>
          ) : null}
          {sent && !page.closed ? (
            <Link to="." className="inline-block font-medium text-brand-700 underline">
              Change your answers
            </Link>
          ) : null}
          {page.closed && page.rsvpCutoff ? <ErrorAlert>{answersClosedMessage(page.rsvpCutoff)}</ErrorAlert> : null}
          <Answers page={page} />
        </section>
      ) : page.events.length > 0 ? (
        <Form method="post" noValidate className="space-y-6">
          {failure ? <ErrorAlert>{failure.formError.message}</ErrorAlert> : null}
          {page.guests.map((guest) => (
            <GuestFields key={guest.id} guest={guest} events={page.events} failure={failure} />
          ))}
          {page.rsvpCutoff ? <p className="text-sm text-muted">You can change your answers until {formatEventDay(page.rsvpCutoff)}.</p> : null}
          <Button type="submit" disabled={sending}>
            {sending ? "Sending…" : "Send RSVP"}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
