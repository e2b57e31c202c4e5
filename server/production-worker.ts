/**
 * One of several server processes (WEB_CONCURRENCY > 1, started by production-server.ts): serves
 * the app on PORT beside its siblings. The primary owns the database, the migrations and the
 * outbox; a worker only answers requests, and stops when the primary tells it to (or dies).
 */
import cluster from 'node:cluster'
import { parseEnv } from '../app/lib/env.server.ts'
import { logger } from '../app/lib/logger.server.ts'
import { serveApp } from './serve-app.ts'

const env = parseEnv(process.env)
const served = await serveApp(env.PORT, (error) => {
  logger.fatal({ err: error }, `Could not listen on port ${env.PORT}`)
  process.exit(1)
})
let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await served.close().catch((error) => logger.error({ err: error }, 'A server process did not close cleanly'))
  process.exit(0)
}
// The primary handles Ctrl-C and SIGTERM for the whole group and then disconnects its workers.
process.on('SIGINT', () => {})
process.on('SIGTERM', () => void stop())
cluster.worker?.on('disconnect', () => void stop())
