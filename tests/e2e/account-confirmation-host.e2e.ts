import { expect, expectPath, expectText, test } from "./fixtures";
import { accountLink, businessDetailsPath, requestAccountThroughCheckout } from "./paid-vendor-account";
import { TEMPLATE_ENV } from "./support/global-setup";
import { startTestServer, type TestServer } from "./support/test-server";

// Decision 050: the account link works whichever host name the site is opened on. The server here runs with the
// default PUBLIC_URL (http://localhost:PORT), so the mailed link names localhost; the vendor opens it on
// 127.0.0.1, as a visitor reaches a site under both www. and its bare domain, and confirms with and without
// JavaScript (a form posted before hydration is a plain form post).
let server: TestServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startTestServer({ template: process.env[TEMPLATE_ENV], publicUrl: null });
});

test.afterAll(async () => {
  await server?.stop();
});

for (const javaScriptEnabled of [false, true]) {
  test(`confirms an account opened on 127.0.0.1 while PUBLIC_URL is localhost, JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({ open }) => {
    const email = `host-${javaScriptEnabled ? "script" : "plain"}-${Date.now()}@example.test`;
    const payer = await open({ baseURL: server.origin });
    const sessionId = await requestAccountThroughCheckout(payer, email, "jasmine-garlands-at-dawn-9");
    const mailed = new URL(await accountLink(payer, email));
    expect(mailed.hostname).toBe("localhost");

    const opened = new URL(`${mailed.pathname}${mailed.search}`, server.origin);
    const page = await open({ baseURL: server.origin, javaScriptEnabled });
    await page.goto(opened.href);
    await expectText(page.locator("main h1"), "Confirm Your Email");
    await page.getByRole("button", { name: "Confirm and Continue" }).click();
    await expectPath(page, businessDetailsPath(sessionId));
    expect(new URL(page.url()).host).toBe(opened.host);
    await expectText(page.locator("main h1"), /Business/);
  });
}
