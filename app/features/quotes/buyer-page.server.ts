/**
 * The private request page's server side: opening a request by its token (rate-limited guesses,
 * one 404 for every kind of wrong token) and the buyer's three answers posted from it (accept,
 * decline, ask). Each answer is validated with its schema (messages in the page's language; the
 * typed input is kept on error), refused with a clear message when the version cannot take it, and
 * otherwise stored and answered with a redirect and a notice. Called by the page's loader/action
 * and by the public JSON API.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import type { i18n as I18n } from 'i18next'
import { data } from 'react-router'
import { formatDate } from '~/lib/dates'
import { env } from '~/lib/env.server'
import { formErrorMap } from '~/lib/forms/error-map'
import { formT } from '~/lib/forms/messages'
import { fixedT } from '~/lib/i18next.server'
import { ApiError, enforceFormRateLimit, readJsonBody, validateBody } from '~/lib/json-api.server'
import { type Locale, localeTags } from '~/lib/locale'
import { isOneOf } from '~/lib/one-of'
import { clientAddressKey, clientIp, hitRateLimit, retryAfter } from '~/lib/rate-limit.server'
import { redirectWithToast } from '~/lib/toast.server'
import {
  acceptQuote,
  type BuyerMeta,
  type BuyerRequest,
  declineQuote,
  loadBuyerRequest,
  postBuyerMessage,
  type Refusal,
} from './buyer.server'
import { leadIdOfToken } from './request-links.server'
import { requestPath } from './request-path'
import { acceptSchema, type BuyerMessages, buyerMessageSchema, declineSchema } from './schemas'

type T = I18n['t']

/**
 * Requests to private links (any token, right or wrong) an address may make in GUESS_WINDOW_MS
 * before it gets 429s: room for a buyer reading their page, its PDFs and answering several times.
 */
export const GUESS_LIMIT = 60
const GUESS_WINDOW_MS = 10 * 60_000

export class RequestNotFound extends Error {}
export class TooManyGuesses extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many guesses')
  }
}

/**
 * Counts a request to a private link against its address before the token is looked up, and
 * throws TooManyGuesses past the limit. Every request counts, so the answer past the limit is the
 * same 429 for a right and a wrong token: the limit stops guessing and tells no hit from a miss.
 */
async function countLinkRequest(request: Request): Promise<void> {
  const { allowed, retryAfterSeconds } = await hitRateLimit(`request-link:${clientAddressKey(request)}`, GUESS_LIMIT, GUESS_WINDOW_MS)
  if (!allowed) throw new TooManyGuesses(retryAfterSeconds)
}

/** The lead a token opens, counted first (countLinkRequest); a wrong token of any kind is RequestNotFound. */
async function leadOfCountedToken(request: Request, token: string): Promise<string> {
  await countLinkRequest(request)
  const leadId = await leadIdOfToken(token)
  if (!leadId) throw new RequestNotFound()
  return leadId
}

/**
 * The request a token opens, or a thrown RequestNotFound / TooManyGuesses. The request is counted
 * before the lookup, and every kind of wrong token takes the same path.
 */
export async function openRequest(request: Request, token: string, locale: Locale): Promise<BuyerRequest> {
  await countLinkRequest(request)
  const found = await loadBuyerRequest(token, locale)
  if (found) return found
  throw new RequestNotFound()
}

/**
 * A wrong token or too many of them as the page's answer (the same 404 for every wrong token, a
 * 429 saying when to try again); anything else is thrown on as it is.
 */
export function throwAsPageAnswer(error: unknown, t: T, onRetryAfter?: (seconds: number) => void): never {
  if (error instanceof TooManyGuesses) {
    onRetryAfter?.(error.retryAfterSeconds)
    throw data(t('common.rateLimited'), { status: 429, headers: retryAfter(error.retryAfterSeconds) })
  }
  if (error instanceof RequestNotFound) throw data('Not found', { status: 404 })
  throw error
}

export const buyerMeta = (request: Request): BuyerMeta => ({ ip: clientIp(request), userAgent: request.headers.get('User-Agent') })

/** A buyer's answer sent from another site (a browser says so with Fetch metadata, or an Origin of another host). */
export function isForeignPost(request: Request): boolean {
  const site = request.headers.get('Sec-Fetch-Site')
  if (site === 'cross-site' || site === 'same-site') return true
  const origin = request.headers.get('Origin')
  if (!origin || origin === 'null') return false
  const allowed = new Set([new URL(request.url).origin])
  const configured = env().SITE_URL
  if (configured) allowed.add(new URL(configured).origin)
  return !allowed.has(origin)
}

export const buyerMessages = (t: T): BuyerMessages => ({
  nameRequired: t('requests.validation.nameRequired'),
  positionRequired: t('requests.validation.positionRequired'),
  confirmRequired: t('requests.validation.confirmRequired'),
  reasonRequired: t('requests.validation.reasonRequired'),
  messageRequired: t('requests.validation.messageRequired'),
  tooLong: t('requests.validation.tooLong'),
})

