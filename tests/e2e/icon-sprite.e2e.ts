import type { Page } from "@playwright/test";
import { expect, findVendorIds, test, visit } from "./fixtures";

// Decision 076, third round: the public pages draw their lucide icons as <use> of one SVG sprite. In Chromium, every
// icon shown on the home, category and vendor pages draws shapes from it, so a symbol missing from the sprite, a
// sprite the server does not serve or one the Content-Security-Policy blocks fails here (the screenshots' tolerance
// could miss one small blank icon).

/** Each shown icon's `#name` and the width of what its <use> draws (0 when the symbol or the sprite is missing). */
function drawnIcons(page: Page): Promise<{ name: string; width: number }[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<SVGUseElement>("svg > use"))
      .filter((use) => use.ownerSVGElement!.getBoundingClientRect().width > 0)
      .map((use) => ({ name: use.href.baseVal.split("#")[1] ?? "", width: use.getBBox().width })),
  );
}

test.describe("the icon sprite in the browser", () => {
  test("draws every icon shown on the home, category and vendor pages", async ({ open, baseUrl }) => {
    const { vendor } = await findVendorIds(baseUrl, { vendor: (photos) => photos >= 2 });
    const page = await open();
    for (const path of ["/", "/category/mehndi-artists", `/vendor/${vendor}`]) {
      await visit(page, path);
      await expect.poll(async () => (await drawnIcons(page)).filter((icon) => icon.width === 0).map((icon) => icon.name), path).toEqual([]);
      expect((await drawnIcons(page)).length, `icons shown on ${path}`).toBeGreaterThan(5);
    }

    // The check tells a blank icon from a drawn one: once a symbol the sprite has draws, one it lacks still draws nothing.
    const sprite = await page.evaluate(() => document.querySelector<SVGUseElement>("svg > use")!.href.baseVal.split("#")[0]);
    await page.evaluate((url) => {
      const probe = (name: string) => `<svg width="24" height="24"><use href="${url}#${name}"></use></svg>`;
      document.body.insertAdjacentHTML("afterbegin", probe("no-such-icon") + probe("house"));
    }, sprite);
    await expect.poll(async () => (await drawnIcons(page)).find((icon) => icon.name === "house")?.width).toBeGreaterThan(0);
    expect((await drawnIcons(page)).filter((icon) => icon.name === "no-such-icon")).toEqual([{ name: "no-such-icon", width: 0 }]);
  });
});
