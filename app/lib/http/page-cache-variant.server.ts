/**
 * What the production server's page cache asks the app before it serves or stores a page:
 * whether this request may share a cached answer at all, and what besides the URL its page
 * depends on. An admin's requests and requests with a notice to show are rendered for them
 * alone; the language a visitor chose (the `locale` cookie) changes what an unprefixed
 * (Turkish) address answers, so it is part of the key. A crawler with that cookie is never sent
 * to its language (locale-preference.server.ts): its answer is kept apart from people's.
 */
import { Cookie } from '@remix-run/headers'
import { isbot } from 'isbot'
import { ADMIN_SESSION_COOKIE_NAMES, TOAST_COOKIE_NAME } from '../cookies.server'
import { readLocaleCookie } from '../locale-preference.server'

/** The key part for `request`, or null when its answer must neither come from nor go into the cache. */
export async function pageCacheVariant(request: Request): Promise<string | null> {
  const header = request.headers.get('Cookie')
  if (!header) return ''
  const cookies = new Cookie(header)
  if (ADMIN_SESSION_COOKIE_NAMES.some((name) => cookies.has(name)) || cookies.has(TOAST_COOKIE_NAME)) return null
  const locale = await readLocaleCookie(header)
  if (!locale) return ''
  return isbot(request.headers.get('User-Agent') ?? '') ? `${locale}+crawler` : locale
}
