import { EVENT_TYPES, type EventType } from "~/modules/enquiries/enquiry-rules";
import { FACET_KEYS, FACETS, isFacetKey, MAX_CAPACITY, VENDOR_LANGUAGES, type FacetKey, type VendorLanguage } from "~/modules/search/attribute-facets";

// Attribute filters in a URL (docs/product/public-area.md#filters: "kept in the URL so a filtered page can be shared and indexed"; the same
// parameters in /api/search). Shared by the pages, the API and the chips; docs/decisions/026.
//
//   facet=halal&facet=female      every facet chosen (FACET_KEYS); "facet=halal,female" reads the same
//   minCapacity=400               at least this many guests (1 to 10,000)
//   event=Walima                  serves this event type (the enquiry list; any case, "anand-karaj" too)
//   language=Urdu                 speaks one of the chosen languages (VENDOR_LANGUAGES; any case)

/** The parameter names, as written in URLs. */
export const FACET_PARAMS = { facet: "facet", minCapacity: "minCapacity", event: "event", language: "language" } as const;

/** Most filter values one URL may apply; the rest are ignored with a note (docs/product/public-area.md#filters, "30 filter parameters at once"). */
export const MAX_FILTER_VALUES = 20;

/**
 * The attribute filters of a search or category page. Facets and event types must all be present (a halal caterer
 * with a female team; a photographer for both the nikah and the walima); languages are alternatives (any one spoken).
 */
export type FacetSelection = {
  facets: FacetKey[];
  /** At least this many guests (1 to {@link MAX_CAPACITY}); null for no capacity filter. */
  minCapacity: number | null;
  eventTypes: EventType[];
  languages: VendorLanguage[];
};

export const FACET_NOTES = {
  unknown: "Some filters in the link were not recognised, so they were ignored.",
  tooMany: `Only the first ${MAX_FILTER_VALUES} filters in the link were applied.`,
  capacity: "The number of guests in the link was not a whole number, so it was ignored.",
  capacityCapped: `The number of guests was read as ${MAX_CAPACITY.toLocaleString("en-GB")}, the most a search can ask for.`,
} as const;

/** A selection with no filter. */
export function emptyFacetSelection(): FacetSelection {
  return { facets: [], minCapacity: null, eventTypes: [], languages: [] };
}

/** Whether `selection` filters anything. */
export function hasFacetFilters(selection: FacetSelection): boolean {
  return selection.facets.length + selection.eventTypes.length + selection.languages.length > 0 || selection.minCapacity !== null;
}

const eventKey = (value: string) => value.trim().toLowerCase().replace(/[\s_-]+/g, " ");

/** The event type a URL value names: its name in any case, with spaces, dashes or underscores ("anand-karaj"). */
export function eventTypeFromParam(value: string): EventType | undefined {
  return EVENT_TYPES.find((eventType) => eventKey(eventType) === eventKey(value));
}

/** The language a URL value names, in any case. */
export function languageFromParam(value: string): VendorLanguage | undefined {
  const key = value.trim().toLowerCase();
  return VENDOR_LANGUAGES.find((language) => language.toLowerCase() === key);
}

/**
 * Reads the attribute filters of a URL ({@link FACET_PARAMS}). Never fails: other parameter names are left to their
 * own readers; unknown facet, event or language values are ignored with {@link FACET_NOTES}.unknown; at most
 * {@link MAX_FILTER_VALUES} values are read (in URL order, the rest ignored with a note); `minCapacity` must be plain
 * digits (commas allowed) worth at least 1 and is lowered to {@link MAX_CAPACITY} with a note when larger.
 * Input: the URL's query parameters. Output: the selection, values in list order and each once, and the notes to show.
 * docs/product/public-area.md#filters (bad input: unknown filter names, 30 filter parameters at once, a capacity of 10 million).
 */
