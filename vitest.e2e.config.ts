import path from "node:path";
import { defineConfig } from "vitest/config";

// Browser journeys against the production build, served by the real Node entry on a fresh embedded database.
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["./tests/e2e/global-setup.ts"],
    // One Chromium per file; two cores, so keep files few and run them one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
