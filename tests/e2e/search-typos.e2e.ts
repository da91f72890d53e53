import { expect, expectNoAxeViolations, expectPath, expectText, test, visit } from "./fixtures";

// docs/product/public-area.md#search, "Spelling correction" and "Did you mean"; decision 072.
test.describe("typos in a search", () => {
  test("'photgrapher' in Leicester lists photographers for the corrected query, and links to the search as typed", async ({ open }) => {
    const page = await open();
    await visit(page, "/search?q=photgrapher&location=Leicester");
    const correction = page.getByTestId("search-correction");
    await expectText(correction.locator("p").first(), "Showing results for photographer");
    await expectText(correction.locator("em"), "photographer");
    await expectText(page.locator("main h1"), /^\d+ vendors? found for “photographer” in Leicester$/);
    const categories = await page.locator("main article").evaluateAll((cards) => cards.map((card) => card.textContent ?? ""));
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.every((text) => text.includes("Photographers"))).toBe(true);
    await expectNoAxeViolations(page);

    await correction.getByRole("link", { name: "photgrapher" }).click();
    await expectPath(page, "/search?q=photgrapher&location=Leicester&spell=off");
    await expect(page.getByTestId("search-correction")).toHaveCount(0);
    await expectText(page.locator("main h2").first(), "No photgrapher found in Leicester");
    await expect(page.getByRole("button", { name: "Photographers" })).toBeVisible();
  });

  test("a search with results shows no 'Did you mean' that merely rewords it", async ({ open }) => {
    const page = await open();
    await visit(page, "/search?q=halal+caterer+for+500+guests+near+Bradford");
    await expectText(page.locator("main h1"), /^\d+ vendors? found/);
    await expect(page.locator("main article").first()).toBeVisible();
    await expect(page.getByTestId("partial-did-you-mean")).toHaveCount(0);
    await expect(page.getByTestId("search-correction")).toHaveCount(0);
  });

  test("a misspelt word beside results still gets 'Did you mean' with the correction", async ({ open }) => {
    const page = await open();
    await visit(page, "/search?q=makup+artist");
    await expect(page.locator("main article").first()).toBeVisible();
    await expect(page.getByTestId("partial-did-you-mean").getByRole("link", { name: "makeup artist" })).toBeVisible();
  });
});
