/** Shared plumbing of the JSON API's POST routes: body parsing, validation and error answers. */
import { AcceptLanguage } from '@remix-run/headers'
import type { z } from 'zod'
import { formErrorMap } from '~/lib/forms/error-map'
import { type FormT, formT } from '~/lib/forms/messages'
import type en from '~/locales/en'
import { fixedT } from './i18next.server'
import { isLocale, type Locale, locales } from './locale'
import { logger } from './logger.server'
import { clientAddressKey, hitRateLimit, retryAfter } from './rate-limit.server'

export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public errors?: Record<string, string[]>,
    public headers?: Record<string, string>,
  ) {
    super(message)
  }
}

type ApiTextKey = keyof typeof en.api

/** A message of the public JSON API in `locale` (`minutes`: of the rate limit's message). */
export function apiText(locale: Locale, key: ApiTextKey, { minutes = 0 }: { minutes?: number } = {}): string {
  return fixedT(locale)(`api.${key}`, { minutes })
}

/** The answer to a failed call; with the request, an unexpected failure is explained in its language. */
export function apiErrorResponse(error: unknown, request?: Request): Response {
  if (error instanceof ApiError) {
    return Response.json(
      { message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
      { status: error.status, headers: error.headers },
    )
  }
  logger.error({ err: error }, 'An API request failed')
  // Nothing was stored: the client may safely retry.
  const message = apiText(request ? messageLocale(request) : 'en', 'unavailable')
  return Response.json({ message }, { status: 503 })
}

const postOnlyRefusal = (request: Request) => new ApiError(405, apiText(messageLocale(request), 'usePost'), undefined, { Allow: 'POST' })

/** 405 for anything but POST. */
export function requirePost(request: Request) {
  if (request.method !== 'POST') throw postOnlyRefusal(request)
}

/** The loader of a route that only takes POST: a GET is answered 405 with a message, not as a missing loader. */
export const postOnly = ({ request }: { request: Request }) => apiErrorResponse(postOnlyRefusal(request))

/** The JSON body, not yet validated: 415 for another content type, 400 when it is not JSON (the messages in `locale`). */
export async function readJsonBody(request: Request, locale: Locale = messageLocale(request)): Promise<unknown> {
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) {
    throw new ApiError(415, apiText(locale, 'sendJson'))
  }
  try {
    return await request.json()
  } catch {
    throw new ApiError(400, apiText(locale, 'invalidJson'))
  }
}

/**
 * The language of a JSON answer's messages: the body's `locale` when it names one of the site's,
 * else the best of Accept-Language, else English.
 */
export function messageLocale(request: Request, body?: unknown): Locale {
  const stated = typeof body === 'object' && body !== null && 'locale' in body ? body.locale : undefined
  if (isLocale(stated)) return stated
  return new AcceptLanguage(request.headers.get('accept-language') ?? '').getPreferred(locales) ?? 'en'
}

/** The form messages of `locale` (an API request has no i18next instance of its own). */
export const dictionaryT = (locale: Locale): FormT => formT(fixedT(locale))

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
      errors[key] = [...(errors[key] ?? []), issue.message]
    }
    throw new ApiError(400, locale ? fixedT(locale)('forms.invalidRequest') : 'Invalid request.', errors)
  }
  return result.data
}

/** An admin API call's JSON body validated against `schema`; 400 with per-field messages otherwise, in Turkish as the admin panel. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  return validateBody(await readJsonBody(request, 'tr'), schema, 'tr')
}

const TEN_MINUTES = 10 * 60_000

/** Per-IP limit on a form's posts (HTML and API alike). */
export async function enforceFormRateLimit(
  request: Request,
  form: string,
  limit: number,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  return hitRateLimit(`form:${form}:${clientAddressKey(request)}`, limit, TEN_MINUTES)
}

export async function requireWithinFormRateLimit(request: Request, form: string, limit: number) {
  const { allowed, retryAfterSeconds } = await enforceFormRateLimit(request, form, limit)
  if (!allowed) {
    const message = apiText(messageLocale(request), 'tooManyRequests', { minutes: Math.ceil(retryAfterSeconds / 60) })
    throw new ApiError(429, message, undefined, retryAfter(retryAfterSeconds))
  }
}
