import { expect, expectNoAxeViolations, expectPath, expectText, test, visit } from "./fixtures";
import { createAccountThroughCheckout } from "./paid-vendor-account";

const EMAIL = `e2e-${Date.now()}@example.test`;
const PASSWORD = "henna-and-marigolds-2026";

// A refused sign-in answers 401 on purpose; Chromium reports any 4xx response in the console, so that one
// message is expected here and every other console or page error still fails the test.
const REFUSED = { ignoreErrors: /status of 401/ };

test.describe("vendor sign-in", () => {
  test("offers no sign-up over /api/auth: the account comes from a paid checkout and a mailed link", async ({ open, baseUrl }) => {
    const response = await fetch(new URL("/api/auth/sign-up/email", baseUrl), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD, name: "E2E Vendor" }),
    });
    expect(response.status).toBe(404);
    await createAccountThroughCheckout(await open({}, REFUSED), EMAIL, PASSWORD);
  });

  test("signs in at /vendor-auth after a wrong password, reaches the dashboard, and signs out", async ({ open }) => {
    const page = await open({}, REFUSED);
    const context = page.context();
    await visit(page, "/vendor-auth");
    await expectText(page.locator("main h1"), "Vendor Portal");
    expect(await page.getByRole("link", { name: "List Your Business" }).last().getAttribute("href")).toBe("/onboarding");
    await expectNoAxeViolations(page);

    // Instant feedback from the shared schema, without a request.
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectText(page.locator("#email-error"), "Please enter your email address.");
    await expectText(page.locator("#password-error"), "Please enter your password.");

    // Show / hide the password.
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("wrong-password-here");
    expect(await password.getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Show password" }).click();
    expect(await password.getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Hide password" }).click();
    expect(await password.getAttribute("type")).toBe("password");

    // A wrong password: the alert, the email kept, the password emptied.
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectText(page.getByRole("alert"), "Invalid email or password");
    expect(await page.getByLabel("Email").inputValue()).toBe(EMAIL);
    expect(await password.inputValue()).toBe("");
    await expectNoAxeViolations(page);

    // The right password: the dashboard, with a session cookie scripts cannot read.
    await password.fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectPath(page, "/vendor-dashboard");
    await expectText(page.locator("main h1"), "Vendor Dashboard");
    await expectText(page.locator("main strong"), EMAIL);
    const cookie = (await context.cookies()).find((entry) => entry.name === "shaadi.session_token");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(await page.evaluate(() => document.cookie)).not.toContain("session_token");

    // An existing session skips the sign-in page.
    await visit(page, "/vendor-auth");
    await expectPath(page, "/vendor-dashboard");

    // Sign Out returns home; the dashboard then sends the visitor to sign in.
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expectPath(page, "/");
    await visit(page, "/vendor-dashboard");
    await expectPath(page, "/vendor-auth");
  });

  test("shows the development outbox only because the test server sets DEV_OUTBOX=on without SMTP", async ({ baseUrl }) => {
    // Without DEV_OUTBOX a production server answers 404 here (app/config.server.test.ts).
    const response = await fetch(new URL("/dev/outbox", baseUrl));
    expect(response.status).toBe(200);
  });
});
