/**
 * Admin authentication. A login creates an AdminSession row holding the SHA-256 of a random
 * token; the browser keeps the token only in an HttpOnly cookie, API clients send it as
 * `Authorization: Bearer …`. Both end SESSION_MAX_HOURS after login however active, and after
 * SESSION_IDLE_MINUTES without a request.
 */
import { createHash, randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import { redirect } from 'react-router'
import { boundedRunner, BusyError } from '~/lib/bounded-concurrency'
import { adminSessionCookie } from '~/lib/cookies.server'
import { prisma } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { clearRateLimit, clientAddressKey, type GrowingLimit, giveBackRateLimit, hitGrowingRateLimit } from '~/lib/rate-limit.server'
import { safeRedirect } from '~/lib/safe-redirect'

export interface AdminUser {
  id: string
  email: string
}

/* ------------------------------------------------------------------------------------------ */
/* Credentials                                                                                 */
/* ------------------------------------------------------------------------------------------ */

/** The message for unknown e-mail and wrong password alike. */
export const WRONG_CREDENTIALS = 'Email veya şifre hatalı'
export const MISSING_CREDENTIALS = 'Email ve şifre gereklidir'
export const LOGIN_BUSY = 'Çok fazla eşzamanlı giriş denemesi. Lütfen birkaç saniye sonra tekrar deneyin.'
export const tooManyAttempts = (retryAfterSeconds: number) =>
  `Çok fazla deneme. Lütfen ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} dakika sonra tekrar deneyin.`

// Made with the same parameters as real hashes, so an unknown e-mail costs as much as a wrong password.
const dummyHash = hash(randomBytes(16).toString('base64url'))

/**
 * The one credential check of both logins (HTML form and JSON API): the admin whose e-mail and
 * password these are, or null. An unknown e-mail is checked against a dummy hash, so the answer
 * time does not tell which e-mails exist.
 */
async function checkCredentials(email: string, password: string): Promise<AdminUser | null> {
  const admin = await prisma.admin.findUnique({ where: { email }, select: { id: true, email: true, passwordHash: true } })
  const ok = await verify(admin?.passwordHash ?? (await dummyHash), password).catch(() => false)
  return admin && ok ? { id: admin.id, email: admin.email } : null
}

/* ------------------------------------------------------------------------------------------ */
/* Login attempts                                                                              */
/* ------------------------------------------------------------------------------------------ */

const LOGIN_WINDOW_MS = 15 * 60_000
const DAY_MS = 24 * 3600_000
/**
 * Attempts per 15 minutes, per (address, e-mail) and per address. Each further lock-out of the
 * same key lasts twice as long (up to a day); a key quiet for a day starts over. There is no
 * limit per e-mail alone: a stranger's guesses must never lock out the admin at another address.
 */
export const LOGIN_LIMITS = { perAccount: 5, perIp: Number(process.env.LOGIN_RATE_LIMIT_IP) || 20 }
const growing = (limit: number): GrowingLimit => ({ limit, windowMs: LOGIN_WINDOW_MS, maxLockMs: DAY_MS, forgetMs: DAY_MS })

const loginKeys = (request: Request, email: string) => {
  // An IPv6 client counts by its /64: it cannot spread guesses over the addresses of its network.
  const ip = clientAddressKey(request)
  const account = createHash('sha256').update(email).digest('hex').slice(0, 32)
  return { ip: `login:ip:${ip}`, account: `login:ip-account:${ip}:${account}` }
}

/**
 * A password check (argon2) is the most expensive thing the site does: at most two login
 * attempts are checked at once and eight more wait for their turn. An attempt beyond that is
 * refused at once, before it is counted or hashed, so a burst of logins cannot starve the
 * public pages (nor fill the database with counter updates).
 */
const loginAttempts = boundedRunner(2, 8)

export type LoginResult =
  | { ok: true; admin: AdminUser; token: string; expiresAt: Date }
  | { ok: false; status: 400 | 401 | 429; message: string; retryAfterSeconds?: number }

/**
 * One login attempt, for both logins. The attempt is counted first (atomically, so parallel
 * guesses cannot all pass), then the password is checked. A successful login takes its attempt
 * back and clears the lock-out history of its (address, e-mail).
 */
export async function logIn(request: Request, input: { email: unknown; password: unknown }): Promise<LoginResult> {
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : ''
  const password = typeof input.password === 'string' ? input.password : ''
  if (!email || !password) return { ok: false, status: 400, message: MISSING_CREDENTIALS }
  // No real e-mail or password holds control characters or runs this long; such input is
  // refused before it is counted, stored in a limit key or hashed.
  if (!plausibleCredential(email, 254) || !plausibleCredential(password, 1024))
    return { ok: false, status: 400, message: WRONG_CREDENTIALS }
  try {
    return await loginAttempts.run(() => countedLogin(request, email, password))
  } catch (error) {
    if (error instanceof BusyError) return { ok: false, status: 429, message: LOGIN_BUSY, retryAfterSeconds: 5 }
    throw error
  }
}

function plausibleCredential(value: string, maxLength: number): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to find control characters, which a credential never contains
  return value.length <= maxLength && !/[\u0000-\u001f\u007f]/.test(value)
}

