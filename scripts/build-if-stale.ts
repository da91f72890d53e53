/**
 * `npm start` runs this before the server: it builds the app when no build exists or when any
 * source file is newer than the last build, and otherwise skips straight to serving, so a second
 * start takes seconds rather than a full build. Usage: `node scripts/build-if-stale.ts [--force]`.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const stamp = path.join(root, "build", ".build-stamp");
const inputs = ["app", "server", "public", "scripts/icon-sprite.ts", "vite.config.ts", "react-router.config.ts", "package-lock.json", "tsconfig.json"];

function newestModification(entry: string): number {
  const stats = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestModification(path.join(entry, child)));
  return newest;
}

const builtAt = fs.statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const sourcesAt = Math.max(...inputs.map((input) => newestModification(path.join(root, input))));
const forced = process.argv.includes("--force");

if (!forced && builtAt > sourcesAt && fs.existsSync(path.join(root, "build", "server", "index.js"))) {
  console.log("The build is up to date: skipping it (npm run build rebuilds).");
} else {
  const started = performance.now();
  execFileSync(process.execPath, [path.join(root, "node_modules", "@react-router", "dev", "bin.cjs"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
  fs.writeFileSync(stamp, new Date().toISOString());
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
