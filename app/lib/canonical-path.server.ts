import { type MiddlewareFunction, redirect } from 'react-router'
import { isLanguageSegment } from './locale'
import { safeRedirect } from './safe-redirect'

/**
 * The one address of a public page: its language segment and fixed segments in lower case (as
 * the route spells them) and no trailing slash. Route matching ignores case and a trailing slash,
 * so '/EN/Products/' finds the English product list; it is answered with a redirect to
 * '/en/products' instead of a copy whose links, canonical and hreflang would be built on it.
 * Parameter values (a slug, a private link's token) are kept exactly as sent.
 *
 * `pattern` is the matched route's pattern (':lang?/products/:slug'), `params` its parameters.
 * Returns null when `pathname` is already the page's address, or when the page is the not-found
 * page (a splat) or the language is unknown (both answered 404).
 */
export function canonicalPathname(pathname: string, pattern: string, params: Readonly<Record<string, string | undefined>>): string | null {
  const expected = pattern.split('/').filter(Boolean)
  if (expected.includes('*') || !isLanguageSegment(params.lang)) return null
  const present = expected.filter((segment) => !(segment.endsWith('?') && params[segment.slice(1, -1)] === undefined))
  const sent = pathname.split('/').slice(1)
  if (sent.length > 1 && sent.at(-1) === '') sent.pop()
  if (sent.length === 1 && sent[0] === '' && present.length === 0) return null
  if (sent.length !== present.length) return null
  const canonical = `/${present
    .map((segment, index) => {
      if (segment === ':lang?') return sent[index].toLowerCase()
      return segment.startsWith(':') ? sent[index] : segment
    })
    .join('/')}`
  return canonical === pathname ? null : canonical
}

/** A GET of a page at another spelling of its address is sent to the page's address, query kept (301). */
export const canonicalPathMiddleware: MiddlewareFunction<Response> = ({ request, url, pattern, params }) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return
  const canonical = canonicalPathname(url.pathname, pattern, params)
  if (canonical) throw redirect(safeRedirect(canonical + url.search, url.origin, '/'), 301)
}
