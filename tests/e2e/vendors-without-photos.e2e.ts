import type { Page } from "@playwright/test";
import { expect, expectCount, expectPath, expectText, test, visit } from "./fixtures";
import { saveFirstToShortlist, saveToShortlist } from "./support/shortlist-pages";

// Vendors without photos never look broken (decision 071): the category's artwork with the vendor's initials on
// cards and a compact vendor page, a way for the owner to add photos, and a comparison that fits a phone.

const PHONE = { width: 375, height: 740 };
/** Every plan's name (app/modules/billing/plans.ts), none of which compare may show. */
const PLAN_NAMES = /\bPlan\b|Early Bird Offer|Supplier Showcase|Featured Supplier/;

/** The id in a card's 'View Details' link. */
async function cardVendorId(page: Page, index: number): Promise<number> {
  const href = await page.locator("article").nth(index).getByRole("link", { name: /^View details of / }).getAttribute("href");
  return Number(/\/vendor\/(\d+)/.exec(href ?? "")?.[1]);
}

test.describe("vendors without photos", () => {
  test("shows the category's artwork with the initials on a card and on a compact vendor page", async ({ open, liveVendor, baseUrl }) => {
    const sprite = await fetch(`${baseUrl}/images/category-art.svg`);
    expect(sprite.status).toBe(200);
    expect(sprite.headers.get("content-type")).toMatch(/image\/svg\+xml/);
    expect(await sprite.text()).toContain('<symbol id="mehndi-artists"');

    const page = await open({ viewport: { width: 1280, height: 800 } });
    await visit(page, `/search?q=${encodeURIComponent(liveVendor.name)}`);
    const card = page.locator("article").filter({ has: page.getByRole("heading", { name: liveVendor.name }) });
    const art = card.getByRole("img", { name: `${liveVendor.name}: no photos yet` });
    await expect(art).toBeVisible();
    expect(await art.evaluate((element) => element.tagName.toLowerCase())).toBe("svg");
    expect(await art.locator("use").last().getAttribute("href")).toBe("/images/category-art.svg#mehndi-artists");
    await expectText(art.getByTestId("vendor-initials"), "NB");
    const artBox = (await art.boundingBox())!;
    expect(artBox.width).toBeGreaterThan(200);

    await visit(page, `/vendor/${liveVendor.vendorId}`);
    const pageArt = page.getByRole("main").getByRole("img", { name: `${liveVendor.name}: no photos yet` });
    await expect(pageArt).toBeVisible();
    await expectText(pageArt.getByTestId("vendor-initials"), "NB");
    // Compact: the artwork is a small picture beside the name, and no empty hero pushes the name down.
    const placeholderBox = (await page.getByTestId("vendor-placeholder").boundingBox())!;
    expect(placeholderBox.height).toBeLessThanOrEqual(120);
    const heading = (await page.locator("main h1").boundingBox())!;
    expect(Math.abs(heading.y + heading.height / 2 - (placeholderBox.y + placeholderBox.height / 2))).toBeLessThan(placeholderBox.height);
    expect(heading.y).toBeLessThan(300);
    const tallEmpty = await page.evaluate(() =>
      [...document.querySelectorAll("main *")].filter((element) => {
        const box = element.getBoundingClientRect();
        return box.height > 300 && (element.textContent ?? "").trim() === "" && element.querySelector("img, svg, canvas, iframe") === null;
      }).length,
    );
    expect(tallEmpty).toBe(0);
    await expectCount(page.getByRole("button", { name: /^Open photo/ }), 0);
    // A couple is not asked to add photos.
    await expectCount(page.getByRole("link", { name: "Add photos to your listing" }), 0);
  });

  test("asks the signed-in owner to add photos, linking to the dashboard's gallery card", async ({ open, liveVendor }) => {
    const owner = await open();
    await visit(owner, "/vendor-auth");
    await owner.getByLabel("Email").fill(liveVendor.email);
    await owner.getByLabel("Password", { exact: true }).fill(liveVendor.password);
    await owner.getByRole("button", { name: "Sign In" }).click();
    // Checking the password is deliberately slow work; on a busy machine it can take longer than a page load.
    await owner.waitForURL((url) => url.pathname === "/vendor-dashboard", { timeout: 60_000 });

    await visit(owner, `/vendor/${liveVendor.vendorId}`);
    const link = owner.getByRole("link", { name: "Add photos to your listing" });
    expect(await link.getAttribute("href")).toBe("/vendor-dashboard#gallery-heading");
    await link.click();
    await expectPath(owner, "/vendor-dashboard#gallery-heading");
    await expect(owner.locator("#gallery-heading")).toHaveText(/Business Gallery/);
    await expect(owner.locator("#gallery-heading")).toBeInViewport();
  });

  test("compares three vendors on a phone: no sideways scroll, every name whole and in view, no plan names", async ({ open, liveVendor }) => {
    const couple = await open({ viewport: PHONE });
    await visit(couple, "/category/photographers");
    const ids = [await cardVendorId(couple, 0), await cardVendorId(couple, 1), liveVendor.vendorId];
    for (const index of [0, 1]) await saveToShortlist(couple, couple.locator("article").nth(index));
    await visit(couple, `/vendor/${liveVendor.vendorId}`);
    await saveFirstToShortlist(couple);

    await visit(couple, `/shortlist/compare?${ids.map((id) => `vendor=${id}`).join("&")}`);
    await expectText(couple.locator("main h1"), "Compare vendors");
    await expectCount(couple.getByTestId("compare-vendor"), 3);
    expect(await couple.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const names = couple.getByTestId("compare-vendor-name");
    await expectCount(names, 3);
    for (let index = 0; index < 3; index++) {
      const name = names.nth(index);
      await name.scrollIntoViewIfNeeded();
      const fits = await name.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return { whole: element.scrollWidth <= element.clientWidth, inside: box.left >= 0 && box.right <= window.innerWidth };
      });
      expect(fits, `vendor name ${index + 1}`).toEqual({ whole: true, inside: true });
    }
    await expectText(names.nth(2), liveVendor.name);

    // The vendor without photos has its artwork; each has a price, rating and reply line; no plan is named.
    const live = couple.getByTestId("compare-vendor").nth(2);
    await expectText(live.getByTestId("vendor-initials"), "NB");
    for (const label of ["Price", "Rating", "Replies", "Features", "Events", "Languages"]) await expectCount(couple.locator("dt", { hasText: label }), 3);
    expect(await couple.locator("main").innerText()).not.toMatch(PLAN_NAMES);
  });
});
