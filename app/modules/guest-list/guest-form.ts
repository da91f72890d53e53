import { chosenDietary, chosenSide, guestFormSchema, GUEST_MESSAGES, type GuestFormValues } from "~/modules/guest-list/guest-rules";
import { z } from "zod";
import { parseRowId } from "~/lib/row-id";

// Reading the guests page's forms (docs/product/couples-tools.md#guest-list-and-rsvp) into checked values; the
// server looks every id up within the couple's wedding.

/** A positive whole id as posted, or undefined. */
export function parseId(value: FormDataEntryValue | null): number | undefined {
  return parseRowId(value);
}

/** The typed values of the guest form (to show again) and the chosen events (`events`, repeated). */
export type GuestFormTyped = GuestFormValues & { events: string[]; responses: Record<string, string> };

/** The guest form's typed values: every text field ("" when missing), the ticked events and the answers set. */
export function typedGuestForm(form: FormData): GuestFormTyped {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const responses: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    const match = /^response-(\d+)$/.exec(name);
    if (match && typeof value === "string") responses[match[1]!] = value;
  }
  return {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    household: text("household"),
    newHousehold: text("newHousehold"),
    side: text("side"),
    sideOther: text("sideOther"),
    dietary: text("dietary"),
    dietaryOther: text("dietaryOther"),
    events: form.getAll("events").filter((value): value is string => typeof value === "string"),
    responses,
  };
}

/** A checked guest form: the input of `addGuest` / `updateGuest`, or the zod error. Ids that do not parse are unknown (0 never exists). */
export function checkGuestForm(typed: GuestFormTyped) {
  const parsed = guestFormSchema.safeParse(typed);
  if (!parsed.success) return { error: parsed.error } as const;
  const values = parsed.data;
  const householdId = values.household === "" ? null : (parseId(values.household) ?? 0);
  const responses = new Map<number, "attending" | "declined" | null>();
  for (const [eventId, value] of Object.entries(typed.responses)) {
    const id = parseId(eventId);
    if (id !== undefined) responses.set(id, value === "attending" || value === "declined" ? value : null);
  }
  return {
    input: {
      name: values.name,
      email: values.email || null,
      phone: values.phone || null,
      householdId,
      newHousehold: values.newHousehold || null,
      side: chosenSide(values),
      dietary: chosenDietary(values),
      eventIds: typed.events.map((value) => parseId(value) ?? 0),
      responses,
    },
  } as const;
}

/** The household form: its name (required) and side. */
export const householdFormSchema = z.object({
  name: z.string().trim().min(1, GUEST_MESSAGES.householdRequired).max(120, GUEST_MESSAGES.householdTooLong),
  side: z.string().trim().max(60, GUEST_MESSAGES.sideTooLong),
  sideOther: z.string().trim().max(60, GUEST_MESSAGES.sideTooLong),
});
