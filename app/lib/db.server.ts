import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from '~/generated/prisma/client'
import { env } from './env.server'

/**
 * A request waits at most this long for a database connection (a new one, or a free one from
 * the pool), and at most QUERY_TIMEOUT_MS for a query's answer: without bounds, a database that
 * stopped answering (a frozen server, a lost network) would hold requests forever.
 */
const CONNECTION_TIMEOUT_MS = 5_000
const QUERY_TIMEOUT_MS = 30_000
/**
 * Connections of one process. With WEB_CONCURRENCY server processes the processes share about
 * 60 (PostgreSQL allows 100 by default): each process, the primary too, keeps 3 to 10.
 */
const poolSize = (processes: number) => Math.min(10, Math.max(3, Math.floor(60 / processes)))

function createClient() {
  const { DATABASE_URL: connectionString, WEB_CONCURRENCY: processes } = env()
  if (!connectionString) throw new Error('DATABASE_URL is not set: start the app with `npm start` or `npm run dev`.')
  // The pool drops broken connections and opens new ones on demand, so the site recovers by
  // itself once the database is back.
  const adapter = new PrismaPg({
    connectionString,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    max: poolSize(processes),
  })
  return new PrismaClient({ adapter })
}

declare global {
  // One client per process, kept here across dev-server reloads.
  var prismaClient: ReturnType<typeof createClient> | undefined
}

/**
 * Limits of an interactive write transaction: it may wait this long for a connection and run this
 * long in all. Waiting for another writer's row lock counts toward its time, and on a busy machine
 * a dozen statements can take seconds; Prisma's defaults (2 s, 5 s) failed such writes.
 */
export const WRITE_TRANSACTION = { maxWait: 10_000, timeout: 20_000 } as const

/** One client per process (kept across dev-server reloads). */
globalThis.prismaClient ??= createClient()
export const prisma = globalThis.prismaClient

/**
 * After a failed check the database counts as unavailable this long without asking again: a
 * burst of failing requests checks once, and a request that failed on the database just before
 * it came back is still told "temporarily unavailable".
 */
const DOWN_FOR_MS = 5_000
/** A check waits this long for the answer to `SELECT 1` (the request asking has waited already). */
const CHECK_TIMEOUT_MS = 2_000
let lastFailedCheck = 0

/** Whether the database answered a trivial query now and did not fail one just before. */
export async function databaseAnswers(): Promise<boolean> {
  if (Date.now() - lastFailedCheck < DOWN_FOR_MS) return false
  let timer: NodeJS.Timeout | undefined
  const answered = await Promise.race([
    prisma.$queryRaw`SELECT 1`.then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS))),
  ])
  clearTimeout(timer)
  if (!answered) lastFailedCheck = Date.now()
  return answered
}
