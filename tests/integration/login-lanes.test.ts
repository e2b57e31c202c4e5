/**
 * The login lanes against a real PostgreSQL: while a flood fills the anonymous lane, the admin
 * still logs in from a known device or from a login page, and neither lane is a way around the
 * flood for strangers (tokens count once, from their address, a few per address; device cookies
 * cannot be made, expire, and die with the password).
 */
import { hash } from '@node-rs/argon2'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createAdmin } from '../support/factories'

const { prisma } = await import('~/lib/db.server')
const {
  LOGIN_LIMITS,
  LOGIN_PAGE_CHECKS,
  LOGIN_TOKEN_MAX_AGE_MS,
  issueLoginToken,
  knownDeviceSetCookie,
  loginLanes,
  loginPageSetCookie,
  passwordFingerprint,
} = await import('~/features/auth/login-lanes.server')
const { logIn, loginFormRequest, LOGIN_BUSY } = await import('~/features/auth/login.server')

const ADMIN = { email: 'lanes@example.com', password: 'lanes-password-1' }
const OTHER = { email: 'other-lanes@example.com', password: 'other-password-1' }
let adminId: string

beforeAll(async () => {
  adminId = (await createAdmin(prisma, { email: ADMIN.email, passwordHash: await hash(ADMIN.password) })).id
  await createAdmin(prisma, { email: OTHER.email, passwordHash: await hash(OTHER.password) })
})

/** Fills the anonymous lane (two running, eight waiting) as a flood does, until the returned function is called. */
function floodAnonymousLane() {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const held = Array.from({ length: 10 }, () => loginLanes.anonymous.run(() => gate))
  // The lane is full by its state, not by how fast anything runs: both places taken, all eight waiting.
  expect({ active: loginLanes.anonymous.active, waiting: loginLanes.anonymous.waiting }).toEqual({ active: 2, waiting: 8 })
  return async () => {
    release()
    await Promise.all(held)
  }
}
let endFlood: (() => Promise<void>) | undefined
afterEach(async () => {
  await endFlood?.()
  endFlood = undefined
})

const page = (ip: string) => new Request('http://localhost/admin/login', { headers: { 'x-client-ip': ip } })
function login(ip: string, fields: Record<string, string>, cookie?: string) {
  const headers: Record<string, string> = { 'x-client-ip': ip, ...(cookie ? { Cookie: cookie } : {}) }
  return logIn(new Request('http://localhost/admin/login', { method: 'POST', headers, body: new URLSearchParams(fields) }))
}
const statusOf = (result: Awaited<ReturnType<typeof logIn>>) => (result.ok ? 200 : result.status)
/** `name=value` of a Set-Cookie header. */
const pair = (setCookie: string) => setCookie.split(';')[0]
/** The token cookie the login page served to `ip` (at `now`) sets. */
const pageCookie = async (ip: string, now?: number) => pair(await loginPageSetCookie(page(ip), now))
/**
 * A signed cookie (`name=value`) with the first character of its signature changed. Not the last
 * one: a signature's last base64 character carries bits that decoding drops, so changing it can
 * leave the signature valid (one cookie in sixteen). Throws unless the signature's bytes changed.
 */
function altered(cookie: string) {
  const eq = cookie.indexOf('=')
  const value = decodeURIComponent(cookie.slice(eq + 1))
  const dot = value.lastIndexOf('.')
  const signature = value.slice(dot + 1)
  const changed = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
  if (Buffer.from(changed, 'base64').equals(Buffer.from(signature, 'base64'))) throw new Error('the signature did not change')
  return `${cookie.slice(0, eq + 1)}${encodeURIComponent(`${value.slice(0, dot + 1)}${changed}`)}`
}

