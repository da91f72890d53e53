import { describe, expect, it } from "vitest";
import { checkCsv } from "~/modules/imports/csv-import";
import { checkPackageCells, packageCellsOf, packageColumns, poundsCell, readPackageHeader, type PackageCells } from "~/modules/imports/csv-packages";
import { MAX_PACKAGES, PACKAGE_MESSAGES, type PackageInput } from "~/modules/packages/package-rules";

const CATEGORIES = [{ id: 1, name: "Makeup Artists", slug: "makeup-artists" }];

const BRIDAL: PackageInput = {
  name: "Bridal full day",
  pricePence: 125_050,
  priceKind: "from",
  included: "Trial\nLashes | touch-ups; travel",
  eventTypes: ["Nikah", "Walima"],
  guests: null,
};
const GUEST: PackageInput = { name: "Guest look", pricePence: 8_000, priceKind: "fixed", included: "", eventTypes: [], guests: 6 };

/** A row's package groups as the reader gives them, from cells by header (`package_2_price: '80'`). */
function groupsOf(cells: Record<string, string>): PackageCells[] {
  const groups = new Map<number, PackageCells>();
  for (const [header, value] of Object.entries(cells)) {
    if (value === "") continue;
    const { group, part } = readPackageHeader(header)!;
    const entry = groups.get(group) ?? { group, cells: {} };
    entry.cells[part] = value;
    groups.set(group, entry);
  }
  return [...groups.values()];
}

const check = (cells: Record<string, string>) => checkPackageCells(4, groupsOf(cells));

describe("the package columns", () => {
  it("name six parts a package, numbered from 1", () => {
    expect(packageColumns(2)).toEqual([
      "package_1_name", "package_1_price", "package_1_price_kind", "package_1_included", "package_1_event_types", "package_1_guests",
      "package_2_name", "package_2_price", "package_2_price_kind", "package_2_included", "package_2_event_types", "package_2_guests",
    ]);
  });

  it("read headers however a spreadsheet spells them, and nothing else", () => {
    expect(readPackageHeader("package_3_price")).toEqual({ group: 3, part: "price" });
    expect(readPackageHeader("package10_max_guests")).toEqual({ group: 10, part: "guests" });
    expect(readPackageHeader("package_2_kind")).toEqual({ group: 2, part: "price_kind" });
    expect(readPackageHeader("package_2_events")).toEqual({ group: 2, part: "event_types" });
    for (const header of ["package_0_name", "package_1_colour", "package_name", "packages", "package_100_name"]) expect(readPackageHeader(header)).toBeUndefined();
  });

  it("write prices in pounds without symbols, so a spreadsheet keeps them as numbers", () => {
    expect([poundsCell(100), poundsCell(125_000), poundsCell(125_050), poundsCell(125_005), poundsCell(100_000_000)]).toEqual([
      "1",
      "1250",
      "1250.50",
      "1250.05",
      "1000000",
    ]);
  });
});

