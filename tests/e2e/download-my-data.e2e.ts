import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { expect, expectPath, expectText, test, visit } from "./fixtures";
import { addPlannerEvent, addPlannerGuest, signInToPlanner } from "./support/planner-pages";
import { saveFirstToShortlist } from "./support/shortlist-pages";

// docs/product/couples-tools.md#download-my-data and docs/product/vendor-journey-and-portal.md#download-my-data:
// 'Download my data' saves a zip holding data.json, with everything of the account, and README.md.

type Row = Record<string, unknown>;
type ExportedData = { account: Row; listing: Row; events: Row[]; households: Row[]; guests: Row[]; rsvps: Row[]; shortlist: Row[]; conversations: Row[] };
type Download = { name: string; files: Record<string, Uint8Array>; data: ExportedData };

/** Clicks 'Download my data' and opens the saved archive. */
async function downloadMyData(page: Page): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download my data" }).click()]);
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const data = JSON.parse(strFromU8(files["data.json"]!)) as Download["data"];
  return { name: download.suggestedFilename(), files, data };
}

test.describe("download my data", () => {
  test("a couple's archive holds their event, guest, answer and shortlisted vendor", async ({ open, liveVendor }) => {
    test.setTimeout(120_000);
    const email = `my-data-${Date.now()}@example.test`;
    const couple = await open();
    await visit(couple, `/vendor/${liveVendor.vendorId}`);
    await saveFirstToShortlist(couple);
    await signInToPlanner(couple, email);
    await addPlannerEvent(couple, { type: "Mehndi", date: "2027-08-12", town: "Leicester", guests: "150" });
    await expect(couple.getByRole("list", { name: "Events" }).getByRole("listitem")).toHaveCount(1);
    await couple.getByRole("navigation", { name: "Planner" }).getByRole("link", { name: "Guests" }).click();
    await expectText(couple.getByRole("heading", { level: 1 }), "Guest list");
    await addPlannerGuest(couple, "Sana Mirza", "The Mirzas", "Mehndi");
    const link = await couple.getByLabel("RSVP link for The Mirzas").inputValue();

    const household = await open();
    await visit(household, new URL(link).pathname);
    await household.getByRole("group", { name: /^Mehndi/ }).getByLabel("Attending", { exact: true }).check();
    await household.getByRole("button", { name: "Send RSVP" }).click();
    await expectText(household.getByRole("heading", { level: 1 }), "Thank you");

    await visit(couple, "/planner");
    const archive = await downloadMyData(couple);
    expect(archive.name).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(Object.keys(archive.files).sort()).toEqual(["README.md", "data.json"]);
    expect(strFromU8(archive.files["README.md"]!)).toContain("## rsvps");
    const { data } = archive;
    expect(data.events).toEqual([expect.objectContaining({ eventType: "Mehndi", eventDate: "2027-08-12", guestCount: 150 })]);
    expect(data.guests).toEqual([expect.objectContaining({ name: "Sana Mirza" })]);
    expect(data.households).toEqual([expect.objectContaining({ name: "The Mirzas" })]);
    expect(data.rsvps).toEqual([expect.objectContaining({ guestId: data.guests[0]!.id, eventId: data.events[0]!.id, response: "attending" })]);
    expect(data.shortlist).toEqual([expect.objectContaining({ vendorId: liveVendor.vendorId, vendorName: liveVendor.name })]);
  });

  test("a vendor's archive holds their listing and their inbox", async ({ open, demoVendor }) => {
    test.setTimeout(120_000);
    const page = await open();
    await visit(page, "/vendor-auth");
    await page.getByLabel("Email").fill(demoVendor.email);
    await page.getByLabel("Password", { exact: true }).fill(demoVendor.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectPath(page, "/vendor-dashboard");
    const { data, files } = await downloadMyData(page);
    expect(data.listing.id).toBe(demoVendor.vendorId);
    expect(data.account.email).toBe(demoVendor.email);
    expect(data.conversations.length).toBeGreaterThan(0);
    expect(strFromU8(files["README.md"]!)).toContain("## packages");
  });
});
