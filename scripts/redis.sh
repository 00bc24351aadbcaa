# Sourced by test.sh: a throw-away Redis (Debian's redis-server) on a loopback port, in memory
# only, for the API tests of co-editing across several API nodes.
source "$(dirname "${BASH_SOURCE[0]}")/ports.sh"
REDIS_PORT="${FIGURA_TEST_REDIS_PORT:-54391}"
REDIS_PID=""

redis_start() {
  command -v redis-server >/dev/null || { echo "redis-server not found (apt-get install redis-server)" >&2; return 1; }
  # Not a Redis another run left behind, which the ping below would take for this one.
  [ -n "${FIGURA_TEST_REDIS_PORT:-}" ] || REDIS_PORT="$(first_free_port "$REDIS_PORT")"
  redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize no \
    --loglevel warning >/dev/null &
  REDIS_PID=$!
  for _ in $(seq 50); do
    redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break
    sleep 0.1
  done
  export FIGURA_TEST_REDIS_URL="redis://127.0.0.1:$REDIS_PORT"
  echo "Redis on 127.0.0.1:$REDIS_PORT"
}

redis_stop() {
  [ -n "$REDIS_PID" ] || return 0
  kill "$REDIS_PID" 2>/dev/null || true
  wait "$REDIS_PID" 2>/dev/null || true
  REDIS_PID=""
}
