#!/usr/bin/env bash
# Guards on the three published packages, run by `npm test` after the build:
#   publint (package.json exports and files as consumers will resolve them),
#   arethetypeswrong (the types each entry point resolves to, ESM-only as we publish),
#   the API reports (scripts/api-report.mjs: an unreviewed change to the public API fails).
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$FIGURA_ROOT"
for package in packages/sdk-core packages/react-editor packages/web-components; do
  (cd "$package" && publint --strict --level warning >/dev/null && echo "publint: $package ok")
  (cd "$package" && attw --pack . --profile esm-only --format ascii --quiet && echo "attw: $package ok")
done
node scripts/api-report.mjs
