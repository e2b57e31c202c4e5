#!/usr/bin/env bash
# `npm test`: type check, unit + integration tests (real PostgreSQL), then browser tests
# (Chromium with JavaScript on and off) against a production build.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ ! -x "$chromium" ]; then
  echo "Chromium not found at $chromium: install it (e.g. apt-get install -y chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi

echo "== lint"
npm run lint

echo "== type check"
npx react-router typegen
npx tsc

echo "== production build"
npx react-router build

echo "== unit and integration tests"
npx vitest run

echo "== browser tests"
CHROMIUM_PATH="$chromium" npx playwright test
