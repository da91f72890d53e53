import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { exportFileName, vendorsCsv, type CsvExportVendor } from "~/modules/imports/csv-export";
import { checkCsv } from "~/modules/imports/csv-import";
import { CSV_COLUMNS } from "~/modules/imports/csv-messages";
import { packageColumns } from "~/modules/imports/csv-packages";

const VENDOR: CsvExportVendor = {
  name: "Glow by Harleen",
  category: "Makeup Artists",
  description: 'Soft glam, "bridal" looks\nand trials',
  location: "Wolverhampton",
  address: "12 Dudley Street",
  city: "Wolverhampton",
  region: "West Midlands",
  postcode: "WV1 3ER",
  phone: "07700 900123",
  email: "glow@example.com",
  website: "https://www.example.com/glow",
  socialMediaLink: null,
  priceRange: "££",
  pricingText: "From £250",
  serviceTags: ["Bridal makeup", "Airbrush"],
  isActive: false,
  isFeatured: true,
  facets: ["female", "hijab-friendly"],
  capacity: null,
  eventTypes: ["Nikah", "Walima"],
  languages: ["English", "Punjabi"],
  packages: [
    { name: "Bridal | full day", pricePence: 125_050, priceKind: "from", included: "- Trial\n- Lashes; touch-ups", eventTypes: ["Nikah", "Walima"], guests: null },
    { name: "Party guest", pricePence: 8_000, priceKind: "fixed", included: "", eventTypes: [], guests: 6 },
  ],
};

/** The cells of an exported file, header first (the BOM removed, as a spreadsheet does). */
const cellsOf = (text: string) => parse(text.replace(/^\uFEFF/, "")) as string[][];

