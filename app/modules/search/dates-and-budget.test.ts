import { describe, expect, it } from "vitest";
import { dateAndBudgetChips } from "~/modules/search/date-budget-chips";
import {
  DATE_NOTES,
  datesAndBudgetParams,
  datesQuery,
  MAX_SEARCH_DATES,
  noDatesOrBudget,
  parseDatesAndBudget,
} from "~/modules/search/dates-and-budget";
import { parseSearchParams } from "~/modules/search/search-request";

const TODAY = "2026-11-26";
const parse = (search: string) => parseDatesAndBudget(new URLSearchParams(search), TODAY);

describe("parseDatesAndBudget", () => {
  it("reads nothing from a link without dates or budget", () => {
    expect(parse("q=venue")).toEqual({ value: noDatesOrBudget(), notes: [] });
  });

  it("reads the dates sorted, each once, with the first event type given to a day", () => {
    const { value, notes } = parse("dates=2027-08-14,2027-08-12:Mehndi,2027-08-14:Walima,2027-08-12:Nikah&dates=2027-08-13:anand-karaj,2027-08-15");
    expect(value.dates).toEqual(["2027-08-12", "2027-08-13", "2027-08-14", "2027-08-15"]);
    expect(value.dateEventTypes).toEqual({ "2027-08-12": "Mehndi", "2027-08-13": "Anand Karaj", "2027-08-14": "Walima" });
    expect(value.dateMode).toBe("all");
    expect(notes).toEqual([]);
  });

  it("keeps a date whose event type is unknown, without the type, and says so", () => {
    const { value, notes } = parse("dates=2027-08-12:Birthday");
    expect(value.dates).toEqual(["2027-08-12"]);
    expect(value.dateEventTypes).toEqual({});
    expect(notes).toEqual([DATE_NOTES.eventType]);
  });

  it("uses the first 7 of 8 dates and says so", () => {
    const eight = ["2027-01-01", "2027-01-02", "2027-01-03", "2027-01-04", "2027-01-05", "2027-01-06", "2027-01-07", "2027-01-08"];
    const { value, notes } = parse(`dates=${eight.join(",")}`);
    expect(value.dates).toEqual(eight.slice(0, MAX_SEARCH_DATES));
    expect(notes).toEqual([DATE_NOTES.tooMany]);
  });

  it.each([
    ["2027-02-31", "2027-02-31 is not a real date. It was left out of the search."],
    ["2026-11-25", "2026-11-25 has already passed. It was left out of the search."],
    ["2029-11-27", "2029-11-27 is more than 3 years ahead. It was left out of the search."],
    ["14/08/2027", DATE_NOTES.format("14/08/2027")],
    ["tomorrow", DATE_NOTES.format("tomorrow")],
  ])("leaves out %s with a note, keeping the other dates", (bad, note) => {
    const { value, notes } = parse(`dates=2027-08-12,${encodeURIComponent(bad)}`);
    expect(value.dates).toEqual(["2027-08-12"]);
    expect(notes).toEqual([note]);
  });

  it("accepts today and the day three years ahead, the first and last days a search may ask for", () => {
    expect(parse("dates=2026-11-26,2029-11-26").value.dates).toEqual(["2026-11-26", "2029-11-26"]);
  });

  it("reads 'any' mode, and 'all' for anything else", () => {
    expect(parse("dates=2027-08-12,2027-08-14&dateMode=any").value.dateMode).toBe("any");
    expect(parse("dates=2027-08-12,2027-08-14&dateMode=ANY").value.dateMode).toBe("any");
    expect(parse("dates=2027-08-12,2027-08-14&dateMode=some").value.dateMode).toBe("all");
  });

  it("reads the budget in whole pounds as pence, with commas or a pound sign", () => {
    expect(parse("maxPrice=800").value.maxPricePence).toBe(80_000);
    expect(parse("maxPrice=1,500").value.maxPricePence).toBe(150_000);
    expect(parse("maxPrice=%C2%A3950").value.maxPricePence).toBe(95_000);
  });

  it.each(["abc", "800.50", "-5", "0", "1e3"])("ignores the budget %s with a note", (bad) => {
    const { value, notes } = parse(`maxPrice=${encodeURIComponent(bad)}`);
    expect(value.maxPricePence).toBeNull();
    expect(notes).toEqual([DATE_NOTES.budget]);
  });

  it("reads a budget above the dearest package possible as that, with a note", () => {
    const { value, notes } = parse("maxPrice=5000000");
    expect(value.maxPricePence).toBe(100_000_000);
    expect(notes).toEqual([DATE_NOTES.budgetCapped]);
  });

  it("reads 'include vendors without prices' from a check box or a link", () => {
    expect(parse("maxPrice=800&includeUnpriced=1").value.includeUnpriced).toBe(true);
    expect(parse("maxPrice=800&includeUnpriced=on").value.includeUnpriced).toBe(true);
    expect(parse("maxPrice=800&includeUnpriced=0").value.includeUnpriced).toBe(false);
    expect(parse("maxPrice=800").value.includeUnpriced).toBe(false);
  });
});

