/**
 * The production server: starts the embedded database when DATABASE_URL is unset, applies
 * pending migrations, seeds what is missing, then serves the built app on PORT: in this process,
 * or with WEB_CONCURRENCY > 1 in that many worker processes sharing the port (one per core
 * uses every core; every state they share is in PostgreSQL, as with several instances).
 */
import cluster, { type Worker } from 'node:cluster'
import { fileURLToPath } from 'node:url'
import { parseEnv } from '../app/lib/env.server.ts'
import { logger } from '../app/lib/logger.server.ts'
import { ensureDatabase, stopOnExit } from '../scripts/lib/database.ts'
import { migrateAndSeed } from '../scripts/lib/migrate-and-seed.ts'
import { loadServerRuntime } from './app-build.ts'
import { serveApp } from './serve-app.ts'

const startedAt = Date.now()
const env = parseEnvOrExit()
const db = await ensureDatabase((message) => logger.info(message), { restartOnExit: true }).catch((error: Error) => {
  logger.fatal({ err: error }, 'Could not start the database')
  process.exit(1)
})
process.env.DATABASE_URL = db.url
let closeServer = async () => {}
const shutdown = stopOnExit(db.stop, () => closeServer())

try {
  const app = await loadServerRuntime()
  const prisma = await migrateAndSeed(env, app)
  const stopOutbox = app.startMailWorker()
  // Rows of rate-limit keys long expired (one per address and form) are deleted every hour.
  const stopPruner = app.startRateLimitPruner()
  // Page drafts scheduled for publication go out within SCHEDULE_POLL_MS of their time (and at start-up when missed).
  const stopScheduler = app.startContentScheduler()
  const onError = (error: Error) => {
    logger.fatal({ err: error }, `Could not listen on port ${env.PORT}`)
    void shutdown(1)
  }
  const served = env.WEB_CONCURRENCY > 1 ? await startWorkers(env.WEB_CONCURRENCY) : await serveApp(env.PORT, onError)
  const processes = env.WEB_CONCURRENCY > 1 ? ` (${env.WEB_CONCURRENCY} server processes)` : ''
  // The start-up report's last line, plain like the others (migrations, seed, first admin).
  console.log(`Site ready on http://localhost:${env.PORT}${processes} (started in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`)
  closeServer = async () => {
    stopOutbox()
    stopPruner()
    stopScheduler()
    await served.close()
    await prisma.$disconnect()
  }
} catch (error) {
  logger.fatal({ err: error }, 'The site could not start')
  await shutdown(1)
}

function parseEnvOrExit() {
  try {
    return parseEnv(process.env)
  } catch (error) {
    logger.fatal((error as Error).message)
    process.exit(1)
  }
}

/**
 * Starts `count` workers (production-worker.ts) and resolves when all listen. A worker that dies
 * (a crash: exit code other than 0) is replaced a second later, unless the group is stopping.
 */
async function startWorkers(count: number) {
  // The worker's entry sits beside this module: TypeScript in server/, JavaScript in the build.
  const worker = import.meta.url.endsWith('.ts') ? './production-worker.ts' : './production-worker.js'
  cluster.setupPrimary({ exec: fileURLToPath(new URL(worker, import.meta.url)) })
  let stopping = false
  const fork = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = cluster.fork()
      let listening = false
      worker.once('listening', () => {
        listening = true
        resolve(worker)
      })
      worker.once('exit', (code) => {
        if (!listening) return reject(new Error(`A server process could not start (exit code ${code}).`))
        // Exit code 0 is a worker told to stop (SIGTERM to the whole group, e.g. by a service manager).
        if (stopping || code === 0) return
        logger.error(`A server process exited (code ${code}); starting another in 1 s.`)
        setTimeout(() => {
          if (!stopping) void fork().catch((error: Error) => logger.error({ err: error }, 'Could not replace a server process'))
        }, 1000).unref()
      })
    })
  await Promise.all(Array.from({ length: count }, fork))
  return {
    async close() {
      stopping = true
      const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined)
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve()
              const timer = setTimeout(() => worker.kill('SIGKILL'), 10_000)
              worker.once('exit', () => {
                clearTimeout(timer)
                resolve()
              })
              worker.kill('SIGTERM')
            }),
        ),
      )
    },
  }
}
