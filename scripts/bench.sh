#!/usr/bin/env bash
# `pnpm bench` / `npm run bench`: set up and build if needed, then write bench/report.json.
set -euo pipefail
source "$(dirname "$0")/env.sh"
# The benchmark reads the editor's fabric canvas through the test hooks: a test build.
export FIGURA_TEST_HOOKS=1
bash "$FIGURA_ROOT/scripts/setup.sh"
cd "$FIGURA_ROOT"
exec node bench/run.mjs "$@"
