#!/usr/bin/env bash
# Idempotent set-up shared by `npm start` and `npm test`:
#   Debian packages (when root) -> Node 24 + pnpm in .tools -> dependencies -> build -> content library.
# Each step is skipped when already done, so a second run takes seconds.
# Usage: scripts/setup.sh [--for-tests | --with-postgres] [--no-build]
#   --for-tests: also what only `npm test` needs (PostgreSQL, LibreOffice Impress).
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$FIGURA_ROOT"

WITH_POSTGRES=0
WITH_TEST_TOOLS=0
BUILD=1
for arg in "$@"; do
  case "$arg" in
    --with-postgres) WITH_POSTGRES=1 ;;
    --for-tests) WITH_POSTGRES=1 WITH_TEST_TOOLS=1 ;;
    --no-build) BUILD=0 ;;
  esac
done

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

# 1. Debian packages: Chromium for browser tests and the editor-frame benchmark, the cairo/pango
#    headers node-canvas builds against (server-side PNG export), fonts, poppler-utils (EPS is
#    made by pdftops; the PDF export tests read fonts and text back with pdffonts and pdftotext),
#    qpdf (the print PDF's tests check its structure and read its objects), redis-server (co-editing
#    across API nodes: its tests, or REDIS_URL), PostgreSQL for tests.
packages=(chromium build-essential pkg-config libcairo2-dev libpango1.0-dev libjpeg-dev libgif-dev librsvg2-dev fonts-dejavu-core poppler-utils qpdf redis-server)
[ "$WITH_POSTGRES" = 1 ] && packages+=(postgresql)
# LibreOffice draws the PowerPoint export in its tests, as another program would open it.
[ "$WITH_TEST_TOOLS" = 1 ] && packages+=(libreoffice-impress)
missing=()
for pkg in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
done
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    say "installing Debian packages: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q >/dev/null
    apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "Missing system packages: ${missing[*]}" >&2
    echo "Install them (e.g. sudo apt-get install ${missing[*]}) and run again." >&2
    exit 1
  fi
fi

# 2. Node 24 and pnpm from the npm registry, project-local (the system Node is not replaced).
node_ok() { [ -x "$FIGURA_TOOLS/node_modules/.bin/node" ] && "$FIGURA_TOOLS/node_modules/.bin/node" --version | grep -q '^v24\.'; }
if ! node_ok || [ ! -x "$FIGURA_TOOLS/node_modules/.bin/pnpm" ]; then
  say "installing Node 24 and pnpm into .tools"
  mkdir -p "$FIGURA_TOOLS"
  [ -f "$FIGURA_TOOLS/package.json" ] || echo '{"private":true}' > "$FIGURA_TOOLS/package.json"
  npm install --prefix "$FIGURA_TOOLS" --no-audit --no-fund --loglevel=error node@24 pnpm@10 >/dev/null
  source "$(dirname "$0")/env.sh"
  node_ok || { echo "Node 24 did not install into .tools" >&2; exit 1; }
fi

# 3. Dependencies, re-installed only when the lockfile changed.
lock_hash=$(sha1sum pnpm-lock.yaml package.json | sha1sum | cut -c1-40)
if [ ! -f node_modules/.figura-lock-hash ] || [ "$(cat node_modules/.figura-lock-hash)" != "$lock_hash" ]; then
  say "installing dependencies (pnpm)"
  CI=true pnpm install --frozen-lockfile --reporter=append-only | grep -vE '^(Progress|Already up to date)' || true
  test -d node_modules/.pnpm || { echo "pnpm install failed" >&2; exit 1; }
  echo "$lock_hash" > node_modules/.figura-lock-hash
fi

# 4. Build the packages, the portal and the embed bundle, only when a source changed.
if [ "$BUILD" = 1 ]; then
  src_hash=$(find packages apps docs/examples scripts/build-declarations.ts scripts/typescript-7.ts -type f \
      -not -path '*/node_modules/*' -not -path '*/dist/*' -not -path '*/storybook-static/*' -not -path '*/generated/*' \
      -not -path 'packages/content/library/*' \
      -not -name '*.test.ts' -not -name '*.test.tsx' -print0 | sort -z | xargs -0 sha1sum |
      { cat; echo "test hooks: ${FIGURA_TEST_HOOKS:-0}"; } | sha1sum | cut -c1-40)
  # 5. The content library (packages/content/library): built when missing or stale. A fresh one is
  #    recognised in a fraction of a second; after a change only the changed files are imported again.
  #    It needs sdk-core's build only, so it runs beside the other packages' builds (a fresh clone's
  #    import takes about a minute on one core, the builds after sdk-core mostly one core too).
  if [ ! -f node_modules/.figura-build-hash ] || [ "$(cat node_modules/.figura-build-hash)" != "$src_hash" ]; then
    say "building packages and portal"
    pnpm --filter @figura/sdk-core build
    node packages/content/src/cli/main.ts content build &
    content_build=$!
    pnpm -r --workspace-concurrency=1 --filter '!@figura/sdk-core' build
    wait "$content_build"
    echo "$src_hash" > node_modules/.figura-build-hash
  else
    node packages/content/src/cli/main.ts content build
  fi
fi
