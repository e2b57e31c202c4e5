/**
 * The server the browser tests talk to: `npm start`'s production server, compiled as the image runs
 * it (`<BUILD_DIR>/runtime/start.js`, made by `react-router build`), with its embedded
 * database in a fresh temporary folder that is removed when the server stops.
 * Set E2E_DATABASE_URL to use a PostgreSQL server you provide instead.
 * With E2E_SERVER_LOG (a file), everything the server prints also goes to that file, and the
 * terminal shows all of it but the request lines (one per request: thousands in a run).
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { e2eDatabaseUrlFile } from './e2e-database.ts'
import { E2E_ADMIN } from './e2e-server-log.ts'

if (process.env.E2E_SERVER_LOG) copyOutputTo(process.env.E2E_SERVER_LOG)

const dir = mkdtempSync(path.join(os.tmpdir(), 'figs-e2e-'))
chmodSync(dir, 0o755) // as root, PostgreSQL runs as another user
process.on('exit', () => rmSync(dir, { recursive: true, force: true }))

delete process.env.DATABASE_URL
if (process.env.E2E_DATABASE_URL) process.env.DATABASE_URL = process.env.E2E_DATABASE_URL
// E2E_EMBEDDED_PG_DIR: a data folder that outlives the server (tests that start the site twice on one database).
process.env.EMBEDDED_PG_DIR = process.env.E2E_EMBEDDED_PG_DIR || path.join(dir, 'postgres')
process.env.ADMIN_EMAIL ??= E2E_ADMIN.email
process.env.ADMIN_PASSWORD ??= E2E_ADMIN.password
// Browser tests fill forms in milliseconds and post many of them from one address.
process.env.FORM_MIN_FILL_MS ??= '0'
process.env.FORM_RATE_LIMIT ??= '10000'
process.env.LOGIN_RATE_LIMIT_IP ??= '10000'

const serverEntry = path.resolve(process.env.BUILD_DIR ?? 'build', 'runtime', 'start.js')
if (!existsSync(serverEntry)) throw new Error(`No compiled server at ${serverEntry}: run \`npm run build\` first.`)
await import(pathToFileURL(serverEntry).href)
// Tests read what the site stored (tests/e2e/fixtures.ts) from the database this server uses.
writeFileSync(e2eDatabaseUrlFile(process.env.PORT ?? '3101'), process.env.DATABASE_URL ?? '')

/** Every write to standard output and error also goes to `file` (made anew); request lines go only there. */
function copyOutputTo(file: string) {
  mkdirSync(path.dirname(file), { recursive: true })
  const fd = openSync(file, 'w')
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: string | Uint8Array, ...rest: unknown[]) => boolean
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
      writeSync(fd, text)
      // A request line below warn (pino's levels: 30 info, 40 warn): in the file only.
      if (/^\{"level":[1-3]\d,[^\n]*"reqId":/.test(text)) {
        const done = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined
        if (done) process.nextTick(done)
        return true
      }
      return write(chunk, ...rest)
    }) as typeof stream.write
  }
}
