/**
 * What the production server runs of the app besides answering requests: the seed, the outbox's
 * mail worker, the pruning of rate-limit rows, the scheduled publication of page content, and what its HTTP front asks of the app
 * (`edge`). The server build's entry exports it, so the server uses the build's one instance of
 * each module (one database client, one font and PDF cache) instead of loading copies of its own.
 */

import { startContentScheduler } from '~/features/content/page-content.server'
import { MAX_LEAD_LINES } from '~/features/leads/lead-lines'
import { visitorCookies } from '~/features/leads/visitor-cookies.server'
import { MAX_PRICE_RANGES } from '~/features/products/admin-product'
import { followContentVersion } from '~/lib/content-reads.server'
import { ADMIN_SESSION_COOKIE_NAMES } from '~/lib/cookies.server'
import { prisma } from '~/lib/db.server'
import { type EdgeApp, edgeSetsVisitorCookiesContext } from '~/lib/http/edge-context'
import { cspNonceContext } from '~/lib/http/nonce'
import { pageCacheVariant } from '~/lib/http/page-cache-variant.server'
import { startRateLimitPruner } from '~/lib/rate-limit.server'
import { startMailWorker } from '~/mail-worker.server'
import { describeSeed, seedDatabase } from '../prisma/seed'

const edge: EdgeApp = {
  nonceContext: cspNonceContext,
  visitorCookiesContext: edgeSetsVisitorCookiesContext,
  pageCacheVariant,
  adminSessionCookies: ADMIN_SESSION_COOKIE_NAMES,
  maxListLength: { public: MAX_LEAD_LINES, admin: MAX_PRICE_RANGES },
  visitorCookies,
  followContentVersion,
}

export const serverRuntime = { prisma, seedDatabase, describeSeed, startMailWorker, startRateLimitPruner, startContentScheduler, edge }
export type ServerRuntime = typeof serverRuntime
