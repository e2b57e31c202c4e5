/**
 * What the production server runs of the app besides answering requests: the seed, the outbox's
 * mail worker and the pruning of rate-limit rows. The server build's entry exports it, so the
 * server uses the build's one instance of each module (one database client, one font and PDF
 * cache) instead of loading copies of its own.
 */
import { describeSeed, seedDatabase } from '../prisma/seed'
import { prisma } from '~/lib/db.server'
import { startRateLimitPruner } from '~/lib/rate-limit.server'
import { startMailWorker } from '~/mail-worker.server'

export const serverRuntime = { prisma, seedDatabase, describeSeed, startMailWorker, startRateLimitPruner }
export type ServerRuntime = typeof serverRuntime
