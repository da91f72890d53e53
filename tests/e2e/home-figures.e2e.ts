import { describe, expect, it } from "vitest";
import { baseUrl, useBrowser, visit } from "./browser";

// docs/product/public-area.md#home: the home page shows no figure that is not computed from the database (decision 031).

const session = useBrowser();

describe("home page figures", () => {
  it("shows the catalogue's own figures and none of the prototype's invented claims", async () => {
    const page = await session.open();
    await visit(page, "/");
    const hero = page.locator("main section").first();
    const text = (await hero.textContent()) ?? "";
    for (const claim of ["20K+", "95%", "4.8", "Active couples", "Customer satisfaction", "Average rating"]) expect(text).not.toContain(claim);

    const figures = page.getByRole("list", { name: "Shaadi Vendors UK in figures" });
    const listed = Number(((await figures.locator('[data-figure="vendors"] span').first().textContent()) ?? "").replace(/,/g, ""));
    // Every active vendor is a match of an empty search.
    const api = (await (await fetch(`${baseUrl()}/api/search?limit=1`)).json()) as { total: number };
    expect(listed).toBe(api.total);
    // Each category figure is a category with vendors: its page lists some.
    const categories = Number((await figures.locator('[data-figure="categories"] span').first().textContent()) ?? "");
    expect(categories).toBeGreaterThanOrEqual(3);
    await expect.poll(() => page.getByText(/Plans from £\d+\.\d\d a year/).count()).toBe(1);
  });
});
