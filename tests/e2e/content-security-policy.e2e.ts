import type { Page } from "@playwright/test";
import { expect, expectCount, expectPath, expectText, fetchHtml, findVendorIds, test, visit, type Open } from "./fixtures";

// Decision 042 in Chromium against the production build: every public page, the 404 page and a portal page load
// and hydrate under the Content-Security-Policy (scripts by nonce only) with no violation, and what runs after
// hydration works too: route chunks loaded on a client-side navigation, the vendor page's lightbox, the search
// autocomplete and the shortlist button. A violation is caught both as the page's `securitypolicyviolation`
// event and as the console message Chromium prints for it (the latter also fails the test through the `open` fixture).

type Violation = { directive: string; blocked: string; source: string };

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/** A page that records every CSP violation of every document it loads, and every console message about one. */
async function openRecording(open: Open): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const page = await open();
  const messages: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  // Added by the browser itself (DevTools protocol), so the policy under test does not apply to it.
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations!.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile });
    });
  });
  const violations = async () => {
    const recorded = await page.evaluate(() => window.__cspViolations ?? []);
    return [...recorded.map((violation) => `${violation.directive} blocked ${violation.blocked} (${violation.source})`), ...messages];
  };
  return { page, violations };
}

/** The nonce of the response's script-src. */
function policyNonce(policy: string | undefined): string {
  const match = /script-src 'nonce-([A-Za-z0-9+/]+={0,2})' 'strict-dynamic'/.exec(policy ?? "");
  if (!match) throw new Error(`No nonce in the policy ${policy}`);
  return match[1]!;
}

/** The first link of the HTML whose path starts with `prefix` and has one more segment ("/blog/" → "/blog/x"). */
async function firstLink(baseUrl: string, listing: string, prefix: string): Promise<string> {
  const { html } = await fetchHtml(baseUrl, listing);
  const match = new RegExp(`href="(${prefix}[a-z0-9-]+)"`).exec(html);
  if (!match) throw new Error(`No ${prefix}… link on ${listing}`);
  return match[1]!;
}

test.describe("the Content-Security-Policy in the browser", () => {
  test("loads and hydrates every public page with no violation, each with its own nonce", async ({ open, baseUrl }) => {
    const { vendor } = await findVendorIds(baseUrl, { vendor: (photos) => photos >= 2 });
    const article = await firstLink(baseUrl, "/blog", "/blog/");
    const pages = [
      "/",
      "/search?q=photographers",
      "/category/photographers",
      "/category/photographers/birmingham",
      `/vendor/${vendor}`,
      "/blog",
      article,
      "/pricing",
      "/about",
      "/contact",
      "/terms",
      "/privacy",
      "/shortlist",
      "/no-such-page",
    ];
    const { page, violations } = await openRecording(open);
    const nonces = new Set<string>();
    for (const path of pages) {
      const response = await visit(page, path);
      const headers = await response.allHeaders();
      const nonce = policyNonce(headers["content-security-policy"]);
      nonces.add(nonce);
      // The browser hides a nonce from the DOM once parsed (`nonce` property only), so read it that way.
      const scriptNonces = await page.evaluate(() =>
        [...document.querySelectorAll("script")].filter((script) => script.type !== "application/ld+json").map((script) => script.nonce),
      );
      expect(scriptNonces.length, path).toBeGreaterThan(0);
      expect(new Set(scriptNonces), path).toEqual(new Set([nonce]));
      // The stylesheet, the font and the icon load under the policy without it (decision 109).
      const html = await response.text();
      expect(html, path).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"\/>/);
      expect([...html.matchAll(/<link\b[^>]*\bnonce=/g)].length, path).toBe(0);
      const styled = await page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.includes("/assets/") && sheet.cssRules.length > 0));
      expect(styled, `${path}: the stylesheet applied`).toBe(true);
      expect(await violations(), path).toEqual([]);
    }
    expect(nonces.size).toBe(pages.length);
  });

  test("loads route chunks on a client-side navigation, opens the lightbox and saves to the shortlist", async ({ open, baseUrl }) => {
    const { vendor } = await findVendorIds(baseUrl, { vendor: (photos) => photos >= 2 });
    const { page, violations } = await openRecording(open);
    await visit(page, "/");
    // A marker on the window survives only a client-side navigation, not a full page load.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const loaded: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") loaded.push(new URL(request.url()).pathname);
    });
    await page.getByRole("link", { name: /^About/ }).first().click();
    await expectPath(page, "/about");
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(loaded.some((path) => /^\/assets\/about-[\w-]+\.js$/.test(path)), `route chunks loaded: ${loaded.join(", ")}`).toBe(true);

    await visit(page, `/vendor/${vendor}`);
    await page.getByRole("tab", { name: "Gallery" }).click();
    await page.getByRole("tabpanel").getByRole("button").nth(1).click();
    await expectText(page.getByTestId("lightbox-counter"), /^2 \/ \d+$/);
    await page.keyboard.press("Escape");
    await expectCount(page.getByRole("dialog"), 0);

    await visit(page, "/category/photographers");
    const card = page.locator("article").first();
    await card.getByRole("button", { name: "Save to shortlist" }).click();
    await expectText(card.getByRole("button", { name: "Shortlisted" }), "Shortlisted");
    await expectText(page.getByTestId("shortlist-count").first(), "1");
    expect(await violations()).toEqual([]);
  });

  test("suggests as the visitor types in the search box", async ({ open }) => {
    const { page, violations } = await openRecording(open);
    await visit(page, "/");
    await page.getByRole("combobox", { name: "What are you looking for?" }).fill("photog");
    await page.getByRole("option").first().waitFor();
    expect(await page.getByRole("option").count()).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });

  test("signs a vendor in and shows the portal with no violation", async ({ open, liveVendor }) => {
    const live = liveVendor;
    const { page, violations } = await openRecording(open);
    await visit(page, "/vendor-auth");
    await page.getByLabel("Email").fill(live.email);
    await page.getByLabel("Password", { exact: true }).fill(live.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectPath(page, "/vendor-dashboard");
    await visit(page, "/vendor-dashboard");
    await page.getByRole("navigation", { name: "Vendor portal" }).getByRole("link", { name: /Enquiries/ }).click();
    await expectPath(page, "/vendor-dashboard/enquiries");
    expect(await violations()).toEqual([]);
  });
});
