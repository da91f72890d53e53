import { describe, expect, it } from "vitest";
import { BLOG_TEXTS } from "~/modules/blog/blog-article";
import { runRoute } from "../../tests/support/route-calls";
import { loader } from "~/routes/blog";

// /blog (docs/product/public-area.md#blog): search on title and excerpt and the category filter, both in the URL.

type ListData = { articles: { id: number; title: string; excerpt: string; category: string }[]; categories: string[]; q: string; category: string };

const list = async (query = "") => (await runRoute<ListData>(loader, new Request(`http://localhost:3000/blog${query}`))).body!;

describe("/blog", () => {
  it("lists all ten articles and each category once", async () => {
    const page = await list();
    expect(page.articles.map((article) => article.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(page.categories).toEqual(expect.arrayContaining(["Ceremonies", "Beauty", "Venues", "Catering", "Planning", "Fashion", "Photography"]));
    expect(new Set(page.categories).size).toBe(page.categories.length);
    expect(page.category).toBe(BLOG_TEXTS.allCategories);
  });

  it("searches titles and excerpts with ?q=", async () => {
    const page = await list("?q=Halal");
    expect(page.articles.map((article) => article.id)).toContain(5);
    expect(page.articles.every((article) => /halal/i.test(`${article.title} ${article.excerpt}`))).toBe(true);
    expect(page.q).toBe("Halal");
    expect((await list("?q=dupatta+setting+drone")).articles).toEqual([]);
  });

  it("filters by ?category=, together with the search", async () => {
    const planning = await list("?category=Planning");
    expect(planning.articles.map((article) => article.id)).toEqual([6, 7, 10]);
    expect((await list("?category=Planning&q=contract")).articles.map((article) => article.id)).toEqual([10]);
    expect((await list("?category=All")).articles).toHaveLength(10);
    expect((await list("?category=Nonsense")).articles).toEqual([]);
  });

  it("cuts a very long query instead of failing", async () => {
    const page = await list(`?q=${"a".repeat(10_000)}`);
    expect(page.q).toHaveLength(200);
    expect(page.articles).toEqual([]);
  });
});
