/**
 * The cookies a visitor's page views set: the visit's first touch (`visit`, attribution) and the
 * forms' spam timer and visitor id (`form_started`). They are the only per-visitor part of an
 * anonymous public page, so they travel beside it: the page itself can be cached and shared.
 */
import type { MiddlewareFunction } from 'react-router'
import { edgeSetsVisitorCookiesContext } from '~/lib/http/edge-context'
import { splitLocalePath } from '~/lib/locale'
import { unprefixedPath } from '~/site-map'
import { attributionSetCookie } from './attribution.server'
import { formTimerSetCookie } from './form-guard.server'

/** The pages with a public form (in every language): viewing one starts the form timer. */
const FORM_PAGES = new Set([unprefixedPath('rfq'), unprefixedPath('trial-package'), unprefixedPath('contact')])

function isFormPage(request: Request): boolean {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, '').replace(/(.)\/+$/, '$1')
  return FORM_PAGES.has(splitLocalePath(pathname).path.toLowerCase())
}

/**
 * The Set-Cookie headers a page view needs: the ones the visitor does not have yet (each keeps
 * its first value). Only GET requests count (a document or, with JavaScript, a client
 * navigation's data request: either can be the first page a visitor sees); posts set none.
 * The form timer starts on the first view of a form page, so every other page stays free of
 * cookies for a new visitor (a CDN may keep it).
 */
export async function visitorCookies(request: Request): Promise<string[]> {
  if (request.method !== 'GET') return []
  const headers = await Promise.all([attributionSetCookie(request), isFormPage(request) ? formTimerSetCookie(request) : null])
  return headers.filter((header) => header !== null)
}

/**
 * Adds the visitor cookies to the public pages' answers, unless the production server's page
 * cache adds them to each answer itself (the rendered answer may then be served to others).
 */
export const visitorCookiesMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next()
  if (context.get(edgeSetsVisitorCookiesContext)) return response
  for (const header of await visitorCookies(request)) response.headers.append('Set-Cookie', header)
  return response
}
