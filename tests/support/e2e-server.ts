/**
 * The server the browser tests talk to: `npm start`'s production server, with its embedded
 * database in a fresh temporary folder that is removed when the server stops.
 * Set E2E_DATABASE_URL to use a PostgreSQL server you provide instead.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dir = mkdtempSync(path.join(os.tmpdir(), 'figs-e2e-'))
chmodSync(dir, 0o755) // as root, PostgreSQL runs as another user
process.on('exit', () => rmSync(dir, { recursive: true, force: true }))

delete process.env.DATABASE_URL
if (process.env.E2E_DATABASE_URL) process.env.DATABASE_URL = process.env.E2E_DATABASE_URL
process.env.EMBEDDED_PG_DIR = path.join(dir, 'postgres')
process.env.ADMIN_EMAIL ??= 'admin@example.com'
process.env.ADMIN_PASSWORD ??= 'e2e-admin-password'

await import('../../scripts/start.ts')
