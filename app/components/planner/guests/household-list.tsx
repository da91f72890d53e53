import { useState } from "react";
import { Form, Link } from "react-router";
import { FormField } from "~/components/form-field";
import { pageHref } from "~/components/pagination";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { SIDE_OPTIONS, sideChoice } from "~/components/planner/guests/guest-form";
import { failureOf, typedText, type EventData, type GuestsActionResult, type HouseholdData } from "~/components/planner/guests/guest-types";
import { answerLabel } from "~/modules/guest-list/guest-rules";
import { eventLabel } from "~/modules/weddings/wedding-event-format";

// The households with their guests, invitations and answers (docs/product/couples-tools.md#guest-list-and-rsvp):
// each household's private link in a read-only field ('Copy link' once scripts run), rename and 'Remove'.

/** The link in a read-only field anyone can select and copy; with scripts, a 'Copy link' button too. */
function RsvpLink({ household }: { household: HouseholdData }) {
  const scripted = useHydrated();
  const [copied, setCopied] = useState(false);
  const id = `rsvp-link-${household.id}`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        RSVP link for {household.name}
      </label>
      <div className="flex flex-wrap gap-2">
        <input id={id} type="text" readOnly value={household.rsvpUrl} className="input min-w-0 flex-1" onFocus={(event) => event.currentTarget.select()} />
        {scripted ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              void navigator.clipboard?.writeText(household.rsvpUrl).then(() => setCopied(true));
            }}
          >
            {copied ? "Copied" : "Copy link"}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function HouseholdEditor({ household, result }: { household: HouseholdData; result: GuestsActionResult | undefined }) {
  const failure = failureOf(result, "rename-household", { key: "householdId", value: household.id });
  const side = sideChoice(household.side);
  const prefix = `household-${household.id}`;
  return (
    <details open={Boolean(failure)} className="rounded-xl bg-brand-50 p-4">
      <summary className="cursor-pointer font-medium text-brand-800">Rename or remove {household.name}</summary>
      <Form method="post" noValidate className="mt-3 space-y-3" key={failure ? "failed" : "fresh"}>
        <input type="hidden" name="intent" value="rename-household" />
        <input type="hidden" name="householdId" value={household.id} />
        {failure ? <ErrorAlert>{failure.formError.message}</ErrorAlert> : null}
        <FormField id={`${prefix}-name`} name="name" label="Household name" required defaultValue={typedText(failure, "name") ?? household.name} error={failure?.fieldErrors.name} />
        <div className="space-y-1.5">
          <label htmlFor={`${prefix}-side`} className="block text-sm font-semibold text-ink">
            Side
          </label>
          <select id={`${prefix}-side`} name="side" defaultValue={typedText(failure, "side") ?? side.side} className="input w-full">
            {SIDE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <FormField id={`${prefix}-sideOther`} name="sideOther" label="Own label for the side" defaultValue={typedText(failure, "sideOther") ?? side.sideOther} error={failure?.fieldErrors.sideOther} />
        <Button type="submit" variant="outline">
          Save household
        </Button>
      </Form>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="remove-household" />
        <input type="hidden" name="householdId" value={household.id} />
        <Button type="submit" variant="ghost" aria-label={`Remove household ${household.name} and its guests`}>
          Remove household and its guests
        </Button>
      </Form>
    </details>
  );
}

/** Each household: its side, guests with their invitations and answers, 'Edit' and 'Remove' per guest, its link. */
export function HouseholdList({
  households,
  events,
  page,
  result,
}: {
  households: HouseholdData[];
  events: EventData[];
  /** The list's page, kept in the edit links so the page shown after saving is the one the couple was on. */
  page: number;
  result: GuestsActionResult | undefined;
}) {
  if (households.length === 0) return <p className="text-muted">No guests yet. Add your first guest above.</p>;
  const labels = new Map(events.map((event) => [event.id, eventLabel(event)]));
  return (
    <ul aria-label="Households" className="space-y-4">
      {households.map((household) => (
        <li key={household.id} id={`household-${household.id}`} className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-brand-100">
          <h3 className="text-lg font-bold text-ink">
            {household.name}
            {household.side ? <span className="ml-2 text-sm font-normal text-muted">{household.side}</span> : null}
          </h3>
          <ul aria-label={`Guests of ${household.name}`} className="divide-y divide-brand-100">
            {household.guests.map((guest) => (
              <li key={guest.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-ink break-words">{guest.name}</p>
                  <p className="text-sm text-muted break-words">{[guest.email, guest.phone, guest.dietary].filter(Boolean).join(" · ")}</p>
                  <ul aria-label={`Invitations of ${guest.name}`} className="mt-1 flex flex-wrap gap-2 text-sm">
                    {guest.invitations.length === 0 ? <li className="text-muted">Not invited to an event yet</li> : null}
                    {guest.invitations.map((invitation) => (
                      <li key={invitation.eventId} className="rounded-full bg-brand-50 px-2 py-0.5">
                        {labels.get(invitation.eventId)}: {answerLabel(invitation.response)}
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="flex gap-2">
                  <Button asChild variant="outline" size="sm">
                    <Link to={`${pageHref({ pathname: "/planner/guests", search: `edit=${guest.id}` }, page)}#edit-guest`} aria-label={`Edit ${guest.name}`}>
                      Edit
                    </Link>
                  </Button>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove-guest" />
                    <input type="hidden" name="guestId" value={guest.id} />
                    <Button type="submit" variant="ghost" size="sm" aria-label={`Remove ${guest.name}`}>
                      Remove
                    </Button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
          <RsvpLink household={household} />
          <HouseholdEditor household={household} result={result} />
        </li>
      ))}
    </ul>
  );
}
