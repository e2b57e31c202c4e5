import { beforeAll, expect, test } from 'vitest'
import type { PrismaClient } from '~/generated/prisma/client'
import type * as RateLimit from '~/lib/rate-limit.server'

let prisma: PrismaClient
let limits: typeof RateLimit

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  limits = await import('~/lib/rate-limit.server')
})

const HOUR = 3_600_000
const ago = (ms: number) => new Date(Date.now() - ms)

test('pruning deletes only keys whose window ended long ago: running windows and remembered lock-outs stay', async () => {
  await prisma.rateLimit.createMany({
    data: [
      { key: 'prune:old', hits: 3, resetAt: ago(limits.RATE_LIMIT_RETAIN_MS + HOUR) },
      { key: 'prune:old-locked', hits: 5, resetAt: ago(30 * 24 * HOUR), lockouts: 4 },
      // Ended an hour ago: its lock-outs still count for a day, so the row stays.
      { key: 'prune:recent', hits: 5, resetAt: ago(HOUR), lockouts: 2 },
    ],
  })
  await limits.hitRateLimit('prune:running', 5, HOUR)
  expect(await limits.pruneRateLimits()).toBeGreaterThanOrEqual(2)
  const left = await prisma.rateLimit.findMany({ where: { key: { startsWith: 'prune:' } }, select: { key: true }, orderBy: { key: 'asc' } })
  expect(left.map((row) => row.key)).toEqual(['prune:recent', 'prune:running'])
  // A running window is untouched: the next hit counts on.
  expect((await limits.hitRateLimit('prune:running', 5, HOUR)).remaining).toBe(3)
})

test('the pruner prunes when it starts and stops cleanly', async () => {
  await prisma.rateLimit.create({ data: { key: 'prune:at-start', hits: 1, resetAt: ago(limits.RATE_LIMIT_RETAIN_MS * 2) } })
  const stop = limits.startRateLimitPruner(60_000)
  try {
    await expect.poll(() => prisma.rateLimit.count({ where: { key: 'prune:at-start' } })).toBe(0)
  } finally {
    stop()
  }
})
