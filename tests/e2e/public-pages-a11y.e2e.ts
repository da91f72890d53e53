import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, findVendorIds, useBrowser, visit } from "./browser";

// docs/product/public-area.md#speed-and-accessibility: axe finds no violations on any public page, at desktop and mobile sizes. The pages with their own deeper
// checks (tabs, lightbox, menus) are in a11y-and-mobile.e2e.ts; this walks every public page once at each size.

const session = useBrowser();

const SIZES = { desktop: { viewport: { width: 1280, height: 900 } }, phone: { viewport: { width: 375, height: 740 } } } as const;

const PAGES = [
  "/",
  "/search?q=mehndi&location=Birmingham",
  "/search?q=caterer&location=Bradford&facet=halal",
  "/category/mehndi-artists",
  "/category/mehndi-artists/leicester",
  "/blog",
  "/blog/1",
  "/about",
  "/contact",
  "/pricing",
  "/terms",
  "/privacy",
  "/shortlist",
];

describe("every public page passes axe", () => {
  for (const [size, options] of Object.entries(SIZES)) {
    it(`at ${size} size`, async () => {
      const { vendor } = await findVendorIds({ vendor: (photos) => photos >= 1 });
      const page = await session.open(options);
      for (const path of [...PAGES, `/vendor/${vendor}`]) {
        const response = await visit(page, path);
        expect(response.status(), path).toBe(200);
        // No sideways scrolling on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), path).toBe(true);
        await expectNoAxeViolations(page);
      }
    });
  }
});
