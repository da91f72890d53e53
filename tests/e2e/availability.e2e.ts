import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, expectPath, signInVendor, test, visit } from "./fixtures";

// docs/product/vendor-journey-and-portal.md#availability in Chromium: the live vendor marks 14 August 2027
// unavailable with the 'Date' field and sees it in the month grid, toggles a day of the grid with the keyboard
// alone, and is refused a past date with its message. The server's app clock is put on Monday 2 August 2027
// through /dev/clock (decision 029), so the same dates are today, past and ahead whenever this runs, and is put
// back afterwards.

const TODAY = "2027-08-02";
const PAGE = "/vendor-dashboard/availability";

/** Posts one intent to the development clock, as its page's forms do. */
async function clock(baseUrl: string, fields: Record<string, string>): Promise<void> {
  const response = await fetch(new URL("/dev/clock", baseUrl), { method: "POST", body: new URLSearchParams(fields) });
  expect(response.status).toBe(200);
}

test.beforeAll(async ({ baseUrl }) => {
  await clock(baseUrl, { intent: "set", day: TODAY });
});

test.afterAll(async ({ baseUrl }) => {
  await clock(baseUrl, { intent: "reset" });
});

const grid = (page: Page) => page.getByRole("grid", { name: "August 2027" });
const day = (page: Page, name: string) => grid(page).getByRole("button", { name, exact: true });
/** The `data-day` of the focused element, or null. */
const focusedDay = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-day") ?? null);

test.describe("a vendor's availability", () => {
  test("marks 14 August 2027 unavailable with the 'Date' field and sees it in the grid, then frees it @both-widths", async ({ open, liveVendor }) => {
    const page = await open();
    await signInVendor(page, liveVendor.email, liveVendor.password);
    await page.getByRole("navigation", { name: "Vendor portal" }).getByRole("link", { name: "Availability" }).click();
    await expectPath(page, PAGE);
    await expect(page.getByRole("heading", { name: "Availability", level: 2 })).toBeVisible();
    await expect(day(page, "Saturday 14 August 2027: Free")).toHaveAttribute("aria-pressed", "false");
    await expectNoAxeViolations(page);

    await page.getByLabel("Date", { exact: true }).fill("2027-08-14");
    await page.getByRole("button", { name: "Mark unavailable" }).click();
    await expect(page.getByRole("status").filter({ hasText: "marked" })).toHaveText("Saturday 14 August 2027 marked unavailable.");
    await expectPath(page, `${PAGE}?month=2027-08&done=block&day=2027-08-14`);
    await expect(day(page, "Saturday 14 August 2027: Unavailable")).toHaveAttribute("aria-pressed", "true");
    // Beside the colour, the day says it in words.
    await expect(day(page, "Saturday 14 August 2027: Unavailable").locator("xpath=ancestor::td")).toHaveText(/^14\s*Unavail\u00adable$/);
    await expectNoAxeViolations(page);

    await page.getByLabel("Date", { exact: true }).fill("2027-08-14");
    await page.getByRole("button", { name: "Mark available" }).click();
    await expect(page.getByRole("status").filter({ hasText: "marked" })).toHaveText("Saturday 14 August 2027 marked available.");
    await expect(day(page, "Saturday 14 August 2027: Free")).toHaveAttribute("aria-pressed", "false");
  });

  test("toggles a day of the grid with the keyboard alone", async ({ open, liveVendor }) => {
    const page = await open();
    await signInVendor(page, liveVendor.email, liveVendor.password);
    await visit(page, PAGE);

    // The grid is one stop of the Tab key, on today.
    for (let step = 0; step < 60 && (await focusedDay(page)) === null; step++) await page.keyboard.press("Tab");
    expect(await focusedDay(page)).toBe(TODAY);
    await page.keyboard.press("Tab");
    expect(await focusedDay(page)).toBeNull();
    await page.keyboard.press("Shift+Tab");
    expect(await focusedDay(page)).toBe(TODAY);

    // Two weeks down and four days on: Friday 20 August. Enter marks it unavailable, and the focus stays on it.
    for (const key of ["ArrowDown", "ArrowDown", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight"]) await page.keyboard.press(key);
    expect(await focusedDay(page)).toBe("2027-08-20");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "marked" })).toHaveText("Friday 20 August 2027 marked unavailable.");
    await expect(day(page, "Friday 20 August 2027: Unavailable")).toHaveAttribute("aria-pressed", "true");
    await expect(day(page, "Friday 20 August 2027: Unavailable")).toBeFocused();

    // Space frees it again; Home goes to the week's first day that is not past.
    await page.keyboard.press("Space");
    await expect(page.getByRole("status").filter({ hasText: "marked" })).toHaveText("Friday 20 August 2027 marked available.");
    await expect(day(page, "Friday 20 August 2027: Free")).toBeFocused();
    await page.keyboard.press("Home");
    expect(await focusedDay(page)).toBe("2027-08-16");
  });

  test("refuses a past date with its message, keeping the date typed", async ({ open, liveVendor }) => {
    const page = await open();
    await signInVendor(page, liveVendor.email, liveVendor.password);
    await visit(page, PAGE);
    const date = page.getByLabel("Date", { exact: true });
    await date.fill("2027-07-30");
    await page.getByRole("button", { name: "Mark unavailable" }).click();
    await expect(page.getByText("Friday 30 July 2027 has already passed.")).toBeVisible();
    await expect(date).toHaveValue("2027-07-30");
    await expect(date).toHaveAttribute("aria-invalid", "true");
    await expect(date).toBeFocused();
    await expectPath(page, PAGE);

    // Without the browser's check the server refuses it the same way.
    // (Its 400 answer to the refused form is the document's status, which the browser reports as a failed load.)
    const withoutScript = await open({ javaScriptEnabled: false }, { ignoreErrors: /status of 400 \(Bad Request\).*\/vendor-dashboard\/availability/ });
    await withoutScript.context().addCookies(await page.context().cookies());
    await withoutScript.goto(PAGE);
    await withoutScript.getByLabel("Date", { exact: true }).fill("2027-07-30");
    await withoutScript.getByRole("button", { name: "Mark unavailable" }).click();
    await expect(withoutScript.locator("#availability-day-error")).toHaveText("Friday 30 July 2027 has already passed.");
    await expect(withoutScript.getByLabel("Date", { exact: true })).toHaveValue("2027-07-30");
  });
});
