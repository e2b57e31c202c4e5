/**
 * Admin authentication. A login creates an AdminSession row holding the SHA-256 of a random
 * token; the browser keeps the token only in an HttpOnly cookie, API clients send it as
 * `Authorization: Bearer …`. Sessions last 7 days and are extended while used.
 */
import { createHash, randomBytes } from 'node:crypto'
import { verify } from '@node-rs/argon2'
import { redirect } from 'react-router'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { prisma } from './db.server'
import { env } from './env.server'
import { clientIp, hitRateLimit, isRateLimited } from './rate-limit.server'

export const SESSION_COOKIE = 'admin_session'
const SESSION_DAYS = 7
const SESSION_MS = SESSION_DAYS * 24 * 3600_000
/** Extend a session at most this often (not on every request). */
const EXTEND_AFTER_MS = 3600_000

export interface AdminUser {
  id: string
  email: string
}

export class LoginError extends Error {}

/** The message for unknown e-mail and wrong password alike (spec §8). */
export const WRONG_CREDENTIALS = 'Email veya şifre hatalı'
// A real hash, so an unknown e-mail costs as much time as a wrong password.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$5Ale4Vi4V144yWAMxyo+Uw$+WP+ZPzuBgGfW8aoGDE5s+388ZtDnM89zESjc2Srbc8'

export const authenticator = new Authenticator<AdminUser>().use(
  new FormStrategy(async ({ form }) => {
    const email = String(form.get('email') ?? '').trim().toLowerCase()
    const password = String(form.get('password') ?? '')
    if (!email || !password) throw new LoginError('Email ve şifre gereklidir')
    const admin = await prisma.admin.findUnique({ where: { email }, select: { id: true, email: true, passwordHash: true } })
    const ok = await verify(admin?.passwordHash ?? DUMMY_HASH, password).catch(() => false)
    if (!admin || !ok) throw new LoginError(WRONG_CREDENTIALS)
    return { id: admin.id, email: admin.email }
  }),
  'form',
)

const LOGIN_WINDOW_MS = 15 * 60_000
/** Failed attempts per 15 minutes: per address, and per e-mail (across addresses and instances). */
export const LOGIN_LIMITS = { perIp: Number(process.env.LOGIN_RATE_LIMIT_IP) || 20, perEmail: 5 }

const loginKeys = (request: Request, email: string) => ({
  ip: `login:ip:${clientIp(request)}`,
  email: `login:email:${email.trim().toLowerCase()}`,
})

/** Refuses further attempts after too many failed ones (successful logins do not count). */
export async function checkLoginRateLimit(request: Request, email: string) {
  const keys = loginKeys(request, email)
  const checks = await Promise.all([isRateLimited(keys.ip, LOGIN_LIMITS.perIp), isRateLimited(keys.email, LOGIN_LIMITS.perEmail)])
  const blocked = checks.filter((c) => c.limited)
  return blocked.length
    ? { allowed: false, retryAfterMinutes: Math.ceil(Math.max(...blocked.map((c) => c.retryAfterSeconds)) / 60) }
    : { allowed: true, retryAfterMinutes: 0 }
}

export async function recordFailedLogin(request: Request, email: string) {
  const keys = loginKeys(request, email)
  await Promise.all([hitRateLimit(keys.ip, LOGIN_LIMITS.perIp, LOGIN_WINDOW_MS), hitRateLimit(keys.email, LOGIN_LIMITS.perEmail, LOGIN_WINDOW_MS)])
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function createAdminSession(adminId: string) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + SESSION_MS)
  await prisma.adminSession.create({ data: { adminId, tokenHash: hashToken(token), expiresAt } })
  return { token, expiresAt }
}

export function sessionCookie(token: string, expiresAt: Date) {
  const secure = env().NODE_ENV === 'production' && (env().SITE_URL ?? '').startsWith('https:') ? '; Secure' : ''
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Expires=${expiresAt.toUTCString()}${secure}`
}

export function clearSessionCookie() {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`
}

/** The session token of a request: bearer header first, then the cookie. */
export function sessionToken(request: Request): string | null {
  const bearer = /^Bearer\s+([\w-]{20,200})$/i.exec(request.headers.get('Authorization') ?? '')
  if (bearer) return bearer[1]
  const cookie = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([\\w-]{20,200})`).exec(request.headers.get('Cookie') ?? '')
  return cookie?.[1] ?? null
}

/** The signed-in admin, or null (missing, unknown, expired or deleted session). */
export async function getAdmin(request: Request): Promise<AdminUser | null> {
  const token = sessionToken(request)
  if (!token) return null
  const session = await prisma.adminSession.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, expiresAt: true, admin: { select: { id: true, email: true } } },
  })
  if (!session || session.expiresAt.getTime() <= Date.now()) return null
  if (session.expiresAt.getTime() - Date.now() < SESSION_MS - EXTEND_AFTER_MS) {
    await prisma.adminSession.update({ where: { id: session.id }, data: { expiresAt: new Date(Date.now() + SESSION_MS) } })
  }
  return session.admin
}

export async function deleteSession(request: Request) {
  const token = sessionToken(request)
  if (token) await prisma.adminSession.deleteMany({ where: { tokenHash: hashToken(token) } })
}

/**
 * Browsers send Origin (and Sec-Fetch-Site) with every POST: a mutation from another site is
 * refused, whatever cookie it carries.
 */
export function isCrossOriginMutation(request: Request): boolean {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return false
  if (request.headers.get('Sec-Fetch-Site') === 'cross-site') return true
  const origin = request.headers.get('Origin')
  if (!origin || origin === 'null') return origin === 'null'
  const allowed = new Set([new URL(request.url).origin, env().SITE_URL?.replace(/\/$/, '')])
  return !allowed.has(origin)
}

/** Guard of every admin page: redirects to the login page when not signed in. */
export async function requireAdmin(request: Request): Promise<AdminUser> {
  if (isCrossOriginMutation(request)) throw new Response('Cross-origin request refused', { status: 403 })
  const admin = await getAdmin(request)
  if (!admin) {
    const url = new URL(request.url)
    const back = url.pathname.replace(/\.data$/, '') + url.search
    throw redirect(`/admin/login?redirectTo=${encodeURIComponent(back)}`)
  }
  return admin
}

/** Guard of every /api/admin route: 401/403 JSON. */
export async function requireAdminApi(request: Request): Promise<AdminUser> {
  if (isCrossOriginMutation(request)) throw Response.json({ message: 'Cross-origin request refused' }, { status: 403 })
  const admin = await getAdmin(request)
  if (!admin) throw Response.json({ message: 'Unauthorized' }, { status: 401 })
  return admin
}

/** Only local paths are followed after login (no open redirect). */
export function safeRedirectTo(value: FormDataEntryValue | string | null | undefined, fallback = '/admin') {
  const target = typeof value === 'string' ? value : ''
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : fallback
}
