import { prisma } from './db.server'

export interface RateLimitResult {
  allowed: boolean
  remaining: number
  retryAfterSeconds: number
}

/**
 * Fixed-window counter in PostgreSQL, so every app instance shares it. One atomic statement:
 * a new or expired window starts at 1, otherwise the count goes up.
 */
export async function hitRateLimit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const [row] = await prisma.$queryRaw<{ hits: number; resetAt: Date }[]>`
    INSERT INTO "RateLimit" ("key", "hits", "resetAt")
    VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    ON CONFLICT ("key") DO UPDATE SET
      "hits" = CASE WHEN "RateLimit"."resetAt" <= now() THEN 1 ELSE "RateLimit"."hits" + 1 END,
      "resetAt" = CASE WHEN "RateLimit"."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE "RateLimit"."resetAt" END
    RETURNING "hits", "resetAt"`
  return {
    allowed: row.hits <= limit,
    remaining: Math.max(0, limit - row.hits),
    retryAfterSeconds: Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000)),
  }
}

/** The visitor's IP as the HTTP server saw it (scripts/lib/server.ts sets this header). */
export function clientIp(request: Request): string {
  return request.headers.get('x-client-ip') ?? 'unknown'
}

/** Whether `key` is already at its limit, without counting this call. */
export async function isRateLimited(key: string, limit: number): Promise<{ limited: boolean; retryAfterSeconds: number }> {
  const [row] = await prisma.$queryRaw<{ hits: number; resetAt: Date }[]>`
    SELECT "hits", "resetAt" FROM "RateLimit" WHERE "key" = ${key} AND "resetAt" > now()`
  return {
    limited: Boolean(row && row.hits >= limit),
    retryAfterSeconds: row ? Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000)) : 0,
  }
}
