import { describe, expect, it } from "vitest";
import { makeSearchRequest } from "~/modules/search/search-request";
import { searchSignature, termsThatChangeTheSearch } from "~/modules/search/search-signature.server";

// docs/product/public-area.md#search, "Did you mean": a suggestion is offered only when it changes what is searched (decision 072).
describe("searchSignature", () => {
  const of = (query: string, location = "") => searchSignature(makeSearchRequest({ query, location }));

  it("is the same for wordings that search for the same", () => {
    const bradford = of("halal caterer for 500 guests near Bradford");
    expect(of("halal caterer 500 guests bradford")).toBe(bradford);
    expect(of("Halal caterers for 500 guests in Bradford")).toBe(bradford);
    expect(of("halal caterer", "Bradford")).toBe(of("halal caterer for", "Bradford"));
    expect(of("photographer")).toBe(of("Photographers"));
    expect(of("makeup artist")).toBe(of("Makeup Artists"));
  });

  it("differs when the kind of vendor, a word, an attribute, the guests or the place differ", () => {
    const bradford = of("halal caterer for 500 guests near Bradford");
    for (const other of [
      "halal photographer for 500 guests near Bradford",
      "caterer for 500 guests near Bradford",
      "halal caterer for 50 guests near Bradford",
      "halal caterer for 500 guests near Leeds",
      "halal caterer for 500 guests",
      "halal caterer for 500 guests near Bradford with drone",
    ]) {
      expect(of(other), other).not.toBe(bradford);
    }
    expect(of("mendhi")).not.toBe(of("mehndi"));
  });
});

describe("termsThatChangeTheSearch", () => {
  it("drops the terms that only reword the query, and repeats of an earlier term's search", () => {
    const request = makeSearchRequest({ query: "halal caterer for 500 guests near Bradford" });
    expect(
      termsThatChangeTheSearch(request, [
        "halal caterer 500 guests bradford",
        "halal caterer for 500 guests near Leeds",
        "halal caterers for 500 guests near Leeds",
        "Catering",
      ]),
    ).toEqual(["halal caterer for 500 guests near Leeds", "Catering"]);
  });

  it("keeps a corrected term, compared with the request's own location", () => {
    const request = makeSearchRequest({ query: "makup artist", location: "Leicester" });
    expect(termsThatChangeTheSearch(request, ["makeup artist", "Makeup Artists"])).toEqual(["makeup artist"]);
    expect(termsThatChangeTheSearch(request, ["Makup  Artist"])).toEqual([]);
  });
});
