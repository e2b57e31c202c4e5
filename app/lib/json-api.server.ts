/** Shared plumbing of the JSON API's POST routes: body parsing, validation and error answers. */
import { AcceptLanguage } from '@remix-run/headers'
import type { z } from 'zod'
import { type FormMessageKey, formErrorMap } from '~/forms/messages'
import de from '~/locales/de'
import en from '~/locales/en'
import tr from '~/locales/tr'
import { type GuardSource, spamReason, submissionKeyOf } from './form-guard.server'
import { isLocale, type Locale, locales } from './locale'
import { hitRateLimit, clientIp } from './rate-limit.server'

export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public errors?: Record<string, string[]>,
  ) {
    super(message)
  }
}

export function apiErrorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    return Response.json({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) }, { status: error.status })
  }
  console.error(error)
  // Nothing was stored: the client may safely retry.
  return Response.json({ message: 'The service is temporarily unavailable. Please try again.' }, { status: 503 })
}

/** The JSON body, not yet validated: 415 for another content type, 400 when it is not JSON. */
export async function readJsonBody(request: Request): Promise<unknown> {
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) {
    throw new ApiError(415, 'Send the body as JSON (Content-Type: application/json).')
  }
  try {
    return await request.json()
  } catch {
    throw new ApiError(400, 'The body is not valid JSON.')
  }
}

const dictionaries = { tr, en, de } as const

/**
 * The language of a JSON answer's messages: the body's `locale` when it names one of the site's,
 * else the best of Accept-Language, else English.
 */
export function messageLocale(request: Request, body?: unknown): Locale {
  const stated = body && typeof body === 'object' ? (body as { locale?: unknown }).locale : undefined
  if (isLocale(stated)) return stated
  return new AcceptLanguage(request.headers.get('accept-language') ?? '').getPreferred(locales) ?? 'en'
}

/** The form messages of `locale` straight from its dictionary (an API request has no i18next instance). */
function dictionaryT(locale: Locale) {
  return (key: FormMessageKey, options: { max: number }) => {
    const text: string = dictionaries[locale].forms[key.slice('forms.'.length) as keyof typeof en.forms]
    return text.replaceAll('{{max}}', String(options.max))
  }
}

/**
 * `body` validated against `schema`; 400 with per-field messages otherwise. With a `locale`, the
 * shared text and list rules answer in that language (messages a schema fixes stay as they are).
 */
export function validateBody<S extends z.ZodType>(body: unknown, schema: S, locale?: Locale): z.infer<S> {
  const result = schema.safeParse(body, locale ? { error: formErrorMap(dictionaryT(locale)) } : undefined)
  if (!result.success) {
    const errors: Record<string, string[]> = {}
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || '_'
      ;(errors[key] ??= []).push(issue.message)
    }
    throw new ApiError(400, locale ? dictionaries[locale].forms.invalidRequest : 'Invalid request.', errors)
  }
  return result.data
}

/** The JSON body validated against `schema`; 400 with per-field messages otherwise. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  return validateBody(await readJsonBody(request), schema)
}

/**
 * A lead sent to the JSON API: the body validated against `schema` (messages in the request's
 * language) and the same spam checks as the HTML forms, read from the body's `website`,
 * `formStartedAt` and `submissionKey` (GET /api/form-guard hands out the last two).
 */
export async function parseLeadJson<S extends z.ZodType>(request: Request, schema: S) {
  const body = await readJsonBody(request)
  const locale = messageLocale(request, body)
  const value = validateBody(body, schema, locale)
  const guardFields: GuardSource = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  return { value, spamReason: spamReason(guardFields), submissionKey: submissionKeyOf(guardFields) }
}

const TEN_MINUTES = 10 * 60_000

/** Per-IP limit on a form's posts (HTML and API alike). */
export async function enforceFormRateLimit(request: Request, form: string, limit: number): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  return hitRateLimit(`form:${form}:${clientIp(request)}`, limit, TEN_MINUTES)
}

export async function requireWithinFormRateLimit(request: Request, form: string, limit: number) {
  const { allowed, retryAfterSeconds } = await enforceFormRateLimit(request, form, limit)
  if (!allowed) throw new ApiError(429, `Too many requests. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`)
}
