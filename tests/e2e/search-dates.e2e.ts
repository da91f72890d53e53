import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, expectText, test, visit } from "./fixtures";
import { SEARCH_DATES_FIXTURE_FILE, type SearchDatesFixture } from "./search-dates-fixture";
import { TEMPLATE_ENV } from "./support/global-setup";

// docs/product/public-area.md#dates-and-budget: the couple's dates leave out the vendors busy on them and the cards say
// when the others are free; a budget drops the vendors whose 'From' price is above it; both are chips that remove them.
// Two demo photographers were given packages and one a busy day when the database was seeded (search-dates-fixture.ts).

const fixture = JSON.parse(fs.readFileSync(path.join(process.env[TEMPLATE_ENV] ?? "", SEARCH_DATES_FIXTURE_FILE), "utf8")) as SearchDatesFixture;

/** The day as cards write it: '14 Aug'. */
const shortDay = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${fixture.day}T00:00:00Z`));
/** The day as chips write it: '14 Aug 2027'. */
const longDay = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${fixture.day}T00:00:00Z`));

const card = (page: Page, name: string) => page.locator("main article").filter({ has: page.getByRole("heading", { name, exact: true }) });
const searchFor = (name: string, more = "") => `/search?q=${encodeURIComponent(name)}${more}`;

test.describe("search by dates and budget", () => {
  test("a date added in the form leaves out the vendor busy that day; the others say they are free", async ({ open }) => {
    const page = await open();
    await visit(page, searchFor(fixture.busy.name));
    await expect(card(page, fixture.busy.name)).toHaveCount(1);
    await expect(card(page, fixture.busy.name).getByTestId("available-on")).toHaveCount(0);

    await page.getByLabel("Add an event date").fill(fixture.day);
    await page.getByLabel("Event type (optional)").selectOption("Nikah");
    await page.getByRole("button", { name: "Add date" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]dates=${fixture.day}%3ANikah`));
    await expect(card(page, fixture.busy.name)).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Your event dates" })).toContainText(`${longDay} (Nikah)`);
    await expectNoAxeViolations(page);

    await visit(page, searchFor(fixture.free.name, `&dates=${fixture.day}`));
    const free = card(page, fixture.free.name);
    await expectText(free.getByTestId("available-on"), `Available on ${shortDay}`);
    // The dates ride on the link to the vendor's page.
    await expect(free.getByRole("link", { name: `View details of ${fixture.free.name}` })).toHaveAttribute("href", `/vendor/${fixture.free.id}?dates=${fixture.day}`);

    // Removing the date's chip lists the busy vendor again.
    await visit(page, searchFor(fixture.busy.name, `&dates=${fixture.day}`));
    await expect(card(page, fixture.busy.name)).toHaveCount(0);
    await page.getByRole("link", { name: `Remove filter: Available ${longDay}` }).click();
    await expect(card(page, fixture.busy.name)).toHaveCount(1);
    await expect(page).not.toHaveURL(/dates=/);
  });

  test("a budget drops a vendor whose 'From' price is above it and keeps one within it; its chip removes it", async ({ open }) => {
    const page = await open();
    await visit(page, searchFor(fixture.free.name, "&maxPrice=500"));
    await expect(card(page, fixture.free.name)).toHaveCount(0);
    await page.getByRole("link", { name: "Remove filter: Up to £500" }).click();
    await expectText(card(page, fixture.free.name).getByText(/^From £/), "From £900");

    await visit(page, searchFor(fixture.free.name, "&maxPrice=1000"));
    await expect(card(page, fixture.free.name)).toHaveCount(1);

    // The same budget typed into the search words, removed by its chip.
    await visit(page, searchFor(`${fixture.free.name} under £500`));
    await expect(card(page, fixture.free.name)).toHaveCount(0);
    await page.getByRole("link", { name: "Remove filter: Up to £500" }).click();
    await expect(card(page, fixture.free.name)).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(fixture.free.name).replace(/%20/g, "\\+")}$`));
  });

  test("a budget typed in the form searches when the box is left, and a wrong one is said and kept", async ({ open }) => {
    const page = await open();
    await visit(page, searchFor(fixture.free.name));
    const budget = page.getByLabel("Max budget (£)");
    await budget.fill("eight hundred");
    await budget.press("Enter");
    await expect(page.getByRole("alert")).toHaveText(/Enter your budget in whole pounds/);
    await expect(budget).toHaveValue("eight hundred");
    await budget.fill("500");
    await budget.press("Enter");
    await expect(page).toHaveURL(/maxPrice=500/);
    await expect(card(page, fixture.free.name)).toHaveCount(0);
    await page.getByLabel("Include vendors without prices").check();
    await expect(page).toHaveURL(/includeUnpriced=1/);
  });
});
