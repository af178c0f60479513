#!/usr/bin/env bash
# Makes sure Debian's poppler-utils are present: the server's tests read the PDFs it makes as a reader would
# (pdftotext, pdftoppm), and bench:eif-summary counts pages with pdfinfo. Installed with apt-get when missing and
# running as root, as scripts/ensure-chromium.sh does for the browser.
set -euo pipefail
if command -v pdftotext >/dev/null 2>&1 && command -v pdftoppm >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "poppler-utils (pdftotext, pdftoppm) are missing: installing them with apt-get (Debian package 'poppler-utils')..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
  command -v pdftotext >/dev/null 2>&1 && exit 0
fi
echo "poppler-utils are missing (pdftotext, pdftoppm). Install them as root with: apt-get install -y poppler-utils" >&2
exit 1