describe('the login page lane', () => {
  test('during a flood an anonymous attempt is refused, a login page token from a clean address is checked: 8 of 8 right passwords sign in', async () => {
    endFlood = floodAnonymousLane()
    const anonymous = await login('192.0.2.50', ADMIN)
    expect(anonymous).toMatchObject({ ok: false, status: 429, message: LOGIN_BUSY })
    const statuses = []
    for (let i = 0; i < 8; i++) statuses.push(statusOf(await login('192.0.2.51', ADMIN, await pageCookie('192.0.2.51'))))
    expect(statuses).toEqual(Array(8).fill(200))
  })

  test('a token counts once, from the address it was served to, for two hours, unaltered', async () => {
    endFlood = floodAnonymousLane()
    const busy = { status: 429, message: LOGIN_BUSY }
    const wrong = { ...ADMIN, password: 'wrong' }
    const token = await pageCookie('192.0.2.60')
    expect(statusOf(await login('192.0.2.60', wrong, token))).toBe(401)
    // Used: the same token again waits with the anonymous attempts (full, so refused at once).
    expect(await login('192.0.2.60', wrong, token)).toMatchObject(busy)
    expect(await login('192.0.2.61', ADMIN, await pageCookie('192.0.2.62'))).toMatchObject(busy)
    expect(await login('192.0.2.63', ADMIN, await pageCookie('192.0.2.63', Date.now() - LOGIN_TOKEN_MAX_AGE_MS - 1000))).toMatchObject(busy)
    expect(await login('192.0.2.64', ADMIN, altered(await pageCookie('192.0.2.64')))).toMatchObject(busy)
    const forged = Buffer.from(JSON.stringify(`${Date.now()}.abcdefghijklmnop.forged`)).toString('base64')
    expect(await login('192.0.2.64', ADMIN, `admin_login=${forged}`)).toMatchObject(busy)
    // An IPv6 token counts for its /64.
    expect(statusOf(await login('2001:db8:60:1::99', ADMIN, await pageCookie('2001:db8:60:1::1')))).toBe(200)
  })

  test(`an address gets ${LOGIN_PAGE_CHECKS} checks per 15 minutes and one at a time, however many tokens it fetches`, async () => {
    endFlood = floodAnonymousLane()
    const ip = '192.0.2.70'
    const wrong = { ...OTHER, password: 'wrong' }
    const tokens = await Promise.all([1, 2, 3, 4, 5].map(() => pageCookie(ip)))
    const parallel = await Promise.all(tokens.map((token) => login(ip, wrong, token)))
    expect(parallel.map(statusOf).sort()).toEqual([401, 429, 429, 429, 429])
    const sequential = []
    for (let i = 0; i < 4; i++) sequential.push(statusOf(await login(ip, wrong, await pageCookie(ip))))
    expect(sequential).toEqual([...Array(LOGIN_PAGE_CHECKS - 1).fill(401), 429, 429])
    // Even the right password is no longer checked there: the address waits with everyone else.
    expect(await login(ip, OTHER, await pageCookie(ip))).toMatchObject({ status: 429, message: LOGIN_BUSY })
    // The address limits still apply in the lane (counted as anonymous attempts are).
    expect(await prisma.rateLimit.findUnique({ where: { key: `login:ip:${ip}` }, select: { hits: true } })).toEqual({
      hits: LOGIN_PAGE_CHECKS,
    })
  })
})

describe("the login page lane for API clients (GET /api/admin/login's token in the JSON body)", () => {
  /** The JSON login as its route makes it: the credentials form-encoded, the token beside them. */
  const jsonLogin = (ip: string, credentials: { email: string; password: string }, loginToken?: string) =>
    logIn(
      loginFormRequest(new Request('http://localhost/api/admin/login', { method: 'POST', headers: { 'x-client-ip': ip } }), credentials),
      {
        loginToken,
      },
    )
  const apiToken = (ip: string, now?: number) => issueLoginToken(page(ip), now).loginToken

  test('during a flood a JSON login without cookies is refused, with a fetched token from a clean address it is checked: 8 of 8 sign in', async () => {
    endFlood = floodAnonymousLane()
    expect(await jsonLogin('192.0.2.80', ADMIN)).toMatchObject({ ok: false, status: 429, message: LOGIN_BUSY })
    const statuses = []
    for (let i = 0; i < 8; i++) statuses.push(statusOf(await jsonLogin('192.0.2.81', ADMIN, apiToken('192.0.2.81'))))
    expect(statuses).toEqual(Array(8).fill(200))
  })

  test("the token is the login page's: once, from its address, for two hours, unaltered, a few checks per address", async () => {
    endFlood = floodAnonymousLane()
    const busy = { status: 429, message: LOGIN_BUSY }
    const wrong = { ...OTHER, password: 'wrong' }
    const token = apiToken('192.0.2.90')
    expect(issueLoginToken(page('192.0.2.90')).expiresAt.getTime() - Date.now()).toBeGreaterThan(LOGIN_TOKEN_MAX_AGE_MS - 60_000)
    expect(statusOf(await jsonLogin('192.0.2.90', wrong, token))).toBe(401)
    expect(await jsonLogin('192.0.2.90', wrong, token)).toMatchObject(busy)
    expect(await jsonLogin('192.0.2.91', ADMIN, apiToken('192.0.2.92'))).toMatchObject(busy)
    expect(await jsonLogin('192.0.2.93', ADMIN, apiToken('192.0.2.93', Date.now() - LOGIN_TOKEN_MAX_AGE_MS - 1000))).toMatchObject(busy)
    const genuine = apiToken('192.0.2.94')
    expect(await jsonLogin('192.0.2.94', ADMIN, `${genuine.slice(0, -1)}${genuine.endsWith('A') ? 'B' : 'A'}`)).toMatchObject(busy)
    expect(await jsonLogin('192.0.2.94', ADMIN, `${Date.now()}.abcdefghijklmnop.forged`)).toMatchObject(busy)
    // Fetching many tokens buys no more checks than the login page gives an address.
    const ip = '192.0.2.95'
    const checked = []
    for (let i = 0; i < LOGIN_PAGE_CHECKS + 2; i++) checked.push(statusOf(await jsonLogin(ip, wrong, apiToken(ip))))
    expect(checked).toEqual([...Array(LOGIN_PAGE_CHECKS).fill(401), 429, 429])
    expect(await jsonLogin(ip, OTHER, apiToken(ip))).toMatchObject(busy)
  })
})

