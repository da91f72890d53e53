/**
 * `npm run db:seed`: replaces the catalogue with the demo one and renders its artwork.
 * Runs on plain Node 24 (`node scripts/seed.ts`) with native type stripping.
 */
import path from "node:path";
import "./register-app-imports.ts";

const { getConfig } = await import("~/config.server");
const { openDatabase } = await import("~/db/client.server");
const { migrateDatabase } = await import("~/db/migrate.server");
const { replaceDemoCatalogue } = await import("~/modules/demo-catalogue/seed.server");
const { renderDemoImages } = await import("~/modules/demo-catalogue/demo-artwork.server");

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)} s`;

const config = getConfig();
const handle = await openDatabase(
  config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dataDir: config.dataDir },
);
try {
  await migrateDatabase(handle);
  const seedStarted = performance.now();
  const counts = await replaceDemoCatalogue(handle.db);
  const target = handle.kind === "postgres" ? "PostgreSQL" : config.dataDir;
  console.log(
    `Seeded ${counts.categories} categories, ${counts.vendors} vendors, ${counts.features} features, ${counts.images} images, ` +
      `${counts.packages} packages, ${counts.blockedDays} blocked days, ${counts.reviews} reviews and ${counts.enquiries} enquiries with ${counts.messages} messages into ${target} in ${seconds(seedStarted)}`,
  );
  const mediaDir = path.join(config.dataDir, "media", "demo");
  const renderStarted = performance.now();
  const { written } = await renderDemoImages(mediaDir);
  console.log(`Rendered ${written} demo images into ${mediaDir} in ${seconds(renderStarted)}`);
} catch (error) {
  console.error("Seeding failed:", error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
