/**
 * Every cookie the site sets, with its name and attributes, made with React Router's
 * `createCookie` / `createCookieSessionStorage` (values are base64 JSON, parsed and serialized by
 * React Router, never by hand). The modules that use them decide what goes in:
 * - `locale`: the language a visitor chose with the switcher (lib/locale-preference.server.ts);
 * - `visit`: the first touch of a visit, referrer and utm_* (features/leads/attribution.server.ts);
 * - `toast`: a one-time notice after a redirect, signed (lib/toast.server.ts);
 * - `form_started`: when a visitor's first page was served and a random visitor id, signed: the
 *   public forms' spam timer and submission key (features/leads/form-guard.server.ts);
 * - `admin_session` / `__Host-admin_session`: the admin's session token (features/auth/auth.server.ts);
 * - `admin_login` / `__Host-admin_login`: the login page's one-time token, and
 *   `admin_device` / `__Host-admin_device`: a browser an admin has logged in with before, signed
 *   (both features/auth/login-lanes.server.ts).
 */
import { randomBytes } from 'node:crypto'
import { createCookie, createCookieSessionStorage } from 'react-router'
import { env } from './env.server'

const ONE_YEAR_S = 60 * 60 * 24 * 365
const THIRTY_DAYS_S = 60 * 60 * 24 * 30
/** How long a form timer lasts (the server refuses an older one too): a form left open for days still counts. */
export const FORM_STARTED_MAX_AGE_S = THIRTY_DAYS_S

/** The chosen language, for a year. Not HttpOnly: it holds nothing secret (localStorage keeps the same choice). */
export const localeCookie = createCookie('locale', { path: '/', sameSite: 'lax', maxAge: ONE_YEAR_S })

/** Where a visit came from, for 30 days; only the server reads it. */
export const visitCookie = createCookie('visit', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: THIRTY_DAYS_S })

/** A request carrying it has a notice to show: its page is rendered for it alone. */
export const TOAST_COOKIE_NAME = 'toast'

// Without SESSION_SECRET a toast signed by this process is still read by this process.
const processSecret = randomBytes(32).toString('hex')

/**
 * One-time notices, for a minute, signed with SESSION_SECRET. Secure when the production site's
 * SITE_URL is https. Made on first use, once env() can be read.
 */
export const toastSessionStorage = lazy(() =>
  createCookieSessionStorage<Record<string, never>, { toast: unknown; receipt: unknown }>({
    cookie: {
      name: TOAST_COOKIE_NAME,
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: env().NODE_ENV === 'production' && Boolean(env().SITE_URL?.startsWith('https:')),
      secrets: [env().SESSION_SECRET ?? processSecret],
      maxAge: 60,
    },
  }),
)

/**
 * The form timer, for a day, signed with SESSION_SECRET (so its start time cannot be made up),
 * HttpOnly. Secure under the same condition as `toast`. Made on first use, once env() can be read.
 */
export const formStartedCookie = lazy(() =>
  createCookie('form_started', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env().NODE_ENV === 'production' && Boolean(env().SITE_URL?.startsWith('https:')),
    secrets: [env().SESSION_SECRET ?? processSecret],
    maxAge: FORM_STARTED_MAX_AGE_S,
  }),
)

/** Whether the visitor reached the site over TLS (directly, or through a trusted proxy's X-Forwarded-Proto). */
const isTls = (request: Request) => new URL(request.url).protocol === 'https:'

/**
 * The admin's session token, HttpOnly. Over TLS the cookie is `__Host-` prefixed (Secure, Path=/,
 * no Domain: no other host or plain http page can set or overwrite it); on plain http
 * (development) it is `admin_session`. It lasts as long as the session (`expires` when set).
 */
const SESSION_COOKIE = 'admin_session'
const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`
/** Requests carrying one of these are an admin's: never served from or stored in the page cache. */
export const ADMIN_SESSION_COOKIE_NAMES = [SESSION_COOKIE, SECURE_SESSION_COOKIE] as const
const plainSessionCookie = createCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' })
const secureSessionCookie = createCookie(SECURE_SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: true })
export const adminSessionCookie = (request: Request) => (isTls(request) ? secureSessionCookie : plainSessionCookie)

/**
 * The token the login page hands out, for two hours, HttpOnly, SameSite=Strict, prefixed like the
 * session cookie (`__Host-` over TLS). A cookie, not a form field: the page stays the same for
 * every request. Its value carries its own signature (bound to the visitor's address).
 */
export const LOGIN_PAGE_MAX_AGE_S = 2 * 60 * 60
const LOGIN_COOKIE = 'admin_login'
const plainLoginCookie = createCookie(LOGIN_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict', maxAge: LOGIN_PAGE_MAX_AGE_S })
const secureLoginCookie = createCookie(`__Host-${LOGIN_COOKIE}`, {
  path: '/',
  httpOnly: true,
  sameSite: 'strict',
  secure: true,
  maxAge: LOGIN_PAGE_MAX_AGE_S,
})
export const loginPageCookie = (request: Request) => (isTls(request) ? secureLoginCookie : plainLoginCookie)

/**
 * A browser in which an admin has logged in: for 180 days, signed with SESSION_SECRET, HttpOnly,
 * SameSite=Strict (only this site's own login form and API send it). Named and prefixed like the
 * session cookie (`__Host-` over TLS). Made on first use, once env() can be read.
 */
export const KNOWN_DEVICE_MAX_AGE_S = 60 * 60 * 24 * 180
const DEVICE_COOKIE = 'admin_device'
const deviceCookie = (name: string, secure: boolean) =>
  lazy(() =>
    createCookie(name, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure,
      secrets: [env().SESSION_SECRET ?? processSecret],
      maxAge: KNOWN_DEVICE_MAX_AGE_S,
    }),
  )
const plainDeviceCookie = deviceCookie(DEVICE_COOKIE, false)
const secureDeviceCookie = deviceCookie(`__Host-${DEVICE_COOKIE}`, true)
export const knownDeviceCookie = (request: Request) => (isTls(request) ? secureDeviceCookie() : plainDeviceCookie())

function lazy<T>(make: () => T): () => T {
  let value: T | undefined
  return () => {
    value ??= make()
    return value
  }
}
