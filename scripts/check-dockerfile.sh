#!/usr/bin/env bash
# `npm run check:dockerfile`: checks the Dockerfile without a Docker engine by running the same commands it runs.
# The build stage: a temp folder gets the build context (the repo minus .dockerignore), package files and
# scripts first, `npm ci`, then the rest, `npm run build && npm prune --omit=dev`. The runtime stage: a second
# folder gets only what the Dockerfile's COPY --from=build lines copy, and the server starts as CMD does
# (`node --max-semi-space-size=16 --max-old-space-size=144 server/index.ts`, NODE_ENV=production, MALLOC_ARENA_MAX=2, DATA_DIR on its own folder) until /healthz and /readyz answer 200.
# Takes minutes (a clean install and a build), so it is not part of `npm test`. Needs Node 24 (scripts/use-node.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/use-node.sh

work="$(mktemp -d "${TMPDIR:-/tmp}/sv-docker-check-XXXXXX")"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill -TERM "$server_pid"; wait "$server_pid" || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

context="$work/context"
build="$work/build"
runtime="$work/runtime"
mkdir -p "$context" "$build" "$runtime" "$work/data"

echo "== build context (the repo minus .dockerignore)"
excludes=()
while IFS= read -r line; do
  line="${line%%#*}"; line="$(echo "$line" | xargs)"
  [ -n "$line" ] && excludes+=("--exclude=./$line")
done < .dockerignore
tar -cf - "${excludes[@]}" . | tar -xf - -C "$context"

echo "== build stage: COPY package.json package-lock.json ./ ; COPY scripts ./scripts ; RUN npm ci"
cp "$context/package.json" "$context/package-lock.json" "$build/"
cp -r "$context/scripts" "$build/scripts"
(cd "$build" && NODE_ENV=development npm ci --no-audit --no-fund --prefer-offline)

echo "== build stage: COPY . . ; RUN npm run build && npm prune --omit=dev"
cp -r "$context/." "$build/"
(cd "$build" && NODE_ENV=development npm run build && npm prune --omit=dev --no-audit --no-fund)

echo "== runtime stage: COPY --from=build"
for item in package.json package-lock.json node_modules build server app content public; do
  cp -r "$build/$item" "$runtime/$item"
done
# eslint and @react-router/dev are dev dependencies nothing in production needs (vite stays: better-auth
# depends on vitest).
for dev in eslint @react-router/dev; do
  if [ -d "$runtime/node_modules/$dev" ]; then echo "dev dependencies were not pruned ($dev is present)" >&2; exit 1; fi
done

echo "== CMD node --max-semi-space-size=16 --max-old-space-size=144 server/index.ts"
port="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
(cd "$runtime" && env -u DATABASE_URL NODE_ENV=production MALLOC_ARENA_MAX=2 PORT="$port" HOST=127.0.0.1 DATA_DIR="$work/data" node --max-semi-space-size=16 --max-old-space-size=144 server/index.ts) \
  >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 180); do
  if curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$server_pid" 2>/dev/null; then cat "$work/server.log" >&2; echo "the server exited" >&2; exit 1; fi
  sleep 1
done
curl -fsS "http://127.0.0.1:$port/healthz"; echo
curl -fsS "http://127.0.0.1:$port/readyz"; echo
status="$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/")"
echo "GET / -> $status"
[ "$status" = 200 ]
kill -TERM "$server_pid"; wait "$server_pid"; server_pid=""
echo "== the Dockerfile's commands build and start the app"
