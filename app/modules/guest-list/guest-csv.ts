import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { answerLabel } from "~/modules/guest-list/guest-rules";
import { eventLabel } from "~/modules/weddings/wedding-event-format";

// The guest list's CSV files (docs/product/couples-tools.md#guest-list-and-rsvp; decision 084). Import columns:
// `name` (required), `email`, `phone`, `household`, `side`, `dietary`, and `invited_to`: the events' labels
// separated by ';' (one column however many events). The export writes the same columns, so a file exported can be
// imported again, then one column per event with each guest's answer.

/** The guest import's columns, in the order the export writes them. */
export const GUEST_CSV_COLUMNS = ["household", "side", "name", "email", "phone", "dietary", "invited_to"] as const;

/** The largest guest file accepted, in bytes (2,000 guests take well under 1 MB). */
export const MAX_GUEST_CSV_BYTES = 1024 * 1024;

export const GUEST_CSV_MESSAGES = {
  noFile: "Please choose a CSV file to import.",
  tooLarge: "The file is larger than 1 MB. Please split it into smaller files.",
  notCsv: "The file could not be read as CSV. Please export it from your spreadsheet as CSV and try again.",
  noName: "The file's first line must name the columns, one of them 'name'.",
  noRows: "The file has no guests below its header line.",
  unknownEvent: (label: string) => `'${label}' is not one of your events`,
  guestsFull: "the guest list already holds 2,000 guests",
  householdsFull: "the guest list already holds 500 households",
} as const;

/** One data row: its line number in the file (header = line 1) and its cells by column. */
export type GuestCsvRow = { line: number; cells: Partial<Record<(typeof GUEST_CSV_COLUMNS)[number], string>> };

// A value the export escaped against formula injection reads back as it was.
const ESCAPED_FORMULA = /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * The rows of a guest CSV text: a comma or semicolon delimiter (the one the header line uses most), a byte order
 * mark, quoted cells; headers compared trimmed and lower-cased; unknown columns ignored; blank rows skipped. Output:
 * the rows, or a message for the whole file (not CSV, no `name` column, no rows).
 */
export function readGuestCsv(text: string): { rows: GuestCsvRow[] } | { fileError: string } {
  const body = text.replace(/^\uFEFF/, "");
  const firstLine = body.split(/\r?\n/, 1)[0] ?? "";
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  let table: string[][];
  try {
    table = parse(body, { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  } catch {
    return { fileError: GUEST_CSV_MESSAGES.notCsv };
  }
  const [header = [], ...lines] = table;
  const headers = header.map((cell) => cell.trim().toLowerCase().replace(/[\s-]+/g, "_"));
  if (!headers.includes("name")) return { fileError: GUEST_CSV_MESSAGES.noName };
  const rows: GuestCsvRow[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.every((cell) => cell.trim() === "")) continue;
    const cells: GuestCsvRow["cells"] = {};
    for (const [position, column] of headers.entries()) {
      if (!(GUEST_CSV_COLUMNS as readonly string[]).includes(column)) continue;
      const raw = (line[position] ?? "").replace(/\r\n?/g, "\n").trim();
      const value = ESCAPED_FORMULA.test(raw) ? raw.slice(1) : raw;
      if (value !== "") cells[column as (typeof GUEST_CSV_COLUMNS)[number]] = value;
    }
    rows.push({ line: index + 2, cells });
  }
  if (rows.length === 0) return { fileError: GUEST_CSV_MESSAGES.noRows };
  return { rows };
}

/** A guest as the export writes it. */
export type ExportGuest = { household: string; side: string | null; name: string; email: string | null; phone: string | null; dietary: string | null; invitations: Map<number, string | null> };

/**
 * The export's text: a byte order mark, the import's columns then one per event ('Walima 2027-06-12'), each
 * invited guest's answer ('Attending', 'Not attending', 'Awaiting'; empty when not invited), CRLF line ends. A cell
 * starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`, so a spreadsheet shows it as
 * text instead of running it (csv-stringify's `escape_formulas`, as the admin's vendor export).
 */
export function guestsCsv(events: readonly { id: number; eventType: string; customName: string | null; eventDate: string }[], guests: readonly ExportGuest[]): string {
  const eventColumns = events.map((event) => `${eventLabel(event)} ${event.eventDate}`);
  const rows = guests.map((guest) => {
    const row: Record<string, string> = {
      household: guest.household,
      side: guest.side ?? "",
      name: guest.name,
      email: guest.email ?? "",
      phone: guest.phone ?? "",
      dietary: guest.dietary ?? "",
      invited_to: events.filter((event) => guest.invitations.has(event.id)).map(eventLabel).join("; "),
    };
    events.forEach((event, index) => {
      row[eventColumns[index]!] = guest.invitations.has(event.id) ? answerLabel(guest.invitations.get(event.id) ?? null) : "";
    });
    return row;
  });
  return stringify(rows, { bom: true, header: true, columns: [...GUEST_CSV_COLUMNS, ...eventColumns], record_delimiter: "windows", quoted_match: /[\r\n]/, escape_formulas: true });
}

/** The export's file name: `guests-YYYY-MM-DD.csv`, the day given (the UK day). */
export function guestsFileName(day: string): string {
  return `guests-${day}.csv`;
}
