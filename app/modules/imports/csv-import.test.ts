import { describe, expect, it } from "vitest";
import { findCategory, type CsvCategory } from "~/modules/imports/csv-categories";
import { checkCsv, checkCsvRecord, detectDelimiter, parseFlag, parsePriceRange, readCsvRecords } from "~/modules/imports/csv-import";
import { CSV_MESSAGES, importButtonLabel, MAX_CSV_ROWS, moreErrorsLine } from "~/modules/imports/csv-messages";
import { refusalThrownBy } from "../../../tests/support/rejections";

const CATEGORIES: CsvCategory[] = [
  { id: 1, name: "Makeup Artists", slug: "makeup-artists" },
  { id: 2, name: "Mehndi Artists", slug: "mehndi-artists" },
  { id: 17, name: "DJs & Entertainment", slug: "djs-entertainment" },
];

describe("reading the file", () => {
  it("reads a comma file with a BOM, and names the columns however the header spells them", () => {
    const records = readCsvRecords("\uFEFF Name ,CATEGORY,Postal Code\nGlow by Harleen,makeup-artists,le1 1aa\n");
    expect(records).toEqual([{ row: 2, cells: { name: "Glow by Harleen", category: "makeup-artists", postal_code: "le1 1aa" } }]);
  });

  it("detects semicolons from the header line, outside quotes", () => {
    expect(detectDelimiter("name;category;city\nA, B;c;d")).toBe(";");
    expect(detectDelimiter('"name;with;semis",category\n')).toBe(",");
    const records = readCsvRecords("name;category;city\r\nHenna Tales, Birmingham;mehndi-artists;Birmingham\r\n");
    expect(records[0]!.cells).toEqual({ name: "Henna Tales, Birmingham", category: "mehndi-artists", city: "Birmingham" });
  });

  it("keeps a quote inside an unquoted cell as text", () => {
    expect(readCsvRecords('name,category\nRaj "The Lens" Photography,1\n')[0]!.cells.name).toBe('Raj "The Lens" Photography');
  });

  it("keeps quoted line breaks, quotes and delimiters in one cell, and numbers rows as a spreadsheet does", () => {
    const text = 'name,category,description\n"Noor ""Faces""",1,"Line one\r\nLine two, still"\n\n,,\nSecond,1,plain\n';
    const records = readCsvRecords(text);
    expect(records).toEqual([
      { row: 2, cells: { name: 'Noor "Faces"', category: "1", description: "Line one\nLine two, still" } },
      // Rows 3 and 4 are blank: skipped, but they keep their numbers.
      { row: 5, cells: { name: "Second", category: "1", description: "plain" } },
    ]);
  });

  it("takes the category from category_id, then category, then category_name, and ignores unknown columns", () => {
    const [record] = readCsvRecords("category_name,name,id,category_id,notes\nMehndi Artists,Rangoli,99,2,hello\n");
    expect(record!.cells).toEqual({ category: "2", name: "Rangoli" });
    const [byName] = readCsvRecords("category_name,name,category_id\nMehndi Artists,Rangoli,\n");
    expect(byName!.cells.category).toBe("Mehndi Artists");
  });

  it("refuses a file without a name column, as a file-level error", () => {
    for (const text of ["Glow by Harleen,makeup-artists,Leicester\nKesar,makeup-artists,Leicester\n", "title,category\nA,1\n", ""]) {
      const error = refusalThrownBy(() => readCsvRecords(text));
      expect([error.code, error.title, error.message]).toEqual(["invalid", "Invalid file", CSV_MESSAGES.missingHeader.message]);
    }
  });

  it("refuses a header with no rows, and text that is not CSV", () => {
    expect(refusalThrownBy(() => readCsvRecords("name,category\n\n")).message).toBe(CSV_MESSAGES.noRows.message);
    const broken = refusalThrownBy(() => readCsvRecords('name,category\n"Never closed,1\n'));
    expect(broken.title).toBe("Invalid file");
    expect(broken.message).toMatch(/^The file could not be read as CSV \(.*quote/i);
  });

  it(`reads ${MAX_CSV_ROWS.toLocaleString("en-GB")} rows and refuses one more`, () => {
    const header = "name,category,city\n";
    const rows = Array.from({ length: MAX_CSV_ROWS }, (_, index) => `Vendor ${index},makeup-artists,Leicester\n`).join("");
    const records = readCsvRecords(header + rows);
    expect(records).toHaveLength(MAX_CSV_ROWS);
    expect(records.at(-1)!.row).toBe(MAX_CSV_ROWS + 1);
    const error = refusalThrownBy(() => readCsvRecords(`${header}${rows}One too many,makeup-artists,Leicester\n`));
    expect(error.message).toBe(CSV_MESSAGES.tooManyRows.message);
  });
});

describe("checking a row", () => {
  const check = (cells: Record<string, string>, row = 7) => checkCsvRecord({ row, cells }, CATEGORIES);

  it("requires a name and a known category, with the spec's messages", () => {
    expect(check({ category: "1" })).toEqual({ error: "Row 7: Name is required" });
    expect(check({ name: "Glow" })).toEqual({ error: "Row 7: Category is required" });
    expect(check({ name: "Glow", category: "Nail Bars" })).toEqual({ error: 'Row 7: Category "Nail Bars" not found' });
    expect(check({ name: "Glow", category: "99" })).toEqual({ error: 'Row 7: Category "99" not found' });
  });

  it("finds a category by id, by name in any case, or by slug", () => {
    expect(findCategory("17", CATEGORIES)?.slug).toBe("djs-entertainment");
    expect(findCategory("djs & ENTERTAINMENT", CATEGORIES)?.id).toBe(17);
    expect(findCategory("mehndi-artists", CATEGORIES)?.id).toBe(2);
    expect(findCategory("nail bars", CATEGORIES)).toBeUndefined();
  });

  it("turns empty cells into null, defaults is_active to true and is_featured to false", () => {
    expect(check({ name: "Glow", category: "makeup artists" })).toEqual({
      vendor: {
        name: "Glow", categoryId: 1, description: null, location: null, address: null, city: null, region: null, postcode: null,
        phone: null, email: null, website: null, socialMediaLink: null, priceRange: null, pricingText: null, serviceTags: [],
        isActive: true, isFeatured: false, facets: [], capacity: null, eventTypes: [], languages: [], packages: [],
      },
    });
  });

  it("honours is_active and is_featured: true only for 'true' or '1', in any case", () => {
    expect(parseFlag("TRUE", false)).toBe(true);
    expect(parseFlag("1", false)).toBe(true);
    expect(parseFlag("false", true)).toBe(false);
    expect(parseFlag("yes", true)).toBe(false);
    expect(parseFlag(undefined, true)).toBe(true);
    const vendor = check({ name: "Glow", category: "1", is_active: "0", is_featured: "True" });
    expect("vendor" in vendor && [vendor.vendor.isActive, vendor.vendor.isFeatured]).toEqual([false, true]);
  });

  it("accepts the four price ranges (or their labels) and refuses anything else", () => {
    expect(["£", "££", "£££", "££££", "Premium", "££ Mid-range"].map(parsePriceRange)).toEqual(["£", "££", "£££", "££££", "£££", "££"]);
    for (const value of ["£££££", "$$", "cheap", "£ Luxury"]) {
      expect(check({ name: "Glow", category: "1", price_range: value })).toEqual({ error: "Row 7: Price range must be £, ££, £££ or ££££" });
    }
  });

  it("accepts http(s) web addresses only, adding https:// to a bare domain", () => {
    const good = check({ name: "Glow", category: "1", website: "glow.example.com", social_media_link: "http://instagram.com/glow" });
    expect("vendor" in good && [good.vendor.website, good.vendor.socialMediaLink]).toEqual(["https://glow.example.com", "http://instagram.com/glow"]);
    expect(check({ name: "Glow", category: "1", website: "javascript:alert(1)" })).toEqual({
      error: "Row 7: Website must be a web address starting with http:// or https://",
    });
    expect(check({ name: "Glow", category: "1", social_media_link: "ftp://files.example.com" })).toEqual({
      error: "Row 7: Social media link must be a web address starting with http:// or https://",
    });
  });

  it("checks email, phone, country and lengths", () => {
    expect(check({ name: "Glow", category: "1", email: "not-an-email" })).toEqual({ error: "Row 7: Email must be a valid email address" });
    expect(check({ name: "Glow", category: "1", phone: "call me" })).toEqual({ error: "Row 7: Phone must be a valid phone number" });
    expect(check({ name: "Glow", category: "1", country: "France" })).toEqual({
      error: 'Row 7: Country "France" is not the UK (the directory lists UK vendors only)',
    });
    expect("vendor" in check({ name: "Glow", category: "1", country: "United Kingdom" })).toBe(true);
    expect(check({ name: "G".repeat(121), category: "1" })).toEqual({ error: "Row 7: Name is too long (at most 120 characters)" });
  });

  it("reads the attribute columns: facets by key or label, capacity, event types and languages in any case", () => {
    const result = check({
      name: "Mahal Suite",
      category: "1",
      facets: "Separate prayer room; halal | HALAL;",
      capacity: "1,200",
      event_types: "walima; Nikah",
      languages: "urdu|English",
    });
    expect("vendor" in result && result.vendor).toMatchObject({
      facets: ["halal", "prayer-room"],
      capacity: 1200,
      eventTypes: ["Nikah", "Walima"],
      languages: ["English", "Urdu"],
    });
  });

  it("refuses unknown attribute values and a capacity outside 1 to 10,000", () => {
    expect(check({ name: "Glow", category: "1", facets: "halal; unicorn" })).toEqual({
      error: 'Row 7: Facet "unicorn" is not a known facet (e.g. halal; female; hijab-friendly; prayer-room)',
    });
    for (const capacity of ["0", "10000000", "2.5", "lots"]) {
      expect(check({ name: "Glow", category: "1", capacity })).toEqual({ error: "Row 7: Capacity must be a whole number of guests from 1 to 10,000" });
    }
    expect(check({ name: "Glow", category: "1", event_types: "Birthday" })).toEqual({
      error: 'Row 7: Event type "Birthday" must be Mehndi, Nikah, Walima, Sangeet, Baraat, Reception, Anand Karaj or Other',
    });
    expect(check({ name: "Glow", category: "1", languages: "Klingon" })).toEqual({
      error: `Row 7: Language "Klingon" is not one of the directory's languages (e.g. Urdu; Punjabi; Gujarati)`,
    });
  });

  it("splits service tags on ; or |, without duplicates", () => {
    const result = check({ name: "Glow", category: "1", service_tags: "Bridal makeup; Airbrush | Bridal makeup;;" });
    expect("vendor" in result && result.vendor.serviceTags).toEqual(["Bridal makeup", "Airbrush"]);
  });
});

describe("checking a file", () => {
  it("keeps the good rows and gives one message per bad row, with spreadsheet row numbers", () => {
    const text = [
      "name,category,city,price_range",
      "Glow by Harleen,makeup-artists,Wolverhampton,££",
      ",makeup-artists,Leicester,",
      '"Kesar\nGlam",Makeup Artists,Leicester,£££',
      "Henna Tales,Nail Bars,Birmingham,",
      "Rangoli Henna,2,Leicester,",
    ].join("\n");
    const result = checkCsv(text, CATEGORIES);
    expect(result.vendors.map(({ row, vendor }) => [row, vendor.name, vendor.categoryId])).toEqual([
      [2, "Glow by Harleen", 1],
      [4, "Kesar\nGlam", 1],
      [6, "Rangoli Henna", 2],
    ]);
    expect(result.errors).toEqual(["Row 3: Name is required", 'Row 5: Category "Nail Bars" not found']);
  });

  it("reads the attribute columns under their headers or common spellings", () => {
    const text = ["name,category,Facets,Max guests,Event Type,Language", 'Mahal Suite,1,halal;prayer-room,800,"Nikah; Walima",Urdu'].join("\n");
    expect(checkCsv(text, CATEGORIES).vendors[0]!.vendor).toMatchObject({
      facets: ["halal", "prayer-room"],
      capacity: 800,
      eventTypes: ["Nikah", "Walima"],
      languages: ["Urdu"],
    });
  });

  it("reads back formula text the export escaped", () => {
    const result = checkCsv("name,category,description\n\"'=HYPERLINK(\"\"x\"\")\",1,'-5 off\n", CATEGORIES);
    expect(result.vendors[0]!.vendor).toMatchObject({ name: '=HYPERLINK("x")', description: "-5 off" });
  });
});

describe("the preview's texts", () => {
  it("lists 10 errors, then '... and N more errors'", () => {
    expect(moreErrorsLine(0)).toBeNull();
    expect(moreErrorsLine(-3)).toBeNull();
    expect(moreErrorsLine(5)).toBe("... and 5 more errors");
  });

  it("names the import button after the vendors it creates", () => {
    expect(importButtonLabel(3)).toBe("Import 3 vendors");
    expect(importButtonLabel(1)).toBe("Import 1 vendor");
  });
});
