import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { BLOG_IMAGE_SIZE, filterArticles } from "~/modules/blog/blog-article";
import { findArticle, listArticles, listHomeArticles, relatedArticles } from "~/modules/blog/blog-articles.server";
import { parseImageVariants, variantUrl, variantUrls } from "~/modules/media/image-variants";

// The ten articles of content/blog (docs/product/public-area.md#blog): front matter, length and read time of every file as it ships, and
// their pictures as committed under public/images/blog (decision 038).

const publicDir = path.resolve(import.meta.dirname, "../../../public");

const TOPICS = [/mehndi/i, /nikah/i, /makeup artist/i, /400 guests/i, /halal/i, /budget/i, /timeline/i, /outfit/i, /photography/i, /contract/i];

describe("the blog articles", () => {
  const articles = listArticles();

  it("are the ten planning topics, with ids 1 to 10", () => {
    expect(articles.map((article) => article.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    TOPICS.forEach((topic, index) => expect(articles[index]!.title).toMatch(topic));
  });

  it.each(articles.map((article) => [article.id, article] as const))("article %i has complete front matter", (_id, article) => {
    expect(article.title.length).toBeGreaterThan(10);
    expect(article.excerpt.length).toBeGreaterThanOrEqual(40);
    expect(article.category).toMatch(/^[A-Z][a-z]+$/);
    expect(article.published).toMatch(/^2026-\d{2}-\d{2}$/);
    expect(article.image).toBe(`/images/blog/${article.id}.960x640.webp`);
    expect(article.imageAlt).toMatch(/^Illustration of /);
  });

  it.each(articles.map((article) => [article.id, article] as const))("article %i's picture and its 400 and 800 px copies are committed, each the size its name says", async (_id, article) => {
    const image = parseImageVariants(article.image);
    expect(image).toMatchObject({ ...BLOG_IMAGE_SIZE, widths: [400, 800, 960], avif: false });
    const files = image!.widths.map((width) => ({ url: variantUrl(image!, width, "webp"), width }));
    expect(files.map((file) => file.url)).toEqual([`/images/blog/${article.id}-400.webp`, `/images/blog/${article.id}-800.webp`, article.image]);
    for (const { url, width } of files) {
      const file = path.join(publicDir, url);
      expect(await sharp(file).metadata(), url).toMatchObject({ format: "webp", width, height: Math.round((width * 2) / 3) });
      // Flat artwork at quality 70 (decision 033): even the full size stays small.
      expect((await fs.stat(file)).size, url).toBeLessThanOrEqual(20 * 1024);
    }
  });

  it("leave no picture in public/images/blog that no article refers to", async () => {
    const expected = articles.flatMap((article) => [article.image, ...variantUrls(parseImageVariants(article.image)!)].map((url) => path.posix.basename(url)));
    expect((await fs.readdir(path.join(publicDir, "images", "blog"))).sort()).toEqual(expected.sort());
  });

  it.each(articles.map((article) => [article.id, article] as const))("article %i has at least 600 words and reads in 5–11 minutes", (_id, article) => {
    expect(article.words).toBeGreaterThanOrEqual(600);
    expect(article.readTimeMinutes).toBeGreaterThanOrEqual(5);
    expect(article.readTimeMinutes).toBeLessThanOrEqual(11);
    expect(article.readTimeMinutes).toBe(Math.ceil(article.words / 200));
  });

  it("render their bodies to HTML with headings and lists, and no front matter", () => {
    for (const article of articles) {
      expect(article.html).toContain("<h2>");
      expect(article.html).toMatch(/<(ul|ol)>/);
      expect(article.html).not.toContain("motif:");
    }
  });

  it("give the home grid the first eight", () => {
    expect(listHomeArticles().map((article) => article.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(listHomeArticles()[0]).not.toHaveProperty("html");
  });

  it("find an article by id, and nothing for an unknown one", () => {
    expect(findArticle(4)?.title).toMatch(/400 Guests/);
    expect(findArticle(11)).toBeUndefined();
  });

  it("suggest three other articles, those of the same category first", () => {
    const related = relatedArticles(6);
    expect(related).toHaveLength(3);
    expect(related.map((article) => article.id)).not.toContain(6);
    expect(related.slice(0, 2).every((article) => article.category === findArticle(6)!.category)).toBe(true);
  });

  it("match a search on the title or the excerpt, whatever the case", () => {
    expect(filterArticles(articles, "HALAL", "All").map((article) => article.id)).toEqual([5, ...filterArticles(articles, "halal", undefined).map((a) => a.id).filter((id) => id !== 5)]);
    expect(filterArticles(articles, "walima photobooth", undefined).map((article) => article.id)).toEqual([]);
    expect(filterArticles(articles, "", "Planning").every((article) => article.category === "Planning")).toBe(true);
    expect(filterArticles(articles, "  ", "planning").length).toBe(filterArticles(articles, "", "Planning").length);
  });
});
