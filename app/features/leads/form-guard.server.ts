/**
 * Spam signals for the public forms, the same for HTML posts and JSON API bodies: a honeypot
 * field people never see, and the time between rendering the form (or asking for a guard,
 * GET /api/form-guard) and posting it, as a signed timestamp so it cannot be made up. A post
 * without a valid timestamp is suspected spam too. Suspected spam is stored with status `spam`,
 * never dropped, and the visitor sees success.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { env } from '~/lib/env.server'

export const HONEYPOT_FIELD = 'website'
export const STARTED_FIELD = 'formStartedAt'
export const SUBMISSION_KEY_FIELD = 'submissionKey'
/** People need longer than this to fill in any of the forms (FORM_MIN_FILL_MS overrides, e.g. in tests). */
export const MIN_FILL_MS = 3000
/** Clocks of several instances may differ a little; a start time further in the future is forged. */
const CLOCK_SKEW_MS = 60_000
const minFillMs = () => env().FORM_MIN_FILL_MS ?? MIN_FILL_MS

// Without SESSION_SECRET a per-process secret is used: after a restart (or on another instance)
// forms rendered before count as spam, so several instances or restarts need SESSION_SECRET.
let secret: string | undefined
const formSecret = () => (secret ??= env().SESSION_SECRET ?? randomBytes(32).toString('hex'))
const sign = (value: string) => createHmac('sha256', formSecret()).update(`form-started:${value}`).digest('base64url')

export type SpamReason = 'honeypot' | 'no-timer' | 'bad-timer' | 'too-fast'

/** A posted form (FormData) or a JSON body: where the guard fields are read from. */
export type GuardSource = FormData | Record<string, unknown>

function valuesOf(source: GuardSource, name: string): unknown[] {
  if (source instanceof FormData) return source.getAll(name)
  const value = source[name]
  return value === undefined || value === null ? [] : [value]
}

/** A token for the hidden STARTED_FIELD, issued when the form is rendered. */
export function formStartedToken(now = Date.now()): string {
  return `${now}.${sign(String(now))}`
}

function startedAt(token: unknown): number | null {
  if (typeof token !== 'string' || token.length > 200) return null
  const [time, mac, ...rest] = token.split('.')
  if (!time || !mac || rest.length > 0 || !/^\d{1,15}$/.test(time)) return null
  const expected = Buffer.from(sign(time))
  const given = Buffer.from(mac)
  return expected.length === given.length && timingSafeEqual(expected, given) ? Number(time) : null
}

/** Why a post (form fields or JSON body) looks like spam, or null. */
export function spamReason(source: GuardSource, now = Date.now()): SpamReason | null {
  const honeypot = valuesOf(source, HONEYPOT_FIELD)
  if (honeypot.some((value) => !(typeof value === 'string' && value.trim() === ''))) return 'honeypot'
  const tokens = valuesOf(source, STARTED_FIELD)
  if (tokens.length === 0 || tokens[0] === '') return 'no-timer'
  const started = tokens.length === 1 ? startedAt(tokens[0]) : null
  if (started === null || started > now + CLOCK_SKEW_MS) return 'bad-timer'
  if (now - started < minFillMs()) return 'too-fast'
  return null
}

export interface FormGuard {
  startedAt: string
  submissionKey: string
}

/** What a form's loader passes to <FormGuardFields>: a fresh key and start time per render. */
export function formGuard(): FormGuard {
  return { startedAt: formStartedToken(), submissionKey: randomUUID() }
}

/** The form instance's key: posting the same form twice stores one lead. */
export function submissionKeyOf(source: GuardSource): string | null {
  const [key, ...more] = valuesOf(source, SUBMISSION_KEY_FIELD)
  return more.length === 0 && typeof key === 'string' && /^[\w-]{8,100}$/.test(key) ? key : null
}

/**
 * The guard a form was posted with. A form the action re-renders (validation messages, or a row
 * added without JavaScript) carries it on, so the fill time still counts from the first render
 * (a fresh one would flag a quick correction as spam) and a retry keeps the form's key.
 * The start time stays signed: spamReason() checks it on every post.
 */
export function postedGuard(source: GuardSource): FormGuard | null {
  const [startedAt, ...more] = valuesOf(source, STARTED_FIELD)
  const submissionKey = submissionKeyOf(source)
  if (more.length > 0 || typeof startedAt !== 'string' || !/^\d{1,15}\.[\w-]{1,100}$/.test(startedAt) || !submissionKey) return null
  return { startedAt, submissionKey }
}
