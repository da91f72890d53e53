import { DIETARY_OPTIONS, GUEST_FIELD_LIMITS } from "~/modules/guest-list/guest-rules";
import { formatEventDay } from "~/modules/weddings/wedding-event-format";

// The RSVP page's form (docs/product/couples-tools.md#guest-list-and-rsvp), shared by the server and the page:
// per guest and invited event a `response-{guestId}-{eventId}` radio ('attending' or 'declined'), per guest a
// `dietary-{guestId}` select and `dietaryOther-{guestId}` text for 'Other'.

export const RSVP_MESSAGES = {
  chooseAnswer: "Please choose Attending or Not attending.",
  dietaryTooLong: `Please keep dietary needs under ${GUEST_FIELD_LIMITS.dietary} characters.`,
  invalid: "Please answer for every guest and event.",
  notFound: "This RSVP link is not valid. Please ask the couple for a new one.",
  unexpected: "Something went wrong while sending your RSVP. Please try again.",
  tooMany: (seconds: number) => `Too many RSVPs were sent from your connection. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minutes.`,
} as const;

/** The message shown, and the refusal sent, once answers have closed. */
export function answersClosedMessage(cutoff: string): string {
  return `Answers closed on ${formatEventDay(cutoff)}. Please contact the couple if something has changed.`;
}

/** One guest's answers as posted. `responses` maps an event id to the answer. */
export type RsvpGuestAnswer = { guestId: number; dietary: string | null; responses: Map<number, "attending" | "declined"> };

export const responseField = (guestId: number, eventId: number) => `response-${guestId}-${eventId}`;
export const dietaryField = (guestId: number) => `dietary-${guestId}`;
export const dietaryOtherField = (guestId: number) => `dietaryOther-${guestId}`;

/**
 * Reads a posted RSVP form against the invitations shown (`expected`: guest id → invited event ids). Output: the
 * answers, the typed values to show again, and a message per missing or bad field (empty when the form is complete).
 * Fields naming other guests or events are ignored here; the server checks the ids it keeps.
 */
export function readRsvpForm(
  form: FormData,
  expected: ReadonlyMap<number, readonly number[]>,
): { answers: RsvpGuestAnswer[]; values: Record<string, string>; fieldErrors: Record<string, string> } {
  const values: Record<string, string> = {};
  const fieldErrors: Record<string, string> = {};
  const answers: RsvpGuestAnswer[] = [];
  for (const [guestId, eventIds] of expected) {
    const responses = new Map<number, "attending" | "declined">();
    for (const eventId of eventIds) {
      const name = responseField(guestId, eventId);
      const value = form.get(name);
      if (value === "attending" || value === "declined") {
        responses.set(eventId, value);
        values[name] = value;
      } else fieldErrors[name] = RSVP_MESSAGES.chooseAnswer;
    }
    const chosen = String(form.get(dietaryField(guestId)) ?? "").trim();
    const other = String(form.get(dietaryOtherField(guestId)) ?? "").trim();
    values[dietaryField(guestId)] = chosen;
    values[dietaryOtherField(guestId)] = other;
    const dietary = chosen === "Other" ? other || null : (DIETARY_OPTIONS as readonly string[]).includes(chosen) ? chosen : null;
    if ((dietary ?? "").length > GUEST_FIELD_LIMITS.dietary) fieldErrors[dietaryOtherField(guestId)] = RSVP_MESSAGES.dietaryTooLong;
    answers.push({ guestId, dietary, responses });
  }
  return { answers, values, fieldErrors };
}
