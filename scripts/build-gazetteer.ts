/**
 * Writes the UK gazetteer (`app/modules/geo/generated/uk-places.json`, git-ignored) from the GeoNames
 * packages and the hand tables of `app/modules/geo/`. Runs as the postinstall step of `npm install` /
 * `npm ci` and as `npm run gazetteer`; the app builds the same data in memory when the file is missing,
 * so a failure here is reported but does not fail the install. Usage: `node scripts/build-gazetteer.ts`.
 */
import "./register-app-imports.ts";
import fs from "node:fs";
import path from "node:path";

try {
  const started = performance.now();
  const { buildGazetteer } = await import("~/modules/geo/build-gazetteer.server");
  const { GAZETTEER_FILE } = await import("~/modules/geo/gazetteer.server");
  const target = path.resolve(import.meta.dirname, "..", GAZETTEER_FILE);
  const gazetteer = buildGazetteer();
  const json = JSON.stringify(gazetteer);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Written beside the target and renamed, so a running server never reads half a file.
  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, json);
  fs.renameSync(temporary, target);

  const kinds = new Map<string, number>();
  for (const place of gazetteer.places) kinds.set(place.kind, (kinds.get(place.kind) ?? 0) + 1);
  const counts = [...kinds].map(([kind, count]) => `${count} ${kind}`).join(", ");
  const size = (Buffer.byteLength(json) / 1024).toFixed(0);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`Gazetteer: ${gazetteer.places.length} places (${counts}), ${size} KiB, built in ${seconds} s`);
  console.log(`  → ${GAZETTEER_FILE}`);
} catch (error) {
  console.warn(`Gazetteer not written (the app will build it in memory at first use): ${String(error)}`);
  process.exitCode = process.env.npm_lifecycle_event === "postinstall" ? 0 : 1;
}
