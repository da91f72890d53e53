import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, expectPath, expectText, signInVendor, test, useServerOfItsOwn, visit } from "./fixtures";

// docs/product/couples-tools.md#lead-quality: a vendor reports an enquiry 'Report not genuine' from its
// conversation; an admin sees it under 'Reported enquiries' and upholds it; the enquiry then no longer counts in
// the vendor's figures. The journey runs on a server of its own, so its first admin is made by the first-run setup
// whatever other journeys did on the worker's server.

const STAMP = Date.now();
const ADMIN = { email: `lead-admin-${STAMP}@example.test`, password: "cardamom-ledger-under-lanterns-4" };
const COUPLE = { name: "Faisal Recruiter", email: `faisal-${STAMP}@example.test` };
const REASON = `Selling leads to vendors, not a couple (${STAMP})`;

const ownServer = useServerOfItsOwn();

const enquiriesTotal = (page: Page) => page.getByTestId("stats-total-enquiries");

test("a vendor reports an enquiry, an admin upholds it, and it leaves the vendor's figures", async ({ open, liveVendor }) => {
  test.slow();
  const options = { baseURL: ownServer().origin };
  const owner = await open(options);
  await signInVendor(owner, liveVendor.email, liveVendor.password);
  const before = Number(await enquiriesTotal(owner).textContent());

  // A couple's enquiry, ordinary enough to be delivered.
  const couple = await open(options);
  await visit(couple, `/vendor/${liveVendor.vendorId}`);
  await couple.getByLabel("Your name").fill(COUPLE.name);
  await couple.getByLabel("Email").fill(COUPLE.email);
  await couple.getByLabel("Event date").fill(new Date(Date.now() + 150 * 86_400_000).toISOString().slice(0, 10));
  await couple.getByLabel("Event type").selectOption("Nikah");
  await couple.getByLabel("Guest count").fill("120");
  await couple.getByLabel("Message").fill(`Salaam, are you free for our nikah? (${STAMP})`);
  await couple.getByRole("button", { name: "Send enquiry" }).click();
  await expectText(couple.getByRole("heading", { name: "Enquiry sent" }), "Enquiry sent");

  await visit(owner, "/vendor-dashboard");
  await expectText(enquiriesTotal(owner), String(before + 1));

  // The vendor reports it from the conversation.
  await visit(owner, "/vendor-dashboard/enquiries");
  await owner.getByRole("link", { name: new RegExp(COUPLE.name) }).click();
  await expectText(owner.getByRole("heading", { name: `Conversation with ${COUPLE.name}` }), `Conversation with ${COUPLE.name}`);
  await owner.getByText("Report not genuine", { exact: true }).first().click();
  await owner.getByLabel("Reason").fill(REASON);
  await owner.locator("form").filter({ has: owner.getByLabel("Reason") }).getByRole("button", { name: "Report not genuine" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Report sent. Our team will look at it." }).first()).toBeVisible();
  await expect(owner.getByTestId("reported-badge")).toBeVisible();

  // The first admin of this server is made by the first-run setup, then opens 'Reported enquiries'.
  const admin = await open({ ...options, viewport: { width: 1366, height: 900 } });
  await visit(admin, "/admin");
  await admin.getByLabel("Email").fill(ADMIN.email);
  await admin.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await admin.getByLabel("Confirm password", { exact: true }).fill(ADMIN.password);
  await admin.getByRole("button", { name: "Create Admin Account" }).click();
  await expectPath(admin, "/admin-dashboard");
  await admin.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Reported enquiries" }).click();
  await expectPath(admin, "/admin-dashboard/reported-enquiries");
  const card = admin.getByRole("article").filter({ hasText: REASON });
  await expect(card).toBeVisible();
  await expect(card.getByRole("heading", { name: `Enquiry to ${liveVendor.name}` })).toBeVisible();
  await expect(card).toContainText(COUPLE.email);
  await expectNoAxeViolations(admin);

  await card.getByRole("button", { name: "Uphold" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Report upheld" }).first()).toBeVisible();
  await expect(card).toBeHidden();
  await expect(admin.getByText("No reported enquiries waiting.")).toBeVisible();

  // Upheld, the enquiry no longer counts in the vendor's figures.
  await visit(owner, "/vendor-dashboard");
  await expectText(enquiriesTotal(owner), String(before));
});
