import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfigForTests } from "~/config.server";
import { BUSINESS_MESSAGES } from "~/modules/onboarding/business-form";
import BusinessSuccessPage, { loader } from "~/routes/business-success";

// docs/product/vendor-journey-and-portal.md#business-details: "A support contact address is shown on the success page", the configured
// SUPPORT_EMAIL, as a link that opens a mail to it.
const SUPPORT_EMAIL = "help@vendors.example";
let saved: string | undefined;
beforeAll(() => {
  saved = process.env.SUPPORT_EMAIL;
  process.env.SUPPORT_EMAIL = SUPPORT_EMAIL;
  resetConfigForTests();
});
afterAll(() => {
  if (saved === undefined) delete process.env.SUPPORT_EMAIL;
  else process.env.SUPPORT_EMAIL = saved;
  resetConfigForTests();
});

describe("/business-success", () => {
  it("shows the configured support address as a mailto link beside the success message", () => {
    const loaderData = loader();
    expect(loaderData).toEqual({ supportEmail: SUPPORT_EMAIL });
    const props = { loaderData, params: {}, matches: [] };
    const html = renderToStaticMarkup(
      <MemoryRouter>
        {/* eslint-disable-next-line @typescript-eslint/no-explicit-any */}
        <BusinessSuccessPage {...(props as any)} />
      </MemoryRouter>,
    );
    expect(html).toContain(BUSINESS_MESSAGES.success.message);
    expect(html).toMatch(new RegExp(`<a [^>]*href="mailto:${SUPPORT_EMAIL}"[^>]*>${SUPPORT_EMAIL}</a>`));
    expect(html).toContain('href="/contact"');
  });
});
