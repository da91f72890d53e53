import path from "node:path";
import { defineConfig } from "vitest/config";
import { ICON_NAMES } from "./app/components/icon-names.ts";
import { iconSprite } from "./scripts/icon-sprite.ts";

export default defineConfig({
  // Components draw icons from the sprite, whose URL the plugin defines.
  plugins: [iconSprite(ICON_NAMES)],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "server/**/*.test.ts", "scripts/**/*.test.ts", "eslint.config.test.ts"],
    environment: "node",
    // Test databases are copies of ones built once per run (decision 051).
    globalSetup: ["./tests/setup/database-templates.ts"],
    setupFiles: ["./tests/setup/fail-on-console-error.ts", "./tests/setup/password-hash-cost.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
