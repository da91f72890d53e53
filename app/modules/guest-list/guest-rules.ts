import { z } from "zod";

// The guest list's rules shared by the server and the browser (docs/product/couples-tools.md#guest-list-and-rsvp):
// the fields of the 'Add guest' form, the sides and dietary needs offered, and the messages shown.

/** Sides offered for a household; any other text is the couple's own label. */
export const SIDES = ["Bride's family", "Groom's family", "Friends"] as const;

/** Dietary needs offered per guest; 'Other' carries the guest's own words. */
export const DIETARY_OPTIONS = ["Halal", "Vegetarian", "Vegan", "Jain", "No restrictions"] as const;

/** The dietary groups the counts show: the options, then 'Other' for any other text and 'Not given' when empty. */
export const DIETARY_GROUPS = [...DIETARY_OPTIONS, "Other", "Not given"] as const;

/** The group of a stored dietary value (see {@link DIETARY_GROUPS}). */
export function dietaryGroup(value: string | null | undefined): (typeof DIETARY_GROUPS)[number] {
  if (!value) return "Not given";
  return (DIETARY_OPTIONS as readonly string[]).includes(value) ? (value as (typeof DIETARY_OPTIONS)[number]) : "Other";
}

/** Lengths of the guest list's text fields, in characters. */
export const GUEST_FIELD_LIMITS = { name: 120, email: 254, phone: 20, household: 120, side: 60, dietary: 120 } as const;

export const GUEST_MESSAGES = {
  nameRequired: "Please enter the guest's name.",
  nameTooLong: `Please keep the name under ${GUEST_FIELD_LIMITS.name} characters.`,
  emailInvalid: "Please enter a valid email address, or leave it empty.",
  phoneInvalid: "Please enter a phone number of 7 to 15 digits (spaces, brackets, dashes and a leading + are fine), or leave it empty.",
  householdTooLong: `Please keep the household's name under ${GUEST_FIELD_LIMITS.household} characters.`,
  householdRequired: "Please enter the household's name.",
  sideTooLong: `Please keep the side under ${GUEST_FIELD_LIMITS.side} characters.`,
  dietaryTooLong: `Please keep dietary needs under ${GUEST_FIELD_LIMITS.dietary} characters.`,
  cutoffInvalid: "Please enter a real date, or leave it empty.",
  cutoffTooFar: "Please choose a date within the next 5 years.",
  guestsFull: "This wedding already has 2,000 guests, the most a guest list can hold. Remove a guest to add another.",
  householdsFull: "This wedding already has 500 households, the most a guest list can hold. Add the guest to an existing household instead.",
  guestGone: "This guest is no longer on your list.",
  householdGone: "This household is no longer on your list.",
  eventGone: "One of the events is no longer part of your wedding.",
  unexpected: "Something went wrong while saving your guest list. Please try again.",
  mailedNone: "No household with a guest's email is due a link: each household gets one at most every 24 hours.",
  mailLimit: "RSVP links were already emailed several times today. Please try again tomorrow.",
} as const;

const optionalText = (max: number, message: string) => z.string().trim().max(max, message);

/** A phone number: 7 to 15 digits, with spaces, brackets, dots, dashes and a leading + allowed. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[0-9 ().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}

/** The 'Add guest' / edit form's text fields. `household` is an existing household's id or ""; `newHousehold` a name. */
export const guestFormSchema = z.object({
  name: z.string().trim().min(1, GUEST_MESSAGES.nameRequired).max(GUEST_FIELD_LIMITS.name, GUEST_MESSAGES.nameTooLong),
  email: optionalText(GUEST_FIELD_LIMITS.email, GUEST_MESSAGES.emailInvalid).refine((value) => value === "" || z.email().safeParse(value).success, GUEST_MESSAGES.emailInvalid),
  phone: optionalText(GUEST_FIELD_LIMITS.phone, GUEST_MESSAGES.phoneInvalid).refine((value) => value === "" || isPhoneNumber(value), GUEST_MESSAGES.phoneInvalid),
  household: z.string().trim(),
  newHousehold: optionalText(GUEST_FIELD_LIMITS.household, GUEST_MESSAGES.householdTooLong),
  side: optionalText(GUEST_FIELD_LIMITS.side, GUEST_MESSAGES.sideTooLong),
  sideOther: optionalText(GUEST_FIELD_LIMITS.side, GUEST_MESSAGES.sideTooLong),
  dietary: optionalText(GUEST_FIELD_LIMITS.dietary, GUEST_MESSAGES.dietaryTooLong),
  dietaryOther: optionalText(GUEST_FIELD_LIMITS.dietary, GUEST_MESSAGES.dietaryTooLong),
});

export type GuestFormValues = z.input<typeof guestFormSchema>;

/** The side a form chose: one of {@link SIDES}, the typed label for 'Own label', or null. */
export function chosenSide(values: { side: string; sideOther: string }): string | null {
  if (values.side === "other") return values.sideOther.trim() || null;
  return values.side.trim() || null;
}

/** The dietary need a form chose: one of {@link DIETARY_OPTIONS}, the typed words for 'Other', or null. */
export function chosenDietary(values: { dietary: string; dietaryOther: string }): string | null {
  if (values.dietary === "Other") return values.dietaryOther.trim() || null;
  return values.dietary.trim() || null;
}

/** An answer as shown: 'Attending', 'Not attending' or 'Awaiting'. */
export function answerLabel(response: string | null): string {
  if (response === "attending") return "Attending";
  if (response === "declined") return "Not attending";
  return "Awaiting";
}
