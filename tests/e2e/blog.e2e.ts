import { expect, expectCount, expectPath, expectText, fetchHtml, test, visit } from "./fixtures";

// The blog (docs/product/public-area.md#blog): search and category filter on /blog, an article with its one like per browser, and
// 'Share' copying the link where the browser has no share sheet.

test.describe("the blog", () => {
  test("searches, filters by category and opens an article", async ({ open }) => {
    const page = await open();
    await visit(page, "/blog");
    const cards = page.getByRole("list", { name: "Articles" }).getByRole("listitem");
    await expectCount(cards, 10);

    await page.getByLabel("Search articles").fill("halal");
    await page.getByRole("button", { name: "Search" }).click();
    await expectPath(page, "/blog?q=halal");
    await expectText(cards.first().getByRole("heading"), /Halal Wedding Catering/);

    await page.getByLabel("Search articles").fill("zzzz nothing");
    await page.getByRole("button", { name: "Search" }).click();
    await expectText(page.getByRole("status").filter({ hasText: "No articles" }), "No articles found matching your search.");

    await page.getByRole("link", { name: "Planning", exact: true }).click();
    await expectPath(page, "/blog?q=zzzz+nothing&category=Planning");
    await page.getByLabel("Search articles").fill("");
    await page.getByRole("button", { name: "Search" }).click();
    await expectPath(page, "/blog?category=Planning&q=");
    await expectCount(cards, 3);
    for (const badge of await cards.locator(".badge").allTextContents()) expect(badge).toBe("Planning");

    await page.getByRole("link", { name: /Supplier Contracts/ }).click();
    await expectPath(page, "/blog/10");
    await expectText(page.getByRole("heading", { level: 1 }), /Wedding Supplier Contracts/);
    await expectText(page.locator("article").getByText(/\d+ min read/).first(), /^(5|6|7|8|9|10|11) min read$/);
    await expect.poll(() => page.locator("article h2").count()).toBeGreaterThan(4);
    await expect.poll(() => page.getByRole("link", { name: "List Your Business" }).last().getAttribute("href")).toBe("/onboarding");
    await page.getByRole("link", { name: "More Articles" }).click();
    await expectPath(page, "/blog");
  });

  test("likes an article once per browser", async ({ open }) => {
    const page = await open();
    await visit(page, "/blog/1");
    const button = page.getByRole("button", { name: /^Like/ });
    const before = Number(await button.getByTestId("like-count").textContent());
    // The count shows at once; wait for the server's answer (and its cookie) before reloading.
    const answered = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/blog/1"));
    await button.click();
    expect((await answered).status()).toBe(200);
    const liked = page.getByRole("button", { name: /^Liked/ });
    await expectText(liked.getByTestId("like-count"), String(before + 1));
    await expect.poll(() => liked.getAttribute("aria-pressed")).toBe("true");
    // The count is read with its word, as the button's name.
    await expect(page.getByRole("button", { name: `Liked ${before + 1} ${before + 1 === 1 ? "like" : "likes"}`, exact: true })).toHaveCount(1);

    await visit(page, "/blog/1");
    await expectText(liked.getByTestId("like-count"), String(before + 1));
    await liked.click();
    await page.waitForLoadState("networkidle");
    await visit(page, "/blog/1");
    await expectText(page.getByRole("button", { name: /^Liked/ }).getByTestId("like-count"), String(before + 1));
  });

  test("likes without JavaScript too", async ({ open }) => {
    const page = await open({ javaScriptEnabled: false });
    await page.goto("/blog/2");
    const before = Number(await page.getByRole("button", { name: /^Like/ }).getByTestId("like-count").textContent());
    await page.getByRole("button", { name: /^Like/ }).click();
    await expectText(page.getByRole("button", { name: /^Liked/ }).getByTestId("like-count"), String(before + 1));
  });

  test("copies the link with a toast where there is no share sheet", async ({ open }) => {
    const page = await open({ permissions: ["clipboard-read", "clipboard-write"] });
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }));
    await visit(page, "/blog/3");
    await page.getByRole("button", { name: "Share" }).click();
    await expectText(page.getByText("Link copied").first(), "Link copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/blog\/3$/);
  });

  test("answers 404 'Blog post not found' for unknown and non-number ids", async ({ baseUrl }) => {
    for (const id of ["99", "abc"]) {
      const { status, html } = await fetchHtml(baseUrl, `/blog/${id}`);
      expect(status).toBe(404);
      expect(html).toContain("Blog post not found");
      expect(html).toContain('href="/blog"');
    }
    expect(baseUrl).toMatch(/^http/);
  });
});
