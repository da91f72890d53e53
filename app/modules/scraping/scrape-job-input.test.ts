import { describe, expect, it } from "vitest";
import { listedInputErrors, MAX_SCRAPE_TARGETS, normaliseWebsite, parseScrapeTargets } from "~/modules/scraping/scrape-job-input";

const CATEGORIES = [
  { name: "Mehndi Artists", slug: "mehndi-artists" },
  { name: "Photographers", slug: "photographers" },
];

describe("parseScrapeTargets", () => {
  it("reads one vendor per line, by category name or slug, skipping blank lines", () => {
    const text = "Henna by Sana, sana.example, Mehndi Artists\r\n\n  Lens & Light , http://lens.example/about, photographers  \n";
    expect(parseScrapeTargets(text, CATEGORIES)).toEqual({
      targets: [
        { name: "Henna by Sana", website: "https://sana.example/", category: "mehndi-artists" },
        { name: "Lens & Light", website: "http://lens.example/about", category: "photographers" },
      ],
      errors: [],
    });
  });

  it("keeps commas in the name: the last two fields are the website and the category", () => {
    expect(parseScrapeTargets("Smith, Jones & Co, smithjones.example, PHOTOGRAPHERS", CATEGORIES).targets).toEqual([
      { name: "Smith, Jones & Co", website: "https://smithjones.example/", category: "photographers" },
    ]);
  });

  it("names each bad line and keeps the good ones", () => {
    const text = ["Sana, sana.example", ", sana.example, Photographers", "Sana, ftp://sana.example, Photographers", "Sana, sana.example, Florists", "Good, good.example, Photographers"].join("\n");
    expect(parseScrapeTargets(text, CATEGORIES)).toEqual({
      targets: [{ name: "Good", website: "https://good.example/", category: "photographers" }],
      errors: [
        'Line 1: expected "name, website, category"',
        "Line 2: Name is required",
        'Line 3: "ftp://sana.example" is not a web address',
        'Line 4: Category "Florists" not found',
      ],
    });
  });

  it("needs at least one vendor and at most 100", () => {
    expect(parseScrapeTargets(" \n ", CATEGORIES).errors).toEqual(["Please enter at least one vendor"]);
    const many = Array.from({ length: MAX_SCRAPE_TARGETS + 1 }, (_, index) => `Vendor ${index}, v${index}.example, Photographers`).join("\n");
    expect(parseScrapeTargets(many, CATEGORIES).errors).toEqual(["At most 100 vendors per job (this list has 101)"]);
  });
});

describe("normaliseWebsite", () => {
  it.each([
    ["sana.example", "https://sana.example/"],
    ["HTTP://Sana.Example/Gallery", "http://sana.example/Gallery"],
    ["javascript:alert(1)", undefined],
    ["file:///etc/passwd", undefined],
    ["not a url", undefined],
  ])("reads %s as %s", (text, expected) => {
    expect(normaliseWebsite(text)).toBe(expected);
  });
});

describe("listedInputErrors", () => {
  it("shows the first 10 errors, then how many more", () => {
    const errors = Array.from({ length: 13 }, (_, index) => `Line ${index + 1}: Name is required`);
    expect(listedInputErrors(errors)).toEqual([...errors.slice(0, 10), "... and 3 more errors"]);
    expect(listedInputErrors(errors.slice(0, 10))).toEqual(errors.slice(0, 10));
  });
});
