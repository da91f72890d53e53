import { describe, expect, it } from "vitest";
import { VENDOR_FACET_KEYS, VENDOR_LANGUAGE_KEYS, VENDOR_MAX_CAPACITY } from "~/db/schema";
import { FACET_KEYS, FACETS, isFacetKey, MAX_CAPACITY, VENDOR_LANGUAGES } from "~/modules/search/attribute-facets";
import { attributesInText, CAPACITY_CAPPED_NOTE, understandQuery } from "~/modules/search/attribute-words";

describe("the facet vocabulary", () => {
  it("is the list the database checks, each key with a label", () => {
    expect(FACET_KEYS).toEqual(VENDOR_FACET_KEYS);
    expect(MAX_CAPACITY).toBe(VENDOR_MAX_CAPACITY);
    expect(Object.keys(FACETS)).toEqual([...FACET_KEYS]);
    expect(FACETS.halal.label).toBe("Halal");
    expect(FACETS.female.label).toBe("Female-only team");
    expect(FACETS["hijab-friendly"].label).toBe("Hijab-friendly");
  });

  it("lists the languages in the bit order of vendors.language_bits", () => {
    expect(VENDOR_LANGUAGES).toEqual(VENDOR_LANGUAGE_KEYS);
  });

  it("knows its own keys only", () => {
    expect(isFacetKey("halal")).toBe(true);
    expect(isFacetKey("Halal")).toBe(false);
    expect(isFacetKey("constructor")).toBe(false);
  });
});

