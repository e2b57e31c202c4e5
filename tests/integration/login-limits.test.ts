/**
 * The login limits against a real PostgreSQL: counted before they are compared (parallel
 * attempts cannot slip through), growing lock-outs, and one login attempt function shared by
 * the HTML and JSON logins.
 */
import { hash } from '@node-rs/argon2'
import { describe, expect, test, vi } from 'vitest'
import { createAdmin } from '../support/factories'
import { waitFor } from '../support/wait-for'

const { prisma } = await import('~/lib/db.server')
const { clearRateLimit, giveBackRateLimit, hitGrowingRateLimit } = await import('~/lib/rate-limit.server')
const { LOGIN_LIMITS, loginLanes } = await import('~/features/auth/login-lanes.server')
const { logIn, tooManyAttempts } = await import('~/features/auth/login.server')
type LoginResult = Awaited<ReturnType<typeof logIn>>

const MINUTE = 60_000
const limit = { limit: 5, windowMs: 15 * MINUTE, maxLockMs: 24 * 60 * MINUTE, forgetMs: 24 * 60 * MINUTE }

/** Moves a key's window end into the past (as if the time had passed). */
const endWindow = (key: string, agoMs = 1000) =>
  prisma.$executeRaw`UPDATE "RateLimit" SET "resetAt" = now() - ${agoMs} * interval '1 millisecond' WHERE "key" = ${key}`

describe('hitGrowingRateLimit', () => {
  test('50 parallel attempts: exactly `limit` are allowed', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => hitGrowingRateLimit('t:parallel', limit)))
    expect(results.filter((r) => r.allowed)).toHaveLength(5)
  })

  test('each further lock-out lasts twice as long, up to the maximum; a quiet day starts over', async () => {
    const key = 't:growing'
    const lockOut = async () => {
      let last = await hitGrowingRateLimit(key, limit)
      for (let i = 1; i < 6; i++) last = await hitGrowingRateLimit(key, limit)
      expect(last.allowed).toBe(false)
      return last.retryAfterSeconds
    }
    expect(await lockOut()).toBeGreaterThan(14.9 * 60)
    await endWindow(key)
    const second = await lockOut()
    expect(second).toBeGreaterThan(29.9 * 60)
    expect(second).toBeLessThanOrEqual(30 * 60)
    await endWindow(key)
    expect(await lockOut()).toBeGreaterThan(59.9 * 60)
    for (let i = 0; i < 6; i++) {
      await endWindow(key)
      await lockOut()
    }
    await endWindow(key)
    expect(await lockOut()).toBeLessThanOrEqual(24 * 3600) // capped at a day
    await endWindow(key, 24 * 60 * MINUTE + 1000)
    const fresh = await lockOut()
    expect(fresh).toBeLessThanOrEqual(15 * 60)
  })

  test('a fresh 15-minute lock-out reads 900 s and "15 dakika" by the database clock, even when the app clock is behind', async () => {
    const key = 't:clock'
    // The app's clock 3 s behind the database's (as on two hosts): the wait is still the database's.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 3000 })
    try {
      let last = await hitGrowingRateLimit(key, limit)
      for (let i = 1; i < 6; i++) last = await hitGrowingRateLimit(key, limit)
      expect(last.allowed).toBe(false)
      expect(last.retryAfterSeconds).toBe(15 * 60)
      expect(tooManyAttempts(last.retryAfterSeconds)).toBe('Çok fazla deneme. Lütfen 15 dakika sonra tekrar deneyin.')
    } finally {
      vi.useRealTimers()
    }
  })

  test('attempts during a lock-out do not extend it; a given-back attempt frees a place; clearing forgets the key', async () => {
    const key = 't:giveback'
    for (let i = 0; i < 4; i++) await hitGrowingRateLimit(key, limit)
    await giveBackRateLimit(key)
    expect((await hitGrowingRateLimit(key, limit)).allowed).toBe(true) // 4th
    expect((await hitGrowingRateLimit(key, limit)).allowed).toBe(true) // 5th
    const locked = await hitGrowingRateLimit(key, limit)
    expect(locked.allowed).toBe(false)
    const later = await hitGrowingRateLimit(key, limit)
    expect(later.retryAfterSeconds).toBeLessThanOrEqual(locked.retryAfterSeconds)
    await clearRateLimit(key)
    expect((await hitGrowingRateLimit(key, limit)).remaining).toBe(4)
  })
})