async function countedLogin(request: Request, email: string, password: string): Promise<LoginResult> {
  const keys = loginKeys(request, email)
  const limits = await Promise.all([
    hitGrowingRateLimit(keys.account, growing(LOGIN_LIMITS.perAccount)),
    hitGrowingRateLimit(keys.ip, growing(LOGIN_LIMITS.perIp)),
  ])
  const refused = limits.filter((limit) => !limit.allowed)
  if (refused.length) {
    const retryAfterSeconds = Math.max(...refused.map((limit) => limit.retryAfterSeconds))
    return { ok: false, status: 429, message: tooManyAttempts(retryAfterSeconds), retryAfterSeconds }
  }
  const admin = await checkCredentials(email, password)
  if (!admin) return { ok: false, status: 401, message: WRONG_CREDENTIALS }
  await Promise.all([clearRateLimit(keys.account), giveBackRateLimit(keys.ip)])
  return { ok: true, admin, ...(await createAdminSession(admin.id)) }
}

/* ------------------------------------------------------------------------------------------ */
/* Sessions                                                                                    */
/* ------------------------------------------------------------------------------------------ */

const maxAgeMs = () => env().SESSION_MAX_HOURS * 3600_000
const idleMs = () => env().SESSION_IDLE_MINUTES * 60_000
/** The idle clock is written at most this often (not on every request). */
const touchAfterMs = () => Math.min(60_000, idleMs() / 10)

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function createAdminSession(adminId: string) {
  const token = randomBytes(32).toString('base64url')
  const now = Date.now()
  const expiresAt = new Date(now + maxAgeMs())
  // Sessions of this admin that have ended are removed along the way.
  await prisma.adminSession.deleteMany({
    where: { adminId, OR: [{ expiresAt: { lte: new Date(now) } }, { lastSeenAt: { lte: new Date(now - idleMs()) } }] },
  })
  await prisma.adminSession.create({
    data: { adminId, tokenHash: hashToken(token), expiresAt, createdAt: new Date(now), lastSeenAt: new Date(now) },
  })
  return { token, expiresAt }
}

export function sessionCookie(request: Request, token: string, expiresAt: Date): Promise<string> {
  return adminSessionCookie(request).serialize(token, { expires: expiresAt })
}

export function clearSessionCookie(request: Request): Promise<string> {
  return adminSessionCookie(request).serialize('', { maxAge: 0 })
}

const TOKEN = /^[\w-]{20,200}$/

/** The session token of a request and where it came from: bearer header first, then the cookie. */
async function sessionToken(request: Request): Promise<{ token: string; via: 'bearer' | 'cookie' } | null> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')
  if (bearer) return TOKEN.test(bearer[1]) ? { token: bearer[1], via: 'bearer' } : null
  const token: unknown = await adminSessionCookie(request).parse(request.headers.get('Cookie'))
  return typeof token === 'string' && TOKEN.test(token) ? { token, via: 'cookie' } : null
}

/** The signed-in admin and how the request proved it, or null (missing, unknown, ended or deleted session). */
async function authenticate(request: Request): Promise<{ admin: AdminUser; via: 'bearer' | 'cookie' } | null> {
  const credential = await sessionToken(request)
  if (!credential) return null
  const session = await prisma.adminSession.findUnique({
    where: { tokenHash: hashToken(credential.token) },
    select: { id: true, expiresAt: true, createdAt: true, lastSeenAt: true, admin: { select: { id: true, email: true } } },
  })
  if (!session) return null
  const now = Date.now()
  const ends = Math.min(session.expiresAt.getTime(), session.createdAt.getTime() + maxAgeMs(), session.lastSeenAt.getTime() + idleMs())
  if (ends <= now) {
    await prisma.adminSession.deleteMany({ where: { id: session.id } })
    return null
  }
  if (now - session.lastSeenAt.getTime() >= touchAfterMs()) {
    await prisma.adminSession.updateMany({ where: { id: session.id }, data: { lastSeenAt: new Date(now) } })
  }
  return { admin: session.admin, via: credential.via }
}

