import { z } from "zod";
import { EVENT_TYPES, type EventType } from "~/modules/enquiries/enquiry-rules";
import { FACET_KEYS, FACETS, MAX_CAPACITY, VENDOR_LANGUAGES, type FacetKey, type VendorLanguage } from "~/modules/search/attribute-facets";
import { eventTypeFromParam, languageFromParam } from "~/modules/search/facet-params";

// A listing's structured attributes as forms and files write them (docs/product/vendor-journey-and-portal.md#listing, "editable in the vendor portal and the
// admin vendor form, and importable by CSV"; docs/decisions/026): the rules shared by the vendor dashboard, the admin
// editor, the CSV import and the browser.


/**
 * Hidden field sent by every form that shows the attributes. A form without it (an older page, a script posting the
 * other fields) leaves the stored attributes alone instead of clearing them, since an unticked box sends nothing.
 */
export const ATTRIBUTES_SHOWN_FIELD = "attributesShown";

export const ATTRIBUTE_MESSAGES = {
  facets: "Please choose from the listed features.",
  capacity: `Please enter the most guests you can serve as a whole number from 1 to ${MAX_CAPACITY.toLocaleString("en-GB")}, or leave it empty.`,
  eventTypes: "Please choose from the listed events.",
  languages: "Please choose from the listed languages.",
} as const;

/** What a form shows: the ticked values and the capacity as typed. */
export type AttributeFormValues = { facets: string[]; capacity: string; eventTypes: string[]; languages: string[] };

/** Checked attributes, as the `vendors` columns take them. */
export type ListingAttributes = { facets: FacetKey[]; capacity: number | null; eventTypes: EventType[]; languages: VendorLanguage[] };

/** The facet a text names: its key ("prayer-room") or its label ("Separate prayer room"), in any case. */
export function facetFromText(text: string): FacetKey | undefined {
  const key = text.trim().toLowerCase();
  return FACET_KEYS.find((facet) => facet === key || FACETS[facet].label.toLowerCase() === key);
}

/**
 * A capacity as typed: '' → null (not said); plain digits, thousands commas allowed, from 1 to {@link MAX_CAPACITY} →
 * the number; anything else (0, 2.5, 10,001, 'lots') → undefined, which forms answer with {@link ATTRIBUTE_MESSAGES}.
 */
export function capacityFromText(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/,(?=\d{3}\b)/g, "");
  if (trimmed === "") return null;
  if (!/^\d{1,6}$/.test(trimmed)) return undefined;
  const number = Number(trimmed);
  return number >= 1 && number <= MAX_CAPACITY ? number : undefined;
}

/** Values of one list, each known, in the list's order and once; a value outside it fails with `message`. */
function listField<T extends string>(list: readonly T[], find: (value: string) => T | undefined, message: string) {
  return z.array(z.string()).transform((values, context) => {
    const found = new Set<T>();
    for (const value of values) {
      const known = find(value);
      if (known) found.add(known);
      else if (value.trim() !== "") {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
    }
    return list.filter((item) => found.has(item));
  });
}

/** The zod fields of the attributes, to spread into a form's schema (every field optional: see {@link ATTRIBUTES_SHOWN_FIELD}). */
export const attributeSchemaFields = {
  facets: listField(FACET_KEYS, facetFromText, ATTRIBUTE_MESSAGES.facets).optional(),
  capacity: z
    .string()
    .transform((value, context) => {
      const capacity = capacityFromText(value);
      if (capacity === undefined) {
        context.addIssue({ code: "custom", message: ATTRIBUTE_MESSAGES.capacity });
        return z.NEVER;
      }
      return capacity;
    })
    .optional(),
  eventTypes: listField(EVENT_TYPES, eventTypeFromParam, ATTRIBUTE_MESSAGES.eventTypes).optional(),
  languages: listField(VENDOR_LANGUAGES, languageFromParam, ATTRIBUTE_MESSAGES.languages).optional(),
};

/** The attributes of a posted form, or undefined when the form did not show them ({@link ATTRIBUTES_SHOWN_FIELD}). */
export function attributeFormValues(formData: FormData): AttributeFormValues | undefined {
  if (formData.get(ATTRIBUTES_SHOWN_FIELD) === null) return undefined;
  const all = (name: string) => formData.getAll(name).filter((value): value is string => typeof value === "string");
  const capacity = formData.get("capacity");
  return {
    facets: all("facets"),
    capacity: typeof capacity === "string" ? capacity : "",
    eventTypes: all("eventTypes"),
    languages: all("languages"),
  };
}

/** A listing's attributes as stored. */
export type StoredAttributes = { facets: readonly string[]; capacity: number | null; eventTypes: readonly string[]; languages: readonly string[] };

/** A stored listing's attributes as a form shows them. */
export function storedAttributeValues(listing: StoredAttributes): AttributeFormValues {
  return {
    facets: [...listing.facets],
    capacity: listing.capacity === null ? "" : String(listing.capacity),
    eventTypes: [...listing.eventTypes],
    languages: [...listing.languages],
  };
}

/**
 * What a form shows: the values posted after a refusal when they hold the attributes, else the stored ones, else none
 * ticked. Input: the form's values (possibly without attributes), the stored listing if any.
 */
export function shownAttributeValues(values: Partial<AttributeFormValues> | undefined, stored?: StoredAttributes): AttributeFormValues {
  if (values?.facets && values.capacity !== undefined && values.eventTypes && values.languages) {
    return { facets: values.facets, capacity: values.capacity, eventTypes: values.eventTypes, languages: values.languages };
  }
  return stored ? storedAttributeValues(stored) : { facets: [], capacity: "", eventTypes: [], languages: [] };
}