describe('logIn', () => {
  /** A login form post from `ip` (a field that is no text is sent as a file, as a multipart form can). */
  const login = (ip: string, fields: Record<string, unknown>) => {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.set(name, typeof value === 'string' ? value : new Blob([String(value)]))
    return logIn(new Request('http://localhost/admin/login', { method: 'POST', headers: { 'x-client-ip': ip }, body }))
  }

  test('the right password signs in and clears the lock-out history of its address and e-mail; blanks are a 400', async () => {
    await createAdmin(prisma, { email: 'limits@example.com', passwordHash: await hash('limits-password') })
    for (let i = 0; i < 3; i++) expect((await login('192.0.2.1', { email: 'limits@example.com', password: 'nope' })).ok).toBe(false)
    const ok = await login('192.0.2.1', { email: ' Limits@Example.com ', password: 'limits-password' })
    expect(ok.ok).toBe(true)
    if (ok.ok) {
      expect(ok.admin.email).toBe('limits@example.com')
      expect(ok.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(12 * 3600_000)
    }
    // The three failures are forgotten: five more wrong passwords are answered 401 before the lock.
    const statuses = []
    for (let i = 0; i < 6; i++) {
      const result = await login('192.0.2.1', { email: 'limits@example.com', password: 'nope' })
      statuses.push(result.ok ? 200 : result.status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    expect(await login('192.0.2.1', { email: '', password: 'x' })).toMatchObject({ ok: false, status: 400 })
    expect(await login('192.0.2.1', { email: 'limits@example.com', password: 42 })).toMatchObject({ ok: false, status: 400 })
  })

  test('an IPv6 client counts by its /64: guesses spread over its network share one address limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i < LOGIN_LIMITS.perIp + 1; i++) {
      // A different address of the same /64 and a different e-mail each time (the per-account limit never bites).
      const result = await login(`2001:db8:77:1::${(i + 1).toString(16)}`, { email: `spread-${i}@example.com`, password: 'nope' })
      statuses.push(result.ok ? 200 : result.status)
    }
    expect(statuses.slice(0, LOGIN_LIMITS.perIp)).toEqual(Array(LOGIN_LIMITS.perIp).fill(401))
    expect(statuses.at(-1)).toBe(429)
    // Another /64 is another client.
    expect(await login('2001:db8:77:2::1', { email: 'spread-x@example.com', password: 'nope' })).toMatchObject({ status: 401 })
  })

  test('beyond two running and eight waiting checks, an attempt is refused at once (429) without being counted', async () => {
    // The two running places are held until the test lets them go, so which attempts wait and
    // which are refused depends on the lane's state alone, not on how fast a check runs.
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const running = [loginLanes.anonymous.run(() => gate), loginLanes.anonymous.run(() => gate)]
    let attempts: Promise<LoginResult>[] = []
    try {
      expect({ active: loginLanes.anonymous.active, waiting: loginLanes.anonymous.waiting }).toEqual({ active: 2, waiting: 0 })
      attempts = Array.from({ length: 30 }, (_, i) => login(`198.51.100.${i}`, { email: `nobody-${i}@example.com`, password: 'nope' }))
      const answered: LoginResult[] = []
      for (const attempt of attempts) void attempt.then((result) => answered.push(result))
      // Eight wait for a turn; the other 22 are answered while both places are still taken.
      await waitFor(() => answered.length === 22 && loginLanes.anonymous.waiting === 8, {
        timeoutMs: 10_000,
        message: 'eight attempts waiting and the other 22 answered',
        details: () => `answered ${answered.length}, waiting ${loginLanes.anonymous.waiting}`,
      })
      expect(answered.map((r) => (r.ok ? 200 : r.status))).toEqual(Array(22).fill(429))
      expect(answered[0]).toMatchObject({ message: expect.stringMatching(/^Çok fazla eşzamanlı giriş denemesi/), retryAfterSeconds: 5 })
      // Neither the refused attempts nor the waiting ones are counted yet: an attempt is counted with its turn.
      expect(await prisma.rateLimit.count({ where: { key: { startsWith: 'login:ip:198.51.100.' } } })).toBe(0)

      release()
      const results = await Promise.all(attempts)
      expect(results.filter((r) => !r.ok && r.status === 401)).toHaveLength(8)
      expect(results.filter((r) => !r.ok && r.status === 429)).toHaveLength(22)
      expect(await prisma.rateLimit.count({ where: { key: { startsWith: 'login:ip:198.51.100.' } } })).toBe(8)
    } finally {
      release()
      await Promise.allSettled([...running, ...attempts])
    }
  })
})
