import { expect, expectNoAxeViolations, expectPath, expectText, test } from "./fixtures";
import { signInToPlanner } from "./support/planner-pages";

// docs/product/couples-tools.md#budget and #checklist (decision 085), in Chromium: a signed-in couple sets a total
// budget, adds a planned line and sees it in the chart and its table, then ticks a task of the starting checklist.
const EMAIL = `budget-${Date.now()}@example.test`;

test.describe("the wedding's budget and checklist", () => {
  test("sets a total, plans a line shown in the chart and its table, and ticks a task @both-widths", async ({ open }) => {
    test.slow();
    const couple = await open();
    await signInToPlanner(couple, EMAIL);

    await couple.getByRole("navigation", { name: "Planner" }).getByRole("link", { name: "Budget" }).click();
    await expectPath(couple, "/planner/budget");
    await expectText(couple.getByRole("heading", { level: 1 }), "Budget");
    await couple.getByLabel("Total budget (£)").fill("25,000");
    await couple.getByRole("button", { name: "Save total" }).click();
    await expectText(couple.getByRole("definition").first(), "£25,000");

    const add = couple.getByRole("form", { name: "Add to budget" });
    await add.getByLabel("Category").fill("Outfits");
    await add.getByLabel("Planned (£)").fill("3000");
    await add.getByRole("button", { name: "Add to budget" }).click();
    await expectText(couple.getByRole("list", { name: "Budget lines: Whole wedding" }).getByRole("heading"), "Outfits");
    const chart = couple.getByRole("img", { name: /Planned and booked per category/ });
    await expect(chart).toBeVisible();
    const table = couple.getByRole("table", { name: "Planned and booked per category" });
    await expect(table.getByRole("row", { name: /Outfits/ }).getByRole("cell")).toHaveText(["£3,000", "£0", "£0", "£0"]);
    expect(await add.getByLabel("Category").inputValue()).toBe("");
    await expectNoAxeViolations(couple);
    expect(await couple.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await couple.getByRole("navigation", { name: "Planner" }).getByRole("link", { name: "Checklist" }).click();
    await expectText(couple.getByRole("heading", { level: 1 }), "Checklist");
    const task = "Draw up the guest list with both families";
    await couple.getByRole("button", { name: `Done: ${task}` }).click();
    await expect(couple.getByRole("button", { name: `Done: ${task}` })).toHaveAttribute("aria-pressed", "true");
    await expectNoAxeViolations(couple);
  });
});
