import { isbot } from 'isbot'
import { createCookie, redirect, type MiddlewareFunction } from 'react-router'
import { isLocale, localizePath, splitLocalePath } from '~/lib/locale'

/** The visitor's chosen language, kept for a year. */
export const localeCookie = createCookie('locale', {
  path: '/',
  sameSite: 'lax',
  httpOnly: false,
  maxAge: 60 * 60 * 24 * 365,
})

/**
 * The language switcher links to the target page with `?lng=xx`: remember the choice and
 * redirect to the clean URL. A visitor who chose en/de and lands on an unprefixed (Turkish)
 * page is sent to their language; crawlers always get the page they asked for.
 */
export const localePreferenceMiddleware: MiddlewareFunction<Response> = async ({ request, url }) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return
  const chosen = url.searchParams.get('lng')
  if (chosen !== null) {
    const clean = new URL(url)
    clean.searchParams.delete('lng')
    const headers = isLocale(chosen) ? { 'Set-Cookie': await localeCookie.serialize(chosen) } : undefined
    throw redirect(clean.pathname + clean.search, { headers })
  }

  const { locale, path } = splitLocalePath(url.pathname)
  if (locale !== 'tr' || isDataRequest(request)) return
  const stored = await localeCookie.parse(request.headers.get('Cookie'))
  if (stored !== 'en' && stored !== 'de') return
  if (isbot(request.headers.get('User-Agent') ?? '')) return
  throw redirect(localizePath(path, stored) + url.search, { headers: { Vary: 'Cookie' } })
}

function isDataRequest(request: Request) {
  return new URL(request.url).pathname.endsWith('.data')
}
