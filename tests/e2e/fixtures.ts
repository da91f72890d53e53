import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type Response } from "@playwright/test";
import type { LiveVendor, SeededVendors } from "./portal-fixture";
import { LIVE_VENDOR_ENV, TEMPLATE_ENV } from "./support/global-setup";
import { startTestServer, type TestServer } from "./support/test-server";

export { expect };
export type { Page };
export type ContextOptions = BrowserContextOptions;
/**
 * The `open` fixture: a page in a fresh context, checked for errors after the test. `ignoreErrors` names the
 * errors the test causes on purpose (e.g. the console message for a refused sign-in's 401).
 */
export type Open = (options?: ContextOptions, checks?: { ignoreErrors?: RegExp }) => Promise<Page>;

export type OpenedPage = {
  context: BrowserContext;
  page: Page;
  /**
   * Uncaught page errors and console errors seen so far. A console error about a document that the
   * server answered with 404 or 500 on purpose (a status page) is not counted, nor a script blocked in the
   * outbox's sandboxed mail frames; any other failed load, such as a missing image, is.
   */
  errors: () => string[];
};

let visitors = 0;

/**
 * A client address of its own for each context (198.18.0.0/15, which the server trusts from loopback as a proxy's
 * X-Forwarded-For): each test's visitor is a different couple, as in real traffic, so the per-address limits (six
 * enquiries a minute) count one test's posts, not those of every test its worker's server answered that minute.
 */
function nextVisitorAddress(): string {
  const index = (process.pid * 997 + visitors++) % 2 ** 17;
  return `198.${18 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`;
}

/** A fresh context whose page records every uncaught page error and console error. */
export async function newPage(browser: Browser, options: ContextOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ ...options, extraHTTPHeaders: { "x-forwarded-for": nextVisitorAddress(), ...options.extraHTTPHeaders } });
  const page = await context.newPage();
  const raw: { text: string; url: string }[] = [];
  const statusDocuments = new Set<string>();
  page.on("pageerror", (error) => raw.push({ text: `pageerror: ${error.message}`, url: "" }));
  page.on("console", (message) => {
    if (message.type() === "error") raw.push({ text: `console: ${message.text()}`, url: message.location().url });
  });
  page.on("response", (response) => {
    const request = response.request();
    if (request.isNavigationRequest() && (response.status() === 404 || response.status() === 500)) {
      statusDocuments.add(response.url());
    }
  });
  const errors = () =>
    raw
      .filter((entry) => !(/status of (404|500)/.test(entry.text) && statusDocuments.has(entry.url)))
      // The outbox shows each mail in a sandboxed frame without scripts; Playwright's trace snapshots try to run
      // one there, and Chromium reports the sandbox doing its job.
      .filter((entry) => !(entry.url === "about:srcdoc" && /^console: Blocked script execution in 'about:srcdoc'/.test(entry.text)))
      .map((entry) => (entry.url ? `${entry.text} (${entry.url})` : entry.text));
  return { context, page, errors };
}

type WorkerFixtures = {
  /** This worker's own production server, on its own copy of the seeded database (decision 050). */
  server: TestServer;
  /** The server's address, `http://127.0.0.1:PORT` (not `origin`, which the DOM types declare as a global). */
  baseUrl: string;
  /** The vendor whose listing is live in the seeded database (portal-fixture.ts). */
  liveVendor: LiveVendor;
  /** The demo listing with the most enquiries, claimed by an account on a plan (portal-fixture.ts). */
  demoVendor: LiveVendor;
};

type TestFixtures = {
  /**
   * Opens a page in a fresh context on this worker's server, at the project's viewport unless `options` says
   * otherwise. After the test, every page opened must have recorded no page error and no console error; the
   * contexts are closed.
   */
  open: Open;
};

/**
 * The browser tests' `test`: one production server per worker (a worker runs one test at a time, so tests that
 * change global data — the clock, early-bird spots, admin imports, the page cache — never meet a test of another
 * worker), and `open` for pages checked for errors.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // Playwright reads the fixture's parameters from this pattern; this one needs no other fixture.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startTestServer({ template: process.env[TEMPLATE_ENV] });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseUrl: [async ({ server }, use) => use(server.origin), { scope: "worker" }],
  liveVendor: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const json = process.env[LIVE_VENDOR_ENV];
      if (!json) throw new Error("The global setup did not seed the live vendor");
      await use(JSON.parse(json) as LiveVendor);
    },
    { scope: "worker" },
  ],
  demoVendor: [
    async ({ liveVendor }, use) => {
      const { demoVendor } = liveVendor as SeededVendors;
      if (!demoVendor) throw new Error("The global setup did not claim a demo listing");
      await use(demoVendor);
    },
    { scope: "worker" },
  ],
  baseURL: async ({ baseUrl }, use) => use(baseUrl),
  open: async ({ browser, baseUrl, viewport }, use) => {
    const opened: { entry: OpenedPage; ignoreErrors?: RegExp }[] = [];
    await use(async (options = {}, checks = {}) => {
      const entry = await newPage(browser, { baseURL: baseUrl, viewport, ...options });
      opened.push({ entry, ignoreErrors: checks.ignoreErrors });
      return entry.page;
    });
    const errors = opened.flatMap(({ entry, ignoreErrors }) => entry.errors().filter((error) => !ignoreErrors?.test(error)));
    await Promise.all(opened.map(({ entry }) => entry.context.close()));
    expect(errors, "page errors or console errors during the test").toEqual([]);
  },
});

/**
 * Gives the file's tests a server of their own, started from the seeded template before them and stopped after
 * (for journeys whose first admin is made by the first-run setup, or that need a log no other file writes to).
 * Call it at the top of the file; the returned function gives the running server to a test.
 */
