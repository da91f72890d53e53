import { expect, expectNoAxeViolations, expectPath, expectText, test, visit } from "./fixtures";

test.describe("plan choice and test-mode payment", () => {
  test("pays for Showcase on the test checkout page and reaches the verified payment page", async ({ open }) => {
    const page = await open();
    await visit(page, "/onboarding");
    await expectText(page.locator("main h1"), "Choose Your Plan");
    await expectNoAxeViolations(page);

    await page.getByLabel("Choose Supplier Showcase").check();
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.waitForURL(/\/checkout\/test\//);
    await expectText(page.getByText("Test mode — no real payment"), "Test mode — no real payment");
    await expectText(page.locator("main dd").first(), "Supplier Showcase");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL(/\/payment-success\?/);
    await expectText(page.locator("main h1"), "Payment Successful!");
    await expectText(page.getByText(/successfully subscribed/), "Thank you! You've successfully subscribed to Supplier Showcase.");
    const url = new URL(page.url());
    expect(url.searchParams.get("plan")).toBe("showcase");
    const sessionId = url.searchParams.get("session_id");
    expect(sessionId).toBeTruthy();
    const createAccount = await page.getByRole("link", { name: "Create Account" }).getAttribute("href");
    expect(createAccount).toBe(`/account-creation?${new URLSearchParams({ session_id: sessionId!, plan: "showcase" })}`);
    await expectNoAxeViolations(page);

    // Paid: the checkout page no longer offers to pay.
    await visit(page, `/checkout/test/${sessionId}`);
    await expectText(page.getByText("This checkout has been paid."), "This checkout has been paid.");
  });

  test("returns to the plan choice when the checkout is cancelled", async ({ open }) => {
    const page = await open({ viewport: { width: 390, height: 844 } });
    await visit(page, "/onboarding");
    await page.getByLabel("Choose Supplier Showcase").check();
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.waitForURL(/\/checkout\/test\//);
    const checkoutPath = new URL(page.url()).pathname;
    await page.getByRole("button", { name: "Cancel" }).click();
    await expectPath(page, "/onboarding");
    await expectText(page.locator("main h1"), "Choose Your Plan");

    await visit(page, checkoutPath);
    await expectText(page.getByText("This checkout is no longer open."), "This checkout is no longer open.");
  });

  test("holds one early-bird spot per browser and gives it back on cancel", async ({ open }) => {
    const page = await open();
    const spotsLeft = async () => {
      const banner = (await page.getByText(/^Early Bird Offer: only \d+ spots remaining/).textContent()) ?? "";
      return Number(/only (\d+) spots/.exec(banner)?.[1]);
    };
    await visit(page, "/onboarding");
    const before = await spotsLeft();
    await page.getByLabel("Choose Early Bird Offer").check();
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.waitForURL(/\/checkout\/test\//);
    const checkoutPath = new URL(page.url()).pathname;

    // Starting again from the same browser leads back to the same checkout, without a second spot.
    await visit(page, "/onboarding");
    expect(await spotsLeft()).toBe(before - 1);
    await page.getByLabel("Choose Early Bird Offer").check();
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.waitForURL(/\/checkout\/test\//);
    expect(new URL(page.url()).pathname).toBe(checkoutPath);

    await page.getByRole("button", { name: "Cancel" }).click();
    await expectPath(page, "/onboarding");
    expect(await spotsLeft()).toBe(before);
  });

  test("refuses account creation without a paid checkout, with a way back to the plans", async ({ open }) => {
    const page = await open();
    await visit(page, "/account-creation?session_id=cs_test_unknown&plan=showcase");
    await expectText(page.getByRole("alert"), "Error: No valid session found. Please restart the process.");
    expect(await page.getByRole("link", { name: "Choose Your Plan" }).getAttribute("href")).toBe("/onboarding");
    await expectNoAxeViolations(page);
  });

  test("shows the email verification error state and sends an unknown state home", async ({ open }) => {
    const page = await open({ viewport: { width: 390, height: 844 } });
    await visit(page, "/email-verified?status=error");
    await expectText(page.locator("main h1"), "Verification Failed");
    await expectText(page.getByText(/^Email verification failed/), "Email verification failed. Please try again.");
    await expectNoAxeViolations(page);
    await visit(page, "/email-verified?status=pending");
    await expectPath(page, "/");
  });

  test("has no accessibility violations on /pricing", async ({ open }) => {
    const page = await open();
    await visit(page, "/pricing");
    await expectNoAxeViolations(page);
  });
});
