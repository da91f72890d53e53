import { expect, expectNoAxeViolations, findVendorIds, test, visit } from "./fixtures";
import { PUBLIC_PAGES } from "./support/public-pages";

// docs/product/public-area.md#speed-and-accessibility: axe finds no violations on any public page, at desktop and mobile sizes. The pages with their own deeper
// checks (tabs, lightbox, menus) are in a11y-and-mobile.e2e.ts; this walks every public page once at each size.

// A search with an attribute filter too: its chips and counts are markup the plain search does not show.
const PAGES = [...PUBLIC_PAGES, "/search?q=caterer&location=Bradford&facet=halal"];

test.describe("every public page passes axe", () => {
  test("at each width", { tag: "@both-widths" }, async ({ open, baseUrl }) => {
    // Fourteen pages, each checked by axe.
    test.slow();
    const { vendor } = await findVendorIds(baseUrl, { vendor: (photos) => photos >= 1 });
    const page = await open();
    for (const path of [...PAGES, `/vendor/${vendor}`]) {
      const response = await visit(page, path);
      expect(response.status(), path).toBe(200);
      // No sideways scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), path).toBe(true);
      await expectNoAxeViolations(page);
    }
  });
});
