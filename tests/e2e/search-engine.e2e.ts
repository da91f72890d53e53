import type { Page } from "@playwright/test";
import { RESULTS_PER_PAGE } from "~/modules/search/search-request";
import { eventually, expect, expectNoAxeViolations, expectPath, expectText, test, visit } from "./fixtures";

const distances = async (page: Page) =>
  (await page.locator('main article [data-testid="distance"]').allTextContents()).map((text) =>
    text.startsWith("under") ? 0.5 : Number.parseFloat(text),
  );
const headingCount = async (page: Page) => Number(/^(\d+)/.exec(((await page.locator("main h1").textContent()) ?? "").trim())?.[1]);

test.describe("places in the location box", () => {
  test("offers Leicester for 'Lei' and picks it with the keyboard", async ({ open }) => {
    const page = await open();
    await visit(page, "/");
    const location = page.getByRole("combobox", { name: "Location" });
    await location.pressSequentially("Lei", { delay: 30 });
    const options = page.getByRole("listbox", { name: "Place suggestions" }).getByRole("option");
    await expectText(options.first(), /^Leicester/);
    expect(await location.getAttribute("aria-expanded")).toBe("true");
    await expectNoAxeViolations(page);
    await location.press("ArrowDown");
    expect(await location.getAttribute("aria-activedescendant")).toBeTruthy();
    await location.press("Enter");
    expect(await location.inputValue()).toBe("Leicester");
    expect(await location.getAttribute("aria-expanded")).toBe("false");
    // The list closes on an outside click too.
    await location.fill("");
    await location.pressSequentially("Brad", { delay: 30 });
    await expectText(options.first(), /^Bradford/);
    await page.locator("h1").click();
    await eventually(async () => expect(await location.getAttribute("aria-expanded")).toBe("false"));
  });

  test("fills the nearest town from the browser's position", async ({ open }) => {
    const page = await open({
      geolocation: { latitude: 52.4862, longitude: -1.8904 },
      permissions: ["geolocation"],
    });
    await visit(page, "/");
    await page.getByRole("button", { name: "Use my current location" }).click();
    const location = page.getByRole("combobox", { name: "Location" });
    await eventually(async () => expect(await location.inputValue()).toBe("Birmingham"));
    await page.getByRole("combobox", { name: "What are you looking for?" }).fill("photographers");
    await page.getByRole("button", { name: "Search Vendors" }).click();
    await eventually(async () => {
      const url = new URL(page.url());
      expect(url.searchParams.get("lat")).toBe("52.48620");
      expect(url.searchParams.get("lng")).toBe("-1.89040");
    });
    await expectText(page.locator("main h1"), /found for “photographers” in Birmingham$/);
  });

  test("shows the spec's message when the position cannot be had", async ({ open }) => {
    const page = await open({ permissions: [] });
    await visit(page, "/");
    await page.getByRole("button", { name: "Use my current location" }).click();
    await expectText(page.getByRole("alert"), "Failed to get current location");
  });
});

test.describe("search engine on the results page", () => {
  test("finds mehndi artists for 'henna birmingham', nearest first under the distance sort, narrowing with the radius", async ({ open }) => {
    const page = await open();
    await visit(page, "/");
    await page.getByRole("combobox", { name: "What are you looking for?" }).fill("henna birmingham");
    await page.getByRole("combobox", { name: "What are you looking for?" }).press("Enter");
    await expectText(page.locator("main h1"), /found for “henna” in Birmingham$/);
    await expectText(page.getByTestId("radius-marker"), "within 50 km");
    const wide = await headingCount(page);
    expect(wide).toBeGreaterThan(0);
    const badges = await page.locator("main article").evaluateAll((cards) => cards.map((card) => card.textContent ?? ""));
    expect(badges.every((text) => text.includes("Mehndi Artists"))).toBe(true);
    expect((await distances(page)).every((km) => km <= 50)).toBe(true);

    await page.getByLabel("Sort by").selectOption("distance");
    await eventually(async () => expect(new URL(page.url()).searchParams.get("sort")).toBe("distance"));
    await eventually(async () => {
      const km = await distances(page);
      expect(km.length).toBe(Math.min(wide, RESULTS_PER_PAGE));
      expect(km).toEqual([...km].sort((a, b) => a - b));
    });

    await page.getByLabel("Within").selectOption("10");
    await eventually(async () => expect(new URL(page.url()).searchParams.get("radius")).toBe("10"));
    await expectText(page.getByTestId("radius-marker"), "within 10 km");
    const narrow = await headingCount(page);
    expect(narrow).toBeLessThanOrEqual(wide);
    expect((await distances(page)).every((km) => km <= 10)).toBe(true);
    await expectNoAxeViolations(page);
  });

  test("offers 'Mehndi Artists' for 'mendhi' searched as typed, and re-runs the search with it", async ({ open }) => {
    const page = await open();
    // As typed: without spell=off the page lists the corrected query's results (tests/e2e/search-typos.e2e.ts).
    await visit(page, "/search?q=mendhi&spell=off");
    await expectText(page.locator("main h2").first(), "No vendors found for mendhi");
    const suggestion = page.getByRole("button", { name: "Mehndi Artists" });
    await suggestion.click();
    await expectPath(page, "/search?q=Mehndi+Artists");
    await expectText(page.locator("main h1"), /^\d+ vendors? found for “Mehndi Artists”$/);
  });

  test("suggests a category while typing a synonym", async ({ open }) => {
    const page = await open();
    await visit(page, "/");
    await page.getByRole("combobox", { name: "What are you looking for?" }).pressSequentially("hen", { delay: 30 });
    await expectText(page.getByRole("listbox", { name: "Search suggestions" }).getByRole("option").first(), /^Mehndi Artists/);
  });

  test("works without JavaScript: the hero and the filters are plain GET forms", async ({ open }) => {
    const page = await open({ javaScriptEnabled: false });
    // No hydration to wait for without JavaScript.
    await page.goto("/");
    await page.getByRole("combobox", { name: "What are you looking for?" }).fill("photographers");
    await page.getByRole("combobox", { name: "Location" }).fill("Leicester");
    await page.getByRole("button", { name: "Search Vendors" }).click();
    await expectText(page.locator("main h1"), /found for “photographers” in Leicester$/);
    expect(await page.locator("main article").count()).toBeGreaterThan(0);
  });

  test("explains an unknown place and ignores bad coordinates", async ({ open }) => {
    const page = await open();
    await visit(page, "/search?q=photographers&location=Atlantis");
    await expectText(page.getByRole("status").first(), /couldn't find “Atlantis” on the map/);
    await visit(page, "/search?q=photographers&lat=abc&lng=999");
    await expectText(page.getByRole("status").first(), /coordinates in the link were not valid/);
  });
});
