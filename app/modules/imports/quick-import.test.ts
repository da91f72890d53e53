import { describe, expect, it } from "vitest";
import { QUICK_IMPORT_VENDORS, type QuickImportVendor } from "~/modules/demo-catalogue/quick-import-vendors";
import { quickImportRows } from "~/modules/imports/quick-import";

const IDS = new Map([
  ["makeup-artists", 11],
  ["mehndi-artists", 12],
  ["hair-stylists", 13],
  ["photographers", 14],
]);

describe("the quick import's rows", () => {
  it("applies the spec's import defaults: £££, 'London, UK' when no location, active, featured as listed", () => {
    const list: QuickImportVendor[] = [
      { name: "Glow & Co", categorySlug: "makeup-artists", location: "Leicester", description: "Bridal makeup.", featured: true },
      { name: "Henna Nook", categorySlug: "mehndi-artists", description: "Bridal henna." },
    ];
    expect(quickImportRows(list, IDS)).toEqual([
      {
        name: "Glow & Co", categoryId: 11, description: "Bridal makeup.", location: "Leicester", phone: "07700 900100",
        email: "glowandco@example.com", website: "https://www.example.com/glowandco", priceRange: "£££", isActive: true, isFeatured: true,
      },
      {
        name: "Henna Nook", categoryId: 12, description: "Bridal henna.", location: "London, UK", phone: "07700 900110",
        email: "hennanook@example.com", website: "https://www.example.com/hennanook", priceRange: "£££", isActive: true, isFeatured: false,
      },
    ]);
  });

  it("gives every built-in vendor its own drama-range phone number and reserved-domain address", () => {
    const rows = quickImportRows(QUICK_IMPORT_VENDORS, IDS);
    expect(new Set(rows.map((row) => row.phone)).size).toBe(40);
    expect(rows.every((row) => /^07700 900\d{3}$/.test(row.phone) && row.email.endsWith("@example.com"))).toBe(true);
  });

  it("refuses a slug without a category id", () => {
    expect(() => quickImportRows(QUICK_IMPORT_VENDORS, new Map())).toThrow(/No category makeup-artists/);
  });
});
