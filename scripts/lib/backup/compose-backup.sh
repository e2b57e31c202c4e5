#!/bin/sh
# The `backup` service of docker-compose.yml. It runs in the database's own image, so pg_dump is
# PostgreSQL's and of the server's version. Commands:
#   loop (default)           a backup now, then one every BACKUP_INTERVAL_HOURS; the newest BACKUP_KEEP stay
#   once                     one backup now
#   list                     the backups in BACKUP_DIR
#   restore [--force] NAME   the database of backup NAME (figs-<UTC time>) back into the database; it must
#                            hold no application rows unless --force, and is replaced in one transaction
# A backup is two files in BACKUP_DIR: figs-<UTC time>.dump (pg_dump --format=custom) and
# figs-<UTC time>-uploads.tar.gz (the uploads folder, UPLOADS_DIR). The database is the one of the
# PGHOST, PGUSER, PGPASSWORD and PGDATABASE variables. POSIX sh: no bash needed.
set -eu

BACKUP_DIR=${BACKUP_DIR:-/backups}
UPLOADS_DIR=${UPLOADS_DIR:-/uploads}
BACKUP_INTERVAL_HOURS=${BACKUP_INTERVAL_HOURS:-24}
BACKUP_KEEP=${BACKUP_KEEP:-14}
# A backup that failed (the database was not reachable) is tried again this many seconds later.
BACKUP_RETRY_SECONDS=${BACKUP_RETRY_SECONDS:-300}
HERE=$(cd "$(dirname "$0")" && pwd)

log() { printf '%s %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*"; }
fail() {
  printf '%s\n' "$*" >&2
  exit 1
}
is_positive() {
  case $1 in
    '' | *[!0-9]*) return 1 ;;
    *) [ "$1" -ge 1 ] ;;
  esac
}
is_positive "$BACKUP_INTERVAL_HOURS" || fail "BACKUP_INTERVAL_HOURS must be a whole number of hours (1 or more), not '$BACKUP_INTERVAL_HOURS'."
is_positive "$BACKUP_KEEP" || fail "BACKUP_KEEP must be a whole number of backups to keep (1 or more), not '$BACKUP_KEEP'."
is_positive "$BACKUP_RETRY_SECONDS" || fail "BACKUP_RETRY_SECONDS must be a whole number of seconds (1 or more)."

# Backups hold every customer's data: readable by their owner only.
umask 077

wait_for_database() {
  pg_isready -q && return 0
  log "waiting for the database (${PGHOST:-local}:${PGPORT:-5432})"
  until pg_isready -q; do sleep 2; done
}

# One backup. The files get their final names only when complete, so a listed backup is whole.
# (Runs as an `if` condition, where `set -e` does not apply: every step checks its own result.)
backup_once() {
  mkdir -p "$BACKUP_DIR" || return 1
  rm -f "$BACKUP_DIR"/.figs-*.partial
  stamp=$(date -u +%Y%m%dT%H%M%SZ)
  while [ -e "$BACKUP_DIR/figs-$stamp.dump" ]; do
    sleep 1
    stamp=$(date -u +%Y%m%dT%H%M%SZ)
  done
  dump_partial=$BACKUP_DIR/.figs-$stamp.dump.partial
  uploads_partial=$BACKUP_DIR/.figs-$stamp-uploads.tar.gz.partial
  if ! pg_dump --format=custom --no-owner --file="$dump_partial"; then
    rm -f "$dump_partial"
    return 1
  fi
  if ! tar -czf "$uploads_partial" -C "$UPLOADS_DIR" .; then
    rm -f "$dump_partial" "$uploads_partial"
    return 1
  fi
  mv "$uploads_partial" "$BACKUP_DIR/figs-$stamp-uploads.tar.gz" || return 1
  mv "$dump_partial" "$BACKUP_DIR/figs-$stamp.dump" || return 1
  log "backup figs-$stamp: database $(wc -c < "$BACKUP_DIR/figs-$stamp.dump") bytes, uploads $(wc -c < "$BACKUP_DIR/figs-$stamp-uploads.tar.gz") bytes, in $BACKUP_DIR"
  prune
}

# The names sort by time: every backup after the newest BACKUP_KEEP is removed.
backup_names() {
  ls -1 "$BACKUP_DIR" 2> /dev/null | grep -E '^figs-[0-9]{8}T[0-9]{6}Z\.dump$' | sed 's/\.dump$//' | sort -r
}
prune() {
  backup_names | tail -n +"$((BACKUP_KEEP + 1))" | while read -r name; do
    rm -f "$BACKUP_DIR/$name.dump" "$BACKUP_DIR/$name-uploads.tar.gz"
    log "removed backup $name (the newest $BACKUP_KEEP are kept)"
  done
}