describe("parseSearchParams with dates and budget", () => {
  it("puts the dates and budget in the request and their notes with the others", () => {
    const request = parseSearchParams(new URLSearchParams("q=venue&dates=2027-08-12:Nikah,2027-02-31&dateMode=any&maxPrice=abc"), TODAY);
    expect(request).toMatchObject({ dates: ["2027-08-12"], dateEventTypes: { "2027-08-12": "Nikah" }, dateMode: "any", maxPricePence: null });
    expect(request.notes).toEqual(["2027-02-31 is not a real date. It was left out of the search.", DATE_NOTES.budget]);
  });

  it("reads the price sorts", () => {
    expect(parseSearchParams(new URLSearchParams("sort=price-asc"), TODAY).sort).toBe("price-asc");
    expect(parseSearchParams(new URLSearchParams("sort=price-desc"), TODAY).sort).toBe("price-desc");
  });
});

describe("datesAndBudgetParams", () => {
  it("writes what parseDatesAndBudget reads, keeping the other parameters and dropping the page", () => {
    const value = parse("dates=2027-08-12:Mehndi,2027-08-14&dateMode=any&maxPrice=800&includeUnpriced=1").value;
    const params = datesAndBudgetParams(value, new URLSearchParams("q=venue&page=3&maxPrice=5"));
    expect(params.toString()).toBe("q=venue&dates=2027-08-12%3AMehndi%2C2027-08-14&dateMode=any&maxPrice=800&includeUnpriced=1");
    expect(parseDatesAndBudget(params, TODAY)).toEqual({ value, notes: [] });
  });

  it("leaves out the mode without dates and the unpriced switch without a budget", () => {
    expect(datesAndBudgetParams({ dates: [], dateMode: "any", maxPricePence: null, includeUnpriced: true }).toString()).toBe("");
  });

  it("gives the links that carry the dates only the dates", () => {
    const value = parse("dates=2027-08-12&maxPrice=800").value;
    expect(datesQuery(value)).toBe("?dates=2027-08-12");
    expect(datesQuery(noDatesOrBudget())).toBe("");
  });
});

describe("dateAndBudgetChips", () => {
  it("gives a chip per date, the mode, the budget and the unpriced switch, each removing itself", () => {
    const search = "?q=venue&dates=2027-08-12:Mehndi,2027-08-14&dateMode=any&maxPrice=800&includeUnpriced=1&page=2";
    const chips = dateAndBudgetChips("/search", search, parse(search).value);
    expect(chips).toEqual([
      { label: "Available 12 Aug 2027 (Mehndi)", href: "/search?q=venue&dates=2027-08-14&dateMode=any&maxPrice=800&includeUnpriced=1" },
      { label: "Available 14 Aug 2027", href: "/search?q=venue&dates=2027-08-12%3AMehndi&dateMode=any&maxPrice=800&includeUnpriced=1" },
      { label: "Free on any of the dates", href: "/search?q=venue&dates=2027-08-12%3AMehndi%2C2027-08-14&maxPrice=800&includeUnpriced=1" },
      { label: "Up to £800", href: "/search?q=venue&dates=2027-08-12%3AMehndi%2C2027-08-14&dateMode=any" },
      { label: "Including vendors without prices", href: "/search?q=venue&dates=2027-08-12%3AMehndi%2C2027-08-14&dateMode=any&maxPrice=800" },
    ]);
  });

  it("marks the chip of the last date as forgetting the remembered dates", () => {
    const chips = dateAndBudgetChips("/category/venues", "?dates=2027-08-12", parse("dates=2027-08-12").value);
    expect(chips).toEqual([{ label: "Available 12 Aug 2027", href: "/category/venues", forgetsDates: true }]);
  });
});
