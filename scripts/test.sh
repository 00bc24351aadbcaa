#!/usr/bin/env bash
# `npm test`: set up, then lint, types, the published packages' guards and the size budgets (in
# three lanes), unit tests, API tests on PGlite and on a real PostgreSQL (started here on a loopback
# port, stopped at the end; a Redis beside them for co-editing across API nodes), browser tests in
# Chromium, every benchmark once over and the Storybook build.
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$FIGURA_ROOT"
# A test build: the portal and the embed expose test hooks (react-editor's test-hooks.ts).
export FIGURA_TEST_HOOKS=1
began=$(date +%s)
bash scripts/setup.sh --for-tests

# Each step says when it starts, so a slow one shows in any run's log.
step() { printf '\n\033[1m== %s\033[0m (at %d s)\n' "$*" $(($(date +%s) - began)); }
started=$(date +%s)

# The static checks in three lanes at once, each one's output shown when it ends (alone, the lint
# takes 22 s, the packages' guards 22, the format check 18, the types 25 on both cores). With the
# lint and the guards in one lane, one core idled at the end: about 2 s.
step "lint, types, published packages and bundle sizes (three lanes)"
lane() {
  local log code=0
  log=$(mktemp)
  "$@" >"$log" 2>&1 || code=$?
  cat "$log"
  rm -f "$log"
  return "$code"
}
# Commands at once, each one's output shown when it ends; fails when any fails.
side_by_side() {
  local command pid pids=() failed=0
  for command in "$@"; do
    lane "$command" &
    pids+=("$!")
  done
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
  return "$failed"
}
# ESLint also fails on hard-coded user-visible strings.
lint() { eslint .; }
# The published packages' guards (publint, arethetypeswrong, the API reports).
packages() { bash scripts/check-packages.sh; }
# i18n-check on translation keys; types with TypeScript 7 (scripts/typecheck.mjs); the bundle
# sizes' budgets (bench/run.mjs's sizes), so a first frame over budget fails here, not weeks later.
format_types_and_sizes() {
  node scripts/check-cycles.mjs && node scripts/i18n-check.mjs &&
    prettier --check . --log-level warn && node scripts/typecheck.mjs &&
    node bench/run.mjs --only=sizes --fail-over-budget
}
side_by_side lint packages format_types_and_sizes ||
  { echo "Static checks failed (above)." >&2; exit 1; }

step "unit tests"
# The file store's S3 tests talk to a local S3-compatible server (FIGURA_TEST_S3_PORT).
source scripts/s3rver.sh
s3rver_start
trap s3rver_stop EXIT
vitest run --project 'unit*'
s3rver_stop
trap - EXIT

source scripts/redis.sh
redis_start
trap redis_stop EXIT

step "API tests on PGlite and on PostgreSQL (at once)"
# Side by side, each run's output shown when it ends: a quarter of the PostgreSQL run is waiting
# (connections closing, a runner dying), which the PGlite run fills (130 s instead of 142 on 2
# cores). Every file runs on both databases but the sweeps of every route, which judge the HTTP
# layer, not the database, and run once: the authorisation matrix and the teams' and the accounts'
# callers on PostgreSQL, the fuzz on PGlite (so the two runs end together: 124 s instead of 132);
# the tests that the API's event loop stays free under load (a co-editing flood, exports over the
# drawing budget), which judge the loop, not the database, and load both cores: on PGlite; and
# co-editing across API nodes (processes, or two nodes with one Redis: a deployment of several
# nodes shares a PostgreSQL; an embedded PGlite belongs to one process), on PostgreSQL only.
source scripts/postgres.sh
postgres_start
trap 'postgres_stop; redis_stop' EXIT
api_on_pglite() {
  env -u DATABASE_URL vitest run --project api \
    --exclude apps/api/test/collab-processes.test.ts \
    --exclude apps/api/test/collab-redis.test.ts \
    --exclude apps/api/test/collab-rights.test.ts \
    --exclude apps/api/test/authorisation-matrix.test.ts \
    --exclude apps/api/test/teams-authorisation.test.ts \
    --exclude apps/api/test/account-authorisation.test.ts
}
api_on_postgres() {
  DATABASE_URL="$FIGURA_TEST_DATABASE_URL" vitest run --project api \
    --exclude apps/api/test/fuzz.test.ts \
    --exclude apps/api/test/collab-flood.test.ts \
    --exclude apps/api/test/export-limits.test.ts
}
api_failed=0
side_by_side api_on_pglite api_on_postgres || api_failed=1
postgres_stop
redis_stop
trap - EXIT
[ "$api_failed" = 0 ] || { echo "API tests failed (above)." >&2; exit 1; }

step "browser tests (Chromium)"
vitest run --project e2e

step "benchmarks, quick, and the Storybook build (side by side)"
# A bench broken by a change fails here, not in the next full `pnpm bench` (bench/quick.mjs); every
# group runs once over, no budgets, no report. The quick run leaves a core idle about a third of
# its time, where the Storybook build fits. --test: every story compiled and bundled, without
# docgen and source maps (5 s instead of 50 s; `pnpm --filter @figura/react-editor
# build-storybook` makes the full one).
storybook_build() {
  pnpm --filter @figura/react-editor exec storybook build --quiet --test -o storybook-static >/dev/null
}
quick_benches() { node bench/run.mjs --quick; }
side_by_side quick_benches storybook_build ||
  { echo "Quick benchmarks or the Storybook build failed (above)." >&2; exit 1; }

echo
echo "All checks passed in $(( $(date +%s) - started )) s ($(( started - began )) s of set-up before them)."
