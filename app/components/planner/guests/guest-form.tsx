import { Form } from "react-router";
import { FormField } from "~/components/form-field";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { failureOf, typedText, type EventData, type GuestData, type GuestsActionResult, type HouseholdChoiceData } from "~/components/planner/guests/guest-types";
import { DIETARY_OPTIONS, SIDES } from "~/modules/guest-list/guest-rules";
import { eventLabel, formatEventDay } from "~/modules/weddings/wedding-event-format";

// 'Add guest' and a guest's edit form (docs/product/couples-tools.md#guest-list-and-rsvp). A refused form shows the
// typed values again and a message per field.

const selectClass = "input w-full";

function Select(props: { id: string; name: string; label: string; defaultValue: string; options: { value: string; label: string }[]; error?: string }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={props.id} className="block text-sm font-semibold text-ink">
        {props.label}
      </label>
      <select id={props.id} name={props.name} defaultValue={props.defaultValue} className={selectClass} aria-invalid={props.error ? true : undefined} aria-describedby={props.error ? `${props.id}-error` : undefined}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {props.error ? (
        <p id={`${props.id}-error`} className="text-sm text-red-800">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** The side select's value and own label for a stored side. */
export function sideChoice(side: string | null): { side: string; sideOther: string } {
  if (!side) return { side: "", sideOther: "" };
  return (SIDES as readonly string[]).includes(side) ? { side, sideOther: "" } : { side: "other", sideOther: side };
}

export const SIDE_OPTIONS = [{ value: "", label: "Not set" }, ...SIDES.map((side) => ({ value: side, label: side })), { value: "other", label: "Own label (type it below)" }];

function dietaryChoice(dietary: string | null): { dietary: string; dietaryOther: string } {
  if (!dietary) return { dietary: "", dietaryOther: "" };
  return (DIETARY_OPTIONS as readonly string[]).includes(dietary) ? { dietary, dietaryOther: "" } : { dietary: "Other", dietaryOther: dietary };
}

/** The add form, or with `guest` that guest's edit form (with an answer per invited event). */
export function GuestForm({
  events,
  households,
  guest,
  result,
  resetKey,
}: {
  events: EventData[];
  households: HouseholdChoiceData[];
  guest?: GuestData & { householdId: number };
  result: GuestsActionResult | undefined;
  /** Changes when a guest was saved, so the add form starts empty again (its fields are uncontrolled). */
  resetKey: number;
}) {
  const intent = guest ? "update-guest" : "add-guest";
  const failure = failureOf(result, intent, guest ? { key: "guestId", value: guest.id } : undefined);
  const errors = failure?.fieldErrors ?? {};
  const typed = (name: string, fallback: string) => typedText(failure, name) ?? fallback;
  const side = sideChoice(guest ? (households.find((household) => household.id === guest.householdId)?.side ?? null) : null);
  const dietary = dietaryChoice(guest?.dietary ?? null);
  const typedEvents = failure ? ((failure.values.events as string[] | undefined) ?? []) : (guest?.invitations.map((invitation) => String(invitation.eventId)) ?? []);
  const typedResponses = (failure?.values.responses as Record<string, string> | undefined) ?? Object.fromEntries((guest?.invitations ?? []).map((invitation) => [String(invitation.eventId), invitation.response ?? ""]));
  const prefix = guest ? `guest-${guest.id}` : "new-guest";
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <Form method="post" noValidate className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-brand-100" key={`${prefix}-${resetKey}-${failure ? "failed" : "fresh"}`}>
      <input type="hidden" name="intent" value={intent} />
      {guest ? <input type="hidden" name="guestId" value={guest.id} /> : null}
      {failure ? <ErrorAlert>{failure.formError.message}</ErrorAlert> : null}
      <FormField id={id("name")} name="name" label="Name" autoComplete="off" required defaultValue={typed("name", guest?.name ?? "")} error={errors.name} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("email")} name="email" label="Email (optional)" type="email" autoComplete="off" defaultValue={typed("email", guest?.email ?? "")} error={errors.email} />
        <FormField id={id("phone")} name="phone" label="Phone (optional)" type="tel" autoComplete="off" defaultValue={typed("phone", guest?.phone ?? "")} error={errors.phone} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          id={id("household")}
          name="household"
          label="Household"
          defaultValue={typed("household", guest ? String(guest.householdId) : "")}
          error={errors.household}
          options={[{ value: "", label: guest ? "Keep, or the new household below" : "A household of their own, or the new one below" }, ...households.map((household) => ({ value: String(household.id), label: household.name }))]}
        />
        <FormField id={id("newHousehold")} name="newHousehold" label="Or a new household's name" autoComplete="off" defaultValue={typed("newHousehold", "")} error={errors.newHousehold} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select id={id("side")} name="side" label="Side" defaultValue={typed("side", side.side)} options={SIDE_OPTIONS} error={errors.side} />
        <FormField id={id("sideOther")} name="sideOther" label="Own label for the side" autoComplete="off" defaultValue={typed("sideOther", side.sideOther)} error={errors.sideOther} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          id={id("dietary")}
          name="dietary"
          label="Dietary needs"
          defaultValue={typed("dietary", dietary.dietary)}
          options={[{ value: "", label: "Not given" }, ...DIETARY_OPTIONS.map((option) => ({ value: option, label: option })), { value: "Other", label: "Other" }]}
          error={errors.dietary}
        />
        <FormField id={id("dietaryOther")} name="dietaryOther" label="Other dietary needs" autoComplete="off" defaultValue={typed("dietaryOther", dietary.dietaryOther)} error={errors.dietaryOther} />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-ink">Invited to</legend>
        {events.length === 0 ? <p className="text-sm text-muted">Add your events on the overview first; then tick which ones each guest is invited to.</p> : null}
        {events.map((event) => (
          <div key={event.id} className="flex flex-wrap items-center gap-3">
            <label className="flex items-center gap-2">
              <input type="checkbox" name="events" value={event.id} defaultChecked={typedEvents.includes(String(event.id))} className="size-5" />
              {eventLabel(event)} <span className="text-sm text-muted">({formatEventDay(event.eventDate)})</span>
            </label>
            {guest && guest.invitations.some((invitation) => invitation.eventId === event.id) ? (
              <label className="flex items-center gap-2 text-sm">
                <span>Answer for {eventLabel(event)}</span>
                <select name={`response-${event.id}`} defaultValue={typedResponses[String(event.id)] ?? ""} className="input">
                  <option value="">Awaiting</option>
                  <option value="attending">Attending</option>
                  <option value="declined">Not attending</option>
                </select>
              </label>
            ) : null}
          </div>
        ))}
      </fieldset>
      <Button type="submit">{guest ? "Save guest" : "Add guest"}</Button>
    </Form>
  );
}
