import { describe, expect, it } from "vitest";
import { applyDateAndBudgetWords, readDatesAndBudget } from "~/modules/search/date-budget-words";
import { DATE_NOTES } from "~/modules/search/dates-and-budget";
import { queryChips } from "~/modules/search/query-chips";
import { makeSearchRequest } from "~/modules/search/search-request";
import { understandSearchQuery } from "~/modules/search/search-sql.server";

const TODAY = "2026-11-26";
const read = (text: string) => readDatesAndBudget(text, TODAY);

describe("readDatesAndBudget: dates", () => {
  it.each([
    ["photographer available 14 August 2027", "available 14 August 2027"],
    ["photographer available on 14 August 2027", "available on 14 August 2027"],
    ["photographer free on 14 Aug 2027", "free on 14 Aug 2027"],
    ["photographer for 14/08/2027", "for 14/08/2027"],
    ["photographer 14-08-2027", "14-08-2027"],
    ["photographer 14.08.2027", "14.08.2027"],
    ["photographer on 14th August 2027", "on 14th August 2027"],
    ["photographer 14th of August, 2027", "14th of August, 2027"],
    ["photographer 14 Aug. 2027", "14 Aug. 2027"],
    ["photographer 2027-08-14", "2027-08-14"],
    ["photographer August 14 2027", "August 14 2027"],
    ["photographer Aug 14th, 2027", "Aug 14th, 2027"],
  ])("reads %s as 14 August 2027", (text, words) => {
    expect(read(text)).toEqual({ dates: [{ text: words, date: "2027-08-14" }], budgets: [], remainingText: "photographer", notes: [] });
  });

  it("reads a date without a year as the next such day", () => {
    expect(read("venue 14 August").dates).toEqual([{ text: "14 August", date: "2027-08-14" }]);
    expect(read("venue 30 November").dates).toEqual([{ text: "30 November", date: "2026-11-30" }]);
    expect(read("venue 26 Nov").dates).toEqual([{ text: "26 Nov", date: "2026-11-26" }]);
    expect(read("venue 25 Nov").dates).toEqual([{ text: "25 Nov", date: "2027-11-25" }]);
  });

  it("reads several dates and drops the 'and' between them", () => {
    const found = read("dj 12 August 2027 and 14/08/2027");
    expect(found.dates.map((match) => match.date)).toEqual(["2027-08-12", "2027-08-14"]);
    expect(found.remainingText).toBe("dj");
  });

  it.each([
    ["venue 31/02/2027", "31/02/2027 is not a real date. It was left out of the search."],
    ["venue for 30 February 2027", "30 February 2027 is not a real date. It was left out of the search."],
    ["venue available 1 January 2020", "1 January 2020 has already passed. It was left out of the search."],
    ["venue 2030-01-01", "2030-01-01 is more than 3 years ahead. It was left out of the search."],
    ["venue 14/13/2027", "14/13/2027 is not a real date. It was left out of the search."],
  ])("refuses %s with a note and takes it out of the words", (text, note) => {
    expect(read(text)).toEqual({ dates: [], budgets: [], remainingText: "venue", notes: [note] });
  });

  it("leaves guest counts, plain numbers and words that start like months alone", () => {
    for (const text of ["venue for 500 guests", "decor 12", "14 marigolds", "mayfair venue", "marquee 2027"]) {
      expect(read(text)).toEqual({ dates: [], budgets: [], remainingText: text, notes: [] });
    }
  });
});

