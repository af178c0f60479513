#!/usr/bin/env bash
# Makes sure Debian's poppler-utils are present: the server's tests read the PDFs it makes as a reader would
# (pdftotext, pdftoppm), the e-sign seal's tests verify sealed PDFs with pdfsig, and bench:eif-summary counts pages
# with pdfinfo. Installed with apt-get when missing and running as root, as scripts/ensure-chromium.sh does for the
# browser.
set -euo pipefail
have_all() { command -v pdftotext && command -v pdftoppm && command -v pdfsig; } >/dev/null 2>&1
if have_all; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "poppler-utils (pdftotext, pdftoppm, pdfsig) are missing: installing them with apt-get (Debian package 'poppler-utils')..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
  have_all && exit 0
fi
echo "poppler-utils are missing (pdftotext, pdftoppm, pdfsig). Install them as root with: apt-get install -y poppler-utils" >&2
exit 1
