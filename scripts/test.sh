#!/usr/bin/env bash
# The README's test command: install what the tests need (if missing), then run them.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-test-deps.sh
npx vitest run "$@"
