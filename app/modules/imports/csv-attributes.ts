import { CSV_ROW_MESSAGES, type CsvColumn } from "~/modules/imports/csv-messages";
import { FACET_KEYS, VENDOR_LANGUAGES } from "~/modules/search/attribute-facets";
import { EVENT_TYPES } from "~/modules/enquiries/enquiry-rules";
import { eventTypeFromParam, languageFromParam } from "~/modules/search/facet-params";
import { capacityFromText, facetFromText, type ListingAttributes } from "~/modules/vendor-portal/listing-attributes";

// The attribute columns of a vendor CSV (docs/product/admin.md#csv-import, "importable by CSV"; docs/decisions/026): `facets`, `capacity`,
// `event_types` and `languages`, read with the vendor forms' own rules.

/** The cells of a list column: values separated by `;` or `|`, trimmed, empty ones dropped. */
function listCell(value: string | undefined): string[] {
  return (value ?? "").split(/[;|]/).map((piece) => piece.trim()).filter((piece) => piece.length > 0);
}

/** Every value of a list cell known to `find`, in the list's order and once; the first unknown one otherwise. */
function readList<T extends string>(cell: string | undefined, list: readonly T[], find: (value: string) => T | undefined): { values: T[] } | { unknown: string } {
  const found = new Set<T>();
  for (const value of listCell(cell)) {
    const known = find(value);
    if (!known) return { unknown: value };
    found.add(known);
  }
  return { values: list.filter((item) => found.has(item)) };
}

/**
 * The attributes a CSV row gives. `facets`: keys or labels ('halal; Female-only team'); `capacity`: a whole number of
 * guests from 1 to 10,000 (thousands commas allowed), empty for none; `event_types`: the enquiry event types (any
 * case); `languages`: the directory's languages (any case). Empty or absent cells give no attribute.
 * Input: the row number and its cells. Output: the attributes, or the row's first problem as 'Row {n}: …'.
 */
export function checkAttributeCells(row: number, cells: Partial<Record<CsvColumn, string>>): { attributes: ListingAttributes } | { error: string } {
  const facets = readList(cells.facets, FACET_KEYS, facetFromText);
  if ("unknown" in facets) return { error: CSV_ROW_MESSAGES.facet(row, facets.unknown) };
  const capacity = capacityFromText(cells.capacity ?? "");
  if (capacity === undefined) return { error: CSV_ROW_MESSAGES.capacity(row) };
  const eventTypes = readList(cells.event_types, EVENT_TYPES, eventTypeFromParam);
  if ("unknown" in eventTypes) return { error: CSV_ROW_MESSAGES.eventType(row, eventTypes.unknown) };
  const languages = readList(cells.languages, VENDOR_LANGUAGES, languageFromParam);
  if ("unknown" in languages) return { error: CSV_ROW_MESSAGES.language(row, languages.unknown) };
  return { attributes: { facets: facets.values, capacity, eventTypes: eventTypes.values, languages: languages.values } };
}
