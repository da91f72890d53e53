import { describe, expect, it } from "vitest";
import {
  buildSearchHref,
  emptyResultsTitle,
  MAX_SEARCH_TEXT,
  parseSearchParams,
  SEARCH_RESULT_LIMIT,
} from "./search-request";

const parse = (params: Record<string, string>) => parseSearchParams(new URLSearchParams(params));

describe("parseSearchParams", () => {
  it("defaults to an empty relevance search limited to 50 results", () => {
    expect(parse({})).toEqual({ query: "", location: "", sort: "relevance", limit: 50 });
    expect(SEARCH_RESULT_LIMIT).toBe(50);
  });

  it("trims text and collapses inner whitespace", () => {
    expect(parse({ q: "  bridal   makeup \t ", location: "\n Leeds  " })).toMatchObject({
      query: "bridal makeup",
      location: "Leeds",
    });
  });

  it("cuts text to 200 characters and never ends on a space", () => {
    expect(MAX_SEARCH_TEXT).toBe(200);
    expect(parse({ q: "a".repeat(5000) }).query).toBe("a".repeat(200));
    expect(parse({ location: "b".repeat(250) }).location).toBe("b".repeat(200));
    const withSpace = parse({ q: `${"c".repeat(199)} dddd` }).query;
    expect(withSpace).toBe("c".repeat(199));
  });

  it("replaces control characters with spaces", () => {
    expect(parse({ q: "mehndi\u0000artist\u0007s\u001b\u007f", location: "Bir\u0008mingham" })).toMatchObject({
      query: "mehndi artist s",
      location: "Bir mingham",
    });
    expect(parse({ q: "\u0000\u0001\u001f" }).query).toBe("");
  });

  it("keeps other punctuation and non-Latin letters as typed", () => {
    expect(parse({ q: "100% <b>mehndi</b> — ਮਹਿੰਦੀ" }).query).toBe("100% <b>mehndi</b> — ਮਹਿੰਦੀ");
  });

  it.each([
    ["name", "name"],
    ["relevance", "relevance"],
    ["", "relevance"],
    ["NAME", "relevance"],
    ["price", "relevance"],
  ])("reads sort=%s as %s", (sort, expected) => {
    expect(parse({ sort }).sort).toBe(expected);
  });
});

describe("buildSearchHref", () => {
  it("includes both trimmed fields", () => {
    expect(buildSearchHref("  mehndi ", " London ")).toBe("/search?q=mehndi&location=London");
  });

  it("includes only the filled-in field", () => {
    expect(buildSearchHref("venues", "   ")).toBe("/search?q=venues");
    expect(buildSearchHref("", "Leeds")).toBe("/search?location=Leeds");
  });

  it("encodes special characters", () => {
    const href = buildSearchHref("cakes & sweets", "Newcastle upon Tyne")!;
    expect(href).toBe("/search?q=cakes+%26+sweets&location=Newcastle+upon+Tyne");
    expect(new URL(href, "http://localhost").searchParams.get("q")).toBe("cakes & sweets");
  });

  it("is undefined when both fields are blank", () => {
    expect(buildSearchHref("", "")).toBeUndefined();
    expect(buildSearchHref("  ", "\t")).toBeUndefined();
  });
});

describe("emptyResultsTitle", () => {
  it("names the query and the location when both are given", () => {
    expect(emptyResultsTitle("photographers", "Leeds")).toBe("No photographers found in Leeds");
  });

  it("names the location alone", () => {
    expect(emptyResultsTitle("", "Leeds")).toBe("No vendors found in Leeds");
  });

  it("names the query alone", () => {
    expect(emptyResultsTitle("photographers", "")).toBe("No vendors found for photographers");
  });

  it("is generic when neither is given", () => {
    expect(emptyResultsTitle("", "")).toBe("No vendors found");
  });
});
