#!/usr/bin/env bash
# The browser tests check every page's HTML with the Nu HTML Checker (vnu.jar, decision 073), which runs on Java.
# Installs Debian's default headless Java runtime when `java` is missing and running as root; otherwise stops with
# the exact command to run.
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  echo "Installing Debian's headless Java runtime for the Nu HTML Checker" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  exit 0
fi
echo "Java is missing. Install it with:  sudo apt-get update && sudo apt-get install -y default-jre-headless" >&2
exit 1
