# Sourced by test.sh: a throw-away S3-compatible server (s3rver, an API dev dependency) on a
# loopback port, for the file store's tests against S3. Its credentials are s3rver's fixed ones.
S3_PORT="${FIGURA_TEST_S3_PORT:-54330}"
S3_DIR=""
S3_PID=""

s3rver_start() {
  S3_DIR="$(mktemp -d /tmp/figura-s3.XXXXXX)"
  "$FIGURA_ROOT/apps/api/node_modules/.bin/s3rver" -d "$S3_DIR" -a 127.0.0.1 -p "$S3_PORT" -s \
    --configure-bucket figura-test >"$S3_DIR.log" 2>&1 &
  S3_PID=$!
  for _ in $(seq 1 50); do
    if (exec 3<>"/dev/tcp/127.0.0.1/$S3_PORT") 2>/dev/null; then break; fi
    sleep 0.2
  done
  export FIGURA_TEST_S3_ENDPOINT="http://127.0.0.1:$S3_PORT"
  export FIGURA_TEST_S3_BUCKET="figura-test"
  echo "s3rver on 127.0.0.1:$S3_PORT"
}

s3rver_stop() {
  [ -n "$S3_PID" ] && kill "$S3_PID" 2>/dev/null && wait "$S3_PID" 2>/dev/null || true
  [ -n "$S3_DIR" ] && rm -rf "$S3_DIR" "$S3_DIR.log"
  S3_PID=""
  S3_DIR=""
}