loop() {
  sleeper=
  trap 'log "stopped"; [ -z "$sleeper" ] || kill "$sleeper" 2> /dev/null; exit 0' INT TERM
  log "a backup now and every $BACKUP_INTERVAL_HOURS h into $BACKUP_DIR, keeping the newest $BACKUP_KEEP"
  while :; do
    wait_for_database
    if backup_once; then
      delay=$((BACKUP_INTERVAL_HOURS * 3600))
    else
      log "the backup failed; trying again in $BACKUP_RETRY_SECONDS s"
      delay=$BACKUP_RETRY_SECONDS
    fi
    sleep "$delay" &
    sleeper=$!
    wait "$sleeper" || true
    sleeper=
  done
}

list() {
  names=$(backup_names)
  [ -n "$names" ] || {
    echo "No backups in $BACKUP_DIR yet."
    return 0
  }
  for name in $names; do
    printf '%s  database %s bytes, uploads %s bytes\n' "$name" "$(wc -c < "$BACKUP_DIR/$name.dump")" \
      "$( [ -f "$BACKUP_DIR/$name-uploads.tar.gz" ] && wc -c < "$BACKUP_DIR/$name-uploads.tar.gz" || echo 'no')"
  done
}

restore() {
  force=
  name=
  for argument in "$@"; do
    case $argument in
      --force) force=1 ;;
      *)
        [ -z "$name" ] || fail "Usage: restore [--force] figs-<UTC time>   (see: list)"
        name=$(basename "$argument")
        ;;
    esac
  done
  [ -n "$name" ] || fail "Usage: restore [--force] figs-<UTC time>   (see: list)"
  name=${name%.dump}
  dump=$BACKUP_DIR/$name.dump
  [ -f "$dump" ] || fail "There is no backup $dump (see: list). Nothing was changed."
  pg_restore --list "$dump" > /dev/null || fail "$dump is not a readable pg_dump archive. Nothing was changed."
  wait_for_database
  # Tables with rows, besides those the migrations fill themselves (history, content version).
  occupied=$(
    psql -X -At -v ON_ERROR_STOP=1 <<'SQL'
SELECT format('SELECT %L || '': '' || count(*) FROM %I.%I HAVING count(*) > 0', tablename, schemaname, tablename)
FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('_prisma_migrations', 'ContentVersion') ORDER BY tablename
\gexec
SQL
  ) || fail "Could not read the database. Nothing was changed."
  if [ -n "$occupied" ] && [ -z "$force" ]; then
    fail "The database ${PGDATABASE:-} already holds data ($(printf '%s' "$occupied" | tr '\n' ',' | sed 's/,/, /g')). A restore replaces everything in it: run it again with --force to do that, or restore into an empty database. Nothing was changed."
  fi
  # One transaction: the schema emptied, then pg_restore's SQL; COMMIT is sent only when pg_restore
  # succeeded, and psql stops at the first error, so a failure leaves the database as it was.
  failed=/tmp/figs-restore-failed.$$
  rm -f "$failed"
  {
    printf 'BEGIN;\n'
    cat "$HERE/clear-schema.sql"
    if pg_restore --no-owner --no-privileges --file=- "$dump"; then printf 'COMMIT;\n'; else : > "$failed"; fi
  } | psql -X -q -v ON_ERROR_STOP=1 --file=- > /dev/null || fail "The database was not restored (it is unchanged)."
  if [ -e "$failed" ]; then
    rm -f "$failed"
    fail "pg_restore could not read $dump: the database was not restored (it is unchanged)."
  fi
  log "database restored from $name"
  if [ -f "$BACKUP_DIR/$name-uploads.tar.gz" ]; then
    echo "Now put the uploads back (the app's volume), from the project folder:"
    echo "  docker compose run --rm -T app tar -xzf - -C /app/uploads < backups/$name-uploads.tar.gz"
  fi
}

command=${1:-loop}
[ $# -eq 0 ] || shift
case $command in
  loop) loop ;;
  once)
    wait_for_database
    backup_once || fail "The backup failed."
    ;;
  list) list ;;
  restore) restore "$@" ;;
  *) fail "Unknown command '$command': loop, once, list or restore [--force] NAME." ;;
esac
