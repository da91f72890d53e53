// `node tests/e2e/support/seed-template.ts DIR`: seeds the browser tests' embedded database in DIR (see
// portal-fixture.ts) and prints the live vendor as JSON. A child process on plain Node, because the app's modules
// are written for Vite (`~/` imports, `?raw` text) and scripts/register-app-imports.ts teaches Node those, not
// Playwright's loader.
import "../../../scripts/register-app-imports.ts";

const { seedLiveVendor } = await import("../portal-fixture.ts");
const { seedSearchDatesFixture } = await import("../search-dates-fixture.ts");
const dir = process.argv[2];
if (!dir) throw new Error("Usage: node tests/e2e/support/seed-template.ts DIR");
// The live vendor's account does not depend on the address: each server's PUBLIC_URL is its own.
const liveVendor = await seedLiveVendor(dir, "http://127.0.0.1");
// The dates-and-budget journey's photographers (search-dates-fixture.ts), kept in DIR for the workers.
await seedSearchDatesFixture(dir);
process.stdout.write(`${JSON.stringify(liveVendor)}\n`);
