#!/usr/bin/env bash
# `npm test`: type check, unit + integration tests (real PostgreSQL), then browser tests
# (Chromium with JavaScript on and off) against a production build.
set -euo pipefail
cd "$(dirname "$0")/.."

# The browser tests' Chromium, found before the first test runs (tests/support/chromium.ts says what to install).
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
