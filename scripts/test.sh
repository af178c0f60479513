#!/usr/bin/env bash
# npm test: everything a change can break, in order of cost.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
echo "== runtime: Node $(node -v) ($(command -v node))"
echo "== type-check"
bash scripts/typecheck.sh
echo "== lint and format"
npx biome ci .
echo "== unit and integration tests (vitest, real Postgres)"
npx vitest run
echo "== web build"
npm run build
echo "== end-to-end tests (Playwright, Chromium)"
npm run test:e2e