describe("the vendor export", () => {
  it("starts with a BOM and a header of the import's columns, one row per vendor", () => {
    const text = vendorsCsv([VENDOR]);
    expect(text.startsWith("\uFEFFname,category,description,")).toBe(true);
    expect(text).toContain(',"Soft glam, ""bridal"" looks\nand trials",');
    const [header, row] = cellsOf(text);
    expect(header).toEqual([...CSV_COLUMNS, ...packageColumns(2)]);
    expect(Object.fromEntries(header!.map((column, index) => [column, row![index]]))).toMatchObject({
      name: "Glow by Harleen",
      description: 'Soft glam, "bridal" looks\nand trials',
      country: "UK",
      social_media_link: "",
      service_tags: "Bridal makeup; Airbrush",
      is_active: "false",
      is_featured: "true",
      facets: "female; hijab-friendly",
      capacity: "",
      event_types: "Nikah; Walima",
      languages: "English; Punjabi",
      package_1_name: "Bridal | full day",
      package_1_price: "1250.50",
      package_1_price_kind: "from",
      package_1_included: "'- Trial\n- Lashes; touch-ups",
      package_1_event_types: "Nikah; Walima",
      package_1_guests: "",
      package_2_name: "Party guest",
      package_2_price: "80",
      package_2_price_kind: "fixed",
      package_2_guests: "6",
    });
    const [, venueRow] = cellsOf(vendorsCsv([{ ...VENDOR, capacity: 1200, facets: [] }]));
    expect([venueRow![CSV_COLUMNS.indexOf("capacity")], venueRow![CSV_COLUMNS.indexOf("facets")]]).toEqual(["1200", ""]);
  });

  it("writes as many package groups as the vendor with the most packages needs, and one when none has any", () => {
    const many = { ...VENDOR, packages: Array.from({ length: 10 }, (_, index) => ({ ...VENDOR.packages[1]!, name: `Package ${index + 1}` })) };
    const [header, first, second] = cellsOf(vendorsCsv([VENDOR, many]));
    expect(header).toEqual([...CSV_COLUMNS, ...packageColumns(10)]);
    expect(header!.at(-1)).toBe("package_10_guests");
    // The first vendor's groups 3 to 10 are empty; the second's tenth is its last package.
    expect(first!.slice(CSV_COLUMNS.length + 12).every((cell) => cell === "")).toBe(true);
    expect(second![header!.indexOf("package_10_name")]).toBe("Package 10");
    const [bare] = cellsOf(vendorsCsv([{ ...VENDOR, packages: [] }]));
    expect(bare).toEqual([...CSV_COLUMNS, ...packageColumns(1)]);
  });

  it.each([
    ["=HYPERLINK(\"http://evil.example\",\"Click\")", "'=HYPERLINK(\"http://evil.example\",\"Click\")"],
    ["+44 20 7946 0000", "'+44 20 7946 0000"],
    ["-5% this month", "'-5% this month"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", "'\rcmd"],
    ["＝1+1", "'＝1+1"],
    ["Plain name = fine", "Plain name = fine"],
  ])("escapes a cell starting %j against formula injection", (value, expected) => {
    const [, row] = cellsOf(vendorsCsv([{ ...VENDOR, name: value, phone: value, description: value }]));
    expect([row![0], row![2], row![CSV_COLUMNS.indexOf("phone")]]).toEqual([expected, expected, expected]);
  });

  it("quotes a cell with a lone line feed or carriage return, so it stays one cell when line ends change", () => {
    const text = vendorsCsv([{ ...VENDOR, description: "one\ntwo", pricingText: "three\rfour" }]);
    expect(text).toContain(',"one\ntwo",');
    expect(text).toContain(',"three\rfour",');
    const [, row] = cellsOf(text.replaceAll("\n", "\r\n").replaceAll("\r\r", "\r"));
    expect(row).toHaveLength(CSV_COLUMNS.length + packageColumns(2).length);
  });

  it("reads back through the importer as it was written, packages and all", () => {
    const hostile: CsvExportVendor = {
      ...VENDOR,
      name: "=cmd|' /C calc'!A0",
      description: "-10% for early bookings",
      phone: "+44 7700 900123",
      facets: ["halal", "prayer-room"],
      capacity: 900,
      eventTypes: [],
      languages: [],
      packages: [
        { name: "=1+1", pricePence: 100, priceKind: "fixed", included: "@home visit\nand \"travel\", | anywhere", eventTypes: ["Anand Karaj", "Other"], guests: 10_000 },
        { name: "Top", pricePence: 100_000_000, priceKind: "from", included: "", eventTypes: [], guests: 1 },
        ...Array.from({ length: 8 }, (_, index) => ({ name: `Extra ${index}`, pricePence: 99_999 + index, priceKind: "from" as const, included: "", eventTypes: [], guests: null })),
      ],
    };
    const { vendors, errors } = checkCsv(vendorsCsv([VENDOR, hostile]), [{ id: 4, name: "Makeup Artists", slug: "makeup-artists" }]);
    expect(errors).toEqual([]);
    expect(vendors.map(({ vendor }) => vendor)).toEqual(
      [VENDOR, hostile].map((vendor) => ({
        name: vendor.name,
        categoryId: 4,
        description: vendor.description,
        location: vendor.location,
        address: vendor.address,
        city: vendor.city,
        region: vendor.region,
        postcode: vendor.postcode,
        phone: vendor.phone,
        email: vendor.email,
        website: vendor.website,
        socialMediaLink: null,
        priceRange: vendor.priceRange,
        pricingText: vendor.pricingText,
        serviceTags: vendor.serviceTags,
        isActive: vendor.isActive,
        isFeatured: vendor.isFeatured,
        facets: vendor.facets,
        capacity: vendor.capacity,
        eventTypes: vendor.eventTypes,
        languages: vendor.languages,
        packages: vendor.packages,
      })),
    );
  });

  it("names the file after the day in London", () => {
    expect(exportFileName(new Date("2026-03-05T12:00:00Z"))).toBe("vendors-2026-03-05.csv");
    expect(exportFileName(new Date("2026-06-30T23:30:00Z"))).toBe("vendors-2026-07-01.csv");
  });
});
