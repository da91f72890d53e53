import type { Page } from "@playwright/test";
import { expect, expectPath, expectText, test, visit } from "./fixtures";
import { addPlannerEvent, addPlannerGuest, signInToPlanner } from "./support/planner-pages";
import { saveFirstToShortlist } from "./support/shortlist-pages";

// docs/product/couples-tools.md#wedding-planner from start to finish, in Chromium and three browsers: a couple saves
// a vendor without an account, signs in and finds it, adds a Mehndi and a Walima, invites two households to
// different events; one household answers through its link in a fresh browser (Walima, halal); the planner counts
// it; a quote request for the Walima reaches the vendor filled in from the event; once the vendor's quote is
// accepted, the Walima's budget shows it booked.

const STAMP = Date.now();
const EMAIL = `wedding-${STAMP}@example.test`;
const PRICE = "1250";

async function vendorSignIn(page: Page, email: string, password: string): Promise<void> {
  await visit(page, "/vendor-auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expectPath(page, "/vendor-dashboard");
}

test.describe("the wedding planner", () => {
  test("from a shortlisted vendor to a booked Walima, with a household's RSVP on the way", async ({ open, liveVendor }) => {
    test.setTimeout(180_000);

    // (1) A vendor saved without an account.
    const couple = await open();
    await visit(couple, `/vendor/${liveVendor.vendorId}`);
    await saveFirstToShortlist(couple);

    // (2) Signed in through the emailed link, the planner holds it.
    await signInToPlanner(couple, EMAIL);
    const shortlisted = couple.getByRole("list", { name: "Shortlisted vendors" });
    await expectText(shortlisted.getByRole("link", { name: liveVendor.name }).first(), liveVendor.name);

    // (3) The two events.
    await addPlannerEvent(couple, { type: "Mehndi", date: "2027-08-12", town: "Leicester", guests: "150" });
    await expect(couple.getByRole("list", { name: "Events" }).getByRole("listitem")).toHaveCount(1);
    await addPlannerEvent(couple, { type: "Walima", date: "2027-08-14", town: "Leicester", guests: "450" });
    const events = couple.getByRole("list", { name: "Events" }).getByRole("listitem");
    await expect(events).toHaveCount(2);
    await expectText(events.nth(0).getByRole("heading", { level: 3 }), "Mehndi");
    await expectText(events.nth(1).getByRole("heading", { level: 3 }), "Walima");

    // (4) Two households, invited to different events.
    await couple.getByRole("navigation", { name: "Planner" }).getByRole("link", { name: "Guests" }).click();
    await expectText(couple.getByRole("heading", { level: 1 }), "Guest list");
    await addPlannerGuest(couple, "Sana Mirza", "The Mirzas", "Walima");
    await addPlannerGuest(couple, "Bilal Ahmed", "The Ahmeds", "Mehndi");
    const link = await couple.getByLabel("RSVP link for The Mirzas").inputValue();

    // (5) The Mirzas answer in a browser of their own: the Walima, halal.
    const household = await open();
    await visit(household, new URL(link).pathname);
    await expectText(household.getByRole("heading", { level: 1 }), "Your RSVP");
    await household.getByRole("group", { name: /^Walima/ }).getByLabel("Attending", { exact: true }).check();
    await household.getByLabel("Dietary needs", { exact: true }).selectOption("Halal");
    await household.getByRole("button", { name: "Send RSVP" }).click();
    await expectText(household.getByRole("heading", { level: 1 }), "Thank you");

    // (6) The planner counts 1 attending and 1 halal for the Walima, none for the Mehndi.
    await visit(couple, "/planner");
    const walima = couple.getByRole("list", { name: "Events" }).getByRole("listitem").filter({ has: couple.getByRole("heading", { name: "Walima" }) });
    await expectText(walima.getByTestId("event-replies"), "1 attending · 0 declined · 0 awaiting, of 1 invited (1 halal)");
    const mehndi = couple.getByRole("list", { name: "Events" }).getByRole("listitem").filter({ has: couple.getByRole("heading", { name: "Mehndi" }) });
    await expectText(mehndi.getByTestId("event-replies"), "0 attending · 0 declined · 1 awaiting, of 1 invited");

    // (7) A quote request for the Walima from the planner, filled in from the event.
    await couple.getByRole("link", { name: `Request a quote for your Walima from ${liveVendor.name}` }).click();
    await expectPath(couple, `/vendor/${liveVendor.vendorId}?eventType=Walima&eventDate=2027-08-14&guestCount=450#enquiry-heading`);
    // The address changes a moment before the vendor's page replaces the planner, whose event forms share the labels.
    await expectText(couple.getByRole("heading", { level: 1 }), liveVendor.name);
    await expect(couple.getByLabel("Event type")).toHaveValue("Walima");
    await expect(couple.getByLabel("Event date")).toHaveValue("2027-08-14");
    await expect(couple.getByLabel("Guest count")).toHaveValue("450");
    await expect(couple.getByLabel("Email")).toHaveValue(EMAIL);
    await couple.getByLabel("Your name").fill(`Amira Khan ${STAMP}`);
    await couple.getByLabel("Message").fill(`Salaam! Could you quote for our walima? (${STAMP})`);
    await couple.getByRole("button", { name: "Send enquiry" }).click();
    await expect(couple.getByRole("heading", { name: "Enquiry sent" })).toBeVisible();

    // The vendor receives it with the Walima's details and quotes £1,250.
    const vendor = await open();
    await vendorSignIn(vendor, liveVendor.email, liveVendor.password);
    await visit(vendor, "/vendor-dashboard/enquiries");
    await vendor.getByRole("link", { name: new RegExp(`Amira Khan ${STAMP}`) }).click();
    await vendor.waitForURL(/\/vendor-dashboard\/enquiries\/\d+$/);
    await expect(vendor.getByText("Walima").first()).toBeVisible();
    await expect(vendor.getByText(/14 August 2027/).first()).toBeVisible();
    await expect(vendor.getByText(/450/).first()).toBeVisible();
    await vendor.locator("summary").filter({ hasText: "Send a quote" }).click();
    await vendor.getByLabel("Price (£)").fill(PRICE);
    await vendor.getByLabel("What's included").fill("Walima catering for 450 guests");
    await vendor.getByLabel("Valid until").fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    await vendor.getByRole("button", { name: "Send quote" }).click();
    await expect(vendor.getByTestId("quote-price")).toHaveText("£1,250");

    // (8) The couple opens the conversation from the planner and accepts; the Walima's budget shows it booked.
    await visit(couple, "/planner");
    await couple.getByRole("button", { name: `Open conversation with ${liveVendor.name}` }).click();
    const quote = couple.getByTestId("quote-card");
    await expect(quote.getByTestId("quote-price")).toHaveText("£1,250");
    await quote.getByRole("button", { name: "Accept quote" }).click();
    await expect(couple.getByTestId("booked-badge")).toBeVisible();
    await visit(couple, "/planner");
    await expectText(walima.getByTestId("event-budget"), /£1,250 booked/);
    await visit(couple, "/planner/budget");
    const perEvent = couple.getByRole("table", { name: "Planned and booked per event" });
    await expectText(perEvent.getByRole("row", { name: /^Walima/ }), /£1,250/);
    await expectText(couple.getByRole("list", { name: "Quotes and bookings" }), /Walima · Saturday 14 August 2027 · Booked £1,250/);
  });
});
