#!/bin/sh
# The `backup` service of docker-compose.yml. It runs in the image's `backup` stage: PostgreSQL's
# client programs of the server's version and the project's own backup and restore code, which this
# script calls exactly as `npm run backup` and `npm run restore` do. Commands:
#   loop (default)           a backup now, then one every BACKUP_INTERVAL_HOURS; the newest BACKUP_KEEP stay
#   once                     one backup now
#   list                     the backups in BACKUP_DIR
#   restore [--force] [--trust-archive] NAME
#                            backup NAME (figs-<UTC time>) back into the database and the uploads, with
#                            every check of `npm run restore`: signed with this installation's backup key
#                            unless --trust-archive, the dump's contents allow-listed, only rows loaded by a
#                            restricted role; the database must hold no application rows unless --force
# A backup is one file in BACKUP_DIR, figs-<UTC time>.tar.gz, the archive of `npm run backup` (database,
# uploads of UPLOADS_DIR, manifest, signature with the key of BACKUP_KEY or BACKUP_KEY_FILE). The
# database is DATABASE_URL's. POSIX sh: no bash needed.
set -eu

BACKUP_DIR=${BACKUP_DIR:-/backups}
UPLOADS_DIR=${UPLOADS_DIR:-/uploads}
BACKUP_INTERVAL_HOURS=${BACKUP_INTERVAL_HOURS:-24}
BACKUP_KEEP=${BACKUP_KEEP:-14}
# A backup that failed (the database was not reachable) is tried again this many seconds later.
BACKUP_RETRY_SECONDS=${BACKUP_RETRY_SECONDS:-300}
HERE=$(cd "$(dirname "$0")" && pwd)
# The project folder (/app in the image), where `npm run backup` and `npm run restore` run.
PROJECT=$(cd "$HERE/../../.." && pwd)

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

[ -n "${DATABASE_URL:-}" ] || fail "DATABASE_URL must name the database to back up."

wait_for_database() {
  pg_isready -q -d "$DATABASE_URL" && return 0
  log "waiting for the database"
  until pg_isready -q -d "$DATABASE_URL"; do sleep 2; done
}

# The project's own scripts (scripts/backup.ts, scripts/restore.ts), run as npm runs them.
project_script() {
  script=$1
  shift
  (cd "$PROJECT" && BACKUP_DIR=$BACKUP_DIR UPLOADS_DIR=$UPLOADS_DIR node --import tsx "scripts/$script.ts" "$@")
}

# One backup: `npm run backup`'s archive, named by its UTC time; it appears under its final name only
# when complete. (Runs as an `if` condition, where `set -e` does not apply.)
backup_once() {
  mkdir -p "$BACKUP_DIR" || return 1
  project_script backup || return 1
  prune
}

# The names sort by time: every backup after the newest BACKUP_KEEP is removed.
backup_names() {
  ls -1 "$BACKUP_DIR" 2> /dev/null | grep -E '^figs-[0-9]{8}T[0-9]{6}Z(-[0-9]+)?\.tar\.gz$' | sed 's/\.tar\.gz$//' | sort -r
}
prune() {
  backup_names | tail -n +"$((BACKUP_KEEP + 1))" | while read -r name; do
    rm -f "$BACKUP_DIR/$name.tar.gz"
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
    printf '%s  %s bytes\n' "$name" "$(wc -c < "$BACKUP_DIR/$name.tar.gz")"
  done
}

USAGE="Usage: restore [--force] [--trust-archive] figs-<UTC time>   (see: list)"

restore() {
  options=
  name=
  for argument in "$@"; do
    case $argument in
      --force | --trust-archive) options="$options $argument" ;;
      -*) fail "Unknown option '$argument'. $USAGE" ;;
      *)
        [ -z "$name" ] || fail "$USAGE"
        name=$(basename "$argument")
        ;;
    esac
  done
  [ -n "$name" ] || fail "$USAGE"
  name=${name%.tar.gz}
  archive=$BACKUP_DIR/$name.tar.gz
  if [ ! -f "$archive" ]; then
    # A bare pg_dump file (what this service wrote before its backups were signed archives) cannot be
    # checked: it is never restored.
    [ ! -f "$BACKUP_DIR/${name%.dump}.dump" ] || fail "$BACKUP_DIR/${name%.dump}.dump is a bare database dump: it carries no signature and no manifest, so it cannot be checked and is not restored. Restore a figs-<UTC time>.tar.gz archive (see: list). Nothing was changed."
    fail "There is no backup $archive (see: list). Nothing was changed."
  fi
  wait_for_database
  # The uploads come back readable by the site, and owned by the uploads folder's owner (the site's user).
  umask 022
  # shellcheck disable=SC2086 # the options are words of their own
  project_script restore "$archive" $options || exit 1
  owner=$(stat -c %u:%g "$UPLOADS_DIR")
  chown -R "$owner" "$UPLOADS_DIR" 2> /dev/null || true
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
  *) fail "Unknown command '$command': loop, once, list or restore [--force] [--trust-archive] NAME." ;;
esac
