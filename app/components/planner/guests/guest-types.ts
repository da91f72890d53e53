import type { FormFailure } from "~/modules/http/form-errors";

// The guests page's data as the loader sends it (docs/product/couples-tools.md#guest-list-and-rsvp).

export type EventData = { id: number; eventType: string; customName: string | null; eventDate: string };
export type GuestData = { id: number; name: string; email: string | null; phone: string | null; dietary: string | null; invitations: { eventId: number; response: string | null }[] };
export type HouseholdData = { id: number; name: string; side: string | null; rsvpUrl: string; rsvpMailedAt: string | Date | null; guests: GuestData[] };
export type CountsData = { invited: number; attending: number; declined: number; awaiting: number; dietary: Record<string, number> };

/** A household as the guest form offers it. */
export type HouseholdChoiceData = { id: number; name: string; side: string | null };

export type GuestListData = {
  events: EventData[];
  /** The households of this page, with their guests. */
  households: HouseholdData[];
  householdChoices: HouseholdChoiceData[];
  householdCount: number;
  page: number;
  pageCount: number;
  counts: { eventId: number; counts: CountsData }[];
  rsvpCutoff: string | null;
  guestCount: number;
  editing: (GuestData & { householdId: number }) | null;
};

/** What the page's action answers: a saved cut-off, the mailing's counts, or a refused form (its values carry `intent`). */
export type GuestsActionResult =
  | { intent: "set-cutoff"; saved: true }
  | { intent: "mail-links"; mailed: { households: number; mails: number } }
  | FormFailure<Record<string, unknown>>;

/** The refusal of the form of `intent` (and, for a row's form, of that row's id), if that is what the action answered. */
export function failureOf(result: GuestsActionResult | undefined, intent: string, id?: { key: string; value: number }): FormFailure<Record<string, unknown>> | undefined {
  if (!result || !("formError" in result)) return undefined;
  if (result.values.intent !== intent) return undefined;
  if (id && String(result.values[id.key] ?? "") !== String(id.value)) return undefined;
  return result;
}

/** A typed value to show again, as text. */
export function typedText(failure: FormFailure<Record<string, unknown>> | undefined, name: string): string | undefined {
  const value = failure?.values[name];
  return typeof value === "string" ? value : undefined;
}
