#!/usr/bin/env bash
# pg_start / pg_stop: a temporary PostgreSQL cluster on a Unix socket, owned by the `postgres` user
# when we are root (initdb refuses to run as root). Exports ORDINANCE_REVIEW_TEST_PG_URL.
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)

pg_start() {
  if [ -z "$PG_BIN" ]; then echo "PostgreSQL is not installed; run scripts/system_deps.sh" >&2; return 1; fi
  PG_DIR=$(mktemp -d /tmp/ordinance-review-pg.XXXXXX)
  chmod 777 "$PG_DIR"
  local as=""
  if [ "$(id -u)" -eq 0 ]; then as="runuser -u postgres --"; fi
  $as "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres -A trust >/dev/null
  $as "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
     -o "-k $PG_DIR -c listen_addresses='' -c fsync=off" start >/dev/null
  $as "$PG_BIN/createdb" -h "$PG_DIR" -U postgres ordinance_review_test
  export PG_DIR
  export ORDINANCE_REVIEW_TEST_PG_URL="postgresql+psycopg://postgres@/ordinance_review_test?host=$PG_DIR"
}

pg_stop() {
  if [ -n "${PG_DIR:-}" ] && [ -d "$PG_DIR/data" ]; then
    local as=""
    if [ "$(id -u)" -eq 0 ]; then as="runuser -u postgres --"; fi
    $as "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$PG_DIR"
  fi
}
