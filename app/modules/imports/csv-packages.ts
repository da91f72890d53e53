import { eventTypeProblem, PACKAGE_PARTS, packageColumn, type PackagePart } from "~/modules/imports/csv-messages";
import { MAX_PACKAGES, packageSchema, type PackageInput } from "~/modules/packages/package-rules";
import { eventTypeFromParam } from "~/modules/search/facet-params";

// A vendor's packages in a CSV file (docs/product/admin.md#csv-packages; decision 069): numbered groups of columns,
// `package_1_name`, `package_1_price`, `package_1_price_kind`, `package_1_included`, `package_1_event_types`,
// `package_1_guests`, then `package_2_…`. Each part has its own cell, so any text (line breaks, '|', ';' in what a
// package includes) survives a spreadsheet and the round trip without an escape to learn. The rules are the
// packages' own (`packageSchema`); pure, so they are tested without a database.

/** Other spellings of a part read as one of {@link PACKAGE_PARTS} (as the vendor columns take `max_guests`, `events`). */
const PART_ALIASES: Record<string, PackagePart> = {
  kind: "price_kind",
  price_type: "price_kind",
  from_or_fixed: "price_kind",
  includes: "included",
  description: "included",
  event_type: "event_types",
  events: "event_types",
  max_guests: "guests",
};

/** The highest package number a header may carry; a file never needs more than {@link MAX_PACKAGES}. */
const MAX_GROUP_NUMBER = 99;

/** A package problem as the preview lists it: 'Row 4: package_2_price: The price must be between £1 and £1,000,000.' */
const problem = (row: number, column: string, message: string) => `Row ${row}: ${column}: ${message}`;

/** The cells of one numbered package of a row: its number and its non-empty parts. */
export type PackageCells = { group: number; cells: Partial<Record<PackagePart, string>> };

/**
 * The package and part a normalised header names (`package_2_price`, `package_2_max_guests`), or undefined for any
 * other header. Numbers run from 1 to 99; a file with packages beyond the tenth is refused row by row.
 */
export function readPackageHeader(header: string): { group: number; part: PackagePart } | undefined {
  const match = /^package_?(\d{1,2})_(.+)$/.exec(header);
  if (!match) return undefined;
  const group = Number(match[1]);
  const name = match[2]!;
  const part = (PACKAGE_PARTS as readonly string[]).includes(name) ? (name as PackagePart) : PART_ALIASES[name];
  return part && group >= 1 && group <= MAX_GROUP_NUMBER ? { group, part } : undefined;
}

// The schema's field names beside the columns' parts, so a schema problem names its column.
const PART_OF_FIELD: Record<string, PackagePart> = {
  name: "name",
  price: "price",
  priceKind: "price_kind",
  included: "included",
  eventTypes: "event_types",
  guests: "guests",
};

/** The values of a list cell: separated by `;` or `|`, trimmed, empty ones dropped (as the vendor's list columns). */
function listCell(value: string | undefined): string[] {
  return (value ?? "").split(/[;|]/).map((piece) => piece.trim()).filter((piece) => piece.length > 0);
}

/**
 * One package from its cells, under `packageSchema` (docs/product/admin.md#csv-packages): a name, a price in pounds
 * (£1 to £1,000,000, '1250', '£1,250.50'), `price_kind` 'from' or 'fixed' in any case (empty: 'from'), what is
 * included, event types separated by `;` or `|` in any case, guests empty or 1–10,000.
 * Output: the package, or its first problem as 'Row {n}: package_{k}_{part}: …'.
 */
function checkPackage(row: number, { group, cells }: PackageCells): { package: PackageInput } | { error: string } {
  const eventTypes = [];
  for (const value of listCell(cells.event_types)) {
    const eventType = eventTypeFromParam(value);
    if (!eventType) return { error: problem(row, packageColumn(group, "event_types"), eventTypeProblem(value)) };
    eventTypes.push(eventType);
  }
  const checked = packageSchema.safeParse({
    name: cells.name ?? "",
    price: cells.price ?? "",
    priceKind: (cells.price_kind ?? "from").toLowerCase(),
    included: cells.included ?? "",
    eventTypes,
    guests: cells.guests ?? "",
  });
  if (checked.success) return { package: checked.data };
  const [issue] = checked.error.issues;
  const part = PART_OF_FIELD[String(issue?.path[0])] ?? "name";
  return { error: problem(row, packageColumn(group, part), issue?.message ?? "") };
}

// The packages' own message speaks to a vendor in the portal ('Delete one to add another'); a file needs the count.
const tooMany = (count: number) => `A vendor can have at most ${MAX_PACKAGES} packages; this row has ${count}.`;

/**
 * The packages a CSV row gives (docs/product/admin.md#csv-packages; decision 069): each numbered group with any cell
 * filled is a package, in the order of the numbers; groups left empty are skipped. At most {@link MAX_PACKAGES}.
 * Input: the row number and its package groups in any order. Output: the packages as `replacePackages` takes them, or
 * the row's first problem as 'Row {n}: package_{k}_{part}: …' (the eleventh package is named by its name column).
 */
export function checkPackageCells(row: number, groups: readonly PackageCells[]): { packages: PackageInput[] } | { error: string } {
  const filled = groups.filter(({ cells }) => Object.keys(cells).length > 0).toSorted((a, b) => a.group - b.group);
  if (filled.length > MAX_PACKAGES) {
    const extra = filled[MAX_PACKAGES]!;
    return { error: problem(row, packageColumn(extra.group, "name"), tooMany(filled.length)) };
  }
  const packages: PackageInput[] = [];
  for (const group of filled) {
    const result = checkPackage(row, group);
    if ("error" in result) return result;
    packages.push(result.package);
  }
  return { packages };
}

/** A price in pence as the price cell writes it, pounds without '£' or commas: 125000 → '1250', 125050 → '1250.50'. */
export function poundsCell(pence: number): string {
  const pounds = Math.floor(pence / 100);
  const rest = pence % 100;
  return rest === 0 ? String(pounds) : `${pounds}.${String(rest).padStart(2, "0")}`;
}

/** The headers of the first `groups` packages, part by part: package_1_name … package_1_guests, package_2_name … */
export function packageColumns(groups: number): string[] {
  return Array.from({ length: groups }, (_, index) => PACKAGE_PARTS.map((part) => packageColumn(index + 1, part))).flat();
}

/**
 * The cells of a vendor's packages under {@link packageColumns}, package `k` in group `k`: the price in pounds
 * ({@link poundsCell}), the kind 'from' or 'fixed', event types joined with '; ', guests as digits or empty.
 * Input: the packages in their order (at most `groups`). Output: cells by header; groups beyond the packages are empty.
 */
export function packageCellsOf(packages: readonly PackageInput[], groups: number): Record<string, string> {
  const cells: Record<string, string> = {};
  for (let group = 1; group <= groups; group += 1) {
    const pkg = packages[group - 1];
    const values: Record<PackagePart, string> = pkg
      ? {
          name: pkg.name,
          price: poundsCell(pkg.pricePence),
          price_kind: pkg.priceKind,
          included: pkg.included,
          event_types: pkg.eventTypes.join("; "),
          guests: pkg.guests === null ? "" : String(pkg.guests),
        }
      : { name: "", price: "", price_kind: "", included: "", event_types: "", guests: "" };
    for (const part of PACKAGE_PARTS) cells[packageColumn(group, part)] = values[part];
  }
  return cells;
}
