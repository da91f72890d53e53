import { describe, expect, it } from "vitest";
import { loggedSearchOf, MAX_SEARCH_TERM_LENGTH, normaliseSearchTerm } from "~/modules/search-log/search-terms";

describe("the search log's words", () => {
  it("trims, lower-cases and collapses white space", () => {
    expect(normaliseSearchTerm("  Mehndi   ARTIST\t in\n London ")).toBe("mehndi artist in london");
    expect(normaliseSearchTerm(null)).toBe("");
    expect(normaliseSearchTerm("   ")).toBe("");
  });

  it("keeps at most 100 characters, never splitting a character or ending on a space", () => {
    expect(normaliseSearchTerm("a".repeat(150))).toHaveLength(MAX_SEARCH_TERM_LENGTH);
    expect(normaliseSearchTerm(`${"b".repeat(99)} c`)).toBe("b".repeat(99));
    const emoji = normaliseSearchTerm("💍".repeat(120));
    expect(Array.from(emoji)).toHaveLength(MAX_SEARCH_TERM_LENGTH);
    expect(emoji.length).toBeLessThanOrEqual(2 * MAX_SEARCH_TERM_LENGTH);
  });

  it("logs a search with a query or a place, normalising both, and nothing without either", () => {
    expect(loggedSearchOf({ query: " DJ ", place: "  Leeds ", categorySlug: "music" })).toEqual({ query: "dj", place: "leeds", categorySlug: "music" });
    expect(loggedSearchOf({ query: "", place: "Birmingham" })).toEqual({ query: "", place: "birmingham", categorySlug: "" });
    expect(loggedSearchOf({ query: "  ", place: null, categorySlug: "venues" })).toBeNull();
  });
});
