#!/usr/bin/env bash
# Makes sure Debian's Chromium headless shell is present for the end-to-end tests (browsers are never downloaded
# by npm; decision 016). CHROMIUM_PATH names another Chromium, which must then exist.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ -z "${CHROMIUM_PATH:-}" ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium's headless shell is missing: installing it with apt-get (Debian package 'chromium-headless-shell')..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "Chromium is missing at $CHROMIUM. Install it as root with: apt-get install -y chromium-headless-shell" >&2
exit 1
