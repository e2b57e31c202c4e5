#!/usr/bin/env bash
# The programs `npm test` needs beyond Node and npm packages, installed when missing:
#   - a Chromium for the browser tests (Debian: chromium-headless-shell),
#   - a Java runtime for the Nu HTML Checker of the HTML check (vnu.jar comes from npm),
#   - PostgreSQL's client programs (pg_dump, pg_restore, psql) for the backup and restore tests.
# On a machine with apt-get, as root (or with password-less sudo), the missing ones are installed and
# each step says what it installs and why. Elsewhere the script names what to install and exits 1.
# TEST_INSTALL=0 only checks.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=()
reasons=()
need() { packages+=("$1"); reasons+=("$1 ($2)"); }

node tests/support/chromium.ts > /dev/null 2>&1 || need chromium-headless-shell 'browser tests'
command -v java > /dev/null || need default-jre-headless 'Java runtime for the Nu HTML Checker'
pg_tools_found=1
for tool in pg_dump pg_restore psql; do
  command -v "$tool" > /dev/null || ls /usr/lib/postgresql/*/bin/"$tool" > /dev/null 2>&1 || pg_tools_found=0
done
[ "$pg_tools_found" = 1 ] || need postgresql-client 'pg_dump, pg_restore and psql for the backup tests'

[ ${#packages[@]} -eq 0 ] && exit 0

echo "== test prerequisites: missing ${reasons[*]}"
sudo=''
if [ "$(id -u)" != 0 ] && command -v sudo > /dev/null && sudo -n true 2> /dev/null; then sudo='sudo -n'; fi
if [ "${TEST_INSTALL:-1}" = 0 ] || ! command -v apt-get > /dev/null || { [ "$(id -u)" != 0 ] && [ -z "$sudo" ]; }; then
  echo "Install them first (Debian/Ubuntu: apt-get install -y ${packages[*]}), or set CHROMIUM_PATH for a browser of your own." >&2
  exit 1
fi
echo "   installing with apt-get: ${packages[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" > /dev/null
echo "   installed: ${packages[*]}"
