/**
 * The server the browser tests talk to: `npm start`'s production server, with its embedded
 * database in a fresh temporary folder that is removed when the server stops.
 * Set E2E_DATABASE_URL to use a PostgreSQL server you provide instead.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { e2eDatabaseUrlFile } from './e2e-database.ts'

const dir = mkdtempSync(path.join(os.tmpdir(), 'figs-e2e-'))
chmodSync(dir, 0o755) // as root, PostgreSQL runs as another user
process.on('exit', () => rmSync(dir, { recursive: true, force: true }))

delete process.env.DATABASE_URL
if (process.env.E2E_DATABASE_URL) process.env.DATABASE_URL = process.env.E2E_DATABASE_URL
// E2E_EMBEDDED_PG_DIR: a data folder that outlives the server (tests that start the site twice on one database).
process.env.EMBEDDED_PG_DIR = process.env.E2E_EMBEDDED_PG_DIR || path.join(dir, 'postgres')
process.env.ADMIN_EMAIL ??= 'admin@example.com'
process.env.ADMIN_PASSWORD ??= 'e2e-admin-password'
// Browser tests fill forms in milliseconds and post many of them from one address.
process.env.FORM_MIN_FILL_MS ??= '0'
process.env.FORM_RATE_LIMIT ??= '10000'
process.env.LOGIN_RATE_LIMIT_IP ??= '10000'

await import('../../scripts/start.ts')
// Tests read what the site stored (tests/e2e/fixtures.ts) from the database this server uses.
writeFileSync(e2eDatabaseUrlFile(process.env.PORT ?? '3101'), process.env.DATABASE_URL ?? '')
