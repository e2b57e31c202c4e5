/**
 * Where a login attempt waits for its password check, and what it is counted under. A password
 * check (argon2) is the most expensive thing the site does, so checks run a few at a time in
 * bounded queues ("lanes"); a flood of anonymous guesses fills its own lane, never the admin's.
 * The first lane that applies:
 *
 * - known device: the request carries the `admin_device` cookie that a successful login set in
 *   this browser (signed, 180 days, bound to the admin and to their password hash, so a new
 *   password revokes it) and posts that admin's e-mail. Nobody can make one without the admin's
 *   password. Its attempts are counted per device instead of per address, so strangers behind the
 *   admin's address (the same NAT, the same /64) cannot lock the admin out.
 * - login page: the request carries the `admin_login` cookie the login page handed to this
 *   address (signed, two hours), or — for an API client without cookies — the same token as
 *   `loginToken` in the JSON login's body, fetched with `GET /api/admin/login`. A token buys one check; an address gets at most
 *   LOGIN_PAGE_CHECKS such checks per 15 minutes (a successful login gives its check back), one at
 *   a time, and an address's first check goes ahead of other addresses' later ones. A flood gets a
 *   few checks per address here, never the lane: a clean address waits at most behind the first
 *   attempts of the other addresses. The address limits apply as in the anonymous lane.
 * - anonymous: everything else, counted per address and per (address, e-mail).
 *
 * The lane is chosen before the attempt is counted or its body handed to the strategy, from what
 * the request proves by itself: a signature; one database read for a correctly signed device
 * cookie; for a valid login page token, the count of the token and of its address's checks.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import { boundedRunner, rankedRunner } from '~/lib/bounded-concurrency'
import { KNOWN_DEVICE_MAX_AGE_S, knownDeviceCookie, LOGIN_PAGE_MAX_AGE_S, loginPageCookie } from '~/lib/cookies.server'
import { prisma } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import {
  clearRateLimit,
  clientAddressKey,
  type GrowingLimit,
  giveBackRateLimit,
  hitRateLimit,
  type RateLimitResult,
} from '~/lib/rate-limit.server'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS
/** Clocks of several instances may differ a little; a time further in the future is forged. */
const CLOCK_SKEW_MS = MINUTE_MS

/* ------------------------------------------------------------------------------------------ */
/* Limits                                                                                      */
/* ------------------------------------------------------------------------------------------ */

const LOGIN_WINDOW_MS = 15 * MINUTE_MS
/**
 * Attempts per 15 minutes: per (address, e-mail) and per address, or per known device. Each
 * further lock-out of the same key lasts twice as long (up to a day); a key quiet for a day
 * starts over. There is no limit per e-mail alone: a stranger's guesses must never lock out the
 * admin at another address.
 */
export const LOGIN_LIMITS = {
  perAccount: 5,
  /** LOGIN_RATE_LIMIT_IP, read when a login is checked (not when the module loads). */
  get perIp() {
    return env().LOGIN_RATE_LIMIT_IP
  },
  perDevice: 5,
}
export const growingLoginLimit = (limit: number): GrowingLimit => ({
  limit,
  windowMs: LOGIN_WINDOW_MS,
  maxLockMs: DAY_MS,
  forgetMs: DAY_MS,
})
/** Checks in the login page lane per address and 15 minutes: room for a typo or two. */
export const LOGIN_PAGE_CHECKS = 3
/** Attempts of the login page lane under way at once (one per address), checked one at a time. */
const LOGIN_PAGE_CAPACITY = 64

/**
 * The lanes. Argon2 runs on libuv's thread pool (4 threads, shared with file reads, compression
 * and cookie signatures): the lanes strangers can reach hold at most 3 of them (2 anonymous, 1
 * login page), so a flood never takes the whole pool; the known-device lane adds one for the admin.
 */
export const loginLanes = {
  /** Two checks at a time and eight waiting; an attempt beyond that is refused at once, uncounted. */
  anonymous: boundedRunner(2, 8),
  /**
   * Never refuses an attempt admitted to it: it holds as many as may be under way
   * (LOGIN_PAGE_CAPACITY). An address's first check of the window goes ahead of the second and
   * third ones of others, so the admin waits only behind other addresses' first attempts.
   */
  loginPage: rankedRunner(1, LOGIN_PAGE_CAPACITY - 1),
  /** Only an admin's own browsers reach it: one check at a time is plenty. */
  knownDevice: boundedRunner(1, 7),
}

export interface LoginLane {
  name: 'known-device' | 'login-page' | 'anonymous'
  runner: { run<T>(task: () => Promise<T>): Promise<T> }
  /** What the attempt is counted under, once it has its turn (before the password is checked). */
  limits: { key: string; limit: number }[]
  /** The known device the attempt came from: kept in the cookie renewed by a successful login. */
  device?: string
  /** After a successful login: its counts are taken back (its lock-out history cleared). */
  succeeded(): Promise<unknown>
  /** Once the attempt is over, however it ended. */
  done(): void
}

