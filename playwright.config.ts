import { defineConfig } from "@playwright/test";

// Browser journeys against the production build (decision 050): each worker starts its own server through the real
// Node entry on a copy of one seeded embedded database (tests/e2e/fixtures.ts), in Debian's Chromium.
const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Tests tagged `@both-widths` run in both projects; `@phone-only` ones only at 375 px; the rest only at 1280 px. */
const BOTH_WIDTHS = /@both-widths/;
const PHONE_ONLY = /@phone-only/;

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  // Files are shared out between the workers; the tests of one file run in order, on that worker's own server.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Decision 077: the same Chromium on the same machine draws the same pixels, so the tolerance only absorbs
    // antialiasing noise; a block that moves changes far more than 0.05 % of a page.
    toHaveScreenshot: { maxDiffPixelRatio: 0.0005, animations: "disabled", caret: "hide", scale: "css" },
  },
  // Baselines of tests/e2e/screenshots.e2e.ts, one per screen and project: tests/e2e/screenshots/home-phone.png.
  snapshotPathTemplate: "{testDir}/screenshots/{arg}-{projectName}{ext}",
  outputDir: "test-results/e2e",
  reporter: [["list"], ["html", { outputFolder: "playwright-report", open: "never" }]],
  use: {
    browserName: "chromium",
    // Debian's Chromium, never a downloaded browser; these flags suit a machine without outside network.
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_FLAGS },
    headless: true,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 900 } }, grepInvert: PHONE_ONLY },
    { name: "phone", use: { viewport: { width: 375, height: 740 } }, grep: [BOTH_WIDTHS, PHONE_ONLY] },
  ],
});
