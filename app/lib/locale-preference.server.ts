import { isbot } from 'isbot'
import { redirect, type MiddlewareFunction } from 'react-router'
import { isLocale, type Locale, localizePath, splitLocalePath } from './locale'
import { safeRedirect } from './safe-redirect'

const COOKIE = 'locale'
const ONE_YEAR_S = 60 * 60 * 24 * 365

/** The visitor's chosen language as a plain `locale=xx` cookie (the same value as localStorage). */
export function readLocaleCookie(cookieHeader: string | null): Locale | null {
  const match = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]*)`).exec(cookieHeader ?? '')
  return match && isLocale(match[1]) ? match[1] : null
}

export function localeCookieHeader(locale: Locale): string {
  return `${COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`
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
    const headers = isLocale(chosen) ? { 'Set-Cookie': localeCookieHeader(chosen) } : undefined
    throw redirect(safeRedirect(clean.pathname + clean.search, url.origin, '/'), { headers })
  }

  const { locale, path } = splitLocalePath(url.pathname)
  if (locale !== 'tr' || new URL(request.url).pathname.endsWith('.data')) return
  const stored = readLocaleCookie(request.headers.get('Cookie'))
  if (stored !== 'en' && stored !== 'de') return
  if (isbot(request.headers.get('User-Agent') ?? '')) return
  throw redirect(safeRedirect(localizePath(path, stored) + url.search, url.origin, localizePath('/', stored)), {
    headers: { Vary: 'Cookie' },
  })
}