/**
 * The lane of one attempt to log in as `email` (normalised). `loginToken` is a login page token
 * the client presents itself (the JSON login's body), used when the request has no valid cookie one.
 */
export async function chooseLoginLane(
  request: Request,
  email: string,
  { now = Date.now(), loginToken }: { now?: number; loginToken?: string } = {},
): Promise<LoginLane> {
  const address = clientAddressKey(request)
  const device = await readKnownDevice(request, email, now)
  if (device) return knownDeviceLane(device)
  const cookie: unknown = await loginPageCookie(request)
    .parse(request.headers.get('Cookie'))
    .catch(() => null)
  const token = readLoginPageToken(cookie, address, now) ?? readLoginPageToken(loginToken, address, now)
  return (token && (await claimLoginPageLane(address, email, token))) || addressLane('anonymous', loginLanes.anonymous, address, email)
}

function knownDeviceLane(device: string): LoginLane {
  const key = `login:device:${device}`
  return {
    name: 'known-device',
    runner: loginLanes.knownDevice,
    limits: [{ key, limit: LOGIN_LIMITS.perDevice }],
    device,
    succeeded: () => clearRateLimit(key),
    done() {},
  }
}

function addressLane(name: 'login-page' | 'anonymous', runner: LoginLane['runner'], address: string, email: string): LoginLane {
  // An IPv6 client counts by its /64 (clientAddressKey): it cannot spread guesses over its network.
  const account = createHash('sha256').update(email).digest('hex').slice(0, 32)
  const ip = `login:ip:${address}`
  const ipAccount = `login:ip-account:${address}:${account}`
  return {
    name,
    runner,
    limits: [
      { key: ipAccount, limit: LOGIN_LIMITS.perAccount },
      { key: ip, limit: LOGIN_LIMITS.perIp },
    ],
    succeeded: () => Promise.all([clearRateLimit(ipAccount), giveBackRateLimit(ip)]),
    done() {},
  }
}

/* ------------------------------------------------------------------------------------------ */
/* Signatures                                                                                  */
/* ------------------------------------------------------------------------------------------ */

// Without SESSION_SECRET a per-process secret is used: tokens and device cookies then count only
// in the process that made them, so several instances (or WEB_CONCURRENCY) need SESSION_SECRET.
let secret: string | undefined
const laneSecret = () => (secret ??= env().SESSION_SECRET ?? randomBytes(32).toString('hex'))
const mac = (purpose: string, ...parts: string[]) =>
  createHmac('sha256', laneSecret())
    .update(JSON.stringify([purpose, ...parts]))
    .digest('base64url')

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/* ------------------------------------------------------------------------------------------ */
/* Known devices                                                                               */
/* ------------------------------------------------------------------------------------------ */

/**
 * What the `admin_device` cookie holds (signed by the cookie, readable by its holder): the admin,
 * a random device id, a keyed fingerprint of the admin's password hash when it was set, and when.
 */
const KnownDeviceSchema = z.object({
  admin: z.string().min(1).max(64),
  device: z.string().regex(/^[\w-]{22}$/),
  password: z.string().regex(/^[\w-]{43}$/),
  issuedAt: z.number().int().nonnegative(),
})

/** A keyed digest of an admin's password hash: it changes with the password and tells nothing about it. */
export const passwordFingerprint = (adminId: string, passwordHash: string) => mac('known-device-password', adminId, passwordHash)

/**
 * The Set-Cookie header that makes this browser a known device of the admin who just logged in,
 * for 180 days from now: the same device when the login came through its cookie, else a new one.
 */
export function knownDeviceSetCookie(
  request: Request,
  admin: { id: string; passwordFingerprint: string },
  device = randomBytes(16).toString('base64url'),
  now = Date.now(),
): Promise<string> {
  const value: z.input<typeof KnownDeviceSchema> = { admin: admin.id, device, password: admin.passwordFingerprint, issuedAt: now }
  return knownDeviceCookie(request).serialize(value)
}

/**
 * The device id when the request carries a valid device cookie of the admin whose e-mail is
 * posted: signed by us, not older than 180 days, and made while the admin's password was the
 * current one. Anything else (forged, expired, another admin's, an old password's) is no device.
 */
async function readKnownDevice(request: Request, email: string, now: number): Promise<string | null> {
  const value: unknown = await knownDeviceCookie(request)
    .parse(request.headers.get('Cookie'))
    .catch(() => null)
  const parsed = KnownDeviceSchema.safeParse(value)
  if (!parsed.success) return null
  const { admin: adminId, device, password, issuedAt } = parsed.data
  if (issuedAt > now + CLOCK_SKEW_MS || now - issuedAt > KNOWN_DEVICE_MAX_AGE_S * 1000) return null
  const admin = await prisma.admin.findUnique({ where: { id: adminId }, select: { email: true, passwordHash: true } })
  if (!admin || admin.email !== email) return null
  return sameText(password, passwordFingerprint(adminId, admin.passwordHash)) ? device : null
}

