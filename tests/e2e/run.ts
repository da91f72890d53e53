// `npm run test:e2e`: checks Debian's Chromium is there, builds the app for production, then runs the
// browser journeys against that build. Extra arguments go to Vitest (e.g. a file name to run one file).
import { spawnSync } from "node:child_process";

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("bash", ["scripts/ensure-chromium.sh"]);
run("npm", ["run", "--silent", "build"]);
run("npx", ["vitest", "run", "--config", "vitest.e2e.config.ts", ...process.argv.slice(2)]);
