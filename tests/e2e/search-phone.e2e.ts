import type { Locator, Page } from "@playwright/test";
import { eventually, expect, expectCount, expectText, test, visit } from "./fixtures";

// docs/product/public-area.md#filters and decision 070: on a phone the results come first, the filters wait behind a
// 'Filters' button in a sheet, the applied filters are one scrolling row, a select applies on a committed change
// only, and a client-side search shows six placeholder cards and 'Searching...'.

const MEHNDI_LEICESTER = "/search?q=mehndi+artist&location=Leicester";
const heading = (page: Page) => page.locator("main h1");
const filtersButton = (page: Page) => page.getByRole("button", { name: /^Filters( \(\d+\))?$/ });
const sheet = (page: Page) => page.getByRole("dialog", { name: "Filters" });
/** A filter select by its field name, within `scope` (the page, or the sheet). */
const select = (scope: Page | Locator, name: string) => scope.locator(`select[name="${name}"]`);
const search = (page: Page) => new URL(page.url()).searchParams;
/** The name of the focused select ("sort"), or the tag of whatever else has the focus ("BODY"). */
const focusedSelect = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active instanceof HTMLSelectElement ? active.name : active?.tagName;
  });

test.describe("search on a phone", () => {
  test("shows the first result's name inside the first 812 px at 375 × 812", { tag: "@phone-only" }, async ({ open }) => {
    const page = await open({ viewport: { width: 375, height: 812 } });
    await visit(page, MEHNDI_LEICESTER);
    await expectText(heading(page), /^\d+ vendors? found for “mehndi artist” in Leicester$/);
    const name = page.locator("main article h2").first();
    const box = await name.boundingBox();
    expect(box, "the first card's name is laid out").not.toBeNull();
    // The figure, for decision 070.
    test.info().annotations.push({ type: "first card name bottom (px)", description: String(Math.round(box!.y + box!.height)) });
    expect(box!.y + box!.height).toBeLessThan(812);
    // The filters wait behind their button; the desktop bar is not shown.
    await expect(filtersButton(page)).toBeVisible();
    await expect(select(page, "sort")).toBeHidden();
  });

  test("'Filters' opens a sheet with the active count; Escape closes it and gives the focus back", { tag: "@phone-only" }, async ({ open }) => {
    const page = await open();
    await visit(page, `${MEHNDI_LEICESTER}&price=%C2%A3%C2%A3&facet=female`);
    await expect(filtersButton(page)).toHaveText("Filters (2)");
    await filtersButton(page).click();
    await expect(sheet(page)).toBeVisible();
    await expect(select(sheet(page), "price")).toHaveValue("££");
    await expect(sheet(page).getByRole("button", { name: /^Show \d+ vendors?$/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet(page)).toBeHidden();
    await expect(filtersButton(page)).toBeFocused();
  });

  test("'Show N vendors' applies what was chosen, and 'Clear filters' clears it", { tag: "@phone-only" }, async ({ open }) => {
    const page = await open();
    await visit(page, MEHNDI_LEICESTER);
    await expect(filtersButton(page)).toHaveText("Filters");
    await filtersButton(page).click();
    const price = select(sheet(page), "price");
    await price.focus();
    await page.keyboard.press("ArrowDown");
    const chosen = await price.inputValue();
    expect(chosen).not.toBe("");
    expect(search(page).get("price")).toBeNull();

    await sheet(page).getByRole("button", { name: /^Show \d+ vendors?$/ }).click();
    await expect(sheet(page)).toBeHidden();
    await eventually(() => expect(search(page).get("price")).toBe(chosen));
    await expect(filtersButton(page)).toHaveText("Filters (1)");
    await expect(filtersButton(page)).toBeFocused();

    await filtersButton(page).click();
    await sheet(page).getByRole("link", { name: "Clear filters" }).click();
    await eventually(() => expect(search(page).get("price")).toBeNull());
    expect(search(page).get("q")).toBe("mehndi artist");
    expect(search(page).get("location")).toBe("Leicester");
    await expect(select(sheet(page), "price")).toHaveValue("");
    const show = sheet(page).getByRole("button", { name: /^Show \d+ vendors?$/ });
    await expectText(show, /^Show \d+ vendors?$/);
    const total = Number(/\d+/.exec((await show.textContent()) ?? "")![0]);
    await show.click();
    await expect(sheet(page)).toBeHidden();
    await expect(filtersButton(page)).toHaveText("Filters");
    await expectText(heading(page), `${total} vendors found for “mehndi artist” in Leicester`);
  });

  test("shows the applied filters as one row of removable chips", { tag: "@phone-only" }, async ({ open }) => {
    const page = await open();
    await visit(page, "/search?q=caterer&location=Bradford&facet=halal&facet=alcohol-free&facet=vegetarian&dates=2027-08-14&maxPrice=5000");
    const chips = page.getByTestId("applied-filters").getByRole("link", { name: /^Remove filter: / });
    await expect(chips).toHaveCount(5);
    const tops = await chips.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size, `chip tops ${tops.join(", ")}`).toBe(1);
    // The row scrolls sideways instead of the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await chips.filter({ hasText: /^Up to £5,000/ }).click();
    await eventually(() => expect(search(page).get("maxPrice")).toBeNull());
    expect(search(page).getAll("facet")).toEqual(["halal", "alcohol-free", "vegetarian"]);
  });
});

test.describe("without JavaScript", () => {
  test("a phone keeps the filter bar and its Apply button, and no 'Filters' button", { tag: "@phone-only" }, async ({ open }) => {
    const page = await open({ javaScriptEnabled: false });
    await page.goto(MEHNDI_LEICESTER);
    await expect(select(page, "sort")).toBeVisible();
    await expect(filtersButton(page)).toBeHidden();
    await select(page, "sort").selectOption("name");
    await page.getByRole("form", { name: "Refine results" }).getByRole("button", { name: "Apply" }).click();
    await eventually(() => expect(search(page).get("sort")).toBe("name"));
  });
});

test.describe("filter selects by keyboard", () => {
  for (const [label, name, path] of [
    ["Sort by", "sort", MEHNDI_LEICESTER],
    ["Within", "radius", MEHNDI_LEICESTER],
    ["Category", "category", MEHNDI_LEICESTER],
    ["Price", "price", MEHNDI_LEICESTER],
    ["Location", "location", "/category/mehndi-artists"],
  ] as const) {
    test(`'${label}' steps through its options with the arrow keys and applies on Enter`, async ({ open }) => {
      const page = await open();
      await visit(page, path);
      const control = select(page, name);
      await expect(control).toBeVisible();
      const before = page.url();
      await control.focus();
      for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowDown");
      const chosen = await control.inputValue();
      expect(page.url()).toBe(before);
      expect(await focusedSelect(page)).toBe(name);
      await page.keyboard.press("Enter");
      await eventually(() => expect(page.url()).not.toBe(before));
      await expect(control).toHaveValue(chosen);
      // The list is searched again and the focus is still where the keyboard left it.
      await page.waitForLoadState("load");
      await eventually(async () => expect(await focusedSelect(page)).toBe(name));
    });
  }

  test("a select left with Tab applies what it shows", async ({ open }) => {
    const page = await open();
    await visit(page, MEHNDI_LEICESTER);
    const sort = select(page, "sort");
    await sort.focus();
    await page.keyboard.press("ArrowDown");
    const chosen = await sort.inputValue();
    expect(search(page).get("sort")).toBeNull();
    await page.keyboard.press("Tab");
    await eventually(() => expect(search(page).get("sort")).toBe(chosen));
  });

  test("inside the phone sheet too, arrows do not search and Enter does", { tag: "@phone-only" }, async ({ open }) => {
    const page = await open();
    await visit(page, MEHNDI_LEICESTER);
    await filtersButton(page).click();
    const sort = select(sheet(page), "sort");
    await sort.focus();
    for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowDown");
    expect(search(page).get("sort")).toBeNull();
    expect(await focusedSelect(page)).toBe("sort");
    const chosen = await sort.inputValue();
    await page.keyboard.press("Enter");
    await eventually(() => expect(search(page).get("sort")).toBe(chosen));
    await expect(sheet(page)).toBeVisible();
    await eventually(async () => expect(await focusedSelect(page)).toBe("sort"));
  });
});

test.describe("feedback while a client-side search loads", () => {
  for (const [where, path, name] of [
    ["search", MEHNDI_LEICESTER, "sort"],
    ["category", "/category/mehndi-artists", "sort"],
  ] as const) {
    test(`shows six placeholder cards and 'Searching...' on the ${where} page`, { tag: "@both-widths" }, async ({ open }) => {
      const page = await open();
      await visit(page, path);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname.endsWith(".data"),
        async (route) => {
          await held;
          await route.continue();
        },
      );
      const phone = (page.viewportSize()?.width ?? 1280) < 768;
      if (phone) await filtersButton(page).click();
      const scope = phone ? sheet(page) : page.locator("main");
      await select(scope, name).selectOption("name");
      if (phone) await sheet(page).getByRole("button", { name: /^Show \d+ vendors?$|^Show vendors$/ }).click();

      const status = page.locator('[aria-live="polite"]', { hasText: "Searching..." });
      await expect(status.first()).toBeVisible();
      await expectCount(page.getByTestId("vendor-card-skeleton"), 6);
      await expectCount(page.locator("main article"), 0);

      release();
      await eventually(() => expect(search(page).get("sort")).toBe("name"));
      await expectCount(page.getByTestId("vendor-card-skeleton"), 0);
      await expectCount(status, 0);
      expect(await page.locator("main article").count()).toBeGreaterThan(0);
    });
  }
});
