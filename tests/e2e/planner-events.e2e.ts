import { expect, expectNoAxeViolations, expectText, test, type Page } from "./fixtures";
import { addPlannerEvent, signInToPlanner } from "./support/planner-pages";

// docs/product/couples-tools.md#events and #partner (decision 083), in Chromium: a signed-in couple adds a Mehndi and
// a Walima, sees them soonest first with their countdowns, invites their partner, and the partner, signing in with
// the invited address in another browser, sees the same events.
const STAMP = Date.now();
const EMAIL = `events-${STAMP}@example.test`;
const PARTNER = `partner-${STAMP}@example.test`;

/** The events listed, each as its name, date, guests and countdown. */
async function listedEvents(page: Page): Promise<string[][]> {
  const items = page.getByRole("list", { name: "Events" }).getByRole("listitem");
  return items.evaluateAll((nodes) =>
    nodes.map((node) => [
      node.querySelector("h3")?.textContent ?? "",
      ...[...node.querySelectorAll(":scope > div:first-child p")].map((line) => (line.textContent ?? "").trim()),
    ]),
  );
}

test.describe("the planner's events", () => {
  test("are added soonest first with countdowns, and shared with the invited partner", async ({ open }) => {
    test.slow();
    // The refused form's answer is a 400, which the browser reports on its console.
    const couple = await open(undefined, { ignoreErrors: /status of 400 \(Bad Request\) \(http:\/\/[^)]+\/planner\.data\)/ });
    await signInToPlanner(couple, EMAIL);

    // A bad guest count is refused with a message, what was typed kept.
    const form = couple.getByRole("form", { name: "Add event" });
    await addPlannerEvent(couple, { type: "Walima", date: "2027-08-14", town: "Leicester", guests: "lots" });
    await expectText(form.locator("#guestCount-new-error"), "Please enter the number of guests as a whole number.");
    expect(await form.getByLabel("Date").inputValue()).toBe("2027-08-14");

    await form.getByLabel("Guests").fill("450");
    await form.getByRole("button", { name: "Add event" }).click();
    await expect(couple.getByRole("list", { name: "Events" }).getByRole("listitem")).toHaveCount(1);
    await addPlannerEvent(couple, { type: "Mehndi", date: "2027-08-12", town: "Leicester", guests: "150" });
    await expect(couple.getByRole("list", { name: "Events" }).getByRole("listitem")).toHaveCount(2);

    const events = await listedEvents(couple);
    expect(events.map(([name, day]) => [name, day])).toEqual([
      ["Mehndi", "Thursday 12 August 2027"],
      ["Walima", "Saturday 14 August 2027"],
    ]);
    expect(events[0]).toContain("Guests: 150");
    expect(events[1]).toContain("Guests: 450");
    for (const event of events) expect(event.at(-1)).toMatch(/^(in [\d,]+ days|Tomorrow|Today)$/);
    await expectText(couple.getByRole("link", { name: "Find vendors free on your dates" }), "Find vendors free on your dates");
    await expectNoAxeViolations(couple);

    // On a 375 px phone the planner, an event's edit form open, does not scroll sideways.
    await couple.setViewportSize({ width: 375, height: 740 });
    await couple.getByText("Edit Walima").click();
    expect(await couple.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await couple.setViewportSize({ width: 1280, height: 900 });

    // The partner is invited, and signs in elsewhere with the invited address.
    await couple.getByLabel("Your partner's email").fill(PARTNER);
    await couple.getByRole("button", { name: "Send invitation" }).click();
    await expectText(couple.getByRole("list", { name: "Members and invitations" }), new RegExp(`${PARTNER.replace(/\./g, "\\.")} · invitation waiting`));

    const partner = await open();
    await signInToPlanner(partner, PARTNER);
    expect((await listedEvents(partner)).map(([name, day]) => [name, day])).toEqual(events.map(([name, day]) => [name, day]));
    await expectText(partner.getByRole("list", { name: "Members and invitations" }), new RegExp(`${EMAIL.replace(/\./g, "\\.")} · plans with you`));

    // The couple, signing in on another browser of their own, finds the same planner.
    const elsewhere = await open();
    await signInToPlanner(elsewhere, EMAIL);
    expect((await listedEvents(elsewhere)).map(([name, day]) => [name, day])).toEqual(events.map(([name, day]) => [name, day]));
    await expectText(elsewhere.getByRole("list", { name: "Members and invitations" }), new RegExp(`${PARTNER.replace(/\./g, "\\.")} · plans with you`));
  });
});
