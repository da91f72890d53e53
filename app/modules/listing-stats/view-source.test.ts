import { describe, expect, it } from "vitest";
import { classifyViewSource } from "~/modules/listing-stats/view-source";

// Where a profile view came from (decision 086): only a page of our own site names a source.

const REQUEST = "http://localhost:3000/vendor/12";
const PUBLIC = "https://shaadi.example";

describe("classifyViewSource", () => {
  it.each([
    ["http://localhost:3000/search?q=henna&place=Leicester", "search"],
    ["https://shaadi.example/search", "search"],
    ["https://shaadi.example/category/mehndi-artists", "category"],
    ["https://shaadi.example/category/mehndi-artists?page=2", "category"],
    ["https://shaadi.example/category/mehndi-artists/leicester", "city"],
    ["https://shaadi.example/shortlist/Xy12abC", "shortlist"],
    ["https://shaadi.example/shortlist", "site"],
    ["https://shaadi.example/shortlist/compare", "site"],
    ["https://shaadi.example/", "site"],
    ["https://shaadi.example/vendor/40", "site"],
    ["https://shaadi.example/blog/mehndi-night", "site"],
    ["https://shaadi.example/search/suggestions", "site"],
  ] as const)("a view from %s counts as %s", (referer, source) => {
    expect(classifyViewSource(referer, REQUEST, PUBLIC)).toBe(source);
  });

  it.each([
    [null, "no Referer"],
    ["", "an empty Referer"],
    ["not a url", "an unreadable Referer"],
    ["https://www.google.com/search?q=mehndi", "another site's search"],
    ["https://shaadi.example.evil.test/search", "a look-alike host"],
    ["http://shaadi.example/search", "our host on another scheme"],
    ["android-app://com.google.android.gm/", "an app"],
  ])("%s (%s) is direct", (referer, _case) => {
    expect(classifyViewSource(referer, REQUEST, PUBLIC)).toBe("direct");
  });

  it("takes the request's own origin as ours when no public address is configured", () => {
    expect(classifyViewSource("http://localhost:3000/category/florists", REQUEST)).toBe("category");
    expect(classifyViewSource("https://shaadi.example/category/florists", REQUEST)).toBe("direct");
  });
});
