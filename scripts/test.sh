#!/usr/bin/env bash
# npm test: everything a change can break, in order of cost; each stage's time is printed, and the total.
set -euo pipefail
cd "$(dirname "$0")/.."
STARTED=$SECONDS
TIMES=()
stage() {
  local name=$1
  shift
  echo "== $name"
  local began=$SECONDS
  "$@"
  TIMES+=("$(printf '%-48s %4d s' "$name" $((SECONDS - began)))")
}
bash scripts/ensure-chromium.sh
bash scripts/ensure-poppler.sh
echo "== runtime: Node $(node -v) ($(command -v node))"
stage "type-check" bash scripts/typecheck.sh
stage "lint and format" npx biome ci .
# The build comes before the tests: the server's tests of the rendered explorer pages use its render bundle.
stage "web build" npm run build
stage "unit and integration tests (vitest, real Postgres)" npx vitest run
stage "end-to-end tests (Playwright, Chromium)" npm run test:e2e
echo "== stage times"
printf '   %s\n' "${TIMES[@]}"
echo "   total $((SECONDS - STARTED)) s"
