#!/usr/bin/env bash
# Type-checks every workspace (each has its own tsconfig; all are noEmit).
set -euo pipefail
cd "$(dirname "$0")/.."
for p in packages/domain apps/server apps/web e2e bench; do
  echo "tsc -p $p"
  npx tsc -p "$p"
done