/** A refusal in the page's language: why, and the current version when there is one to answer. */
export function refusalText(refusal: Refusal, t: T, locale: Locale): string {
  const why =
    refusal.reason === 'expired'
      ? t('requests.refusals.expired', { date: formatDate(`${refusal.validUntil}T12:00:00Z`, 'longDate', localeTags[locale]) })
      : t(`requests.refusals.${refusal.reason}`)
  return refusal.currentVersion ? `${why} ${t('requests.refusals.currentOffered', { version: refusal.currentVersion })}` : why
}

export const buyerIntents = ['accept', 'decline', 'message'] as const
export type BuyerIntent = (typeof buyerIntents)[number]

/** The page's POST: one of the three answers. */
export async function handleBuyerPost(options: { request: Request; token: string; locale: Locale; t: T; siteUrl: string }) {
  const { request, token, locale, t, siteUrl } = options
  if (isForeignPost(request)) throw data(t('forms.invalidRequest'), { status: 403 })
  let posted: FormData
  try {
    posted = await request.formData()
  } catch {
    throw data(t('forms.invalidRequest'), { status: 400 })
  }
  const intent = posted.get('intent')
  if (!isOneOf(buyerIntents, intent)) throw data(t('forms.invalidRequest'), { status: 400 })
  const leadId = await leadOfCountedToken(request, token)
  const messages = buyerMessages(t)
  const error = formErrorMap(formT(t))
  const schema =
    intent === 'accept' ? acceptSchema(messages) : intent === 'decline' ? declineSchema(messages) : buyerMessageSchema(messages)
  const submission = parseWithZod(posted, { schema, error })
  if (submission.status !== 'success') {
    // The version id is a hidden field: the page shows its message as the form's.
    const hidden = submission.error?.versionId
    return data({ intent, result: submission.reply(hidden ? { formErrors: hidden } : undefined) }, { status: 400 })
  }
  const { allowed, retryAfterSeconds } = await enforceFormRateLimit(request, 'request-answer', env().FORM_RATE_LIMIT)
  if (!allowed) {
    return data(
      { intent, result: submission.reply({ formErrors: [t('common.rateLimited')] }) },
      { status: 429, headers: retryAfter(retryAfterSeconds) },
    )
  }
  const meta = buyerMeta(request)
  const back = requestPath(token, locale)
  const value = submission.value as Record<string, unknown>
  if (intent === 'message') {
    await postBuyerMessage(leadId, value as { kind: 'question' | 'change'; body: string }, meta, siteUrl)
    return redirectWithToast(`${back}#messages`, {
      type: 'success',
      title: t('requests.notices.messageSent'),
      description: t('requests.notices.messageSentDescription'),
    })
  }
  const outcome =
    intent === 'accept'
      ? await acceptQuote(leadId, value as never, meta, siteUrl)
      : await declineQuote(leadId, value as never, meta, siteUrl)
  if (!outcome.ok)
    return data({ intent, result: submission.reply({ formErrors: [refusalText(outcome.refusal, t, locale)] }) }, { status: 409 })
  const notice = intent === 'accept' ? 'accepted' : 'declined'
  return redirectWithToast(back, {
    type: 'success',
    title: t(`requests.notices.${notice}`),
    description: t(`requests.notices.${notice}Description`),
  })
}

/**
 * The JSON form of the buyer's answers (POST /api/requests/<token>): `{ intent, … }` with the same
 * fields as the page's forms (`confirm: true` for the checkbox). Refusals are 409 with the same
 * message as the page; nothing here is trusted more than a form post.
 */
export async function handleBuyerJson(request: Request, token: string, locale: Locale, siteUrl: string): Promise<Response> {
  const t = fixedT(locale) as unknown as T
  if (isForeignPost(request)) throw new ApiError(403, t('forms.invalidRequest'))
  const body = await readJsonBody(request)
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  const intent = fields.intent
  if (!isOneOf(buyerIntents, intent)) throw new ApiError(400, t('forms.invalidRequest'), { intent: [t('forms.invalidAction')] })
  const leadId = await leadOfCountedToken(request, token)
  const messages = buyerMessages(t)
  const schema =
    intent === 'accept' ? acceptSchema(messages) : intent === 'decline' ? declineSchema(messages) : buyerMessageSchema(messages)
  const value = validateBody({ ...fields, confirm: fields.confirm === true ? 'on' : fields.confirm }, schema, locale) as Record<
    string,
    unknown
  >
  const { allowed } = await enforceFormRateLimit(request, 'request-answer', env().FORM_RATE_LIMIT)
  if (!allowed) throw new ApiError(429, t('common.rateLimited'))
  const meta = buyerMeta(request)
  if (intent === 'message') {
    await postBuyerMessage(leadId, value as { kind: 'question' | 'change'; body: string }, meta, siteUrl)
    return Response.json({ message: t('requests.notices.messageSent') }, { status: 201 })
  }
  const outcome =
    intent === 'accept'
      ? await acceptQuote(leadId, value as never, meta, siteUrl)
      : await declineQuote(leadId, value as never, meta, siteUrl)
  if (!outcome.ok)
    return Response.json({ message: refusalText(outcome.refusal, t, locale), reason: outcome.refusal.reason }, { status: 409 })
  return Response.json({
    message: t(`requests.notices.${intent === 'accept' ? 'accepted' : 'declined'}`),
    duplicate: Boolean(outcome.duplicate),
  })
}
