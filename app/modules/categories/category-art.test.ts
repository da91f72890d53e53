import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CATEGORY_ART_SLUGS, CATEGORY_ART_URL, categoryArtHref, DEFAULT_CATEGORY_ART } from "~/modules/categories/category-art";

// The artwork of vendors without photos (decision 071) is a sprite the site serves from public/.

describe("the category artwork", () => {
  const sprite = fs.readFileSync(path.join(import.meta.dirname, "../../../public", CATEGORY_ART_URL), "utf8");
  const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

  it("has a symbol for every canonical category and the default, and nothing fetched from elsewhere", () => {
    expect(symbols.sort()).toEqual([...CATEGORY_ART_SLUGS, DEFAULT_CATEGORY_ART].sort());
    expect(sprite).not.toMatch(/href=|url\(|<image|<script/);
  });

  it("points a known category at its symbol and any other at the default", () => {
    expect(categoryArtHref("mehndi-artists")).toBe("/images/category-art.svg#mehndi-artists");
    expect(categoryArtHref("balloon-artists")).toBe("/images/category-art.svg#default");
  });
});
