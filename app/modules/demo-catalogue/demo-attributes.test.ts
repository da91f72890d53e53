import { describe, expect, it } from "vitest";
import { deriveVendorAttributes } from "~/modules/demo-catalogue/demo-attributes";
import { buildDemoCatalogue } from "~/modules/demo-catalogue/demo-catalogue.server";
import { HERITAGE_POOLS } from "~/modules/demo-catalogue/demo-names";
import { ATTRIBUTE_EVENT_TYPES, FACET_KEYS, VENDOR_LANGUAGES } from "~/modules/search/attribute-facets";

const catalogue = buildDemoCatalogue();
const having = (feature: string) => catalogue.vendors.filter((vendor) => vendor.features.includes(feature));

describe("a demo listing's attributes", () => {
  it("come from its features, tags and description", () => {
    expect(
      deriveVendorAttributes({
        categorySlug: "venues",
        features: ["Separate prayer room", "Halal-certified kitchen"],
        serviceTags: ["Banqueting hall"],
        description: "The main hall seats up to 850 guests, with a separate reception area for welcome drinks.",
        languages: ["Urdu", "Punjabi"],
      }),
    ).toEqual({ facets: ["halal", "prayer-room"], capacity: 850, eventTypes: ["Reception"], languages: ["English", "Urdu", "Punjabi"] });
  });

  it("give a capacity only for trades that seat or serve guests", () => {
    const makeup = {
      categorySlug: "makeup-artists",
      features: ["Female-only team"],
      serviceTags: ["Walima looks"],
      description: "Bridal parties of up to 8 guests can be booked alongside the bride.",
      languages: [],
    };
    expect(deriveVendorAttributes(makeup)).toEqual({ facets: ["female"], capacity: null, eventTypes: ["Walima"], languages: ["English"] });
  });

  it("give a mehndi artist the Mehndi event, once", () => {
    const base = { features: [], serviceTags: ["Bridal mehndi"], description: "", languages: [] };
    expect(deriveVendorAttributes({ ...base, categorySlug: "mehndi-artists" }).eventTypes).toEqual(["Mehndi"]);
    expect(deriveVendorAttributes({ ...base, categorySlug: "mehndi-artists", serviceTags: ["Mehndi party hosting"] }).eventTypes).toEqual(["Mehndi"]);
    expect(deriveVendorAttributes({ ...base, categorySlug: "photographers" }).eventTypes).toEqual([]);
  });
});

describe("the demo catalogue's attributes", () => {
  it("mark every listing whose features say so", () => {
    const female = [...having("Female photographer available"), ...having("Female-only team")];
    const hijab = having("Hijab-friendly styling");
    const thousand = having("Caters for 1,000+ guests");
    const prayer = having("Separate prayer room");
    for (const list of [female, hijab, thousand, prayer]) expect(list.length).toBeGreaterThan(0);
    for (const vendor of female) expect(vendor.facets, vendor.name).toContain("female");
    for (const vendor of hijab) expect(vendor.facets, vendor.name).toContain("hijab-friendly");
    for (const vendor of thousand) expect(vendor.capacity, vendor.name).toBeGreaterThanOrEqual(1000);
    for (const vendor of prayer) expect(vendor.facets, vendor.name).toContain("prayer-room");
    for (const vendor of having("Halal-certified kitchen")) expect(vendor.facets, vendor.name).toContain("halal");
    for (const vendor of having("Gelatine-free")) expect(vendor.facets, vendor.name).toContain("gelatine-free");
    for (const vendor of having("Live streaming for family abroad")) expect(vendor.facets, vendor.name).toContain("live-stream");
    for (const vendor of having("Cold spark fountains")) expect(vendor.facets, vendor.name).toContain("cold-sparks");
  });

  it("give no facet a listing's texts do not name", () => {
    for (const vendor of catalogue.vendors) {
      const text = [...vendor.features, ...vendor.serviceTags, vendor.description].join(" ").toLowerCase();
      if (vendor.facets.includes("female")) expect(text, vendor.name).toMatch(/female/);
      if (vendor.facets.includes("halal")) expect(text, vendor.name).toMatch(/halal/);
      if (vendor.facets.includes("drone")) expect(text, vendor.name).toMatch(/drone/);
    }
  });

  it("cover most facets and event types, with capacities for venues and caterers", () => {
    const facets = new Set(catalogue.vendors.flatMap((vendor) => vendor.facets));
    const events = new Set(catalogue.vendors.flatMap((vendor) => vendor.eventTypes));
    expect(FACET_KEYS.filter((key) => !facets.has(key))).toEqual(["turban-tying"]);
    expect(ATTRIBUTE_EVENT_TYPES.filter((type) => !events.has(type))).toEqual(["Other"]);
    const venues = catalogue.vendors.filter((vendor) => vendor.categorySlug === "venues");
    expect(venues.filter((vendor) => vendor.capacity !== null).length).toBeGreaterThan(venues.length / 3);
    for (const vendor of catalogue.vendors) {
      if (vendor.capacity !== null) expect(["venues", "catering", "decorators"]).toContain(vendor.categorySlug);
    }
  });

  it("speak English and known languages only", () => {
    for (const pool of Object.values(HERITAGE_POOLS)) {
      for (const languages of pool.languages) for (const language of languages) expect(VENDOR_LANGUAGES).toContain(language);
    }
    for (const vendor of catalogue.vendors) {
      expect(vendor.languages[0]).toBe("English");
      expect(vendor.languages.length).toBeGreaterThan(1);
    }
  });
});
