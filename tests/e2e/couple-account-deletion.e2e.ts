import { expect, expectNoAxeViolations, expectPath, expectText, test, visit } from "./fixtures";
import { addPlannerEvent, signInToPlanner } from "./support/planner-pages";

// docs/product/couples-tools.md#delete-account: a couple signed in a moment ago deletes their account from the
// planner, is signed out, and the same address later finds an empty planner.

const EMAIL = `deleting-${Date.now()}@example.test`;

test.describe("a couple's 'Delete my account'", () => {
  test("deletes the account and its planner, signs the couple out, and a new sign-in finds an empty planner", async ({ open }) => {
    test.setTimeout(120_000);
    const couple = await open();
    await signInToPlanner(couple, EMAIL);
    await addPlannerEvent(couple, { type: "Mehndi", date: "2027-08-12", town: "Leicester", guests: "150" });
    const events = couple.getByRole("list", { name: "Events" }).getByRole("listitem");
    await expect(events).toHaveCount(1);

    await couple.getByRole("link", { name: "Delete my account" }).click();
    await expectPath(couple, "/planner/account-deletion");
    await expectText(couple.getByRole("heading", { level: 1 }), "Delete my account");
    await expect(couple.getByLabel("Also delete the reviews I wrote")).not.toBeChecked();
    await expectNoAxeViolations(couple);
    await couple.getByRole("button", { name: "Delete my account" }).click();
    await expectPath(couple, "/planner/account-deleted");
    await expectText(couple.getByRole("heading", { level: 1 }), "Your account is deleted");
    await expectNoAxeViolations(couple);

    // Signed out: the planner asks for an email again, and the deletion page is not reachable.
    await visit(couple, "/planner/account-deletion");
    await expectPath(couple, "/planner");
    await expect(couple.getByRole("button", { name: "Email me a sign-in link" })).toBeVisible();

    await signInToPlanner(couple, EMAIL);
    await expect(couple.getByRole("list", { name: "Events" }).getByRole("listitem")).toHaveCount(0);
  });
});