export function useServerOfItsOwn(): () => TestServer {
  let server: TestServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startTestServer({ template: process.env[TEMPLATE_ENV] });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error("The file's own server has not started");
    return server;
  };
}

/**
 * Loads a page and waits until React has hydrated it (the footer, rendered last, carries React's
 * props), so clicks and typing reach the app rather than the server-rendered HTML.
 */
export async function visit(page: Page, path: string): Promise<Response> {
  const response = await page.goto(path);
  if (!response) throw new Error(`No response for ${path}`);
  await page.waitForFunction(() => {
    const footer = document.querySelector("body > footer");
    return Boolean(footer && Object.keys(footer).some((key) => key.startsWith("__reactProps")));
  });
  return response;
}

const POLL = { timeout: 10_000, intervals: [50] };

/** Waits until the locator's trimmed, whitespace-collapsed text equals (string) or matches (RegExp). */
export async function expectText(locator: Locator, expected: string | RegExp): Promise<void> {
  const read = async () => ((await locator.first().textContent({ timeout: POLL.timeout })) ?? "").replace(/\s+/g, " ").trim();
  if (typeof expected === "string") await expect.poll(read, POLL).toBe(expected);
  else await expect.poll(read, POLL).toMatch(expected);
}

/** Waits until the locator matches exactly `count` elements. */
export async function expectCount(locator: Locator, count: number): Promise<void> {
  await expect(locator).toHaveCount(count, { timeout: POLL.timeout });
}

/** Waits until the page URL's path and query equal `expected` (e.g. "/search?q=cake"). */
export async function expectPath(page: Page, expected: string): Promise<void> {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return `${url.pathname}${url.search}${url.hash}`;
    }, POLL)
    .toBe(expected);
}

/**
 * Signs a vendor in through /vendor-auth's form, as a vendor does, and waits for the portal unless
 * `expectDashboard` is false (a page the sign-in leads elsewhere, or one that is refused).
 */
export async function signInVendor(page: Page, email: string, password: string, { expectDashboard = true } = {}): Promise<void> {
  await visit(page, "/vendor-auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  if (expectDashboard) await expectPath(page, "/vendor-dashboard");
}

/** Retries `check` (assertions on the live page) until it passes, for up to 10 s. */
export async function eventually(check: () => Promise<void> | void): Promise<void> {
  await expect(async () => check()).toPass(POLL);
}

/** Runs axe on the current page and asserts there is no violation (WCAG 2.1 A/AA rules and best practice). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Colours sampled half-way through a transition (e.g. a tab that was just deselected) are not the page's colours.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== "running"),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 5).join("\n  ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Fetches a page's server-rendered HTML from `baseUrl` without a browser (used to find vendors with a given gallery). */
export async function fetchHtml(baseUrl: string, path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(new URL(path, baseUrl));
  return { status: response.status, html: await response.text() };
}

/** The number of photos a vendor page's HTML shows (0 when it shows the stock fallback), or undefined for a 404. */
export async function vendorPhotoCount(baseUrl: string, id: number): Promise<number | undefined> {
  const { status, html } = await fetchHtml(baseUrl, `/vendor/${id}`);
  if (status === 404) return undefined;
  if (status !== 200) throw new Error(`/vendor/${id} answered ${status}`);
  const match = /aria-label="Open photo 1 of (\d+)"/.exec(html);
  return match ? Number(match[1]) : 0;
}

/**
 * Scans vendor ids upward from 1 until `wanted` has been satisfied for every key, so tests use
 * vendors they verified rather than hard-coded ids. Returns the first id found for each key.
 */
export async function findVendorIds<K extends string>(
  baseUrl: string,
  wanted: Record<K, (photos: number) => boolean>,
  maxId = 500,
): Promise<Record<K, number>> {
  const found: Partial<Record<K, number>> = {};
  const keys = Object.keys(wanted) as K[];
  for (let id = 1; id <= maxId && keys.some((key) => found[key] === undefined); id++) {
    const photos = await vendorPhotoCount(baseUrl, id);
    if (photos === undefined) continue;
    for (const key of keys) if (found[key] === undefined && wanted[key](photos)) found[key] = id;
  }
  for (const key of keys) if (found[key] === undefined) throw new Error(`No vendor with ids 1–${maxId} is "${key}"`);
  return found as Record<K, number>;
}
