#!/usr/bin/env bash
# `npm test`: type check, unit + integration tests (real PostgreSQL), then browser tests
# (Chromium with JavaScript on and off) against a production build.
set -euo pipefail
cd "$(dirname "$0")/.."

# Chromium, Java and PostgreSQL's client programs: installed when missing, before the first test runs.
bash scripts/test-prerequisites.sh
chromium=$(node tests/support/chromium.ts)

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
