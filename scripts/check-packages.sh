#!/usr/bin/env bash
# Guards on the three published packages, run by `npm test` after the build:
#   publint (package.json exports and files as consumers will resolve them),
#   arethetypeswrong (the types each entry point resolves to, ESM-only as we publish),
#   the API reports (scripts/api-report.mjs: an unreviewed change to the public API fails),
#   zod-free entries (scripts/zod-free-entries.mjs: model, render, editor and builder never reach zod).
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$FIGURA_ROOT"
for package in packages/sdk-core packages/react-editor packages/web-components; do
  (cd "$package" && publint --strict --level warning >/dev/null && echo "publint: $package ok")
  # styles.css (react-editor's stylesheet file) is no module: nothing to type.
  (cd "$package" && attw --pack . --profile esm-only --format ascii --quiet \
    --exclude-entrypoints styles.css && echo "attw: $package ok")
done
node scripts/api-report.mjs
# The first frame's entries stay free of zod (validation loads with loadSchema()).
node scripts/zod-free-entries.mjs