describe("reading a row's packages", () => {
  it("reads back what the export writes, in order", () => {
    const cells = packageCellsOf([BRIDAL, GUEST], 3);
    expect(Object.keys(cells)).toEqual(packageColumns(3));
    expect(check(cells)).toEqual({ packages: [BRIDAL, GUEST] });
  });

  it("takes prices as typed, the kind in any case ('from' when empty), event types in any case, guests with commas", () => {
    const result = check({
      package_2_name: " Mehndi night ",
      package_2_price: "£1,250",
      package_2_event_types: "mehndi | SANGEET;",
      package_2_guests: "1,500",
      package_1_name: "Nikah",
      package_1_price: "800.5",
      package_1_price_kind: "FIXED",
    });
    expect(result).toEqual({
      packages: [
        { name: "Nikah", pricePence: 80_050, priceKind: "fixed", included: "", eventTypes: [], guests: null },
        { name: "Mehndi night", pricePence: 125_000, priceKind: "from", included: "", eventTypes: ["Mehndi", "Sangeet"], guests: 1500 },
      ],
    });
  });

  it("skips groups left empty and gives none for a row without packages", () => {
    expect(check({ package_1_name: "", package_3_name: "Only", package_3_price: "50" })).toEqual({
      packages: [{ name: "Only", pricePence: 5000, priceKind: "from", included: "", eventTypes: [], guests: null }],
    });
    expect(checkPackageCells(4, [])).toEqual({ packages: [] });
  });

  it.each([
    [{ package_1_price: "500" }, `Row 4: package_1_name: ${PACKAGE_MESSAGES.nameEmpty}`],
    [{ package_1_name: "Gold", package_1_price: "0" }, "Row 4: package_1_price: The price must be between £1 and £1,000,000."],
    [{ package_1_name: "Gold", package_1_price: "0.99" }, `Row 4: package_1_price: ${PACKAGE_MESSAGES.priceRange}`],
    [{ package_1_name: "Gold", package_1_price: "1000000.01" }, `Row 4: package_1_price: ${PACKAGE_MESSAGES.priceRange}`],
    [{ package_1_name: "Gold" }, `Row 4: package_1_price: ${PACKAGE_MESSAGES.priceEmpty}`],
    [{ package_1_name: "Gold", package_1_price: "about 500" }, `Row 4: package_1_price: ${PACKAGE_MESSAGES.priceFormat}`],
    [{ package_1_name: "Gold", package_1_price: "-5" }, `Row 4: package_1_price: ${PACKAGE_MESSAGES.priceFormat}`],
    [{ package_1_name: "Gold", package_1_price: "500", package_1_price_kind: "per hour" }, `Row 4: package_1_price_kind: ${PACKAGE_MESSAGES.priceKind}`],
    [{ package_1_name: "G".repeat(121), package_1_price: "500" }, `Row 4: package_1_name: ${PACKAGE_MESSAGES.nameTooLong}`],
    [{ package_1_name: "Gold", package_1_price: "500", package_1_included: "x".repeat(2001) }, `Row 4: package_1_included: ${PACKAGE_MESSAGES.includedTooLong}`],
    [{ package_1_name: "Gold", package_1_price: "500", package_1_guests: "0" }, `Row 4: package_1_guests: ${PACKAGE_MESSAGES.guests}`],
    [{ package_1_name: "Gold", package_1_price: "500", package_1_guests: "lots" }, `Row 4: package_1_guests: ${PACKAGE_MESSAGES.guests}`],
    [
      { package_1_name: "Gold", package_1_price: "500", package_1_event_types: "Nikah; Birthday" },
      'Row 4: package_1_event_types: Event type "Birthday" must be Mehndi, Nikah, Walima, Sangeet, Baraat, Reception, Anand Karaj or Other',
    ],
  ])("refuses %j, naming the row, the column and the problem", (cells, error) => {
    expect(check(cells)).toEqual({ error });
  });

  it("names the first bad package of a row", () => {
    expect(check({ package_1_name: "Fine", package_1_price: "10", package_2_name: "Free", package_2_price: "0", package_3_price: "5" })).toEqual({
      error: "Row 4: package_2_price: The price must be between £1 and £1,000,000.",
    });
  });

  it(`takes ${MAX_PACKAGES} packages and refuses an eleventh, naming its column`, () => {
    const cells = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, index) => [[`package_${index + 1}_name`, `P${index + 1}`], [`package_${index + 1}_price`, "100"]]).flat());
    const ten = check(cells(10));
    expect("packages" in ten && ten.packages.map((pkg) => pkg.name)).toEqual(Array.from({ length: 10 }, (_, index) => `P${index + 1}`));
    expect(check(cells(11))).toEqual({ error: "Row 4: package_11_name: A vendor can have at most 10 packages; this row has 11." });
    // Numbers may skip: the eleventh filled group is the one named.
    expect(check({ ...cells(10), package_14_price: "9" })).toEqual({ error: "Row 4: package_14_name: A vendor can have at most 10 packages; this row has 11." });
  });
});

describe("packages in a whole file", () => {
  it("reads them under their headers in any spelling, keeps the good rows and names each bad one", () => {
    const text = [
      "name,category,Package 1 Name,Package 1 Price,Package 1 Kind,Package 1 Included,Package 1 Events,Package 2 Name,Package 2 Price",
      'Glow by Harleen,makeup-artists,Bridal,"1,250",fixed,"Trial\nLashes",Nikah;Walima,Guest,80',
      "Kesar Glam,makeup-artists,Bridal,0,,,,,",
      "Henna Tales,makeup-artists,,,,,,,",
      "Rangoli,makeup-artists,,,,,,Guest,",
    ].join("\n");
    const { vendors, errors } = checkCsv(text, CATEGORIES);
    expect(vendors.map(({ row, vendor }) => [row, vendor.name, vendor.packages])).toEqual([
      [
        2,
        "Glow by Harleen",
        [
          { name: "Bridal", pricePence: 125_000, priceKind: "fixed", included: "Trial\nLashes", eventTypes: ["Nikah", "Walima"], guests: null },
          { name: "Guest", pricePence: 8_000, priceKind: "from", included: "", eventTypes: [], guests: null },
        ],
      ],
      [4, "Henna Tales", []],
    ]);
    expect(errors).toEqual([
      "Row 3: package_1_price: The price must be between £1 and £1,000,000.",
      `Row 5: package_2_price: ${PACKAGE_MESSAGES.priceEmpty}`,
    ]);
  });

  it("refuses a package cell holding bytes that were not text, as any other cell", () => {
    const { errors } = checkCsv("name,category,package_1_name,package_1_price\nGlow,1,Brid\uFFFDl,100\n", CATEGORIES);
    expect(errors).toEqual(['Row 2: Holds bytes that are not valid UTF-8 text (shown as \uFFFD); correct the row and save the file as "CSV UTF-8"']);
  });
});