describe("readDatesAndBudget: budgets", () => {
  it.each([
    ["caterer under £500", "under £500", 50_000],
    ["caterer below £1,500", "below £1,500", 150_000],
    ["caterer less than £750", "less than £750", 75_000],
    ["caterer max £2k", "max £2k", 200_000],
    ["caterer maximum £1.5k", "maximum £1.5k", 150_000],
    ["caterer up to 500 pounds", "up to 500 pounds", 50_000],
    ["caterer under 500 quid", "under 500 quid", 50_000],
    ["caterer budget 1500", "budget 1500", 150_000],
    ["caterer budget of £2k", "budget of £2k", 200_000],
    ["caterer budget: 900", "budget: 900", 90_000],
    ["caterer £800", "£800", 80_000],
    ["caterer £800 max", "£800 max", 80_000],
    ["caterer under £499.99", "under £499.99", 49_999],
  ])("reads %s as a budget", (text, words, pence) => {
    expect(read(text)).toEqual({ dates: [], budgets: [{ text: words, maxPricePence: pence }], remainingText: "caterer", notes: [] });
  });

  it("does not read 'under 500' without pounds, nor a guest count, as a budget", () => {
    expect(read("venue under 500").budgets).toEqual([]);
    expect(read("venue up to 500 guests").budgets).toEqual([]);
  });

  it("reads a budget above £1,000,000 as it, and leaves out £0, with notes", () => {
    expect(read("venue under £5,000,000")).toMatchObject({ budgets: [{ maxPricePence: 100_000_000 }], notes: [DATE_NOTES.budgetCapped] });
    expect(read("venue budget 0")).toEqual({ dates: [], budgets: [], remainingText: "venue", notes: [DATE_NOTES.budgetTooLow] });
  });

  it("reads a date, a budget and a guest count in one query, leaving the rest to search", () => {
    const found = read("halal caterer in Leicester for 14/08/2027 under £1,500 for 300 guests");
    expect(found.dates).toEqual([{ text: "for 14/08/2027", date: "2027-08-14" }]);
    expect(found.budgets).toEqual([{ text: "under £1,500", maxPricePence: 150_000 }]);
    expect(found.remainingText).toBe("halal caterer in Leicester for 300 guests");
    // The guest count is still read by the attribute words, as before.
    expect(understandSearchQuery(found.remainingText).applied).toEqual(expect.arrayContaining([{ text: "for 300 guests", minCapacity: 300 }]));
  });
});

describe("applyDateAndBudgetWords", () => {
  it("adds the words' dates to the link's, keeps the lowest budget and takes the words out of the query", () => {
    const request = makeSearchRequest({ query: "dj available 14 August 2027 under £900", dates: ["2027-08-12"], maxPricePence: 120_000 });
    const { request: applied, applied: words, notes } = applyDateAndBudgetWords(request, TODAY);
    expect(applied).toMatchObject({ query: "dj", dates: ["2027-08-12", "2027-08-14"], maxPricePence: 90_000 });
    expect(words).toEqual([
      { text: "available 14 August 2027", date: "2027-08-14" },
      { text: "under £900", maxPricePence: 90_000 },
    ]);
    expect(notes).toEqual([]);
    expect(applyDateAndBudgetWords(applied, TODAY).request).toEqual(applied);
  });

  it("keeps the link's lower budget over the words'", () => {
    const request = makeSearchRequest({ query: "dj budget 2000", maxPricePence: 50_000 });
    expect(applyDateAndBudgetWords(request, TODAY).request.maxPricePence).toBe(50_000);
  });

  it("keeps at most 7 dates in all, the link's first, with a note", () => {
    const dates = ["2027-01-01", "2027-01-02", "2027-01-03", "2027-01-04", "2027-01-05", "2027-01-06", "2027-01-07"];
    const { request, applied, notes } = applyDateAndBudgetWords(makeSearchRequest({ query: "dj 14 August 2027", dates }), TODAY);
    expect(request.dates).toEqual(dates);
    expect(applied).toEqual([]);
    expect(notes).toEqual([DATE_NOTES.tooMany]);
  });

  it("leaves a request without dates or budgets in its words as it is", () => {
    const request = makeSearchRequest({ query: "halal caterer for 500 guests" });
    expect(applyDateAndBudgetWords(request, TODAY)).toEqual({ request, applied: [], notes: [] });
  });
});

describe("queryChips of dates and budgets", () => {
  it("labels them and removes their words from the query", () => {
    const url = new URL("http://x/search?q=photographer+available+14+August+2027+under+%C2%A3500&location=Leeds&page=2");
    const { applied } = applyDateAndBudgetWords(makeSearchRequest({ query: url.searchParams.get("q")! }), TODAY);
    expect(queryChips(url, applied)).toEqual([
      { label: "Available 14 Aug 2027", href: "/search?q=photographer+under+%C2%A3500&location=Leeds" },
      { label: "Up to £500", href: "/search?q=photographer+available+14+August+2027&location=Leeds" },
    ]);
  });

  it("removes a 'for' date and its joining word", () => {
    const url = new URL("http://x/search?q=venue+for+14%2F08%2F2027");
    const { applied } = applyDateAndBudgetWords(makeSearchRequest({ query: url.searchParams.get("q")! }), TODAY);
    expect(queryChips(url, applied)).toEqual([{ label: "Available 14 Aug 2027", href: "/search?q=venue" }]);
  });
});
