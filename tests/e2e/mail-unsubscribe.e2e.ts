import { expect, expectNoAxeViolations, expectText, test, visit } from "./fixtures";

// docs/product/couples-tools.md#mail-choices in Chromium: the enquiry form tells the couple about the two marketing
// mails; after the event the review invitation reaches /dev/outbox with an Unsubscribe link that works without
// sign-in, asks before it stops anything, and then says it is stopped. The app clock is moved through /dev/clock
// and put back afterwards.

const STAMP = Date.now();
const COUPLE_EMAIL = `unsubscriber-${STAMP}@example.test`;

/** Posts one intent to the development clock, as its page's forms do. */
async function clock(baseUrl: string, fields: Record<string, string>): Promise<void> {
  const response = await fetch(new URL("/dev/clock", baseUrl), { method: "POST", body: new URLSearchParams(fields) });
  expect(response.status).toBe(200);
}

test.afterAll(async ({ baseUrl }) => {
  await clock(baseUrl, { intent: "reset" });
});

test("a couple stops review invitations from the mail's Unsubscribe link, without an account", async ({ open, baseUrl, liveVendor }) => {
  const couple = await open();
  await visit(couple, `/vendor/${liveVendor.vendorId}`);
  await expect(couple.getByText(/We may also email you suggestions of similar vendors and, after your event, an invitation to\s+review the vendor/)).toBeVisible();
  await couple.getByLabel("Your name").fill("Hina Begum");
  await couple.getByLabel("Email").fill(COUPLE_EMAIL);
  await couple.getByLabel("Event date").fill(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
  await couple.getByLabel("Event type").selectOption("Mehndi");
  await couple.getByLabel("Guest count").fill("120");
  await couple.getByLabel("Message").fill("Salaam! Are you free for our mehndi?");
  await couple.getByRole("button", { name: "Send enquiry" }).click();
  await expectText(couple.getByRole("heading", { name: "Enquiry sent" }), "Enquiry sent");

  await clock(baseUrl, { intent: "advance", days: "3" });
  await clock(baseUrl, { intent: "send-review-invitations" });
  await visit(couple, "/dev/outbox");
  const mail = couple.locator("article").filter({ hasText: COUPLE_EMAIL }).filter({ hasText: "Share your review" });
  await expect.poll(() => mail.count()).toBe(1);
  const href = await mail.locator("pre a").filter({ hasText: "/unsubscribe/review-invitation/" }).first().getAttribute("href");
  expect(href).toMatch(/\/unsubscribe\/review-invitation\/[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
  const path = new URL(href!).pathname;

  // Opening the link only asks; opening it again still asks.
  await visit(couple, path);
  await expectText(couple.locator("main h1"), "Unsubscribe");
  await expect(couple.getByText("Stop emails with invitations to review vendors?")).toBeVisible();
  await expectNoAxeViolations(couple);
  await visit(couple, path);
  await couple.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(couple.getByRole("status")).toContainText("You will get no more emails with invitations to review vendors.");
  await visit(couple, path);
  await expect(couple.getByRole("status")).toContainText("You will get no more emails");
  await expect(couple.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);

  // A changed link is refused.
  await visit(couple, `${path.slice(0, -1)}${path.endsWith("A") ? "B" : "A"}`);
  await expect(couple.getByText("This unsubscribe link is not valid.", { exact: false })).toBeVisible();
});
