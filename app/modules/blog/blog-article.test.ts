import { describe, expect, it } from "vitest";
import { articleCategories, countWords, filterArticles, formatReadTime, parseArticleId, readTimeMinutes } from "~/modules/blog/blog-article";

const ARTICLES = [
  { title: "Mehndi night ideas", excerpt: "Henna artists and music", category: "Ceremonies" },
  { title: "Venues for 400", excerpt: "Capacity and parking for a big walima", category: "Venues" },
  { title: "Budgets", excerpt: "Splitting costs between families", category: "Planning" },
];

describe("blog rules", () => {
  it("count words, not Markdown marks or link addresses", () => {
    expect(countWords("## A heading\n\n- **Bold** point, with [a link](https://example.com/a-b-c) and £3,000.")).toBe(10);
    expect(countWords("Don't split well-known words")).toBe(4);
    expect(countWords("")).toBe(0);
  });

  it("round the read time up at 200 words a minute", () => {
    expect(readTimeMinutes(0)).toBe(1);
    expect(readTimeMinutes(1000)).toBe(5);
    expect(readTimeMinutes(1001)).toBe(6);
    expect(formatReadTime(7)).toBe("7 min read");
  });

  it("filter on title and excerpt, every word, any case, within a category", () => {
    expect(filterArticles(ARTICLES, "WALIMA", null).map((a) => a.title)).toEqual(["Venues for 400"]);
    expect(filterArticles(ARTICLES, "henna music", undefined).map((a) => a.title)).toEqual(["Mehndi night ideas"]);
    expect(filterArticles(ARTICLES, "henna budget", undefined)).toEqual([]);
    expect(filterArticles(ARTICLES, "", "Planning").map((a) => a.title)).toEqual(["Budgets"]);
    expect(filterArticles(ARTICLES, "mehndi", "Planning")).toEqual([]);
    expect(filterArticles(ARTICLES, "", "All")).toHaveLength(3);
    // The category is matched on its name, not on the text: "Ceremonies" is not searchable words.
    expect(filterArticles(ARTICLES, "ceremonies", null)).toEqual([]);
  });

  it("list each category once, in order", () => {
    expect(articleCategories([...ARTICLES, ARTICLES[0]!])).toEqual(["Ceremonies", "Venues", "Planning"]);
  });

  it("accept only plain positive whole numbers as ids", () => {
    expect(parseArticleId("7")).toBe(7);
    expect(parseArticleId("10")).toBe(10);
    for (const bad of [undefined, "", "0", "07", "7.0", "-1", "7abc", "abc", "1e3", "99999999999"]) expect(parseArticleId(bad)).toBeUndefined();
  });
});
