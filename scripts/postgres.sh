# Sourced by test.sh: a throw-away PostgreSQL server from Debian's package, on a loopback port,
# owned by the postgres system user (the server refuses to run as root).
source "$(dirname "${BASH_SOURCE[0]}")/ports.sh"
PG_PORT="${FIGURA_TEST_PG_PORT:-54329}"
PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
PG_DIR=""

as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

postgres_start() {
  [ -x "$PG_BIN/initdb" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; return 1; }
  [ -n "${FIGURA_TEST_PG_PORT:-}" ] || PG_PORT="$(first_free_port "$PG_PORT")"
  PG_DIR="$(mktemp -d /tmp/figura-pg.XXXXXX)"
  [ "$(id -u)" = 0 ] && chown postgres "$PG_DIR"
  as_postgres "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
  as_postgres "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
    -o "-h 127.0.0.1 -p $PG_PORT -k $PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null ||
    { echo "PostgreSQL did not start on 127.0.0.1:$PG_PORT; its log:" >&2; tail -n 20 "$PG_DIR/log" >&2; return 1; }
  as_postgres "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres figura_test
  export FIGURA_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/figura_test"
  echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_PORT"
}

postgres_stop() {
  [ -n "$PG_DIR" ] || return 0
  as_postgres "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
  PG_DIR=""
}
