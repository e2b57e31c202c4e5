import type { MiddlewareFunction } from 'react-router'
import { databaseAnswers } from './db.server'
import { languageOf } from './http/route-policy'
import { apiText } from './json-api.server'
import { retryAfter } from './rate-limit.server'

/** How long clients and crawlers are asked to wait before they try again. */
export const RETRY_AFTER_SECONDS = 30

/**
 * An unexpected server error while the database does not answer is an outage, not a bug: the
 * answer becomes 503 "temporarily unavailable" (with Retry-After), rendered by the nearest error
 * boundary — the public layout's keeps the site's header, footer and contact details, the admin
 * gets a Turkish notice, resource routes (the JSON API) answer `{ message }`.
 * Registered on the root (every route) and on the public layout (so that the layout's boundary,
 * which has the root's data, renders public pages).
 */
export const databaseOutageMiddleware: MiddlewareFunction<Response> = async ({ url }, next) => {
  const response = await next()
  if (response.status !== 500 || (await databaseAnswers())) return response
  await response.body?.cancel().catch(() => {})
  // The API's "nothing was done, try again", in the language of the answers at this path (the admin API's Turkish, the public API's English).
  const message = apiText(languageOf(url.pathname.toLowerCase()), 'unavailable')
  throw Response.json({ message }, { status: 503, headers: retryAfter(RETRY_AFTER_SECONDS) })
}

/**
 * Every 503 answer (an outage page, a form that could not be stored) says when to retry. Runs
 * first on the root, around the error boundaries' pages, whose headers a thrown answer cannot set.
 */
export const retryAfterMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next()
  if (response.status !== 503 || response.headers.has('Retry-After')) return response
  const headers = new Headers(response.headers)
  headers.set('Retry-After', String(RETRY_AFTER_SECONDS))
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
