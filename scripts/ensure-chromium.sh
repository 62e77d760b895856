#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (no browser download is possible here). Installs it when absent.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "Chromium is missing: install Debian's 'chromium' package (apt-get install chromium) and run the tests again." >&2
  exit 1
fi
echo "Installing Chromium for the browser tests (apt-get install chromium)…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
