#!/usr/bin/env bash
# Runs a command with the project's Node 24 and pnpm first on PATH.
set -euo pipefail
source "$(dirname "$0")/env.sh"
exec "$@"
