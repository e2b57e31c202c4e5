import { Prisma } from '~/generated/prisma/client'
import { prisma } from './db.server'
import { logger } from './logger.server'
import { addressKey } from './net/address-key'

export interface RateLimitResult {
  allowed: boolean
  remaining: number
  retryAfterSeconds: number
}

/** A counter's row as the statements return it: the wait is measured by the database's own clock. */
interface CounterRow {
  hits: number
  /** Whole milliseconds until the window ends, by the same `now()` that set it. */
  waitMs: number
}

const toResult = (row: CounterRow, limit: number): RateLimitResult => ({
  allowed: row.hits <= limit,
  remaining: Math.max(0, limit - row.hits),
  retryAfterSeconds: Math.max(1, Math.ceil(row.waitMs / 1000)),
})

/**
 * The wait left in a window, in whole milliseconds. The end is stored to the millisecond (rounded),
 * so a fresh window of 15 minutes reads 900 000 ms, never 900 000.4 (which would be a 16th minute).
 */
const WAIT_MS = Prisma.sql`floor(extract(epoch from ("resetAt" - now())) * 1000)::float8 AS "waitMs"`

/** The header that tells a refused client when to try again. */
export const retryAfter = (seconds: number) => ({ 'Retry-After': String(seconds) })

/**
 * Fixed-window counter in PostgreSQL, so every app instance shares it. One atomic statement:
 * a new or expired window starts at 1, otherwise the count goes up. The call counts itself
 * (increment-then-compare), so parallel requests cannot all slip under the limit.
 */
export async function hitRateLimit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const [row] = await prisma.$queryRaw<CounterRow[]>`
    INSERT INTO "RateLimit" ("key", "hits", "resetAt")
    VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    ON CONFLICT ("key") DO UPDATE SET
      "hits" = CASE WHEN "RateLimit"."resetAt" <= now() THEN 1 ELSE "RateLimit"."hits" + 1 END,
      "resetAt" = CASE WHEN "RateLimit"."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE "RateLimit"."resetAt" END
    RETURNING "hits", ${WAIT_MS}`
  return toResult(row, limit)
}

export interface GrowingLimit {
  /** Attempts allowed per window. */
  limit: number
  /** Length of a window, and of the first lock-out. */
  windowMs: number
  /** Longest lock-out. */
  maxLockMs: number
  /** A key quiet for this long starts again from the first lock-out. */
  forgetMs: number
}

/**
 * Like `hitRateLimit`, but every lock-out lasts twice as long as the one before: the attempt
 * that goes over the limit locks the key for windowMs × 2^(earlier lock-outs), up to maxLockMs.
 * Still one atomic statement that counts the attempt before it is compared.
 */
export async function hitGrowingRateLimit(key: string, { limit, windowMs, maxLockMs, forgetMs }: GrowingLimit): Promise<RateLimitResult> {
  const [row] = await prisma.$queryRaw<CounterRow[]>`
    INSERT INTO "RateLimit" ("key", "hits", "resetAt", "lockouts")
    VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond', 0)
    ON CONFLICT ("key") DO UPDATE SET
      "hits" = CASE WHEN "RateLimit"."resetAt" <= now() THEN 1 ELSE "RateLimit"."hits" + 1 END,
      "lockouts" = CASE
        WHEN "RateLimit"."resetAt" <= now() - ${forgetMs} * interval '1 millisecond' THEN 0
        WHEN "RateLimit"."resetAt" > now() AND "RateLimit"."hits" = ${limit} THEN "RateLimit"."lockouts" + 1
        ELSE "RateLimit"."lockouts" END,
      "resetAt" = CASE
        WHEN "RateLimit"."resetAt" <= now() THEN EXCLUDED."resetAt"
        WHEN "RateLimit"."hits" = ${limit}
          THEN now() + LEAST(${windowMs}::float8 * power(2, LEAST("RateLimit"."lockouts", 30)), ${maxLockMs}::float8) * interval '1 millisecond'
        ELSE "RateLimit"."resetAt" END
    RETURNING "hits", ${WAIT_MS}`
  return toResult(row, limit)
}

/** Takes back one counted attempt (e.g. one that was reserved but never used). */
export async function giveBackRateLimit(key: string): Promise<void> {
  await prisma.$executeRaw`UPDATE "RateLimit" SET "hits" = GREATEST("hits" - 1, 0) WHERE "key" = ${key}`
}

/** Forgets a key entirely: its attempts and its earlier lock-outs. */
export async function clearRateLimit(key: string): Promise<void> {
  await prisma.$executeRaw`DELETE FROM "RateLimit" WHERE "key" = ${key}`
}

const HOUR_MS = 3_600_000
/**
 * A key's row is kept this long after its window ended: longer than any limit remembers earlier
 * lock-outs (a day), so pruning never shortens a lock-out or forgets one that still counts.
 */
export const RATE_LIMIT_RETAIN_MS = 48 * HOUR_MS

/** Deletes the rows of keys whose window ended more than RATE_LIMIT_RETAIN_MS ago; returns how many. */
export async function pruneRateLimits(): Promise<number> {
  return prisma.$executeRaw`DELETE FROM "RateLimit" WHERE "resetAt" < now() - ${RATE_LIMIT_RETAIN_MS} * interval '1 millisecond'`
}

/** Prunes now and then every `intervalMs` (one process per site does it: the primary); returns the stop function. */
export function startRateLimitPruner(intervalMs = HOUR_MS) {
  const tick = () => void pruneRateLimits().catch((error) => logger.error({ err: error }, 'Pruning rate limits failed'))
  tick()
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}

/** The visitor's IP as the HTTP server saw it (server/edge/react-router-adapter.ts sets this header). */
export function clientIp(request: Request): string {
  return request.headers.get('x-client-ip') ?? 'unknown'
}

/** What the limits count the visitor under: their IPv4 address, or their IPv6 /64 (see addressKey). */
export const clientAddressKey = (request: Request): string => addressKey(clientIp(request))
