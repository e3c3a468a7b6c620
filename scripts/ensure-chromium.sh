#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; Playwright never downloads one.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$browser" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at $browser: run 'sudo apt-get install chromium' (or set CHROMIUM_PATH)." >&2
exit 1