export function parseFacetParams(params: URLSearchParams): { selection: FacetSelection; notes: string[] } {
  const notes = new Set<string>();
  const values: { name: string; value: string }[] = [];
  for (const [name, raw] of params) {
    if (name !== FACET_PARAMS.facet && name !== FACET_PARAMS.event && name !== FACET_PARAMS.language) continue;
    // "facet=halal,female" is two values; empty pieces ("facet=") are nothing.
    for (const value of raw.split(",").map((piece) => piece.trim()).filter(Boolean)) values.push({ name, value });
  }
  if (values.length > MAX_FILTER_VALUES) notes.add(FACET_NOTES.tooMany);

  const facets = new Set<FacetKey>();
  const eventTypes = new Set<EventType>();
  const languages = new Set<VendorLanguage>();
  for (const { name, value } of values.slice(0, MAX_FILTER_VALUES)) {
    if (name === FACET_PARAMS.facet) {
      const key = value.toLowerCase();
      if (isFacetKey(key)) facets.add(key);
      else notes.add(FACET_NOTES.unknown);
    } else if (name === FACET_PARAMS.event) {
      const eventType = eventTypeFromParam(value);
      if (eventType) eventTypes.add(eventType);
      else notes.add(FACET_NOTES.unknown);
    } else {
      const language = languageFromParam(value);
      if (language) languages.add(language);
      else notes.add(FACET_NOTES.unknown);
    }
  }

  let minCapacity: number | null = null;
  const rawCapacity = params.get(FACET_PARAMS.minCapacity)?.trim() ?? "";
  if (rawCapacity !== "") {
    const digits = rawCapacity.replace(/,/g, "");
    const number = /^\d{1,20}$/.test(digits) ? Number(digits) : NaN;
    if (!(number >= 1)) notes.add(FACET_NOTES.capacity);
    else if (number > MAX_CAPACITY) {
      minCapacity = MAX_CAPACITY;
      notes.add(FACET_NOTES.capacityCapped);
    } else minCapacity = number;
  }

  return {
    selection: {
      facets: FACET_KEYS.filter((key) => facets.has(key)),
      minCapacity,
      eventTypes: EVENT_TYPES.filter((eventType) => eventTypes.has(eventType)),
      languages: VENDOR_LANGUAGES.filter((language) => languages.has(language)),
    },
    notes: [...notes],
  };
}

/**
 * The URL parameters of a selection, the inverse of {@link parseFacetParams}: one `facet`, `event` or `language`
 * parameter per value, in list order, and `minCapacity` when set. With `base`, its other parameters are kept, its
 * filter parameters replaced and its `page` dropped (a new filter starts at the first page).
 * Input: the selection, optionally the current parameters. Output: new parameters (`base` is not changed).
 */
export function facetSearchParams(selection: FacetSelection, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  const own = new Set<string>([...Object.values(FACET_PARAMS), "page"]);
  for (const [name, value] of base ?? []) if (!own.has(name)) params.append(name, value);
  for (const facet of FACET_KEYS.filter((key) => selection.facets.includes(key))) params.append(FACET_PARAMS.facet, facet);
  if (selection.minCapacity !== null) params.set(FACET_PARAMS.minCapacity, String(selection.minCapacity));
  for (const eventType of EVENT_TYPES.filter((type) => selection.eventTypes.includes(type))) params.append(FACET_PARAMS.event, eventType);
  for (const language of VENDOR_LANGUAGES.filter((name) => selection.languages.includes(name))) params.append(FACET_PARAMS.language, language);
  return params;
}

/** One applied filter as a removable chip: its label and the selection without it. */
export type AppliedFilter = { id: string; label: string; without: FacetSelection };

/**
 * The selection's filters as chips, in the order facets, guests, event types, languages. Labels: the facet's label
 * ('Halal'), 'For 400+ guests', the event type ('Walima'), 'Speaks Urdu'. Each chip's `without` is the selection
 * with that filter removed (its link is `facetSearchParams(without, current)`).
 */
export function appliedFilters(selection: FacetSelection): AppliedFilter[] {
  const chips: AppliedFilter[] = [];
  for (const facet of selection.facets) {
    chips.push({ id: `facet:${facet}`, label: FACETS[facet].label, without: { ...selection, facets: selection.facets.filter((key) => key !== facet) } });
  }
  if (selection.minCapacity !== null) {
    chips.push({ id: "minCapacity", label: `For ${selection.minCapacity.toLocaleString("en-GB")}+ guests`, without: { ...selection, minCapacity: null } });
  }
  for (const eventType of selection.eventTypes) {
    chips.push({ id: `event:${eventType}`, label: eventType, without: { ...selection, eventTypes: selection.eventTypes.filter((type) => type !== eventType) } });
  }
  for (const language of selection.languages) {
    chips.push({ id: `language:${language}`, label: `Speaks ${language}`, without: { ...selection, languages: selection.languages.filter((name) => name !== language) } });
  }
  return chips;
}