describe("understanding a query", () => {
  it.each([
    ["halal caterer in Bradford", ["halal"], "caterer in Bradford"],
    ["lady photographer", ["female"], "photographer"],
    ["ladies only makeup artist", ["female"], "makeup artist"],
    ["women-only henna", ["female"], "henna"],
    ["female photographer", ["female"], "photographer"],
    ["hijabi hair stylist", ["hijab-friendly"], "hair stylist"],
    ["hijab-friendly makeup", ["hijab-friendly"], "makeup"],
    ["modest bridal wear", ["hijab-friendly"], "bridal wear"],
    ["venue with prayer room", ["prayer-room"], "venue"],
    ["Jain caterer", ["jain"], "caterer"],
    ["vegetarian and gelatine-free cakes", ["vegetarian", "gelatine-free"], "cakes"],
    ["videographer with live streaming", ["live-stream"], "videographer"],
    ["drone videographer", ["drone"], "videographer"],
    ["dj with cold sparks", ["cold-sparks"], "dj"],
    ["dhol players Leicester", ["dhol"], "Leicester"],
    ["baraat horse", ["baraat-horse"], ""],
    ["saree draping", ["saree-draping"], ""],
    ["turban tying for the groom", ["turban-tying"], "for the groom"],
    ["dry venue", ["alcohol-free"], "venue"],
    ["halal hijab-friendly lady photographer", ["halal", "female", "hijab-friendly"], "photographer"],
  ])("%j → facets %j, text %j", (query, facets, remainingText) => {
    const understood = understandQuery(query);
    expect(understood.facets).toEqual(facets);
    expect(understood.remainingText).toBe(remainingText);
    expect(understood.eventTypes).toEqual([]);
    expect(understood.minCapacity).toBeUndefined();
  });

  it.each([
    ["caterer for 1000 guests", 1000, "caterer"],
    ["venue 1,000 people", 1000, "venue"],
    ["400 guests venue in Luton", 400, "venue in Luton"],
    ["caterer for 1000+ guests", 1000, "caterer"],
    ["venue capacity 650", 650, "venue"],
    ["500-seater hall", 500, "hall"],
    ["venue for 1.5k guests", 1500, "venue"],
  ])("%j → at least %d guests, text %j", (query, minCapacity, remainingText) => {
    const understood = understandQuery(query);
    expect(understood.minCapacity).toBe(minCapacity);
    expect(understood.remainingText).toBe(remainingText);
    expect(understood.notes).toEqual([]);
  });

  it("caps an absurd guest number and says so", () => {
    for (const query of ["venue for 10 million guests", "venue for 10000000 guests", "venue for 99999999999999999999999 guests"]) {
      const understood = understandQuery(query);
      expect(understood.minCapacity).toBe(MAX_CAPACITY);
      expect(understood.notes).toEqual([CAPACITY_CAPPED_NOTE]);
      expect(understood.remainingText).toBe("venue");
    }
    expect(CAPACITY_CAPPED_NOTE).toBe("Guest numbers above 10,000 are read as 10,000.");
  });

  it("takes the largest of several guest numbers and ignores numbers that count no guests", () => {
    expect(understandQuery("venue for 300 guests or 450 people").minCapacity).toBe(450);
    expect(understandQuery("photographer 2024").minCapacity).toBeUndefined();
    expect(understandQuery("photographer 2024").remainingText).toBe("photographer 2024");
    expect(understandQuery("venue for 0 guests").minCapacity).toBeUndefined();
  });

  it.each([
    ["nikah photographer", ["Nikah"], "photographer"],
    ["walima venue", ["Walima"], "venue"],
    ["sangeet dj", ["Sangeet"], "dj"],
    ["baraat dhol", ["Baraat"], ""],
    ["reception decorator", ["Reception"], "decorator"],
    ["anand karaj photographer", ["Anand Karaj"], "photographer"],
    ["photographer for mehndi night in Leicester", ["Mehndi"], "photographer in Leicester"],
    ["henna party", ["Mehndi"], ""],
    ["nikah and walima caterer", ["Nikah", "Walima"], "caterer"],
  ])("%j → events %j, text %j", (query, eventTypes, remainingText) => {
    const understood = understandQuery(query);
    expect(understood.eventTypes).toEqual(eventTypes);
    expect(understood.remainingText).toBe(remainingText);
  });

  it("reads 'mehndi' alone as the henna artist, and as the occasion beside another kind of vendor", () => {
    expect(understandQuery("mehndi")).toMatchObject({ eventTypes: [], remainingText: "mehndi" });
    expect(understandQuery("mehndi artist in Leicester")).toMatchObject({ eventTypes: [], remainingText: "mehndi artist in Leicester" });
    expect(understandQuery("henna mehndi")).toMatchObject({ eventTypes: [], remainingText: "henna mehndi" });
    expect(understandQuery("mehndi photographer")).toMatchObject({ eventTypes: ["Mehndi"], remainingText: "photographer" });
    expect(understandQuery("dj for the mehndi")).toMatchObject({ eventTypes: ["Mehndi"], remainingText: "dj" });
  });

  it("keeps 'baraat horse' one facet, not the Baraat event", () => {
    expect(understandQuery("baraat horse hire")).toMatchObject({ facets: ["baraat-horse"], eventTypes: [], remainingText: "hire" });
  });

  it("does not read a modest budget as modest dress", () => {
    expect(understandQuery("photographer on a modest budget").facets).toEqual([]);
  });

  it("lists what it recognised, as typed, in order", () => {
    expect(understandQuery("Halal caterer for 1,000 guests for our Walima").matches).toEqual([
      { text: "Halal", facet: "halal" },
      { text: "for 1,000 guests", minCapacity: 1000 },
      { text: "Walima", eventType: "Walima" },
    ]);
  });

  it("leaves a query without attribute words as it was, whitespace collapsed", () => {
    expect(understandQuery("  Noor   Bridal Artistry ")).toEqual({
      facets: [],
      eventTypes: [],
      remainingText: "Noor Bridal Artistry",
      matches: [],
      notes: [],
    });
    expect(understandQuery("")).toMatchObject({ facets: [], eventTypes: [], remainingText: "" });
    expect(understandQuery("the and of").remainingText).toBe("the and of");
  });

  it("does not take words that merely start like an attribute word", () => {
    expect(understandQuery("Ladypool Road caterer").facets).toEqual([]);
    expect(understandQuery("dholki night").facets).toEqual([]);
    expect(understandQuery("vegas themed party").facets).toEqual([]);
  });
});

describe("attributes in a listing's text", () => {
  it("reads features with the search's words", () => {
    expect(attributesInText("Female photographer available")).toEqual({ facets: ["female"], eventTypes: [] });
    expect(attributesInText("Hijab-friendly styling. Female-only team")).toEqual({ facets: ["female", "hijab-friendly"], eventTypes: [] });
    expect(attributesInText("Halal-certified kitchen. Separate prayer room").facets).toEqual(["halal", "prayer-room"]);
    expect(attributesInText("Jain and Swaminarayan menus. Vegetarian and vegan options").facets).toEqual(["jain", "vegetarian"]);
    expect(attributesInText("Mehndi night coverage. Nikah photography").eventTypes).toEqual(["Mehndi", "Nikah"]);
  });

  it("does not read 'mehndi' alone as the event in a listing", () => {
    expect(attributesInText("Bridal mehndi and photography").eventTypes).toEqual([]);
  });
});
