import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, eventually, expectNoAxeViolations, expectPath, expectText, useBrowser, visit } from "./browser";

// docs/product/public-area.md#filters, "Filter chips with counts on the search and category pages … combinable, kept in the URL", and the
// same filters in /api/search (decision 027).

const session = useBrowser();

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
/** The card names of the page once its document has finished loading: the URL changes before the streamed body ends. */
const cardNames = async (page: Page) => {
  await page.waitForLoadState("load");
  return page.locator("main article h2").allTextContents();
};
const group = (page: Page, name: string) => page.getByRole("group", { name });
const applied = (page: Page) => page.getByTestId("applied-filters");

/** The chips a group offers, as label → count ("Halal (12)" → { Halal: 12 }). */
async function chipCounts(page: Page, name: string): Promise<Record<string, number>> {
  await page.waitForLoadState("load");
  const texts = await group(page, name).getByRole("link").allTextContents();
  return Object.fromEntries(texts.map((text) => {
    const [, label = "", count = ""] = /^(.*) \((\d+)\)$/.exec(text.trim()) ?? [];
    return [label, Number(count)];
  }));
}

const foundCount = async (page: Page) => Number(/^(\d+) vendors? found/.exec((await heading(page).textContent()) ?? "")?.[1]);

describe("filter chips", () => {
  it("select halal on 'caterer' near Bradford: the URL, the results and the counts change; removing the chip restores them", async () => {
    const page = await session.open();
    await visit(page, "/search?q=caterer&location=Bradford");
    await expectText(heading(page), /^\d+ vendors found for “caterer” in Bradford$/);
    const before = { total: await foundCount(page), names: await cardNames(page), features: await chipCounts(page, "Features") };
    const halal = before.features.Halal!;
    expect(halal).toBeGreaterThan(0);
    expect(halal).toBeLessThan(before.total);

    await group(page, "Features").getByRole("link", { name: /^Halal \(\d+\)$/ }).click();
    await expectPath(page, "/search?q=caterer&location=Bradford&facet=halal");
    await expectText(heading(page), `${halal} vendors found for “caterer” in Bradford`);
    await expect.poll(() => cardNames(page)).toHaveLength(Math.min(halal, 24));
    await expectText(applied(page).getByRole("link", { name: "Remove filter: Halal" }), /^Halal/);
    // The other chips now count the halal caterers only: no count can exceed them, and some fell.
    const after = await chipCounts(page, "Features");
    expect(after.Halal).toBeUndefined();
    for (const [label, count] of Object.entries(after)) expect(count, label).toBeLessThanOrEqual(halal);
    expect(Object.entries(after).some(([label, count]) => count < (before.features[label] ?? 0))).toBe(true);

    // The API answers the same filters with the same list.
    const api = (await (await fetch(`${baseUrl()}/api/search?q=caterer&location=Bradford&facet=halal&limit=24`)).json()) as {
      total: number;
      vendors: { name: string }[];
      facetCounts: { total: number; facets: Record<string, number> };
    };
    expect(api.total).toBe(halal);
    expect(api.vendors.map((vendor) => vendor.name)).toEqual(await cardNames(page));
    expect(api.facetCounts.facets.halal).toBe(halal);

    await applied(page).getByRole("link", { name: "Remove filter: Halal" }).click();
    await expectPath(page, "/search?q=caterer&location=Bradford");
    await expectText(heading(page), `${before.total} vendors found for “caterer” in Bradford`);
    await eventually(async () => expect(await cardNames(page)).toEqual(before.names));
    expect(await chipCounts(page, "Features")).toEqual(before.features);
    await expect.poll(() => applied(page).count()).toBe(0);
  });

  it("combines chips on a category page without JavaScript, keeps them in the page links, and clears them", async () => {
    const page = await session.open({ javaScriptEnabled: false });
    await page.goto("/category/catering");
    const providers = async () => Number(/^(\d+)/.exec((await page.getByText(/^\d+ providers available$/).textContent()) ?? "")?.[1]);
    const all = await providers();
    const halal = (await chipCounts(page, "Features")).Halal!;
    await group(page, "Features").getByRole("link", { name: /^Halal/ }).click();
    await expectPath(page, "/category/catering?facet=halal");
    expect(await providers()).toBe(halal);
    const urdu = (await chipCounts(page, "Languages")).Urdu!;
    expect(urdu).toBeLessThanOrEqual(halal);
    await group(page, "Languages").getByRole("link", { name: /^Urdu/ }).click();
    await expectPath(page, "/category/catering?facet=halal&language=Urdu");
    expect(await providers()).toBe(urdu);
    expect(await page.locator('head link[rel="canonical"]').getAttribute("href")).toMatch(/\/category\/catering\?facet=halal&language=Urdu$/);
    // The sort form carries the chips.
    expect(await page.locator('form input[type="hidden"][name="facet"]').getAttribute("value")).toBe("halal");

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expectPath(page, "/category/catering");
    expect(await providers()).toBe(all);
  });

  it("shows the attributes the search words named as chips that search again without them", async () => {
    const page = await session.open();
    await visit(page, "/search?q=halal+caterer+for+500+guests+in+Bradford");
    const chips = applied(page).getByRole("link");
    await expect.poll(async () => (await chips.allTextContents()).map((text) => text.trim())).toEqual(["Halal", "For 500+ guests"]);
    await applied(page).getByRole("link", { name: "Remove filter: For 500+ guests" }).click();
    await expectPath(page, "/search?q=halal+caterer+in+Bradford");
    await expectText(heading(page), /vendors? found for “halal caterer” in Bradford$/);
    await expectNoAxeViolations(page);
  });

  it("answers unknown and too many filters without failing: a note on the page, a 400 from the API", async () => {
    const page = await session.open();
    const many = Array.from({ length: 30 }, (_, i) => `facet=${i % 2 ? "halal" : "unicorn"}`).join("&");
    const response = await page.goto(`/search?q=caterer&location=Bradford&${many}&colour=red&minCapacity=10000000`);
    expect(response?.status()).toBe(200);
    await expectText(page.getByRole("status").first(), /not recognised|first 20 filters|10,000/);
    const api = await fetch(`${baseUrl()}/api/search?q=caterer&facet=unicorn`);
    expect(api.status).toBe(400);
    expect(((await api.json()) as { error: string }).error).toMatch(/^facet: unknown value "unicorn"/);
  });
});
