/**
 * One login attempt, the same for the HTML form and `POST /api/admin/login`: remix-auth's
 * Authenticator with remix-auth-form's FormStrategy, whose verify callback is the one credential
 * check. The attempt is placed and counted before the strategy runs (the body is read from a
 * copy of the request, so the strategy still finds it), and the strategy runs in the attempt's
 * lane (login-lanes.server.ts).
 */
import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { BusyError } from '~/lib/bounded-concurrency'
import { prisma } from '~/lib/db.server'
import { hitGrowingRateLimit } from '~/lib/rate-limit.server'
import { type AdminUser, createAdminSession } from './auth.server'
import { chooseLoginLane, growingLoginLimit, knownDeviceSetCookie, type LoginLane, passwordFingerprint } from './login-lanes.server'

/** The message for unknown e-mail and wrong password alike. */
export const WRONG_CREDENTIALS = 'Email veya şifre hatalı'
export const MISSING_CREDENTIALS = 'Email ve şifre gereklidir'
export const LOGIN_BUSY = 'Çok fazla eşzamanlı giriş denemesi. Lütfen birkaç saniye sonra tekrar deneyin.'
export const tooManyAttempts = (retryAfterSeconds: number) =>
  `Çok fazla deneme. Lütfen ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} dakika sonra tekrar deneyin.`

export type LoginResult =
  | { ok: true; admin: AdminUser; token: string; expiresAt: Date; knownDeviceCookie: string }
  | { ok: false; status: 400 | 401 | 429; message: string; retryAfterSeconds?: number }

/* ------------------------------------------------------------------------------------------ */
/* Credentials                                                                                 */
/* ------------------------------------------------------------------------------------------ */

type Credentials = { ok: true; email: string; password: string } | { ok: false; status: 400; message: string }

/** The posted e-mail (trimmed, lower case) and password, or why they are refused before anything is counted. */
function readCredentials(form: FormData): Credentials {
  const rawEmail = form.get('email')
  const rawPassword = form.get('password')
  const email = typeof rawEmail === 'string' ? rawEmail.trim().toLowerCase() : ''
  const password = typeof rawPassword === 'string' ? rawPassword : ''
  if (!email || !password) return { ok: false, status: 400, message: MISSING_CREDENTIALS }
  // No real e-mail or password holds control characters or runs this long; such input is
  // refused before it is counted, stored in a limit key or hashed.
  if (!plausibleCredential(email, 254) || !plausibleCredential(password, 1024))
    return { ok: false, status: 400, message: WRONG_CREDENTIALS }
  return { ok: true, email, password }
}

function plausibleCredential(value: string, maxLength: number): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to find control characters, which a credential never contains
  return value.length <= maxLength && !/[\u0000-\u001f\u007f]/.test(value)
}

// Made with the same parameters as real hashes, so an unknown e-mail costs as much as a wrong password.
const dummyHash = hash(randomBytes(16).toString('base64url'))

interface VerifiedAdmin {
  admin: AdminUser
  /** For the known-device cookie: it stays valid while the password does. */
  passwordFingerprint: string
}

/**
 * The one credential check of both logins: the admin whose e-mail and password these are, or
 * null. An unknown e-mail is checked against a dummy hash, so the answer time does not tell
 * which e-mails exist.
 */
async function checkCredentials(email: string, password: string): Promise<VerifiedAdmin | null> {
  const admin = await prisma.admin.findUnique({ where: { email }, select: { id: true, email: true, passwordHash: true } })
  const ok = await verify(admin?.passwordHash ?? (await dummyHash), password).catch(() => false)
  return admin && ok
    ? { admin: { id: admin.id, email: admin.email }, passwordFingerprint: passwordFingerprint(admin.id, admin.passwordHash) }
    : null
}

const authenticator = new Authenticator<VerifiedAdmin | null>().use(
  new FormStrategy(async ({ form }) => {
    const credentials = readCredentials(form)
    return credentials.ok ? checkCredentials(credentials.email, credentials.password) : null
  }),
  'form',
)

/* ------------------------------------------------------------------------------------------ */
/* Login attempts                                                                              */
/* ------------------------------------------------------------------------------------------ */

/**
 * One login attempt: `request` carries the form (`email`, `password`; a JSON body becomes one
 * with loginFormRequest) and maybe the cookies that choose a lane; an API client's `loginToken`
 * (from GET /api/admin/login) may choose the login page lane instead of the cookie. The attempt gets its lane first;
 * a full lane refuses it at once, before it is counted or hashed. With its turn it is counted
 * (atomically, so parallel guesses cannot all pass), then the strategy checks the password. A
 * successful login takes its counts back and clears the lock-out history of its key.
 */
export async function logIn(request: Request, { loginToken }: { loginToken?: string } = {}): Promise<LoginResult> {
  const form = await request
    .clone()
    .formData()
    .catch(() => null)
  if (!form) return { ok: false, status: 400, message: MISSING_CREDENTIALS }
  const credentials = readCredentials(form)
  if (!credentials.ok) return { ok: false, status: credentials.status, message: credentials.message }
  const lane = await chooseLoginLane(request, credentials.email, { loginToken })
  try {
    return await lane.runner.run(() => countedLogin(request, lane))
  } catch (error) {
    if (error instanceof BusyError) return { ok: false, status: 429, message: LOGIN_BUSY, retryAfterSeconds: 5 }
    throw error
  } finally {
    lane.done()
  }
}

async function countedLogin(request: Request, lane: LoginLane): Promise<LoginResult> {
  const limits = await Promise.all(lane.limits.map(({ key, limit }) => hitGrowingRateLimit(key, growingLoginLimit(limit))))
  const refused = limits.filter((limit) => !limit.allowed)
  if (refused.length) {
    const retryAfterSeconds = Math.max(...refused.map((limit) => limit.retryAfterSeconds))
    return { ok: false, status: 429, message: tooManyAttempts(retryAfterSeconds), retryAfterSeconds }
  }
  // The strategy reads its own copy of the body; the request's body is still unread here.
  const verified = await authenticator.authenticate('form', request)
  if (!verified) return { ok: false, status: 401, message: WRONG_CREDENTIALS }
  await lane.succeeded()
  return {
    ok: true,
    admin: verified.admin,
    ...(await createAdminSession(verified.admin.id)),
    knownDeviceCookie: await knownDeviceSetCookie(
      request,
      { id: verified.admin.id, passwordFingerprint: verified.passwordFingerprint },
      lane.device,
    ),
  }
}

/**
 * The JSON login's body as the form the strategy reads: the same request (address, cookies,
 * headers) with `email` and `password` form-encoded.
 */
export function loginFormRequest(request: Request, credentials: { email: string; password: string }): Request {
  const headers = new Headers(request.headers)
  headers.delete('Content-Type')
  headers.delete('Content-Length')
  return new Request(request.url, { method: 'POST', headers, body: new URLSearchParams(credentials) })
}
