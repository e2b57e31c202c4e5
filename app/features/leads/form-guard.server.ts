/**
 * Spam signals for the public forms, the same for HTML posts and JSON API bodies: a honeypot
 * field people never see, and the time between the start of the visit and the post. The start
 * time is signed so it cannot be made up: the `form_started` cookie the site sets on a
 * visitor's first page (so the form pages stay the same for everybody and can be cached), or a
 * token a JSON client asks for (GET /api/form-guard) and sends as `formStartedAt`. A token lasts
 * two hours and counts once: it carries a random nonce, and a second lead stored with it is
 * suspected spam. A post without a valid start time is suspected spam too. Suspected spam is
 * stored with status `spam`, never dropped, and the visitor sees success.
 *
 * A repeated post stores one lead: its key is made on submit from the form, the visitor, the
 * hour and the validated content. JSON clients may send their own `submissionKey` instead, which
 * counts for the address and the endpoint that sent it only (another client's key never finds
 * their lead, a key reused for another form never hides that request).
 */
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { createCookie } from 'react-router'
import { z } from 'zod'
import { FORM_STARTED_MAX_AGE_S, formStartedCookie } from '~/lib/cookies.server'
import { env } from '~/lib/env.server'
import { HONEYPOT_FIELD } from './form-guard-fields'
import type { SpamReason } from './lead'

export { HONEYPOT_FIELD }
export const STARTED_FIELD = 'formStartedAt'
export const SUBMISSION_KEY_FIELD = 'submissionKey'
/** People need longer than this to fill in any of the forms (FORM_MIN_FILL_MS overrides, e.g. in tests). */
export const MIN_FILL_MS = 3000
/** Clocks of several instances may differ a little; a start time further in the future is forged. */
const CLOCK_SKEW_MS = 60_000
const HOUR_MS = 3600_000
/** A JSON client's token counts this long after it was handed out, and for one stored lead. */
export const FORM_TOKEN_MAX_AGE_MS = 2 * HOUR_MS
const minFillMs = () => env().FORM_MIN_FILL_MS ?? MIN_FILL_MS

// Without SESSION_SECRET a per-process secret is used: after a restart (or on another instance)
// timers handed out before count as spam, so several instances or restarts need SESSION_SECRET.
let secret: string | undefined
const formSecret = () => (secret ??= env().SESSION_SECRET ?? randomBytes(32).toString('hex'))
const sign = (value: string) => createHmac('sha256', formSecret()).update(`form-started:${value}`).digest('base64url')

/** A posted form (FormData) or a JSON body: where the guard fields are read from. */
export type GuardSource = FormData | Record<string, unknown>

function valuesOf(source: GuardSource, name: string): unknown[] {
  if (source instanceof FormData) return source.getAll(name)
  const value = source[name]
  return value === undefined || value === null ? [] : [value]
}

/** A token for a JSON client's STARTED_FIELD (GET /api/form-guard): `<time>.<nonce>.<signature>`. */
export function formStartedToken(now = Date.now()): string {
  const payload = `${now}.${randomBytes(12).toString('base64url')}`
  return `${payload}.${sign(payload)}`
}

/** A token's start time and nonce when we signed it, else null. */
function readToken(token: unknown): { startedAt: number; nonce: string } | null {
  if (typeof token !== 'string' || token.length > 200) return null
  const [time, nonce, mac, ...rest] = token.split('.')
  if (!time || !nonce || !mac || rest.length > 0 || !/^\d{1,15}$/.test(time) || !/^[\w-]{16}$/.test(nonce)) return null
  const expected = Buffer.from(sign(`${time}.${nonce}`))
  const given = Buffer.from(mac)
  return expected.length === given.length && timingSafeEqual(expected, given) ? { startedAt: Number(time), nonce } : null
}

/** The nonce of the body's token (one well-formed, signed token), for `tokenUsedBefore`. */
export function tokenNonce(source: GuardSource): string | null {
  const tokens = valuesOf(source, STARTED_FIELD).filter((token) => token !== '')
  return tokens.length === 1 ? (readToken(tokens[0])?.nonce ?? null) : null
}

/** The `form_started` cookie's value: when the visitor's first page was served, and who they are. */
const FormTimerSchema = z.object({ startedAt: z.number().int().nonnegative(), visitor: z.string().regex(/^[\w-]{16,64}$/) })
export type FormTimer = z.output<typeof FormTimerSchema>

/** The same cookie read without checking its signature: only whether the request carries one at all. */
const anyFormTimer = createCookie('form_started')

/**
 * The request's form timer when it is valid: signed by us, well-formed, not from the future and
 * not older than the cookie lasts. Null otherwise.
 */
