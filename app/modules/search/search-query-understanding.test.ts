import { describe, expect, it } from "vitest";
import { MAX_CAPACITY } from "~/modules/search/attribute-facets";
import { CAPACITY_CAPPED_NOTE } from "~/modules/search/attribute-words";
import { understandSearchQuery } from "~/modules/search/search-sql.server";

// docs/product/public-area.md#filters, query understanding: which words of a query become attribute terms, which stay words, and what the
// page offers to remove.

const terms = (query: string) => understandSearchQuery(query).terms;
const summary = (query: string) =>
  terms(query).map((term) => ({
    word: term.word,
    ...(term.categorySlug ? { category: term.categorySlug } : {}),
    ...(term.facet ? { facet: term.facet } : {}),
    ...(term.eventType ? { eventType: term.eventType } : {}),
    ...(term.minGuests !== null ? { minGuests: term.minGuests } : {}),
    required: term.required,
  }));

describe("understandSearchQuery", () => {
  it("makes attribute words one required facet term each and keeps the kind of vendor", () => {
    expect(summary("lady photographer")).toEqual([
      { word: "lady", facet: "female", required: true },
      { word: "photographer", category: "photographers", required: true },
    ]);
    expect(summary("hijabi hair stylist")).toEqual([
      { word: "hijabi", facet: "hijab-friendly", required: true },
      { word: "hair", category: "hair-stylists", required: true },
      { word: "stylist", category: "hair-stylists", required: true },
    ]);
    expect(summary("venue with prayer room")).toEqual([
      { word: "prayer room", facet: "prayer-room", required: true },
      { word: "venue", category: "venues", required: true },
    ]);
  });

  it("matches an attribute by any synonym of each of its words", () => {
    const [lady] = terms("lady photographer");
    expect(lady!.phrase).toEqual([["lady", "female"]]);
    const [prayer] = terms("prayer room venue");
    expect(prayer!.phrase).toEqual([["prayer"], ["room"]]);
  });

  it("reads a guest count as a required first term, whatever words surround it", () => {
    for (const [query, guests] of [
      ["caterer for 1000 guests", 1000],
      ["venue 1,000 people", 1000],
      ["400 guests", 400],
      ["hall for 500+ guests in leicester", 500],
      ["venue capacity of 800", 800],
      ["seats 300", 300],
      ["2k guests marquee", 2000],
      ["Venue For 250 PAX", 250],
    ] as const) {
      const [first] = terms(query);
      expect(first, query).toMatchObject({ minGuests: guests, required: true });
      expect(terms(query).filter((term) => term.minGuests !== null), query).toHaveLength(1);
    }
    expect(summary("caterer for 1000 guests")).toEqual([
      { word: "1000", minGuests: 1000, required: true },
      { word: "caterer", category: "catering", required: true },
    ]);
  });

  it("caps a capacity of 10 million at the largest a search can ask for, with a note (bad input)", () => {
    const understood = understandSearchQuery("venue for 10000000 guests");
    expect(understood.terms[0]!.minGuests).toBe(MAX_CAPACITY);
    expect(understood.notes).toEqual([CAPACITY_CAPPED_NOTE]);
    expect(understandSearchQuery(`venue for ${"9".repeat(400)} guests`).terms[0]!.minGuests).toBe(MAX_CAPACITY);
    expect(terms("venue for 0 guests").some((term) => term.minGuests !== null)).toBe(false);
  });

  it("leaves attribute words that name a kind of vendor to the category (dhol, turban)", () => {
    expect(summary("dhol")).toEqual([{ word: "dhol", category: "musicians", required: true }]);
    expect(understandSearchQuery("dhol").applied).toEqual([]);
    expect(terms("turban tying").some((term) => term.facet !== null)).toBe(false);
  });

  it("reads occasions as optional words that raise the vendors serving them", () => {
    expect(summary("photographer for nikah")).toEqual([
      { word: "photographer", category: "photographers", required: true },
      { word: "nikah", required: false },
      { word: "nikah", eventType: "Nikah", required: false },
    ]);
    // Beside another kind of vendor "mehndi" is the occasion, not a second category to choose from.
    const mehndi = summary("photographer for mehndi night");
    expect(mehndi.filter((term) => term.category)).toEqual([{ word: "photographer", category: "photographers", required: true }]);
    expect(mehndi).toContainEqual({ word: "mehndi", eventType: "Mehndi", required: false });
    // Alone it is still the henna artists.
    expect(summary("mehndi night")[0]).toEqual({ word: "mehndi", category: "mehndi-artists", required: true });
    expect(understandSearchQuery("mehndi night").applied).toEqual([]);
  });

  it("lists the attribute words applied, as typed, for the chips", () => {
    expect(understandSearchQuery("Halal caterer for 1,000 guests").applied).toEqual([
      { text: "Halal", facet: "halal" },
      { text: "for 1,000 guests", minCapacity: 1000 },
    ]);
  });

  it("keeps a query of stop words as words, never as nothing (bad input)", () => {
    expect(terms("the and of").map((term) => term.word)).toEqual(["the", "and", "of"]);
  });
});
