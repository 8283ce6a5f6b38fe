#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server (Debian's packages), runs the given command with TEST_DATABASE_URL and
# DATABASE_URL pointing at it, then stops and removes the server. Usage: scripts/with-postgres.sh <command...>
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
port=${PGTEST_PORT:-55432}
dir=$(mktemp -d /tmp/md-pg-XXXXXX)
chmod 755 "$dir"
run_pg() { if [ "$(id -u)" = 0 ]; then (cd / && runuser -u postgres -- "$@"); else (cd / && "$@"); fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"
cleanup() { run_pg "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT
run_pg "$bin/initdb" -D "$dir/data" --auth=trust -U postgres -E UTF8 >/dev/null
start_pg() {
  run_pg "$bin/pg_ctl" -D "$dir/data" -w -l "$dir/server.log" \
    -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c fsync=off -c max_connections=200" start >/dev/null
}
# A start that fails (the port taken by another run, a transient error) shows the server's log and is tried once
# more on the next port.
if ! start_pg; then
  cat "$dir/server.log" >&2 || true
  port=$((port + 1))
  echo "PostgreSQL did not start; trying port $port" >&2
  start_pg
fi
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