export async function readFormTimer(request: Request, now = Date.now()): Promise<FormTimer | null> {
  const parsed = FormTimerSchema.safeParse(await formStartedCookie().parse(request.headers.get('Cookie')))
  if (!parsed.success) return null
  const { startedAt } = parsed.data
  return startedAt <= now + CLOCK_SKEW_MS && now - startedAt < FORM_STARTED_MAX_AGE_S * 1000 ? parsed.data : null
}

/**
 * The Set-Cookie header that starts a visitor's form timer, or null when the request carries a
 * valid one already (the first start time is kept, so reloading a page never restarts it).
 */
export async function formTimerSetCookie(request: Request, now = Date.now()): Promise<string | null> {
  if (await readFormTimer(request, now)) return null
  const timer: FormTimer = { startedAt: now, visitor: randomBytes(16).toString('base64url') }
  return formStartedCookie().serialize(timer)
}

/**
 * Why a post looks like spam, or null. The start time comes from the body's STARTED_FIELD when
 * it has one (JSON clients), else from the request's `form_started` cookie.
 */
export async function spamReason(source: GuardSource, request: Request, now = Date.now()): Promise<SpamReason | null> {
  const honeypot = valuesOf(source, HONEYPOT_FIELD)
  if (honeypot.some((value) => !(typeof value === 'string' && value.trim() === ''))) return 'honeypot'
  const tokens = valuesOf(source, STARTED_FIELD).filter((token) => token !== '')
  let started: number | null
  if (tokens.length > 0) {
    started = tokens.length === 1 ? (readToken(tokens[0])?.startedAt ?? null) : null
    if (started !== null && now - started > FORM_TOKEN_MAX_AGE_MS) return 'bad-timer'
  } else {
    if ((await anyFormTimer.parse(request.headers.get('Cookie'))) === null) return 'no-timer'
    started = (await readFormTimer(request, now))?.startedAt ?? null
  }
  if (started === null || started > now + CLOCK_SKEW_MS) return 'bad-timer'
  if (now - started < minFillMs()) return 'too-fast'
  return null
}

/** What GET /api/form-guard hands a JSON client: a signed start time and a fresh key. */
export function formGuard(): { startedAt: string; submissionKey: string } {
  return { startedAt: formStartedToken(), submissionKey: randomUUID() }
}

/** A key a JSON client sent with its body (the same key twice stores one lead), when well-formed. */
export function submissionKeyOf(source: GuardSource): string | null {
  const [key, ...more] = valuesOf(source, SUBMISSION_KEY_FIELD)
  return more.length === 0 && typeof key === 'string' && /^[\w-]{8,100}$/.test(key) ? key : null
}

/**
 * The stored form of a client's key: bound to the address that sent it, so the same key from
 * another client is another key (it can neither find nor block someone else's lead), and to the
 * endpoint: a key reused for another form is another submission, stored as well (it never makes
 * that request disappear behind "received"). At one endpoint the key is the client's word that a
 * post is the same submission again, and it gets that lead back.
 */
export function clientSubmissionKey(key: string, request: Request): string {
  const address = request.headers.get('x-client-ip') ?? 'unknown'
  const endpoint = new URL(request.url).pathname.toLowerCase()
  return `client:${createHash('sha256')
    .update(JSON.stringify(['client-key', address, key, endpoint]))
    .digest('base64url')}`
}

/** A value as JSON with the keys of every object sorted: equal content, equal text. */
export function stableJson(value: unknown): string {
  const sorted = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(sorted)
    if (item === null || typeof item !== 'object' || item instanceof Date) return item
    return Object.fromEntries(
      Object.entries(item)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, entry]) => [name, sorted(entry)]),
    )
  }
  return JSON.stringify(sorted(value)) ?? 'null'
}

/**
 * The key of a submission, made when it is posted: the same visitor sending the same content
 * with the same form within the same hour (a double click, a reload after a lost answer) gets
 * the same key, so one lead is stored. The visitor is the random id of their timer cookie, or
 * without one their address and browser, so two visitors never share a key.
 */
export async function derivedSubmissionKey(form: string, request: Request, value: unknown, now = Date.now()): Promise<string> {
  const timer = await readFormTimer(request, now)
  // x-client-ip: the visitor's address as the HTTP server saw it (what clientIp() of the rate limits reads).
  const address = request.headers.get('x-client-ip') ?? 'unknown'
  const visitor = timer ? ['visitor', timer.visitor] : ['address', address, request.headers.get('User-Agent') ?? '']
  const material = JSON.stringify([form, visitor, Math.floor(now / HOUR_MS), stableJson(value)])
  return createHash('sha256').update(material).digest('base64url')
}
