/**
 * Admin authentication. A login creates an AdminSession row holding the SHA-256 of a random
 * token; the browser keeps the token only in an HttpOnly cookie, API clients send it as
 * `Authorization: Bearer …`. Both end SESSION_MAX_HOURS after login however active, and after
 * SESSION_IDLE_MINUTES without a request. The login itself (credentials, limits, lanes) is in
 * login.server.ts and login-lanes.server.ts.
 */
import { createHash, randomBytes } from 'node:crypto'
import { redirect } from 'react-router'
import { adminSessionCookie } from '~/lib/cookies.server'
import { prisma } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { safeRedirect } from '~/lib/safe-redirect'

export interface AdminUser {
  id: string
  email: string
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