/* ------------------------------------------------------------------------------------------ */
/* Login page tokens                                                                           */
/* ------------------------------------------------------------------------------------------ */

/** A login page's token counts this long after the page was served. */
export const LOGIN_TOKEN_MAX_AGE_MS = LOGIN_PAGE_MAX_AGE_S * 1000

/**
 * A login page's token: `<time>.<nonce>.<signature>`, the signature covering the address it was
 * served to, so it counts from that address only.
 */
function loginPageToken(request: Request, now: number): string {
  const payload = `${now}.${randomBytes(12).toString('base64url')}`
  return `${payload}.${mac('login-page', payload, clientAddressKey(request))}`
}

/**
 * A login page token for an API client (`GET /api/admin/login`): the one the login page sets as a
 * cookie, to be sent back as `loginToken`. It counts from this address only, once, within two hours.
 */
export function issueLoginToken(request: Request, now = Date.now()): { loginToken: string; expiresAt: Date } {
  return { loginToken: loginPageToken(request, now), expiresAt: new Date(now + LOGIN_TOKEN_MAX_AGE_MS) }
}

/** The Set-Cookie header that hands the login page's visitor a new token (the login page and each failed attempt). */
export function loginPageSetCookie(request: Request, now = Date.now()): Promise<string> {
  return loginPageCookie(request).serialize(loginPageToken(request, now))
}

/** The Set-Cookie header that removes the token (after a successful login). */
export function loginPageClearCookie(request: Request): Promise<string> {
  return loginPageCookie(request).serialize('', { maxAge: 0 })
}

/** The nonce of a token (from the cookie or the JSON body) when we handed it to this address less than two hours ago, else null. */
function readLoginPageToken(value: unknown, address: string, now: number): string | null {
  if (typeof value !== 'string' || value.length > 200) return null
  const [time, nonce, signature, ...rest] = value.split('.')
  if (!time || !nonce || !signature || rest.length > 0 || !/^\d{1,15}$/.test(time) || !/^[\w-]{16}$/.test(nonce)) return null
  if (!sameText(signature, mac('login-page', `${time}.${nonce}`, address))) return null
  const issuedAt = Number(time)
  return issuedAt <= now + CLOCK_SKEW_MS && now - issuedAt <= LOGIN_TOKEN_MAX_AGE_MS ? nonce : null
}

/** Addresses with an attempt in the login page lane (from its claim until its answer). */
const loginPageUnderWay = new Set<string>()
/**
 * What this process already knows will not get the lane: used tokens and addresses that used
 * their checks, until they could count again. Repeats are then turned away without a database write.
 */
const loginPageRefused = new LRUCache<string, true>({ max: 10_000, ttl: LOGIN_TOKEN_MAX_AGE_MS })

/**
 * The login page lane for an attempt carrying a valid token (its nonce), when its address has no other
 * attempt there, the token was never used, and the address has checks left; otherwise null (the
 * attempt is anonymous). The token and the address's check are counted here, in the database,
 * so they hold across processes; at most LOGIN_PAGE_CAPACITY claims are under way at once.
 */
async function claimLoginPageLane(address: string, email: string, nonce: string): Promise<LoginLane | null> {
  const tokenKey = `login:page-token:${nonce}`
  const addressKey = `login:page:${address}`
  if (loginPageUnderWay.has(address) || loginPageUnderWay.size >= LOGIN_PAGE_CAPACITY) return null
  if (loginPageRefused.has(tokenKey) || loginPageRefused.has(addressKey)) return null
  loginPageUnderWay.add(address)
  const release = () => loginPageUnderWay.delete(address)
  let checks: RateLimitResult
  try {
    const token = await hitRateLimit(tokenKey, 1, LOGIN_TOKEN_MAX_AGE_MS)
    if (!token.allowed) {
      loginPageRefused.set(tokenKey, true)
      release()
      return null
    }
    checks = await hitRateLimit(addressKey, LOGIN_PAGE_CHECKS, LOGIN_WINDOW_MS)
    if (!checks.allowed) {
      loginPageRefused.set(addressKey, true, { ttl: checks.retryAfterSeconds * 1000 })
      release()
      return null
    }
  } catch (error) {
    release()
    throw error
  }
  // The address's earlier checks in this window: its rank in the lane.
  const rank = LOGIN_PAGE_CHECKS - 1 - checks.remaining
  const lane = addressLane('login-page', { run: (task) => loginLanes.loginPage.run(rank, task) }, address, email)
  return {
    ...lane,
    // A successful login gives its check back: the admin may log in again and again from the same place.
    succeeded: () => Promise.all([lane.succeeded(), giveBackRateLimit(addressKey)]),
    done: release,
  }
}