describe('the known-device lane', () => {
  /** Logs in from a clean address without a flood and returns the device cookie (`name=value`). */
  async function knownDevice(ip: string) {
    const result = await login(ip, ADMIN)
    if (!result.ok) throw new Error(`login failed: ${result.message}`)
    return pair(result.knownDeviceCookie)
  }
  /** Locks `ip` out: more wrong passwords (for different e-mails) than the address limit allows. */
  async function lockOut(ip: string) {
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++) await login(ip, { email: `stranger-${i}@example.com`, password: 'wrong' })
    expect(statusOf(await login(ip, ADMIN))).toBe(429)
  }

  test('a known device signs in during a flood, from an address strangers locked out, through the form and the JSON login', async () => {
    const device = await knownDevice('198.51.100.200')
    const shared = '198.51.100.201'
    await lockOut(shared)
    endFlood = floodAnonymousLane()
    const statuses = []
    for (let i = 0; i < 8; i++) statuses.push(statusOf(await login(shared, ADMIN, device)))
    expect(statuses).toEqual(Array(8).fill(200))
    const json = new Request('http://localhost/api/admin/login', { method: 'POST', headers: { 'x-client-ip': shared, Cookie: device } })
    expect(statusOf(await logIn(loginFormRequest(json, ADMIN)))).toBe(200)
    // The cookie is the admin's: another e-mail posted with it is an anonymous attempt.
    expect(await login(shared, OTHER, device)).toMatchObject({ status: 429 })
  })

  test("a known device's attempts count per device: five wrong passwords lock that device only", async () => {
    const device = await knownDevice('198.51.100.210')
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push(statusOf(await login('198.51.100.211', { ...ADMIN, password: 'wrong' }, device)))
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    expect(statusOf(await login('198.51.100.211', ADMIN, device))).toBe(429)
    // The address was not counted: without the cookie the admin signs in from it.
    expect(statusOf(await login('198.51.100.211', ADMIN))).toBe(200)
  })

  test('a forged, expired or old-password device cookie gives no lane', async () => {
    const device = await knownDevice('198.51.100.220')
    const forged = altered(device)
    const admin = await prisma.admin.findUniqueOrThrow({ where: { id: adminId }, select: { passwordHash: true } })
    const now = Date.now()
    const expiredSetCookie = await knownDeviceSetCookie(
      page('198.51.100.220'),
      { id: adminId, passwordFingerprint: passwordFingerprint(adminId, admin.passwordHash) },
      undefined,
      now - 181 * 24 * 3600_000,
    )
    endFlood = floodAnonymousLane()
    expect(statusOf(await login('198.51.100.221', ADMIN, device))).toBe(200)
    expect(await login('198.51.100.221', ADMIN, forged)).toMatchObject({ status: 429, message: LOGIN_BUSY })
    expect(await login('198.51.100.221', ADMIN, pair(expiredSetCookie))).toMatchObject({ status: 429, message: LOGIN_BUSY })

    const newPassword = 'lanes-password-2'
    await prisma.admin.update({ where: { id: adminId }, data: { passwordHash: await hash(newPassword) } })
    try {
      expect(await login('198.51.100.221', { ...ADMIN, password: newPassword }, device)).toMatchObject({ status: 429, message: LOGIN_BUSY })
    } finally {
      await prisma.admin.update({ where: { id: adminId }, data: { passwordHash: admin.passwordHash } })
    }
    // The old password's hash is back: so is the device.
    expect(statusOf(await login('198.51.100.221', ADMIN, device))).toBe(200)
  })
})
