/** Shared plumbing of the JSON API's POST routes: body parsing, validation and error answers. */
import { AcceptLanguage } from '@remix-run/headers'
import type { z } from 'zod'
import { type FormRules, type FormT, formErrorMap } from '~/lib/forms/messages'
import de from '~/locales/de'
import en from '~/locales/en'
import tr from '~/locales/tr'
import { type GuardSource, spamReason, submissionKeyOf } from '~/features/leads/form-guard.server'
import { isLocale, type Locale, locales } from './locale'
import { serverFormRules } from '~/features/leads/phone.server'
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

const dictionaries = { tr, en, de } as const

type ApiTextKey = keyof typeof en.api

/** A message of the public JSON API in `locale`. */
export function apiText(locale: Locale, key: ApiTextKey, values: Record<string, string | number> = {}): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)),
    dictionaries[locale].api[key],
  )
}

/** The answer to a failed call; with the request, an unexpected failure is explained in its language. */
export function apiErrorResponse(error: unknown, request?: Request): Response {
  if (error instanceof ApiError) {
    return Response.json({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) }, { status: error.status })
  }
  console.error(error)
  // Nothing was stored: the client may safely retry.
  const message = request ? apiText(messageLocale(request), 'unavailable') : en.api.unavailable
  return Response.json({ message }, { status: 503 })
}

/** 405 for anything but POST. */
export function requirePost(request: Request) {
  if (request.method !== 'POST') throw new ApiError(405, apiText(messageLocale(request), 'usePost'))
}

/** The JSON body, not yet validated: 415 for another content type, 400 when it is not JSON. */
export async function readJsonBody(request: Request): Promise<unknown> {
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) {
    throw new ApiError(415, apiText(messageLocale(request), 'sendJson'))
  }
  try {
    return await request.json()
  } catch {
    throw new ApiError(400, apiText(messageLocale(request), 'invalidJson'))
  }
}

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
export function dictionaryT(locale: Locale): FormT {
  return (key, options) => {
    const [section, name] = key.split('.') as ['forms' | 'validation', string]
    const text = (dictionaries[locale][section] as Record<string, string>)[name] ?? key
    return options?.max === undefined ? text : text.replaceAll('{{max}}', String(options.max))
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
 * A lead sent to the JSON API: the body validated against the form's schema (messages in the
 * request's language, the server's phone and country checks) and the same spam checks as the
 * HTML forms, read from the body's `website`, `formStartedAt` and `submissionKey`
 * (GET /api/form-guard hands out the last two).
 */
export async function parseLeadJson<S extends z.ZodType>(request: Request, schema: (rules: FormRules, locale: Locale) => S) {
  const body = await readJsonBody(request)
  const locale = messageLocale(request, body)
  const value = validateBody(body, schema(serverFormRules(dictionaryT(locale)), locale), locale)
  const guardFields: GuardSource = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  return { value, locale, spamReason: spamReason(guardFields), submissionKey: submissionKeyOf(guardFields) }
}

const TEN_MINUTES = 10 * 60_000

/** Per-IP limit on a form's posts (HTML and API alike). */
export async function enforceFormRateLimit(
  request: Request,
  form: string,
  limit: number,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  return hitRateLimit(`form:${form}:${clientIp(request)}`, limit, TEN_MINUTES)
}

export async function requireWithinFormRateLimit(request: Request, form: string, limit: number) {
  const { allowed, retryAfterSeconds } = await enforceFormRateLimit(request, form, limit)
  if (!allowed) throw new ApiError(429, apiText(messageLocale(request), 'tooManyRequests', { minutes: Math.ceil(retryAfterSeconds / 60) }))
}
