#!/usr/bin/env bash
# `npm start`: set up what is missing, build what changed, then run portal + API + sign-on.
set -euo pipefail
source "$(dirname "$0")/env.sh"
# A production build: no test hooks.
unset FIGURA_TEST_HOOKS
bash "$FIGURA_ROOT/scripts/setup.sh"
cd "$FIGURA_ROOT"
exec node scripts/start.mjs
