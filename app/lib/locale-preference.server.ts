import { Cookie } from '@remix-run/headers'
import { isbot } from 'isbot'
import { type MiddlewareFunction, redirect } from 'react-router'
import { pagePath } from '~/site-map'
import { localeCookie } from './cookies.server'
import { isLocale, type Locale, localizePath, splitLocalePath } from './locale'
import { safeRedirect } from './safe-redirect'

/**
 * The language the visitor chose (the `locale` cookie), or null; a value that is no locale is
 * ignored. Choices made before the cookie was encoded by React Router (a plain `locale=en`) still count.
 */
export async function readLocaleCookie(cookieHeader: string | null): Promise<Locale | null> {
  const value: unknown = await localeCookie.parse(cookieHeader)
  if (isLocale(value)) return value
  const plain = cookieHeader ? new Cookie(cookieHeader).get(localeCookie.name) : null
  return isLocale(plain) ? plain : null
}

/** The Set-Cookie header that remembers `locale`. */
export function localeCookieHeader(locale: Locale): Promise<string> {
  return localeCookie.serialize(locale)
}

/**
 * The language switcher links to the target page with `?lng=xx`: remember the choice and
 * redirect to the clean URL. A visitor who chose en/de and lands on an unprefixed (Turkish)
 * page is sent to their language; crawlers always get the page they asked for. Both redirects
 * stay on this site: a path such as `//evil.example/` (which a browser reads as another host)
 * leads to the home page instead.
 */
export const localePreferenceMiddleware: MiddlewareFunction<Response> = async ({ request, url }) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return
  const chosen = url.searchParams.get('lng')
  if (chosen !== null) {
    const clean = new URL(url)
    clean.searchParams.delete('lng')
    const headers = isLocale(chosen) ? { 'Set-Cookie': await localeCookieHeader(chosen) } : undefined
    throw redirect(safeRedirect(clean.pathname + clean.search, url.origin, '/'), { headers })
  }

  const { locale, path } = splitLocalePath(url.pathname)
  if (locale !== 'tr' || new URL(request.url).pathname.endsWith('.data')) return
  const stored = await readLocaleCookie(request.headers.get('Cookie'))
  if (stored !== 'en' && stored !== 'de') return
  if (isbot(request.headers.get('User-Agent') ?? '')) return
  throw redirect(safeRedirect(localizePath(path, stored) + url.search, url.origin, pagePath('homepage', stored)), {
    headers: { Vary: 'Cookie' },
  })
}
