/**
 * The production server: starts the embedded database when DATABASE_URL is unset, applies
 * pending migrations, seeds what is missing, then serves the built app on PORT.
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { parseEnv } from '../../app/lib/env.server.ts'
import { ensureDatabase, stopOnExit } from './database.ts'
import { migrateAndSeed } from './migrate-and-seed.ts'
import { createServer } from './server.ts'

const startedAt = Date.now()
const env = parseEnvOrExit()
const db = await ensureDatabase(console.log, { restartOnExit: true }).catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
process.env.DATABASE_URL = db.url
let closeServer = async () => {}
const shutdown = stopOnExit(db.stop, () => closeServer())

try {
  const prisma = await migrateAndSeed(env)
  const { startOutboxWorker } = await import('../../app/lib/outbox.server.ts')
  const stopOutbox = startOutboxWorker()
  const server = await createServer()
  const answerFast = server.locals.answerFast as (req: IncomingMessage, res: ServerResponse) => boolean
  // A new visitor's cached page is answered before Express; everything else goes through it.
  const listener = createHttpServer((req, res) => answerFast(req, res) || server(req, res))
  listener.listen(env.PORT, () => {
    console.log(`Site ready on http://localhost:${env.PORT} (started in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`)
  })
  listener.on('error', (error) => {
    console.error(`Could not listen on port ${env.PORT}: ${error.message}`)
    void shutdown(1)
  })
  closeServer = async () => {
    stopOutbox()
    await (server.locals.close as () => Promise<void>)()
    const closed = new Promise<void>((resolve) => listener.close(() => resolve()))
    // Keep-alive connections would hold close() open.
    listener.closeAllConnections()
    await closed
    await prisma.$disconnect()
  }
} catch (error) {
  console.error(error instanceof Error ? (process.env.DEBUG ? error.stack : error.message) : error)
  await shutdown(1)
}

function parseEnvOrExit() {
  try {
    return parseEnv(process.env)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}
