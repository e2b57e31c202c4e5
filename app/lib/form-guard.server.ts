/**
 * Spam signals for the public forms: a honeypot field people never see, and the time between
 * rendering the form and posting it (a signed timestamp, so it cannot simply be made up).
 * Suspected spam is stored with status `spam`, never dropped, and the visitor sees success.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { env } from './env.server'

export const HONEYPOT_FIELD = 'website'
export const STARTED_FIELD = 'formStartedAt'
/** People need longer than this to fill in any of the forms (FORM_MIN_FILL_MS overrides, e.g. in tests). */
export const MIN_FILL_MS = 3000
const minFillMs = () => env().FORM_MIN_FILL_MS ?? MIN_FILL_MS

// Without SESSION_SECRET a per-process secret is used: a restart then merely skips the time check.
let secret: string | undefined
const formSecret = () => (secret ??= env().SESSION_SECRET ?? randomBytes(32).toString('hex'))
const sign = (value: string) => createHmac('sha256', formSecret()).update(`form-started:${value}`).digest('base64url')

/** A token for the hidden STARTED_FIELD, issued when the form is rendered. */
export function formStartedToken(now = Date.now()): string {
  return `${now}.${sign(String(now))}`
}

function startedAt(token: unknown): number | null {
  if (typeof token !== 'string') return null
  const [time, mac] = token.split('.')
  if (!time || !mac || !/^\d+$/.test(time)) return null
  const expected = Buffer.from(sign(time))
  const given = Buffer.from(mac)
  return expected.length === given.length && timingSafeEqual(expected, given) ? Number(time) : null
}

/** Why a form post looks like spam, or null. */
export function spamReason(formData: FormData, now = Date.now()): string | null {
  const honeypot = formData.get(HONEYPOT_FIELD)
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return 'honeypot'
  const started = startedAt(formData.get(STARTED_FIELD))
  if (started !== null && now - started < minFillMs()) return 'too-fast'
  return null
}

/** What a form's loader passes to <FormGuardFields>: a fresh key and start time per render. */
export function formGuard() {
  return { startedAt: formStartedToken(), submissionKey: randomUUID() }
}

export function submissionKeyOf(formData: FormData): string | null {
  const key = formData.get('submissionKey')
  return typeof key === 'string' && /^[\w-]{8,100}$/.test(key) ? key : null
}

export interface FormGuard {
  startedAt: string
  submissionKey: string
}

/**
 * The guard a form was posted with. A form the action re-renders (validation messages, or a row
 * added without JavaScript) carries it on, so the fill time still counts from the first render
 * (a fresh one would flag a quick correction as spam) and a retry keeps the form's key.
 * The start time stays signed: spamReason() checks it on every post.
 */
export function postedGuard(formData: FormData): FormGuard | null {
  const startedAt = formData.get(STARTED_FIELD)
  const submissionKey = submissionKeyOf(formData)
  if (typeof startedAt !== 'string' || !/^\d{1,15}\.[\w-]{1,100}$/.test(startedAt) || !submissionKey) return null
  return { startedAt, submissionKey }
}
