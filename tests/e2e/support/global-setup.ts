import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startTestServer } from "./test-server";

/** Where the seeded DATA_DIR is, for the worker fixtures (environment set here reaches every worker). */
export const TEMPLATE_ENV = "E2E_TEMPLATE_DATA_DIR";
/** The seeded live vendor (portal-fixture.ts), as JSON. */
export const LIVE_VENDOR_ENV = "E2E_LIVE_VENDOR";

/**
 * Prepares one seeded DATA_DIR for the whole run: migrations, the demo catalogue, the live vendor
 * (portal-fixture.ts, through seed-template.ts), then one start of the production server on it so the demo images are rendered. Each worker
 * copies it for its own server (fixtures.ts), so a worker starts in about a second on the same data. Returns the
 * teardown that removes it.
 */
export default async function globalSetup(): Promise<() => void> {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` before the browser tests");
  const template = fs.mkdtempSync(path.join(os.tmpdir(), "sv-e2e-template-"));
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const liveVendor = execFileSync(process.execPath, ["tests/e2e/support/seed-template.ts", template], { env, encoding: "utf8" }).trim();
  const server = await startTestServer({ dataDir: template });
  await server.stop();
  process.env[TEMPLATE_ENV] = template;
  process.env[LIVE_VENDOR_ENV] = liveVendor;
  return () => fs.rmSync(template, { recursive: true, force: true });
}
