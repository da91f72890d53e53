import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { startCheckout } from "~/modules/billing/checkout.server";
import { createTestBillingProvider } from "~/modules/billing/test-billing.server";
import { payTestCheckout } from "~/modules/billing/test-checkout.server";
import { BUSINESS_MESSAGES } from "~/modules/onboarding/business-form";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { runRoute, type RouteHandler } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import AccountCreationPage, { loader as accountLoader } from "~/routes/account-creation";
import { loader as businessLoader } from "~/routes/business-details";
import OnboardingPage, { loader as onboardingLoader } from "~/routes/onboarding";

// docs/product/vendor-journey-and-portal.md#business-details: 'Authentication Required: Please create an account first to continue.' when
// /business-details sends a visitor without a session away. The redirect is followed to the page it lands on,
// whose loader and page are run as the browser would get them (without JavaScript: the toast needs a browser).

const ORIGIN = "http://localhost:3000";
const NOTICE = `<strong>${BUSINESS_MESSAGES.authRequired.title}:</strong> ${BUSINESS_MESSAGES.authRequired.message}`;

/** The page of the route at `path`: its loader run on a real request, then its component rendered with the data. */
async function landOn(path: string, loader: RouteHandler, Page: ComponentType): Promise<string> {
  const { status, body } = await runRoute(loader, new Request(`${ORIGIN}${path}`));
  expect(status).toBe(200);
  const Stub = createRoutesStub([{ id: "page", path: new URL(path, ORIGIN).pathname, Component: Page, loader: () => body }]);
  const html = renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { page: body } }} />);
  // React's markers between adjacent texts are not part of what is shown.
  return html.replaceAll("<!-- -->", "");
}

/** Where /business-details sends a visitor without a session cookie. */
async function redirectOf(path: string): Promise<string> {
  const { status, headers } = await runRoute(businessLoader, new Request(`${ORIGIN}${path}`));
  expect(status).toBe(302);
  return headers.get("location") ?? "";
}

describeEachDatabase("/business-details without a session", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);

  it("lands on account creation for its paid checkout, which says an account is needed first", async () => {
    const checkout = await startCheckout(getDb(), createTestBillingProvider(getDb(), ORIGIN), {
      plan: "showcase",
      publicUrl: ORIGIN,
      customerEmail: "notice@example.test",
    });
    await payTestCheckout(getDb(), checkout.id);

    const target = await redirectOf(`/business-details?session_id=${checkout.id}&plan=showcase`);
    expect(target).toMatch(/^\/account-creation\?/);
    const page = await landOn(target, accountLoader, AccountCreationPage as ComponentType);
    expect(page).toContain(NOTICE);
    expect(page).toContain('value="notice@example.test"');

    // Reached any other way, the same page says nothing of it.
    const direct = await landOn(`/account-creation?session_id=${checkout.id}&plan=showcase`, accountLoader, AccountCreationPage as ComponentType);
    expect(direct).not.toContain(BUSINESS_MESSAGES.authRequired.message);
  });

  it("lands on the plan choice without a checkout, which says the same", async () => {
    const target = await redirectOf("/business-details");
    expect(target).toMatch(/^\/onboarding\?/);
    expect(await landOn(target, onboardingLoader, OnboardingPage as ComponentType)).toContain(NOTICE);
    expect(await landOn("/onboarding", onboardingLoader, OnboardingPage as ComponentType)).not.toContain(BUSINESS_MESSAGES.authRequired.message);
  });
});