export async function getAdmin(request: Request): Promise<AdminUser | null> {
  return (await authenticate(request))?.admin ?? null
}

export async function deleteSession(request: Request) {
  const credential = await sessionToken(request)
  if (credential) await prisma.adminSession.deleteMany({ where: { tokenHash: hashToken(credential.token) } })
}

/* ------------------------------------------------------------------------------------------ */
/* Cross-site requests                                                                         */
/* ------------------------------------------------------------------------------------------ */

export const CROSS_SITE_REFUSED = 'Başka bir siteden gönderilmiş olabilecek istek reddedildi (Origin veya Referer bu siteyi göstermiyor).'
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE'])

/**
 * Whether a state-changing request must be refused because nothing proves that one of this
 * site's own pages sent it (Django's CSRF origin check): the browser's `Origin` must be this
 * site's origin (the request's own, or SITE_URL's); only when there is no Origin, a `Referer`
 * of this site stands in for it; neither → refused. `Sec-Fetch-Site: cross-site` or `same-site`
 * (a sibling subdomain) is refused outright. Applies to requests a browser authenticates by
 * itself (the session cookie, the login and logout forms), not to bearer-token API clients.
 */
export function isCrossSiteMutation(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false
  const fetchSite = request.headers.get('Sec-Fetch-Site')
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true
  const allowed = new Set([new URL(request.url).origin])
  const siteUrl = env().SITE_URL
  if (siteUrl) allowed.add(new URL(siteUrl).origin)
  const origin = request.headers.get('Origin')
  if (origin !== null) return !allowed.has(origin)
  const referer = request.headers.get('Referer')
  if (!referer) return true
  try {
    return !allowed.has(new URL(referer).origin)
  } catch {
    return true
  }
}

const crossSiteText = () => new Response(CROSS_SITE_REFUSED, { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
const crossSiteJson = () => Response.json({ message: CROSS_SITE_REFUSED }, { status: 403 })

/** Guard of the login and logout forms: throws 403 for a mutation not sent by this site's pages. */
export function requireSameOriginForm(request: Request) {
  if (isCrossSiteMutation(request)) throw crossSiteText()
}

/**
 * Guard of the JSON login: API clients (no Origin, no Sec-Fetch-Site) may log in from anywhere;
 * a browser may only from this site's pages.
 */
export function requireSameOriginWhenBrowser(request: Request) {
  if (sentByBrowser(request) && isCrossSiteMutation(request)) throw crossSiteJson()
}

/** Browsers send Origin or Sec-Fetch-Site with every mutation; API clients such as curl send neither. */
const sentByBrowser = (request: Request) => request.headers.has('Origin') || request.headers.has('Sec-Fetch-Site')

/* ------------------------------------------------------------------------------------------ */
/* Guards                                                                                      */
/* ------------------------------------------------------------------------------------------ */

/** Guard of every admin page: redirects to the login page when not signed in; 403 for a cross-site mutation. */
export async function requireAdmin(request: Request): Promise<AdminUser> {
  const auth = await authenticate(request)
  if (!auth) {
    const url = new URL(request.url)
    const back = url.pathname.replace(/\.data$/, '') + url.search
    throw redirect(`/admin/login?redirectTo=${encodeURIComponent(back)}`)
  }
  if (auth.via === 'cookie' && isCrossSiteMutation(request)) throw crossSiteText()
  return auth.admin
}

/**
 * Guard of every /api/admin route: 401 without a session; 403 for a cross-site mutation carried by
 * the cookie, or by a bearer token that a browser on another site sends.
 */
export async function requireAdminApi(request: Request): Promise<AdminUser> {
  const auth = await authenticate(request)
  if (!auth) throw Response.json({ message: 'Unauthorized' }, { status: 401 })
  if (isCrossSiteMutation(request) && (auth.via === 'cookie' || sentByBrowser(request))) throw crossSiteJson()
  return auth.admin
}

/** Where to go after login: a page of this site (`redirectTo`), else the dashboard. */
export function afterLoginPath(request: Request, redirectTo: unknown): string {
  return safeRedirect(redirectTo, new URL(request.url).origin, '/admin')
}
