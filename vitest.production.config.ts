import path from "node:path";
import { defineConfig } from "vitest/config";

// Production-shaped tests: several servers of the production build against one PostgreSQL database and one
// S3-compatible store, and the faults they must survive (a stopped database, an unreachable store, a mail
// server down, slow clients, oversized bodies). They need `npm run build` and DATABASE_URL.
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/production/**/*.test.ts"],
    // Each file starts its own servers; two cores, so one file at a time.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
