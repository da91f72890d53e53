#!/usr/bin/env bash
# Every test of the project: typecheck, lint, unit + integration (PGlite, and PostgreSQL too when
# DATABASE_URL is set), production build, browser tests in Debian Chromium against that build, then (with
# DATABASE_URL) the production tests: two instances sharing a database and an S3 store, and the fault tests.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/use-node.sh
node scripts/check-conflict-markers.ts

bash scripts/ensure-chromium.sh
bash scripts/ensure-java.sh

echo "== typecheck"
npm run --silent typecheck
echo "== lint"
npm run --silent lint
echo "== unit and integration tests${DATABASE_URL:+ (PGlite and PostgreSQL)}"
npx vitest run
echo "== production build"
npm run --silent build
echo "== browser tests"
npx playwright test
if [ -n "${DATABASE_URL:-}" ]; then
  echo "== production tests: two instances on one PostgreSQL and one S3 store, and faults"
  npx vitest run --config vitest.production.config.ts
fi
