import path from 'node:path'
import { projectRoot } from './schema-engine.ts'

export const EMBEDDED_DATABASE_NAME = 'figs'

/**
 * The database the app uses: DATABASE_URL when set (nothing is started), otherwise an embedded
 * PostgreSQL server with its data under `.data/postgres-<major>` (or EMBEDDED_PG_DIR), on the port
 * it used last. A server that another process (a running site) serves on that folder is joined.
 * `restartOnExit` (the site and the dev server) starts it again whenever it dies.
 */
export async function ensureDatabase(log: (message: string) => void = console.log, { restartOnExit = false } = {}) {
  const configured = process.env.DATABASE_URL
  if (configured) return { url: configured, embedded: false, stop: async () => {} }
  if (process.env.EMBEDDED_PG === 'off') {
    throw new Error('DATABASE_URL is required (the embedded database is switched off by EMBEDDED_PG=off).')
  }

  // Loaded only here: the production image runs on DATABASE_URL and ships no PostgreSQL binaries.
  const { defaultDataDir, startEmbeddedPostgres } = await import('./embedded-postgres.ts')
  const dataDir = process.env.EMBEDDED_PG_DIR || (await defaultDataDir(path.join(projectRoot, '.data'), log))
  const server = await startEmbeddedPostgres({ dataDir, log, restartOnExit })
  try {
    await server.createDatabase(EMBEDDED_DATABASE_NAME)
  } catch (error) {
    await server.stop()
    throw error
  }
  const shown = path.relative(process.cwd(), dataDir)
  log(`Embedded PostgreSQL is running on port ${server.port} (data in ${shown && !shown.startsWith('..') ? shown : dataDir})`)
  return { url: server.url(EMBEDDED_DATABASE_NAME), embedded: true, stop: server.stop }
}

/** Stops `stop` once on SIGINT/SIGTERM and on fatal errors, then exits. */
export function stopOnExit(stop: () => Promise<void>, beforeStop: () => Promise<void> = async () => {}) {
  let exiting = false
  const shutdown = async (code: number) => {
    if (exiting) return
    exiting = true
    await beforeStop().catch(() => {})
    await stop().catch((error) => console.error('Could not stop the database cleanly:', error))
    process.exit(code)
  }
  process.on('SIGINT', () => void shutdown(130))
  process.on('SIGTERM', () => void shutdown(143))
  process.on('uncaughtException', (error) => {
    console.error(error)
    void shutdown(1)
  })
  return shutdown
}
