import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Response } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";

/** Debian's Chromium with the flags that work on a machine without outside network. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

export function baseUrl(): string {
  return inject("baseUrl");
}

export type ContextOptions = Parameters<Browser["newContext"]>[0];

export type OpenedPage = {
  context: BrowserContext;
  page: Page;
  /**
   * Uncaught page errors and console errors seen so far. A console error about a document that the
   * server answered with 404 or 500 on purpose (a status page) is not counted; any other failed
   * load, such as a missing image, is.
   */
  errors: () => string[];
};

/** A fresh context whose page records every uncaught page error and console error. */
export async function newPage(browser: Browser, options: ContextOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ baseURL: baseUrl(), ...options });
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
      .map((entry) => (entry.url ? `${entry.text} (${entry.url})` : entry.text));
  return { context, page, errors };
}

/**
 * One Chromium per test file, a fresh context per `open()`. After each test every page opened in it
 * must have recorded no page error and no console error, and its context is closed.
 */
export function useBrowser(): { open: (options?: ContextOptions) => Promise<Page>; browser: () => Browser } {
  let browser: Browser | undefined;
  let opened: OpenedPage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const current = opened;
    opened = [];
    const errors = current.flatMap((entry) => entry.errors());
    await Promise.all(current.map((entry) => entry.context.close()));
    expect(errors, "page errors or console errors during the test").toEqual([]);
  });
  return {
    browser: () => {
      if (!browser) throw new Error("The browser is not launched yet");
      return browser;
    },
    open: async (options) => {
      if (!browser) throw new Error("The browser is not launched yet");
      const entry = await newPage(browser, options);
      opened.push(entry);
      return entry.page;
    },
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

const POLL = { timeout: 10_000, interval: 50 };

/** Waits until the locator's trimmed, whitespace-collapsed text equals (string) or matches (RegExp). */
export async function expectText(locator: Locator, expected: string | RegExp): Promise<void> {
  const read = async () => ((await locator.first().textContent({ timeout: POLL.timeout })) ?? "").replace(/\s+/g, " ").trim();
  if (typeof expected === "string") await expect.poll(read, POLL).toBe(expected);
  else await expect.poll(read, POLL).toMatch(expected);
}

/** Waits until the locator matches exactly `count` elements. */
export async function expectCount(locator: Locator, count: number): Promise<void> {
  await expect.poll(() => locator.count(), POLL).toBe(count);
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

/** Polls any value until it passes `check` (a vitest assertion), for conditions on the live page. */
export async function eventually(check: () => Promise<void> | void): Promise<void> {
  const deadline = Date.now() + POLL.timeout;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, POLL.interval));
    }
  }
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

/** Fetches a page's server-rendered HTML without a browser (used to find vendors with a given gallery). */
export async function fetchHtml(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(new URL(path, baseUrl()));
  return { status: response.status, html: await response.text() };
}

/** The number of photos a vendor page's HTML shows (0 when it shows the stock fallback), or undefined for a 404. */
export async function vendorPhotoCount(id: number): Promise<number | undefined> {
  const { status, html } = await fetchHtml(`/vendor/${id}`);
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
  wanted: Record<K, (photos: number) => boolean>,
  maxId = 500,
): Promise<Record<K, number>> {
  const found: Partial<Record<K, number>> = {};
  const keys = Object.keys(wanted) as K[];
  for (let id = 1; id <= maxId && keys.some((key) => found[key] === undefined); id++) {
    const photos = await vendorPhotoCount(id);
    if (photos === undefined) continue;
    for (const key of keys) if (found[key] === undefined && wanted[key](photos)) found[key] = id;
  }
  for (const key of keys) if (found[key] === undefined) throw new Error(`No vendor with ids 1–${maxId} is "${key}"`);
  return found as Record<K, number>;
}
