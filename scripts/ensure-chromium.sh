#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a downloaded browser). Installs it when missing and
# running as root; otherwise stops with the exact command to run.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  echo "Installing Debian Chromium for the browser tests" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing. Install it with:  sudo apt-get update && sudo apt-get install -y chromium" >&2
exit 1
